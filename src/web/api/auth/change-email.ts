import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeEmailBody } from '../../../core/contracts/auth.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { meQueryKey } from './me.ts';
import { writeCachedUser } from './session-cache.ts';

/** POST /api/auth/email: her password and the new email; the signed-in user is updated. */
export function useChangeEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailBody) => callEndpoint('POST /api/auth/email', { body }),
    onSuccess: ({ user }) => {
      writeCachedUser(user);
      qc.setQueryData(meQueryKey, user);
    },
  });
}

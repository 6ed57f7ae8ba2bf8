import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupBody } from '../../../core/contracts/auth.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { meQueryKey } from './me.ts';
import { writeCachedUser } from './session-cache.ts';

/** POST /api/auth/signup. */
export function useSignUp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupBody) => callEndpoint('POST /api/auth/signup', { body }),
    onSuccess: ({ user }) => {
      writeCachedUser(user);
      qc.setQueryData(meQueryKey, user);
    },
  });
}

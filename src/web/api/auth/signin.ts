import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SigninBody } from '../../../core/contracts/auth.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { meQueryKey } from './me.ts';
import { writeCachedUser } from './session-cache.ts';

/** POST /api/auth/signin. */
export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SigninBody) => callEndpoint('POST /api/auth/signin', { body }),
    onSuccess: ({ user }) => {
      writeCachedUser(user);
      qc.setQueryData(meQueryKey, user);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SigninBody, UserResponse } from '../../../../core/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { meQueryKey } from './me.ts';
import { writeCachedUser } from './session-cache.ts';

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SigninBody) => apiRequest<UserResponse>('POST', '/api/auth/signin', body),
    onSuccess: ({ user }) => {
      writeCachedUser(user);
      qc.setQueryData(meQueryKey, user);
    },
  });
}

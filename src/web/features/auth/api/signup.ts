import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupBody, UserResponse } from '../../../../core/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { meQueryKey } from './me.ts';
import { writeCachedUser } from './session-cache.ts';

export function useSignUp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupBody) => apiRequest<UserResponse>('POST', '/api/auth/signup', body),
    onSuccess: ({ user }) => {
      writeCachedUser(user);
      qc.setQueryData(meQueryKey, user);
    },
  });
}

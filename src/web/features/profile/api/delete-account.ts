import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountBody } from '../../../../core/contracts/profile.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../../api/auth/me.ts';
import { writeCachedUser } from '../../../api/auth/session-cache.ts';

/** DELETE /api/profile/{userId} with her password: erases everything and signs her out. */
export function useDeleteAccount(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => apiRequest<undefined>('DELETE', `/api/profile/${userId}`, body),
    onSuccess: () => {
      writeCachedUser(null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
      qc.setQueryData(meQueryKey, null);
    },
  });
}

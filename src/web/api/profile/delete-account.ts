import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountBody } from '../../../core/contracts/profile.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { meQueryKey } from '../auth/me.ts';
import { writeCachedUser } from '../auth/session-cache.ts';

/** DELETE /api/profile/{userId} with her password: erases everything and signs her out. */
export function useDeleteAccount(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      callEndpoint('DELETE /api/profile/:userId', { params: { userId }, body }),
    onSuccess: () => {
      writeCachedUser(null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
      qc.setQueryData(meQueryKey, null);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /api/journal/entries/{entryId}. */
export function useDeleteEntry(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<undefined>('DELETE', `/api/journal/entries/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['journal', userId] }),
  });
}

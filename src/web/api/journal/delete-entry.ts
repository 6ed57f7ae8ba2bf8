import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** DELETE /api/journal/entries/{entryId}. */
export function useDeleteEntry(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callEndpoint('DELETE /api/journal/entries/:entryId', { params: { entryId: id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['journal', userId] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateJournalEntry } from '../../../core/contracts/journal.ts';
import { callEndpoint } from '../../lib/api-client.ts';

/** PATCH /api/journal/entries/{entryId}. */
export function useUpdateEntry(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateJournalEntry & { id: string }) =>
      callEndpoint('PATCH /api/journal/entries/:entryId', { params: { entryId: id }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['journal', userId] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry, UpdateJournalEntry } from '../../../../core/contracts/journal.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** PATCH /api/journal/entries/{entryId}. */
export function useUpdateEntry(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateJournalEntry & { id: string }) =>
      apiRequest<{ entry: JournalEntry }>('PATCH', `/api/journal/entries/${id}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['journal', userId] }),
  });
}

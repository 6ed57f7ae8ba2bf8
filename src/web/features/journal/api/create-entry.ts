import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateJournalEntry, JournalEntry } from '../../../../core/contracts/journal.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/journal. */
export function useCreateEntry(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateJournalEntry) =>
      apiRequest<{ entry: JournalEntry }>('POST', '/api/journal', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['journal', userId] }),
  });
}

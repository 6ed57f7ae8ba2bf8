import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateJournalEntry } from '../../../core/contracts/journal.ts';
import { callEndpoint } from '../../lib/api-client.ts';

/** POST /api/journal. */
export function useCreateEntry(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateJournalEntry) => callEndpoint('POST /api/journal', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['journal', userId] }),
  });
}

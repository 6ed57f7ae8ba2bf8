import { useMutation } from '@tanstack/react-query';
import type { CreateJournalEntry } from '../../../core/contracts/journal.ts';
import { sendOrQueue } from '../../lib/offline-queue.ts';

/**
 * POST /api/journal, or kept on her phone to send when the signal returns (lib/offline-queue.ts): `sent` says which.
 */
export function useCreateEntry(userId: string) {
  return useMutation({
    // Offline too: the queue keeps the entry instead of waiting for a network.
    networkMode: 'always',
    mutationFn: (body: CreateJournalEntry) =>
      sendOrQueue('POST /api/journal', { body }, { userId, invalidates: [['journal', userId]] }),
  });
}

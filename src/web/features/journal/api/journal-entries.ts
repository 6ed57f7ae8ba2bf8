import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JournalEntry } from '../../../../core/contracts/journal.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/journal/{id}: her entries, newest first. */
export const journalEntriesOptions = (userId: string) =>
  queryOptions({
    queryKey: ['journal', userId, 'list'],
    enabled: Boolean(userId),
    queryFn: () => apiRequest<JournalEntry[]>('GET', `/api/journal/${userId}`),
  });

export const useJournalEntries = (userId: string) => useQuery(journalEntriesOptions(userId));

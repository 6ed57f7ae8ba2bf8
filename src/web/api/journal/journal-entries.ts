import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/journal/{userId}: her entries, newest first. */
export const journalEntriesOptions = (userId: string) =>
  queryOptions({
    queryKey: ['journal', userId, 'list'],
    enabled: Boolean(userId),
    queryFn: () => callEndpoint('GET /api/journal/:userId', { params: { userId } }),
  });

export const useJournalEntries = (userId: string) => useQuery(journalEntriesOptions(userId));

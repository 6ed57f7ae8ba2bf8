import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/journal/{userId}, for the number of entries only; a failure shows '—' quietly (null). */
export const journalCountOptions = (userId: string) =>
  queryOptions({
    queryKey: ['journal', userId, 'count'],
    queryFn: async () => {
      try {
        return (await callEndpoint('GET /api/journal/:userId', { params: { userId } })).length;
      } catch {
        return null;
      }
    },
  });
export const useJournalCount = (userId: string) => useQuery(journalCountOptions(userId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/wellness/{userId}/moods: check-ins by week and the emotional trend. */
export const moodHistoryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['wellness', userId, 'moods'],
    enabled: Boolean(userId),
    queryFn: () => callEndpoint('GET /api/wellness/:userId/moods', { params: { userId } }),
  });

export const useMoodHistory = (userId: string) => useQuery(moodHistoryOptions(userId));

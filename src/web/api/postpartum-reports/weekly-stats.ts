import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { postpartumReportsKey } from './keys.ts';

/** GET /api/postpartum-stats/{userId}/{week}: one postpartum week's figures from her logs. */
export const weeklyStatsOptions = (userId: string, week: number) =>
  queryOptions({
    queryKey: [...postpartumReportsKey(userId), 'stats', week],
    enabled: Boolean(userId),
    queryFn: () => callEndpoint('GET /api/postpartum-stats/:userId/:week', { params: { userId, week } }),
  });

export const useWeeklyStats = (userId: string, week: number) => useQuery(weeklyStatsOptions(userId, week));

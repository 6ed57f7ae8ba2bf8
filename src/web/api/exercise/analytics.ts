import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { firstDayOfWeek } from '../../lib/dates.ts';
import { exerciseKey } from './activities.ts';

/** GET /api/exercise/analytics/{userId}: totals, average rating, category breakdown and recent weeks. */
export const analyticsOptions = (userId: string) =>
  queryOptions({
    queryKey: [...exerciseKey(userId), 'analytics'],
    enabled: Boolean(userId),
    queryFn: () =>
      callEndpoint('GET /api/exercise/analytics/:userId', {
        params: { userId },
        query: { firstDay: firstDayOfWeek() },
      }),
  });

export const useExerciseAnalytics = (userId: string) => useQuery(analyticsOptions(userId));

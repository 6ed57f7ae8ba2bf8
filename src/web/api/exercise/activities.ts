import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { firstDayOfWeek } from '../../lib/dates.ts';

/** Everything exercise hangs under this key, so a new log refreshes the list, progress, history and analytics. */
export const exerciseKey = (userId: string) => ['exercise', userId] as const;

/** GET /api/exercise/activities/{userId}: her week's activities, recommendations and weekly progress. */
export const activitiesOptions = (userId: string, week: number | null) =>
  queryOptions({
    queryKey: [...exerciseKey(userId), 'activities', week ?? 'all'],
    enabled: Boolean(userId),
    queryFn: () =>
      callEndpoint('GET /api/exercise/activities/:userId', {
        params: { userId },
        query: { firstDay: firstDayOfWeek(), ...(week === null ? {} : { week }) },
      }),
  });

export const useActivities = (userId: string, week: number | null) =>
  useQuery(activitiesOptions(userId, week));

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MoodHistory } from '../../../../core/contracts/wellness.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/wellness/{userId}/moods: check-ins by week and the emotional trend. */
export const moodHistoryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['wellness', userId, 'moods'],
    enabled: Boolean(userId),
    queryFn: () => apiRequest<MoodHistory>('GET', `/api/wellness/${userId}/moods`),
  });

export const useMoodHistory = (userId: string) => useQuery(moodHistoryOptions(userId));

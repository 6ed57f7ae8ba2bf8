import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/symptom-logs/{userId}/recent: the last 7 days, newest first. */
export const recentSymptomsOptions = (userId: string) =>
  queryOptions({
    queryKey: ['symptoms', userId, 'recent'],
    enabled: Boolean(userId),
    queryFn: () => callEndpoint('GET /api/symptom-logs/:userId/recent', { params: { userId } }),
  });

export const useRecentSymptoms = (userId: string) => useQuery(recentSymptomsOptions(userId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/symptom-logs/{userId}/trend: the 7-day trend (docs/product.md, "Symptom log"). */
export const symptomTrendOptions = (userId: string) =>
  queryOptions({
    queryKey: ['symptoms', userId, 'trend'],
    enabled: Boolean(userId),
    queryFn: () => callEndpoint('GET /api/symptom-logs/:userId/trend', { params: { userId } }),
  });

export const useSymptomTrend = (userId: string) => useQuery(symptomTrendOptions(userId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/symptom-logs/{userId}/history: one page, newest first. */
export const symptomHistoryOptions = (userId: string, page = 1, pageSize = 50) =>
  queryOptions({
    queryKey: ['symptoms', userId, 'history', page, pageSize],
    enabled: Boolean(userId),
    queryFn: () =>
      callEndpoint('GET /api/symptom-logs/:userId/history', {
        params: { userId },
        query: { page, pageSize },
      }),
  });

export const useSymptomHistory = (userId: string, page = 1, pageSize = 50) =>
  useQuery(symptomHistoryOptions(userId, page, pageSize));

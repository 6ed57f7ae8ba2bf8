import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SymptomHistory } from '../../../../core/contracts/symptoms.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/symptom-logs/{userId}/history: one page, newest first. */
export const symptomHistoryOptions = (userId: string, page = 1, pageSize = 50) =>
  queryOptions({
    queryKey: ['symptoms', userId, 'history', page, pageSize],
    enabled: Boolean(userId),
    queryFn: () =>
      apiRequest<SymptomHistory>(
        'GET',
        `/api/symptom-logs/${userId}/history?page=${String(page)}&pageSize=${String(pageSize)}`,
      ),
  });

export const useSymptomHistory = (userId: string, page = 1, pageSize = 50) =>
  useQuery(symptomHistoryOptions(userId, page, pageSize));

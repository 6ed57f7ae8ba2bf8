import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SymptomTrendResponse } from '../../../../core/contracts/symptoms.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/symptom-logs/{userId}/trend: the 7-day trend (01-core-app.md section 9). */
export const symptomTrendOptions = (userId: string) =>
  queryOptions({
    queryKey: ['symptoms', userId, 'trend'],
    enabled: Boolean(userId),
    queryFn: () => apiRequest<SymptomTrendResponse>('GET', `/api/symptom-logs/${userId}/trend`),
  });

export const useSymptomTrend = (userId: string) => useQuery(symptomTrendOptions(userId));

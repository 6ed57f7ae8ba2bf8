import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SymptomLog } from '../../../../core/contracts/symptoms.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/symptom-logs/{userId}/recent: the last 7 days, newest first. */
export const recentSymptomsOptions = (userId: string) =>
  queryOptions({
    queryKey: ['symptoms', userId, 'recent'],
    enabled: Boolean(userId),
    queryFn: () => apiRequest<SymptomLog[]>('GET', `/api/symptom-logs/${userId}/recent`),
  });

export const useRecentSymptoms = (userId: string) => useQuery(recentSymptomsOptions(userId));

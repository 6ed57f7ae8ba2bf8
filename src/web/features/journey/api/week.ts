import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeekResponse } from '../../../../core/contracts/education.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/weeks/{week}: the pregnancy week's content (size, symptoms, red flags, recommendations). */
export const weekOptions = (week: number | null) =>
  queryOptions({
    queryKey: ['content', 'week', week],
    queryFn: () => apiRequest<WeekResponse>('GET', `/api/weeks/${String(week ?? 1)}`),
    enabled: week !== null,
  });

export const useWeek = (week: number | null) => useQuery(weekOptions(week));

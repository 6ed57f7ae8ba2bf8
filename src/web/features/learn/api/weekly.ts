import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WeeklyEducation } from '../../../../core/contracts/education.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/education/weekly/{week}: the weekly focus (baby, body, emotions), articles and FAQs for week 1-42. */
export const weeklyEducationOptions = (week: number | null) =>
  queryOptions({
    queryKey: ['education', 'weekly', week],
    queryFn: () => apiRequest<WeeklyEducation>('GET', `/api/education/weekly/${String(week)}`),
    enabled: week !== null,
    placeholderData: keepPreviousData,
  });

export const useWeeklyEducation = (week: number | null) => useQuery(weeklyEducationOptions(week));

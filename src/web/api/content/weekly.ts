import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/education/weekly/{week}: the weekly focus (baby, body, emotions), articles and FAQs for week 1-42. */
export const weeklyEducationOptions = (week: number | null) =>
  queryOptions({
    queryKey: ['education', 'weekly', week],
    queryFn: () => callEndpoint('GET /api/education/weekly/:week', { params: { week: week ?? 1 } }),
    enabled: week !== null,
    placeholderData: keepPreviousData,
  });

export const useWeeklyEducation = (week: number | null) => useQuery(weeklyEducationOptions(week));

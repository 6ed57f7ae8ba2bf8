import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/**
 * GET /api/education/after-birth/{week}: the articles (key ones for her postpartum week first) and questions
 * that fit after birth. Weeks past 12 all read as 13, so they share one cache entry.
 */
export const afterBirthEducationOptions = (week: number | null) =>
  queryOptions({
    queryKey: ['education', 'after-birth', week === null ? null : Math.min(13, Math.max(0, week))],
    queryFn: () =>
      callEndpoint('GET /api/education/after-birth/:week', {
        params: { week: Math.min(13, Math.max(0, week ?? 0)) },
      }),
    enabled: week !== null,
    placeholderData: keepPreviousData,
  });

export const useAfterBirthEducation = (week: number | null) => useQuery(afterBirthEducationOptions(week));

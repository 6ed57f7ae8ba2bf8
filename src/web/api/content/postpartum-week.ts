import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/postpartum-weeks/{week}: recovery and baby focus for postpartum week 0-12 (13 = after 12 weeks). */
export const postpartumWeekOptions = (week: number | null) =>
  queryOptions({
    queryKey: ['content', 'postpartum-week', week],
    queryFn: () =>
      callEndpoint('GET /api/postpartum-weeks/:week', { params: { week: Math.min(13, week ?? 0) } }),
    enabled: week !== null,
  });

export const usePostpartumWeek = (week: number | null) => useQuery(postpartumWeekOptions(week));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/weeks/{week}: the pregnancy week's content (size, symptoms, red flags, recommendations). */
export const weekOptions = (week: number | null) =>
  queryOptions({
    queryKey: ['content', 'week', week],
    queryFn: () => callEndpoint('GET /api/weeks/:week', { params: { week: week ?? 1 } }),
    enabled: week !== null,
  });

export const useWeek = (week: number | null) => useQuery(weekOptions(week));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

export const visitChecklistKey = (userId: string) => ['visit-checklist', userId] as const;

/**
 * GET /api/visit-checklist/{userId}: the prep checklist for her next appointment. Which appointment that is
 * follows her calendar, which other screens change, so it is asked again each time the toolkit opens.
 */
export const visitChecklistOptions = (userId: string) =>
  queryOptions({
    queryKey: visitChecklistKey(userId),
    enabled: Boolean(userId),
    refetchOnMount: 'always',
    queryFn: () => callEndpoint('GET /api/visit-checklist/:userId', { params: { userId } }),
  });

export const useVisitChecklist = (userId: string) => useQuery(visitChecklistOptions(userId));

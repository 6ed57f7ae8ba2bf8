import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { milestonesKey } from './keys.ts';

/** GET /api/milestone-progress/{userId}: the current status of each milestone, per baby. */
export const milestoneProgressOptions = (userId: string) =>
  queryOptions({
    queryKey: [...milestonesKey(userId), 'progress'],
    enabled: Boolean(userId),
    queryFn: () => callEndpoint('GET /api/milestone-progress/:userId', { params: { userId } }),
  });

export const useMilestoneProgress = (userId: string) => useQuery(milestoneProgressOptions(userId));

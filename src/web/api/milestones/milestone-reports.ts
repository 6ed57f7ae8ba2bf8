import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { milestonesKey } from './keys.ts';

/** GET /api/milestone-reports/{userId}: her milestone reports, newest first. */
export const milestoneReportsOptions = (userId: string) =>
  queryOptions({
    queryKey: [...milestonesKey(userId), 'reports'],
    enabled: Boolean(userId),
    queryFn: () => callEndpoint('GET /api/milestone-reports/:userId', { params: { userId } }),
  });

export const useMilestoneReports = (userId: string) => useQuery(milestoneReportsOptions(userId));

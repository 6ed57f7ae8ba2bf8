import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

export const hospitalBagKey = (userId: string) => ['hospital-bag', userId] as const;

/**
 * GET /api/hospital-bag/{userId}: the checklist merged with her items, in four groups. A failure is shown with a
 * retry rather than read as the spec's empty list, which would look like a bag with nothing to pack.
 */
export const hospitalBagOptions = (userId: string) =>
  queryOptions({
    queryKey: hospitalBagKey(userId),
    enabled: Boolean(userId),
    queryFn: () => callEndpoint('GET /api/hospital-bag/:userId', { params: { userId } }),
  });

export const useHospitalBag = (userId: string) => useQuery(hospitalBagOptions(userId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { babyTrackingKey } from './keys.ts';

/** GET /api/babies/{userId}: her babies, the first born (or first recorded) first, each with its age. */
export const babiesOptions = (userId: string) =>
  queryOptions({
    queryKey: [...babyTrackingKey(userId), 'babies'],
    enabled: Boolean(userId),
    queryFn: () => callEndpoint('GET /api/babies/:userId', { params: { userId } }),
  });

export const useBabies = (userId: string) => useQuery(babiesOptions(userId));

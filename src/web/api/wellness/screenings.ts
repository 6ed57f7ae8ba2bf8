import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/screenings/{userId}: her past self-checks, newest first. */
export const screeningsOptions = (userId: string) =>
  queryOptions({
    queryKey: ['wellness', userId, 'screenings'],
    enabled: Boolean(userId),
    queryFn: () => callEndpoint('GET /api/screenings/:userId', { params: { userId } }),
  });

export const useScreenings = (userId: string) => useQuery(screeningsOptions(userId));

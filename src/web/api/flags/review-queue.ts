import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/admin/flags?scope=all: every mother's flags, newest first (admins only; the server audits the read). */
export const reviewQueueOptions = () =>
  queryOptions({
    queryKey: ['flags', 'all'],
    queryFn: () => callEndpoint('GET /api/admin/flags', { query: { scope: 'all' } }),
  });

export const useReviewQueue = () => useQuery(reviewQueueOptions());

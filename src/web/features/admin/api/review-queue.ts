import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthFlag } from '../../../../core/contracts/flags.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/flags?scope=all: every mother's flags, newest first (admins only; the server audits the read). */
export const reviewQueueOptions = () =>
  queryOptions({
    queryKey: ['flags', 'all'],
    queryFn: () => apiRequest<HealthFlag[]>('GET', '/api/admin/flags?scope=all'),
  });

export const useReviewQueue = () => useQuery(reviewQueueOptions());

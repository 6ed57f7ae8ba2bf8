import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Screening } from '../../../../core/contracts/wellness.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/screenings/{userId}: her past self-checks, newest first. */
export const screeningsOptions = (userId: string) =>
  queryOptions({
    queryKey: ['wellness', userId, 'screenings'],
    enabled: Boolean(userId),
    queryFn: () => apiRequest<Screening[]>('GET', `/api/screenings/${userId}`),
  });

export const useScreenings = (userId: string) => useQuery(screeningsOptions(userId));

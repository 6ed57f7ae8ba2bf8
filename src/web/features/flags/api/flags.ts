import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthFlag } from '../../../../core/contracts/flags.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/flags: her own flags (an admin gets everyone's), newest first. */
export const flagsOptions = (userId: string) =>
  queryOptions({
    queryKey: ['flags', userId, 'list'],
    enabled: Boolean(userId),
    queryFn: () => apiRequest<HealthFlag[]>('GET', '/api/admin/flags'),
  });

export const useFlags = (userId: string) => useQuery(flagsOptions(userId));

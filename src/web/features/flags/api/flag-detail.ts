import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthFlag } from '../../../../core/contracts/flags.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/flags/{flagId}: the full record of one flag. */
export const flagDetailOptions = (flagId: string | null) =>
  queryOptions({
    queryKey: ['flags', 'detail', flagId],
    enabled: Boolean(flagId),
    queryFn: async () =>
      (await apiRequest<{ flag: HealthFlag }>('GET', `/api/admin/flags/${flagId ?? ''}`)).flag,
  });

export const useFlagDetail = (flagId: string | null) => useQuery(flagDetailOptions(flagId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/admin/flags/{flagId}: the full record of one flag. */
export const flagDetailOptions = (flagId: string | null) =>
  queryOptions({
    queryKey: ['flags', 'detail', flagId],
    enabled: Boolean(flagId),
    queryFn: async () =>
      (await callEndpoint('GET /api/admin/flags/:flagId', { params: { flagId: flagId ?? '' } })).flag,
  });

export const useFlagDetail = (flagId: string | null) => useQuery(flagDetailOptions(flagId));

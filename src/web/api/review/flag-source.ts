import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/admin/flags/{flagId}/source: the log, screening or conversation behind a flag (audited). */
export const flagSourceOptions = (flagId: string | null) =>
  queryOptions({
    queryKey: ['flags', 'source', flagId],
    enabled: Boolean(flagId),
    queryFn: () => callEndpoint('GET /api/admin/flags/:flagId/source', { params: { flagId: flagId ?? '' } }),
  });

export const useFlagSource = (flagId: string | null) => useQuery(flagSourceOptions(flagId));

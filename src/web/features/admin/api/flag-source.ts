import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlagSourceResponse } from '../../../../core/contracts/flags.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/flags/{flagId}/source: the log, screening or conversation behind a flag (audited). */
export const flagSourceOptions = (flagId: string | null) =>
  queryOptions({
    queryKey: ['flags', 'source', flagId],
    enabled: Boolean(flagId),
    queryFn: () => apiRequest<FlagSourceResponse>('GET', `/api/admin/flags/${flagId ?? ''}/source`),
  });

export const useFlagSource = (flagId: string | null) => useQuery(flagSourceOptions(flagId));

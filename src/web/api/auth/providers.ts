import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/auth/providers: whether Google sign-in is set up on this server. */
export const providersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: () => callEndpoint('GET /api/auth/providers'),
  });

export const useProviders = () => useQuery(providersQueryOptions());

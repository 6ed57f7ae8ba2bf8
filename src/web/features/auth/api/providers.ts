import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { providersResponseSchema } from '../../../../core/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: () => apiRequest<z.infer<typeof providersResponseSchema>>('GET', '/api/auth/providers'),
  });

export const useProviders = () => useQuery(providersQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/legal/operator: who runs this deployment (null where the operator has not set it). */
export const operatorQueryOptions = () =>
  queryOptions({
    queryKey: ['legal', 'operator'],
    queryFn: () => callEndpoint('GET /api/legal/operator'),
    // Set at the server's start: it does not change while the app is open.
    staleTime: Infinity,
  });

export const useOperator = () => useQuery(operatorQueryOptions());

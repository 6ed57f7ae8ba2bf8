import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/copilot/state/{userId}: refetched every 5 minutes while the co-pilot is open. */
export const copilotStateOptions = (userId: string) =>
  queryOptions({
    queryKey: ['copilot', userId, 'state'],
    queryFn: () => callEndpoint('GET /api/copilot/state/:userId', { params: { userId } }),
    refetchInterval: 300_000,
  });

export const useCopilotState = (userId: string) => useQuery(copilotStateOptions(userId));

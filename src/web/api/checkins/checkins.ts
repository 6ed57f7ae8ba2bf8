import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

export const checkinsKey = (userId: string) => ['checkins', userId] as const;

/** GET /api/checkins/{userId}?from=&to=: her check-ins on those local days. */
export const checkinsOptions = (userId: string, from: string, to: string) =>
  queryOptions({
    queryKey: [...checkinsKey(userId), from, to],
    queryFn: () => callEndpoint('GET /api/checkins/:userId', { params: { userId }, query: { from, to } }),
  });

export const useCheckins = (userId: string, from: string, to: string) =>
  useQuery(checkinsOptions(userId, from, to));

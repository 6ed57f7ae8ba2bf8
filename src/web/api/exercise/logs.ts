import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { exerciseKey } from './activities.ts';

/** GET /api/exercise/logs/{userId}: her sessions, newest first. */
export const logsOptions = (userId: string) =>
  queryOptions({
    queryKey: [...exerciseKey(userId), 'logs'],
    enabled: Boolean(userId),
    queryFn: async () => (await callEndpoint('GET /api/exercise/logs/:userId', { params: { userId } })).logs,
  });

export const useExerciseLogs = (userId: string) => useQuery(logsOptions(userId));

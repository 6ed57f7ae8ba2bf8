import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseLog } from '../../../../core/contracts/exercise.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { exerciseKey } from './activities.ts';

/** GET /api/exercise/logs/{userId}: her sessions, newest first. */
export const logsOptions = (userId: string) =>
  queryOptions({
    queryKey: [...exerciseKey(userId), 'logs'],
    enabled: Boolean(userId),
    queryFn: async () =>
      (await apiRequest<{ logs: ExerciseLog[] }>('GET', `/api/exercise/logs/${userId}`)).logs,
  });

export const useExerciseLogs = (userId: string) => useQuery(logsOptions(userId));

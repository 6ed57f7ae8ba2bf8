import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { exerciseKey } from './activities.ts';

/** GET /api/exercise/settings/{userId}: her weekly goal and whether voice tips are on. */
export const settingsOptions = (userId: string) =>
  queryOptions({
    queryKey: [...exerciseKey(userId), 'settings'],
    enabled: Boolean(userId),
    queryFn: async () =>
      (await callEndpoint('GET /api/exercise/settings/:userId', { params: { userId } })).settings,
  });

export const useExerciseSettings = (userId: string) => useQuery(settingsOptions(userId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseSettings } from '../../../../core/contracts/exercise.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { exerciseKey } from './activities.ts';

/** GET /api/exercise/settings/{userId}: her weekly goal and whether voice tips are on. */
export const settingsOptions = (userId: string) =>
  queryOptions({
    queryKey: [...exerciseKey(userId), 'settings'],
    enabled: Boolean(userId),
    queryFn: async () =>
      (await apiRequest<{ settings: ExerciseSettings }>('GET', `/api/exercise/settings/${userId}`)).settings,
  });

export const useExerciseSettings = (userId: string) => useQuery(settingsOptions(userId));

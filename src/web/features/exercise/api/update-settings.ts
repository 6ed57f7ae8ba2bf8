import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExerciseSettings, UpdateSettingsBody } from '../../../../core/contracts/exercise.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { exerciseKey } from './activities.ts';

/** PATCH /api/exercise/settings/{userId}: weekly goal (1-14) and voice tips. */
export function useUpdateExerciseSettings(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsBody) =>
      apiRequest<{ settings: ExerciseSettings }>('PATCH', `/api/exercise/settings/${userId}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: exerciseKey(userId) }),
  });
}

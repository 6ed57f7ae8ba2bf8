import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSettingsBody } from '../../../core/contracts/exercise.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { exerciseKey } from './activities.ts';

/** PATCH /api/exercise/settings/{userId}: weekly goal (1-14) and voice tips. */
export function useUpdateExerciseSettings(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsBody) =>
      callEndpoint('PATCH /api/exercise/settings/:userId', { params: { userId }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: exerciseKey(userId) }),
  });
}

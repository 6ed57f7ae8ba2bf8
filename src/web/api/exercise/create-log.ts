import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLogBody } from '../../../core/contracts/exercise.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { exerciseKey } from './activities.ts';

/** POST /api/exercise/logs: a finished session; refreshes progress, history and analytics. */
export function useCreateLog(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLogBody) => callEndpoint('POST /api/exercise/logs', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: exerciseKey(userId) }),
  });
}

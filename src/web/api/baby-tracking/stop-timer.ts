import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StopTimer } from '../../../core/contracts/baby-tracking-status.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { babyTrackingKey } from './keys.ts';

/**
 * POST /api/baby-timers/{timerId}/stop: writes the log. When the log would not be valid the server refuses (400 says
 * why) and the timer keeps running.
 *
 * The refetch is not awaited: a saved timer leaves the day's status, which unmounts the card that stopped it, and
 * TanStack Query drops the caller's own onSuccess (the "saved" toast) once its observer has unmounted.
 */
export function useStopTimer(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ timerId, ...body }: StopTimer & { timerId: string }) =>
      callEndpoint('POST /api/baby-timers/:timerId/stop', { params: { timerId }, body }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: babyTrackingKey(userId) });
    },
  });
}

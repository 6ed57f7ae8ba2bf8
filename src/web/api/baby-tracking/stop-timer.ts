import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StopTimer } from '../../../core/contracts/baby-tracking-status.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { babyTrackingKey } from './keys.ts';

/**
 * POST /api/baby-timers/{timerId}/stop: writes the log. When the log would not be valid the server refuses (400 says
 * why) and the timer keeps running.
 */
export function useStopTimer(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ timerId, ...body }: StopTimer & { timerId: string }) =>
      callEndpoint('POST /api/baby-timers/:timerId/stop', { params: { timerId }, body }),
    onSettled: () => qc.invalidateQueries({ queryKey: babyTrackingKey(userId) }),
  });
}

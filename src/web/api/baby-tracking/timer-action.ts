import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimerAction } from '../../../core/domain/baby-log.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { babyTrackingKey } from './keys.ts';

/** PATCH /api/baby-timers/{timerId}: switch side, pause or resume a feeding timer. */
export function useTimerAction(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ timerId, action }: { timerId: string; action: TimerAction }) =>
      callEndpoint('PATCH /api/baby-timers/:timerId', { params: { timerId }, body: { action } }),
    // Settled, not only success: a timer her partner stopped meanwhile (404) disappears from this screen too.
    onSettled: () => qc.invalidateQueries({ queryKey: babyTrackingKey(userId) }),
  });
}

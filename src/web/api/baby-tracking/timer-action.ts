import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimerAction } from '../../../core/domain/baby-log.ts';
import { sendOrQueue } from '../../lib/offline-queue.ts';
import { babyTrackingKey } from './keys.ts';

/**
 * PATCH /api/baby-timers/{timerId}: switch side, pause or resume a feeding timer, at the moment she pressed it (with
 * no signal it waits on her phone, lib/offline-queue.ts, and shows at once: shown-timers.ts).
 */
export function useTimerAction(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    networkMode: 'always',
    // A refusal (a timer her partner stopped meanwhile: 404) refreshes the timers, so it leaves this screen too.
    onError: () => qc.invalidateQueries({ queryKey: babyTrackingKey(userId) }),
    mutationFn: ({ timerId, action }: { timerId: string; action: TimerAction }) =>
      sendOrQueue(
        'PATCH /api/baby-timers/:timerId',
        { params: { timerId }, body: { action, at: new Date().toISOString() } },
        { userId, invalidates: [babyTrackingKey(userId)] },
      ),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrQueue } from '../../lib/offline-queue.ts';
import { babyTrackingKey } from './keys.ts';

/**
 * DELETE /api/baby-timers/{timerId}: a timer started by mistake, discarded without a log (with no signal the discard
 * waits on her phone, lib/offline-queue.ts, and the timer leaves the screen at once).
 */
export function useDiscardTimer(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    networkMode: 'always',
    // A refusal (already stopped on another phone) refreshes the timers too.
    onError: () => qc.invalidateQueries({ queryKey: babyTrackingKey(userId) }),
    mutationFn: (timerId: string) =>
      sendOrQueue(
        'DELETE /api/baby-timers/:timerId',
        { params: { timerId } },
        { userId, invalidates: [babyTrackingKey(userId)] },
      ),
  });
}

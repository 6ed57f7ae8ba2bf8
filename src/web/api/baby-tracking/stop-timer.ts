import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StopTimer } from '../../../core/contracts/baby-tracking-status.ts';
import { sendOrQueue } from '../../lib/offline-queue.ts';
import { babyTrackingKey } from './keys.ts';

/**
 * POST /api/baby-timers/{timerId}/stop: writes the log, ending when she pressed Stop (or the end she chose). When
 * the log would not be valid the server refuses (400 says why) and the timer keeps running. With no signal the stop
 * waits on her phone (lib/offline-queue.ts) and the timer leaves the screen at once (shown-timers.ts).
 *
 * The queue refreshes the tracker once it is sent, not awaited here: a saved timer leaves the day's status, which
 * unmounts the card that stopped it, and TanStack Query drops the caller's own onSuccess (the "saved" toast) once
 * its observer has unmounted.
 */
export function useStopTimer(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    networkMode: 'always',
    // A refusal (stopped meanwhile on her partner's phone: 404) refreshes the timers too.
    onError: () => qc.invalidateQueries({ queryKey: babyTrackingKey(userId) }),
    mutationFn: ({ timerId, ...body }: StopTimer & { timerId: string }) =>
      sendOrQueue(
        'POST /api/baby-timers/:timerId/stop',
        { params: { timerId }, body: { ...body, endedAt: body.endedAt ?? new Date().toISOString() } },
        { userId, invalidates: [babyTrackingKey(userId), ['flags']] },
      ),
  });
}

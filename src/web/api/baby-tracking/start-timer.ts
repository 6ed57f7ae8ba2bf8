import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartTimer } from '../../../core/contracts/baby-tracking-status.ts';
import { sendOrQueue } from '../../lib/offline-queue.ts';
import { babyTrackingKey } from './keys.ts';

/**
 * POST /api/baby-timers: a feed (one side) or a sleep, backdated if need be (409 names one already running). With
 * no signal the start waits on her phone (lib/offline-queue.ts) and the timer runs on screen at once
 * (shown-timers.ts): its id is made here and its start is the moment she pressed, so the switch, pause and stop
 * she presses meanwhile wait behind it naming it, and the feed keeps the times she pressed.
 */
export function useStartTimer(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    networkMode: 'always',
    // A refusal at the form (one already running) refreshes the timers, so the running one shows.
    onError: () => qc.invalidateQueries({ queryKey: babyTrackingKey(userId) }),
    mutationFn: (form: StartTimer) =>
      sendOrQueue(
        'POST /api/baby-timers',
        {
          body: {
            ...form,
            id: form.id ?? crypto.randomUUID(),
            startedAt: form.startedAt ?? new Date().toISOString(),
          },
        },
        { userId, invalidates: [babyTrackingKey(userId)] },
      ),
  });
}

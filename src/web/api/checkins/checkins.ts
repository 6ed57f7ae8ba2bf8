import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Checkin, CheckinBody } from '../../../core/contracts/checkins.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { sendOrQueue } from '../../lib/offline-queue.ts';
import { useWaitingWrites } from '../../lib/use-offline.ts';

export const checkinsKey = (userId: string) => ['checkins', userId] as const;

/** A check-in on screen: saved, or (`waiting`) kept on her phone until there is a signal. */
export type ShownCheckin = Checkin & { waiting?: boolean };

/** GET /api/checkins/{userId}?from=&to=: her check-ins on those local days. */
export const checkinsOptions = (userId: string, from: string, to: string) =>
  queryOptions({
    queryKey: [...checkinsKey(userId), from, to],
    queryFn: () => callEndpoint('GET /api/checkins/:userId', { params: { userId }, query: { from, to } }),
  });

/**
 * Her check-ins on those local days, then those still waiting to send (lib/offline-queue.ts) made on them, so a
 * check-in made with no signal turns its card to Done at once, marked waiting. A waiting one's day is her phone's
 * (the server dates it by her profile's time zone when it arrives; the two are the same for nearly everyone).
 */
export function useCheckins(userId: string, from: string, to: string) {
  const list = useQuery(checkinsOptions(userId, from, to));
  const waiting = useWaitingWrites('POST /api/checkins', userId).flatMap((w): ShownCheckin[] => {
    const body = w.input.body;
    const at = body.checkedInAt ?? w.queuedAt;
    const localDate = localDateIn(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date(at));
    if (localDate < from || localDate > to) return [];
    const { mood, window, intensity = 5, note } = body;
    return [
      { id: w.id, mood, window, intensity, note: note ?? null, localDate, createdAt: at, waiting: true },
    ];
  });
  const data: ShownCheckin[] | undefined =
    list.data && waiting.length > 0 ? [...list.data, ...waiting] : list.data;
  return { ...list, data };
}

/**
 * POST /api/checkins, or kept on her phone to send when the signal returns, dated by when she checked in
 * (`checkedInAt`): `sent` says which.
 */
export function useCreateCheckin(userId: string) {
  return useMutation({
    // Offline too: the queue keeps the check-in instead of waiting for a network.
    networkMode: 'always',
    mutationFn: (body: CheckinBody) =>
      sendOrQueue(
        'POST /api/checkins',
        { body: { ...body, checkedInAt: body.checkedInAt ?? new Date().toISOString() } },
        { userId, invalidates: [checkinsKey(userId)] },
      ),
  });
}

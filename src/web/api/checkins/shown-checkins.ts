import type { Checkin } from '../../../core/contracts/checkins.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import { useWaitingWrites } from '../../lib/use-offline.ts';
import { useCheckins } from './checkins.ts';
import { deviceTimeZone } from '../../lib/local-time.ts';

/** A check-in on screen: saved, or (`waiting`) kept on her phone until there is a signal. */
export type ShownCheckin = Checkin & { waiting?: boolean };

/**
 * Her check-ins on those local days, then those still waiting to send (lib/offline-queue.ts) made on them, so a
 * check-in made with no signal turns its card to Done at once, marked waiting. A waiting one's day is her phone's
 * (the server dates it by her profile's time zone when it arrives; the two are the same for nearly everyone).
 */
export function useShownCheckins(userId: string, from: string, to: string) {
  const list = useCheckins(userId, from, to);
  const waiting = useWaitingWrites('POST /api/checkins', userId).flatMap((w): ShownCheckin[] => {
    const body = w.input.body;
    const at = body.checkedInAt ?? w.queuedAt;
    const localDate = localDateIn(deviceTimeZone(), new Date(at));
    if (localDate < from || localDate > to) return [];
    const { mood, window, intensity = 5, note } = body;
    return [
      { id: w.id, mood, window, intensity, note: note ?? null, localDate, createdAt: at, waiting: true },
    ];
  });
  // Offline, a day never opened before has no list yet: what waits is still hers to see.
  const data: ShownCheckin[] | undefined =
    waiting.length > 0 ? [...(list.data ?? []), ...waiting] : list.data;
  return { ...list, data };
}

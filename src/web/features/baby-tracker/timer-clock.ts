/**
 * A live timer's seconds on this screen (docs/product.md, "Timers"): the server's counts as of when the answer
 * arrived, plus the seconds since then while it runs. Counting from the moment the answer arrived, not from the
 * server's clock, keeps a phone whose clock is a few minutes off from showing a wrong time.
 */
import type { Timer } from '../../../core/contracts/baby-tracking-status.ts';
import { zonedTimeToInstant } from '../../../core/domain/zoned-time.ts';

export interface TimerClock {
  elapsed: number;
  left: number;
  right: number;
}

export function timerClock(timer: Timer, receivedAt: number, now: number): TimerClock {
  const extra = timer.status === 'running' ? Math.max(0, Math.floor((now - receivedAt) / 1000)) : 0;
  return {
    elapsed: timer.elapsedSeconds + extra,
    left: timer.leftSeconds + (timer.side === 'left' ? extra : 0),
    right: timer.rightSeconds + (timer.side === 'right' ? extra : 0),
  };
}

/** Minutes since a moment the server measured, still counting on this screen. */
export const minutesSince = (minutesThen: number, receivedAt: number, now: number) =>
  minutesThen + Math.max(0, (now - receivedAt) / 60_000);

/**
 * A time she gives for something that already happened ("it started at 23:50"): today on her clock, or yesterday
 * when that would still be to come (just after midnight, a feed that began before it).
 */
export function pastInstant(time: string, today: string, timeZone: string, now = Date.now()): string {
  const at = zonedTimeToInstant(today, time, timeZone);
  if (at.getTime() <= now) return at.toISOString();
  return new Date(at.getTime() - 86_400_000).toISOString();
}

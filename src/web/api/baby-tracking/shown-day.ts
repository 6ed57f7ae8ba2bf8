/**
 * A day's counters as her screens show them: the server's, with the logs still waiting on her phone for a signal
 * added (core/domain/baby-day.ts, `withWaiting`), so the nappy she logged offline is counted in the tiles as it is
 * listed above them, marked as waiting. The tracker and the hub show these.
 */
import type {
  BabyStatus,
  DayOfLife,
  DayLog,
  DaySummary,
} from '../../../core/contracts/baby-tracking-status.ts';
import { endOfLocalDay, startOfLocalDay } from '../../../core/domain/baby-age.ts';
import { EMPTY_DAY, type LogFacts, NO_DETAILS, withWaiting } from '../../../core/domain/baby-day.ts';
import { CLOCK_SKEW_MS } from '../../../core/domain/baby-log.ts';
import { belowTargets } from '../../../core/domain/baby-targets.ts';
import { useQueue } from '../../lib/use-offline.ts';
import { shownTimers, type StoppedTimer } from './shown-timers.ts';
import { waitingFacts } from './waiting-facts.ts';

const DAY_MS = 86_400_000;

/** A saved log as the day's rules read it. */
export function savedFacts(log: Omit<DayLog, 'minutesInDay' | 'startedDayBefore' | 'sessionId'>): LogFacts {
  return {
    ...log,
    startedAt: new Date(log.startedAt),
    endedAt: new Date(log.endedAt),
    createdAt: new Date(log.createdAt),
  };
}

/** The day's counters with what waits added, and how many of the day's logs wait (0: the server's as they are). */
export function shownDaySummary(
  summary: DaySummary,
  saved: readonly LogFacts[],
  waiting: readonly LogFacts[],
  date: string,
  timeZone: string,
): { summary: DaySummary; waiting: number } {
  const day = { from: startOfLocalDay(date, timeZone), to: endOfLocalDay(date, timeZone) };
  // What starts in the day, and a sleep that runs into it.
  const touching = waiting.filter(
    (l) => (l.startedAt >= day.from || l.endedAt > day.from) && l.startedAt < day.to,
  );
  return { summary: withWaiting(summary, saved, touching, day), waiting: touching.length };
}

/** One baby's logs waiting to send on her phone (none while no baby is chosen), for the pure functions above. */
export function useWaitingFacts(
  userId: string,
  baby: { id: string; isFirst: boolean } | undefined,
  stopped: readonly StoppedTimer[],
  timeZone: string,
): LogFacts[] {
  const writes = useQueue().writes.filter((w) => w.userId === userId);
  return baby ? waitingFacts(writes, baby, stopped, timeZone) : [];
}

/**
 * The last 24 hours against the day-of-life targets with her waiting logs of those hours counted, and what is
 * below its target judged again. `saved` are the saved logs around them the status holds (the last feed, which a
 * waiting top-up joins).
 */
export function shownDayOfLife(
  d: DayOfLife,
  saved: readonly LogFacts[],
  waiting: readonly LogFacts[],
  at = Date.now(),
): DayOfLife {
  if (waiting.length === 0) return d;
  // What the waiting logs add, counted from nothing: the window ends a clock skew ahead, as their times may.
  const window = { from: new Date(at - DAY_MS), to: new Date(at + CLOCK_SKEW_MS) };
  const added = withWaiting(EMPTY_DAY, saved, waiting, window);
  const more = (t: DayOfLife['feeds'], n: number) => (t ? { ...t, count: t.count + n } : null);
  const shown = {
    ...d,
    feeds: more(d.feeds, added.feeds),
    wet: more(d.wet, added.wet),
    dirty: more(d.dirty, added.dirty),
  };
  return { ...shown, below: belowTargets(shown) };
}

/** The last feed the status holds, as the day's rules read it. */
export function lastFeedFacts(lastFeed: BabyStatus['babies'][number]['lastFeed']): LogFacts[] {
  return lastFeed
    ? [
        {
          ...NO_DETAILS,
          id: lastFeed.logId,
          logType: 'feeding',
          startedAt: new Date(lastFeed.startedAt),
          endedAt: new Date(lastFeed.endedAt),
          feedingType: lastFeed.feedingType,
        },
      ]
    : [];
}

/**
 * Each baby's counters for today on the hub (by baby id), with what waits on her phone. The status holds no list of
 * the day's logs, only the last feed: the session a waiting top-up would join.
 */
export function useShownToday(
  userId: string,
  status: BabyStatus | undefined,
  receivedAt: number,
  timeZone: string,
): Map<string, { summary: DaySummary; waiting: number }> {
  const writes = useQueue().writes.filter((w) => w.userId === userId);
  const out = new Map<string, { summary: DaySummary; waiting: number }>();
  if (!status) return out;
  const { stopped } = shownTimers(status.timers, receivedAt, writes);
  for (const { baby, today, lastFeed } of status.babies) {
    const waiting = waitingFacts(writes, baby, stopped, timeZone);
    out.set(baby.id, shownDaySummary(today, lastFeedFacts(lastFeed), waiting, status.today, timeZone));
  }
  return out;
}

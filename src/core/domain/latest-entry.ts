/**
 * "Since the last feed" and "Last wet nappy" with what is still on her phone (docs/product.md, "Offline"): the
 * newest of the server's entry and the ones waiting for a signal, so at 3 a.m. with none the tracker counts from
 * the feed she logged ten minutes ago, not from the last one the server has. Feeds are counted as the server counts
 * them (baby-day.ts): a feed that starts within FEED_SESSION_GAP_MINUTES of the end of the one before is the same
 * feed (a second side, a top-up bottle), so the time since still counts from that feed's first start.
 */

/** An entry on screen: when it began and ended, and whether it is still waiting on her phone to be sent. */
export interface DatedEntry {
  startedAt: Date;
  endedAt: Date;
  waiting: boolean;
}

export interface LatestEntry<E extends DatedEntry> {
  /** The first entry of the newest (what the screen names: "Breastfeed, left · started 03:10"). */
  entry: E;
  /** When the newest began (a feed session's first start). */
  startedAt: Date;
  /** Some of the newest is still waiting to send: the screen says so. */
  waiting: boolean;
}

const MINUTE_MS = 60_000;

/**
 * The newest entry begun by `now`, or null when there is none. With `joinWithinMinutes`, an entry that starts
 * within that many minutes of the end of the one before joins it (one feed session): the newest then begins at
 * the session's first start and is waiting when any entry in it is. Two entries that start at the same moment:
 * the server's comes first (it was saved first).
 */
export function latestEntry<E extends DatedEntry>(
  entries: readonly E[],
  now: Date,
  joinWithinMinutes?: number,
): LatestEntry<E> | null {
  const begun = entries
    .filter((e) => e.startedAt.getTime() <= now.getTime())
    .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime() || Number(a.waiting) - Number(b.waiting));
  let latest: (LatestEntry<E> & { endedAt: Date }) | null = null;
  for (const e of begun) {
    const joins =
      latest !== null &&
      joinWithinMinutes !== undefined &&
      e.startedAt.getTime() <= latest.endedAt.getTime() + joinWithinMinutes * MINUTE_MS;
    if (latest && joins) {
      latest.waiting ||= e.waiting;
      if (e.endedAt > latest.endedAt) latest.endedAt = e.endedAt;
    } else {
      latest = { entry: e, startedAt: e.startedAt, endedAt: e.endedAt, waiting: e.waiting };
    }
  }
  if (!latest) return null;
  return { entry: latest.entry, startedAt: latest.startedAt, waiting: latest.waiting };
}

/** Whole minutes from `from` to `now` (never below zero: a clock a little behind the server's). */
export const minutesBetween = (from: Date, now: number): number =>
  Math.max(0, Math.floor((now - from.getTime()) / MINUTE_MS));

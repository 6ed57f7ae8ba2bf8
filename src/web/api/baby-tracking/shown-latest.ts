/**
 * The last feed and the last wet nappy as her screens show them: the newest of the server's and hers still waiting
 * on her phone for a signal (core/domain/latest-entry.ts), so "Since the last feed" counts from the feed she logged
 * offline ten minutes ago, and says that it is still waiting to send. The tracker, night mode and the hub show these.
 */
import type { BabySign, BabyStatus } from '../../../core/contracts/baby-tracking-status.ts';
import { NO_FEED_SIGN_HOURS, WET_NAPPY_WARNING_HOURS } from '../../../core/domain/baby-targets.ts';
import type { FeedingSide, FeedingType } from '../../../core/domain/baby-log.ts';
import { FEED_SESSION_GAP_MINUTES } from '../../../core/domain/baby-day.ts';
import { type DatedEntry, latestEntry, minutesBetween } from '../../../core/domain/latest-entry.ts';
import type { QueuedWrite } from '../../lib/offline-queue.ts';
import { useQueue } from '../../lib/use-offline.ts';
import { shownTimers } from './shown-timers.ts';
import { waitingFacts } from './waiting-facts.ts';

type BabyNow = BabyStatus['babies'][number];

/** The feed "Since the last feed" counts from. */
export interface ShownFeed {
  startedAt: string;
  feedingType: FeedingType;
  feedingSide: FeedingSide | null;
  bottleMl: number | null;
  /** The newest feed (or part of it) is still waiting to send. */
  waiting: boolean;
  /** Minutes since it began, on this phone's clock `now` (ms). */
  minutesSince: (now: number) => number;
}

/** The last wet nappy. */
export interface ShownWet {
  at: string;
  waiting: boolean;
  /** To one decimal, on this phone's clock `now` (ms). */
  hoursSince: (now: number) => number;
  /** Whole minutes, for the first hour (the server's count is to a tenth of an hour). */
  minutesSince: (now: number) => number;
}

type Feed = DatedEntry & Omit<ShownFeed, 'startedAt' | 'waiting' | 'minutesSince'> & { server?: number };

const oneDecimal = (n: number) => Math.floor(n * 10) / 10;

/** The last feed and wet nappy of one baby, with what waits on her phone. Pure, for the hook below and its tests. */
export function shownLatest(
  now: BabyNow,
  status: BabyStatus,
  receivedAt: number,
  writes: readonly QueuedWrite[],
  timeZone: string,
  at = Date.now(),
): { lastFeed: ShownFeed | null; lastWet: ShownWet | null } {
  const feeds: Feed[] = [];
  const server = now.lastFeed;
  if (server)
    feeds.push({
      startedAt: new Date(server.startedAt),
      endedAt: new Date(server.endedAt),
      waiting: false,
      feedingType: server.feedingType,
      feedingSide: server.feedingSide,
      bottleMl: server.bottleMl,
      server: server.minutesSinceStart,
    });
  const wets: (DatedEntry & { server?: number })[] = [];
  const d = now.dayOfLife;
  if (d.lastWetAt && d.hoursSinceWet !== null) {
    const wetAt = new Date(d.lastWetAt);
    wets.push({ startedAt: wetAt, endedAt: wetAt, waiting: false, server: d.hoursSinceWet });
  }
  // Hers still waiting: a feed typed in or a feed timer she stopped (a breastfeed), a wet nappy.
  const { stopped } = shownTimers(status.timers, receivedAt, writes);
  for (const l of waitingFacts(writes, now.baby, stopped, timeZone)) {
    const base = { startedAt: l.startedAt, endedAt: l.endedAt, waiting: true };
    if (l.logType === 'feeding')
      feeds.push({
        ...base,
        feedingType: l.feedingType ?? 'breast',
        feedingSide: l.feedingSide,
        bottleMl: l.feedingAmount,
      });
    else if (l.diaperType === 'wet' || l.diaperType === 'both') wets.push(base);
  }

  const clock = new Date(at);
  const feed = latestEntry(feeds, clock, FEED_SESSION_GAP_MINUTES);
  const wet = latestEntry(wets, clock);
  const elapsed = (now: number) => Math.max(0, now - receivedAt);
  return {
    lastFeed: feed
      ? {
          startedAt: feed.startedAt.toISOString(),
          feedingType: feed.entry.feedingType,
          feedingSide: feed.entry.feedingSide,
          bottleMl: feed.entry.bottleMl,
          waiting: feed.waiting,
          // The server's counts on from when its answer arrived (a phone clock a few minutes off stays right).
          minutesSince: (t) =>
            feed.entry.server !== undefined
              ? feed.entry.server + elapsed(t) / 60_000
              : minutesBetween(feed.startedAt, t),
        }
      : null,
    lastWet: wet
      ? {
          at: wet.startedAt.toISOString(),
          waiting: wet.waiting,
          hoursSince: (t) =>
            wet.entry.server !== undefined
              ? oneDecimal(wet.entry.server + elapsed(t) / 3_600_000)
              : oneDecimal(minutesBetween(wet.startedAt, t) / 60),
          minutesSince: (t) =>
            wet.entry.server !== undefined
              ? Math.floor(wet.entry.server * 60 + elapsed(t) / 60_000)
              : minutesBetween(wet.startedAt, t),
        }
      : null,
  };
}

/**
 * The server's warning signs for a baby, less those her own entries still waiting to send have answered: no wet
 * nappy for 8 hours while a wet nappy she logged with no signal, newer than the sign and within those hours, waits;
 * no feed for 8 hours while such a feed waits. The server agrees once they are sent; meanwhile the screen must not
 * say something her own log contradicts. An entry logged late (still 8 hours or more ago) answers nothing.
 */
export function shownSigns(
  signs: readonly BabySign[],
  latest: { lastFeed: ShownFeed | null; lastWet: ShownWet | null } | undefined,
  at = Date.now(),
): BabySign[] {
  const wet = latest?.lastWet;
  const feed = latest?.lastFeed;
  const after = (since: string, entryAt: string) => Date.parse(entryAt) > Date.parse(since);
  return signs.filter((s) => {
    if (s.signId === 'newborn-no-wet-nappy' && wet?.waiting)
      return !(after(s.since, wet.at) && wet.hoursSince(at) < WET_NAPPY_WARNING_HOURS);
    if (s.signId === 'newborn-not-feeding' && feed?.waiting)
      return !(after(s.since, feed.startedAt) && feed.minutesSince(at) / 60 < NO_FEED_SIGN_HOURS);
    return true;
  });
}

/** Every baby's last feed and wet nappy as the screen shows them (by baby id). */
export function useShownLatest(
  userId: string,
  status: BabyStatus | undefined,
  receivedAt: number,
  timeZone: string,
): Map<string, { lastFeed: ShownFeed | null; lastWet: ShownWet | null }> {
  const writes = useQueue().writes.filter((w) => w.userId === userId);
  const out = new Map<string, { lastFeed: ShownFeed | null; lastWet: ShownWet | null }>();
  if (!status) return out;
  for (const now of status.babies)
    out.set(now.baby.id, shownLatest(now, status, receivedAt, writes, timeZone));
  return out;
}

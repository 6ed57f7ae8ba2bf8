/**
 * The tracker's live status (docs/product.md, "Baby tracker" and "Day of life"), one call for the tracker's top, the
 * hub's Baby Care card, and Home after the birth: for every baby, today's counters, the last feed (start to start)
 * and the next side, its last 24 hours against the day-of-life targets, and the warning signs its logs show (each
 * sign raised once as a health flag); and her timers.
 */
import type { BabyStatus } from '../../../core/contracts/baby-tracking-status.ts';
import {
  ageHours,
  babyAge,
  dayOfLife,
  endOfLocalDay,
  startOfLocalDay,
} from '../../../core/domain/baby-age.ts';
import { daySummary, lastFeed, nextSide } from '../../../core/domain/baby-day.ts';
import { assessDayOfLife, newbornSigns } from '../../../core/domain/baby-targets.ts';
import { localDateTimeIn } from '../../../core/domain/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { clockOf } from './babies.ts';
import { type BabyRow, listBabies } from './babies-repository.ts';
import { type Clock, toBaby, toSign, toTimer } from './dto.ts';
import * as repo from './repository.ts';
import { raiseSigns } from './signs.ts';
import { listTimers, type TimerRow } from './timers-repository.ts';

const DAY_MS = 86_400_000;
/** Enough of the newest feeds to rebuild the last session (a session holds a few logs). */
const LAST_FEEDS = 10;

async function babyStatus(
  db: Db,
  userId: string,
  baby: BabyRow,
  isFirst: boolean,
  clock: Clock,
  timers: TimerRow[],
) {
  const { now, timeZone, today } = clock;
  const day = { from: startOfLocalDay(today, timeZone), to: endOfLocalDay(today, timeZone) };
  const windowStart = new Date(now.getTime() - DAY_MS);
  const from = new Date(Math.min(day.from.getTime(), windowStart.getTime()) - DAY_MS);
  const [rows, feeds, lastWet, firstAt] = await Promise.all([
    repo.logsStartedBetween(db, baby.id, from, new Date(Math.max(day.to.getTime(), now.getTime()))),
    repo.latestOfType(db, baby.id, 'feeding', LAST_FEEDS),
    repo.lastWetNappy(db, baby.id),
    repo.firstLogAt(db, baby.id),
  ]);
  const wetReference = lastWet ?? (await repo.firstNappy(db, baby.id));
  const age = babyAge(baby, clock.dueDate, timeZone, now, today);
  const last = lastFeed(feeds, now);
  const lastFeedLog = last ? (feeds.find((f) => f.id === last.session.logIds.at(-1)) ?? null) : null;
  const feedTimerRunning = timers.some((t) => t.babyId === baby.id && t.kind === 'feeding');
  const found = newbornSigns({
    underThreeMonths: age.underThreeMonths,
    wetReference,
    lastFeed: lastFeedLog && last ? { ...lastFeedLog, endedAt: last.session.endedAt } : null,
    feedTimerRunning,
    recentNappies: rows.filter((r) => r.logType === 'diaper' && r.startedAt >= windowStart),
    now,
  });
  // Raising a sign's flag is a write: once per episode, even when two phones ask at once.
  const signs =
    found.length === 0
      ? []
      : await db.transaction(async (tx) => {
          await repo.lockBabySigns(tx, baby.id);
          return raiseSigns(tx, userId, baby, found, timeZone);
        });
  return {
    baby: toBaby(baby, isFirst, clock),
    today: daySummary(rows, day),
    lastFeed: last
      ? {
          logId: last.session.id,
          startedAt: last.session.startedAt.toISOString(),
          endedAt: last.session.endedAt.toISOString(),
          feedingType: sessionType(feeds, last.session.logIds),
          feedingSide: feeds.find((f) => f.id === last.session.id)?.feedingSide ?? null,
          bottleMl: last.session.bottleMl > 0 ? last.session.bottleMl : null,
          minutesSinceStart: last.minutesSinceStart,
        }
      : null,
    nextSide: nextSide(feeds),
    dayOfLife: dayOfLifeDto(
      assessDayOfLife({
        dayNow: age.dayOfLife,
        dayAtWindowStart: dayOfLife(baby, timeZone, windowStart, localDateTimeIn(timeZone, windowStart).date),
        ageHours: ageHours(baby, timeZone, now),
        logs: rows,
        firstLogAt: firstAt,
        lastWet,
        now,
      }),
    ),
    signs: signs.map(toSign),
  };
}

const dayOfLifeDto = (d: ReturnType<typeof assessDayOfLife>) => ({
  ...d,
  lastWetAt: d.lastWetAt?.toISOString() ?? null,
});

/** A session given by breast and bottle is `both`; else the type its logs share. */
function sessionType(feeds: readonly repo.BabyLogRow[], ids: readonly string[]) {
  const types = new Set(feeds.filter((f) => ids.includes(f.id)).map((f) => f.feedingType));
  if (types.has('both') || (types.has('breast') && types.has('bottle'))) return 'both' as const;
  return types.has('bottle') ? ('bottle' as const) : ('breast' as const);
}

export async function status(db: Db, userId: string, now = new Date()): Promise<BabyStatus> {
  const clock = await clockOf(db, userId, now);
  const [babies, timers] = await Promise.all([listBabies(db, userId), listTimers(db, userId)]);
  const each = [];
  for (const [i, baby] of babies.entries())
    each.push(await babyStatus(db, userId, baby, i === 0, clock, timers));
  return {
    asOf: now.toISOString(),
    today: clock.today,
    babies: each,
    timers: timers.map((t) => toTimer(t, now)),
  };
}

/**
 * The baby's last 24 hours against what a midwife expects, and the newborn warning signs the logs can show
 * (docs/product.md, "Day of life"; docs/clinical-safety.md, part C).
 *
 * Targets by day of life (NHS trust infant-feeding pages; MedlinePlus and NHS trusts for feeds): 8-12 feeds in 24
 * hours in the first weeks (days 1-28 here); wet and dirty nappies by the table below. Counts are judged only when they
 * can be: the baby is at least a day old, her logs cover the whole 24 hours, and the day of life is in the table. A
 * window that spans two rows is judged against the lower (the row of its first hour). Below a target is shown in
 * gentle amber, never raised as a flag.
 *
 * Warning signs, for babies under three months (the catalogue's newborn part), each raised as a health flag:
 * - `newborn-no-wet-nappy`: no wet nappy logged for 12 hours (the product spec's red flag); at 8 hours (NHS) a
 *   warning, its advice shown and nothing raised. Judged once she has logged any nappy for the baby, counted from
 *   the last wet one (or from the first nappy when none was wet).
 * - `newborn-not-feeding`: no feed for 8 hours or more (the spec's "feeding refusal for 8+ hours"; the catalogue:
 *   "has not fed for 8 hours or more"), counted from the end of the last feed logged, unless a feed timer runs.
 * - `newborn-jaundice`: a pale, chalky stool (NHS: urgent, the same day), for 24 hours after it was logged.
 */
import type { LogFacts } from './baby-day.ts';
import { feedSessions } from './baby-day.ts';

export interface NappyRow {
  fromDay: number;
  toDay: number;
  wet: number;
  dirty: number;
}

/** Wet and dirty nappies expected in 24 hours by day of life (the research file's NHS trust table). */
export const NAPPY_TABLE: readonly NappyRow[] = [
  { fromDay: 1, toDay: 2, wet: 1, dirty: 1 },
  { fromDay: 3, toDay: 4, wet: 3, dirty: 2 },
  { fromDay: 5, toDay: 6, wet: 5, dirty: 2 },
  { fromDay: 7, toDay: 28, wet: 6, dirty: 2 },
];
/** The last day of life the table covers. */
export const LAST_TABLE_DAY = 28;
export const FEEDS_PER_DAY = { min: 8, max: 12 } as const;
export const WET_NAPPY_WARNING_HOURS = 8;
export const WET_NAPPY_SIGN_HOURS = 12;
export const NO_FEED_SIGN_HOURS = 8;
export const PALE_STOOL_SHOWN_HOURS = 24;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const nappyRowFor = (day: number) =>
  NAPPY_TABLE.find((r) => day >= r.fromDay && day <= r.toDay) ?? null;

export interface Target {
  count: number;
  min: number;
  max: number | null;
}

export interface DayOfLifeFacts {
  day: number;
  judged: boolean;
  notJudgedBecause: 'first-day' | 'not-enough-logs' | 'past-table' | null;
  feeds: Target | null;
  wet: Target | null;
  dirty: Target | null;
  below: ('feeds' | 'wet' | 'dirty')[];
  lastWetAt: Date | null;
  hoursSinceWet: number | null;
}

export interface BabyWindow {
  /** Day of life now, and 24 hours ago. */
  dayNow: number;
  dayAtWindowStart: number;
  ageHours: number;
  /** Her logs of this baby from at least the last 24 hours (older ones are ignored), and her first log's start. */
  logs: readonly LogFacts[];
  firstLogAt: Date | null;
  /** The last wet nappy ever logged. */
  lastWet: LogFacts | null;
  now: Date;
}

const isWet = (l: LogFacts) => l.diaperType === 'wet' || l.diaperType === 'both';
const isDirty = (l: LogFacts) => l.diaperType === 'dirty' || l.diaperType === 'both';
const oneDecimal = (n: number) => Math.floor(n * 10) / 10;

/** The counts below their target, when the day is judged (feeds, wet and dirty nappies, in that order). */
export function belowTargets(
  d: Pick<DayOfLifeFacts, 'judged' | 'feeds' | 'wet' | 'dirty'>,
): DayOfLifeFacts['below'] {
  if (!d.judged) return [];
  return (['feeds', 'wet', 'dirty'] as const).filter((k) => {
    const t = d[k];
    return t !== null && t.count < t.min;
  });
}

/** The last 24 hours against the targets for her baby's day of life. */
export function assessDayOfLife(w: BabyWindow): DayOfLifeFacts {
  const from = w.now.getTime() - DAY_MS;
  const inWindow = w.logs.filter((l) => l.startedAt.getTime() > from && l.startedAt <= w.now);
  const nappies = inWindow.filter((l) => l.logType === 'diaper');
  const feeds = feedSessions(w.logs).filter(
    (s) => s.startedAt.getTime() > from && s.startedAt <= w.now,
  ).length;
  const row = nappyRowFor(w.dayAtWindowStart);
  const inTable = row !== null && w.dayNow <= LAST_TABLE_DAY;
  const notJudgedBecause =
    w.ageHours < 24
      ? 'first-day'
      : !inTable
        ? 'past-table'
        : !w.firstLogAt || w.firstLogAt.getTime() > from
          ? 'not-enough-logs'
          : null;
  const feedsTarget = inTable ? { count: feeds, min: FEEDS_PER_DAY.min, max: FEEDS_PER_DAY.max } : null;
  const wet = row && inTable ? { count: nappies.filter(isWet).length, min: row.wet, max: null } : null;
  const dirty = row && inTable ? { count: nappies.filter(isDirty).length, min: row.dirty, max: null } : null;
  const judged = notJudgedBecause === null;
  const below = belowTargets({ judged, feeds: feedsTarget, wet, dirty });
  return {
    day: w.dayNow,
    judged,
    notJudgedBecause,
    feeds: feedsTarget,
    wet,
    dirty,
    below,
    lastWetAt: w.lastWet?.startedAt ?? null,
    hoursSinceWet: w.lastWet ? oneDecimal((w.now.getTime() - w.lastWet.startedAt.getTime()) / HOUR_MS) : null,
  };
}

export interface FoundSign {
  signId: 'newborn-no-wet-nappy' | 'newborn-not-feeding' | 'newborn-jaundice';
  level: 'warning' | 'sign';
  reason: string;
  since: Date;
  /** The log the sign counts from (the health flag points at it). */
  sourceLogId: string;
}

export interface SignFacts {
  underThreeMonths: boolean;
  /** The last wet nappy logged, or the first nappy when none was wet; null when no nappy was ever logged. */
  wetReference: LogFacts | null;
  /** The last feed logged (its session's last log). */
  lastFeed: LogFacts | null;
  feedTimerRunning: boolean;
  /** Nappies logged in the last day (for pale stools). */
  recentNappies: readonly LogFacts[];
  now: Date;
}

const hoursText = (h: number) => `${String(Math.floor(h))} hour${Math.floor(h) === 1 ? '' : 's'}`;

/** The warning signs her logs show now. */
export function newbornSigns(f: SignFacts): FoundSign[] {
  if (!f.underThreeMonths) return [];
  const out: FoundSign[] = [];
  const now = f.now.getTime();
  if (f.wetReference) {
    const hours = (now - f.wetReference.startedAt.getTime()) / HOUR_MS;
    if (hours >= WET_NAPPY_WARNING_HOURS)
      out.push({
        signId: 'newborn-no-wet-nappy',
        level: hours >= WET_NAPPY_SIGN_HOURS ? 'sign' : 'warning',
        reason: `No wet nappy logged for ${hoursText(hours)}`,
        since: f.wetReference.startedAt,
        sourceLogId: f.wetReference.id,
      });
  }
  if (f.lastFeed && !f.feedTimerRunning) {
    const hours = (now - f.lastFeed.endedAt.getTime()) / HOUR_MS;
    if (hours >= NO_FEED_SIGN_HOURS)
      out.push({
        signId: 'newborn-not-feeding',
        level: 'sign',
        reason: `No feed logged for ${hoursText(hours)}`,
        since: f.lastFeed.endedAt,
        sourceLogId: f.lastFeed.id,
      });
  }
  const pale = f.recentNappies
    .filter((l) => l.stoolColor === 'pale' && now - l.startedAt.getTime() < PALE_STOOL_SHOWN_HOURS * HOUR_MS)
    .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())[0];
  if (pale)
    out.push({
      signId: 'newborn-jaundice',
      level: 'sign',
      reason: 'A pale, chalky stool was logged',
      since: pale.startedAt,
      sourceLogId: pale.id,
    });
  return out;
}

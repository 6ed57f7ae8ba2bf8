/**
 * A baby's day from its logs (docs/product.md, "Baby tracker"): feed sessions (left, right and a top-up given together
 * are one feed), the day's counters, the minutes of each sleep inside the local day (a sleep from 22:00 to 03:00
 * counts 2 hours in the first day and 3 in the second), time since the last feed counted start to start, and which
 * side to offer next. Pure: the server reads the logs and passes her day's bounds.
 */
import type {
  BabyLogType,
  BreastSide,
  DiaperType,
  FeedingSide,
  FeedingType,
  StoolColor,
} from './baby-log.ts';

/** What the day's rules read of a log. */
export interface LogFacts {
  id: string;
  logType: BabyLogType;
  startedAt: Date;
  endedAt: Date;
  feedingType: FeedingType | null;
  feedingDuration: number | null;
  feedingAmount: number | null;
  feedingSide: FeedingSide | null;
  lastSide: BreastSide | null;
  diaperType: DiaperType | null;
  stoolColor: StoolColor | null;
  createdAt?: Date;
}

/**
 * A feed that starts within 15 minutes of the end of the one before belongs to the same session: a second side or a
 * top-up bottle given together. Our product rule (what "together" means for counting), not a clinical threshold.
 */
export const FEED_SESSION_GAP_MINUTES = 15;
const MINUTE_MS = 60_000;

export interface FeedSession {
  /** The first log's id. */
  id: string;
  logIds: string[];
  startedAt: Date;
  endedAt: Date;
  bottleMl: number;
  breastMinutes: number;
}

const byStart = (a: LogFacts, b: LogFacts) =>
  a.startedAt.getTime() - b.startedAt.getTime() || a.id.localeCompare(b.id);

/** The feeds among `logs`, grouped into sessions, oldest first. */
export function feedSessions(logs: readonly LogFacts[]): FeedSession[] {
  const sessions: FeedSession[] = [];
  for (const log of logs.filter((l) => l.logType === 'feeding').sort(byStart)) {
    const current = sessions.at(-1);
    const bottle = log.feedingAmount ?? 0;
    const breast = log.feedingType === 'bottle' ? 0 : (log.feedingDuration ?? 0);
    if (
      current &&
      log.startedAt.getTime() <= current.endedAt.getTime() + FEED_SESSION_GAP_MINUTES * MINUTE_MS
    ) {
      current.logIds.push(log.id);
      if (log.endedAt > current.endedAt) current.endedAt = log.endedAt;
      current.bottleMl += bottle;
      current.breastMinutes += breast;
    } else {
      sessions.push({
        id: log.id,
        logIds: [log.id],
        startedAt: log.startedAt,
        endedAt: log.endedAt,
        bottleMl: bottle,
        breastMinutes: breast,
      });
    }
  }
  return sessions;
}

/** Whole minutes of [start, end) inside [from, to). */
export function minutesInside(start: Date, end: Date, from: Date, to: Date): number {
  const overlap = Math.min(end.getTime(), to.getTime()) - Math.max(start.getTime(), from.getTime());
  return overlap > 0 ? Math.round(overlap / MINUTE_MS) : 0;
}

export interface DayBounds {
  /** Her local midnight starting the day, and the next one (23 or 25 hours apart on a clock-change day). */
  from: Date;
  to: Date;
}

const inDay = (at: Date, day: DayBounds) => at >= day.from && at < day.to;
const isWet = (l: LogFacts) => l.diaperType === 'wet' || l.diaperType === 'both';
const isDirty = (l: LogFacts) => l.diaperType === 'dirty' || l.diaperType === 'both';

export interface DaySummaryFacts {
  feeds: number;
  bottleMl: number;
  breastMinutes: number;
  nappies: number;
  wet: number;
  dirty: number;
  sleepMinutes: number;
  sleepHours: number;
}

/** A day with no logs. */
export const EMPTY_DAY: Readonly<DaySummaryFacts> = {
  feeds: 0,
  bottleMl: 0,
  breastMinutes: 0,
  nappies: 0,
  wet: 0,
  dirty: 0,
  sleepMinutes: 0,
  sleepHours: 0,
};

/** A log's details that its type may leave empty, all empty (what a nappy leaves of a feed's, and so on). */
export const NO_DETAILS = {
  feedingType: null,
  feedingDuration: null,
  feedingAmount: null,
  feedingSide: null,
  lastSide: null,
  diaperType: null,
  stoolColor: null,
} as const;

/** Hours to one decimal, as the spec shows sleep. */
export const hoursOneDecimal = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

/**
 * The day's counters. `logs` must hold every log that starts in the day, the sleeps that run into it, and the feeds
 * of the hours before it (so a session begun before midnight is not counted again).
 */
export function daySummary(logs: readonly LogFacts[], day: DayBounds): DaySummaryFacts {
  const starting = logs.filter((l) => inDay(l.startedAt, day));
  const feeds = starting.filter((l) => l.logType === 'feeding');
  const nappies = starting.filter((l) => l.logType === 'diaper');
  const sleepMinutes = logs
    .filter((l) => l.logType === 'sleep')
    .reduce((sum, l) => sum + minutesInside(l.startedAt, l.endedAt, day.from, day.to), 0);
  return {
    feeds: feedSessions(logs).filter((s) => inDay(s.startedAt, day)).length,
    bottleMl: Math.round(feeds.reduce((sum, l) => sum + (l.feedingAmount ?? 0), 0) * 10) / 10,
    breastMinutes: feeds.reduce(
      (sum, l) => sum + (l.feedingType === 'bottle' ? 0 : (l.feedingDuration ?? 0)),
      0,
    ),
    nappies: nappies.length,
    wet: nappies.filter(isWet).length,
    dirty: nappies.filter(isDirty).length,
    sleepMinutes,
    sleepHours: hoursOneDecimal(sleepMinutes),
  };
}

/**
 * The day's counters with logs that are not saved yet (kept on her phone with no signal) added: what they add to
 * the counters of `saved`, the saved logs around them, so a waiting top-up joins its feed's session as the server
 * will count it, and a waiting log of another day adds nothing.
 */
export function withWaiting(
  summary: DaySummaryFacts,
  saved: readonly LogFacts[],
  waiting: readonly LogFacts[],
  day: DayBounds,
): DaySummaryFacts {
  if (waiting.length === 0) return summary;
  const before = daySummary(saved, day);
  const after = daySummary([...saved, ...waiting], day);
  const plus = (k: Exclude<keyof DaySummaryFacts, 'sleepHours'>) => summary[k] + after[k] - before[k];
  const sleepMinutes = plus('sleepMinutes');
  return {
    feeds: plus('feeds'),
    bottleMl: Math.round(plus('bottleMl') * 10) / 10,
    breastMinutes: plus('breastMinutes'),
    nappies: plus('nappies'),
    wet: plus('wet'),
    dirty: plus('dirty'),
    sleepMinutes,
    sleepHours: hoursOneDecimal(sleepMinutes),
  };
}

export interface DayListItem<L extends LogFacts> {
  log: L;
  minutesInDay: number | null;
  startedDayBefore: boolean;
  sessionId: string | null;
}

/** The day's list, newest first: what started in the day, and sleeps from before that run into it. */
export function dayList<L extends LogFacts>(logs: readonly L[], day: DayBounds): DayListItem<L>[] {
  const sessionOf = new Map<string, string>();
  for (const s of feedSessions(logs)) for (const id of s.logIds) sessionOf.set(id, s.id);
  return logs
    .filter(
      (l) =>
        inDay(l.startedAt, day) || (l.logType === 'sleep' && l.startedAt < day.from && l.endedAt > day.from),
    )
    .sort((a, b) => byStart(b, a) || (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0))
    .map((log) => ({
      log,
      minutesInDay:
        log.logType === 'sleep' ? minutesInside(log.startedAt, log.endedAt, day.from, day.to) : null,
      startedDayBefore: log.startedAt < day.from,
      sessionId: sessionOf.get(log.id) ?? null,
    }));
}

/** The last feed session begun by `now`, and the minutes since it began (start to start). */
export function lastFeed(
  logs: readonly LogFacts[],
  now: Date,
): { session: FeedSession; minutesSinceStart: number } | null {
  const session = feedSessions(logs.filter((l) => l.startedAt <= now)).at(-1);
  if (!session) return null;
  return {
    session,
    minutesSinceStart: Math.floor((now.getTime() - session.startedAt.getTime()) / MINUTE_MS),
  };
}

/**
 * The side to offer first: the other one from where the last breastfeed ended (what the trackers she may know
 * remember). A feed on both sides typed in, without knowing which came last, suggests nothing.
 */
export function nextSide(logs: readonly LogFacts[]): { side: BreastSide; reason: string } | null {
  const last = logs
    .filter((l) => l.logType === 'feeding' && (l.feedingType === 'breast' || l.feedingType === 'both'))
    .sort(byStart)
    .at(-1);
  if (!last) return null;
  const ended = last.lastSide ?? (last.feedingSide === 'both' ? null : last.feedingSide);
  if (!ended) return null;
  const side: BreastSide = ended === 'left' ? 'right' : 'left';
  return { side, reason: `The last breastfeed ended on the ${ended}` };
}

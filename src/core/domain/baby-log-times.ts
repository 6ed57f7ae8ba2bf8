/**
 * When a baby log happened, as real instants in her time zone (docs/product.md, "Baby tracker"; issue 14). Rules,
 * after Baby Buddy's and the research on what the best trackers get wrong: no time in the future (a clock up to two
 * minutes ahead is clamped to now); the end after the start, and a sleep's end earlier than its start on the same
 * local date means the next day (a sleep across midnight); at most 24 hours; nothing before the baby's birth. All on
 * absolute instants, so a daylight-saving night is counted as it was.
 */
import { type BabyLogType, CLOCK_SKEW_MS, MAX_LOG_MINUTES } from './baby-log.ts';
import type { FieldProblems } from './baby-log-fields.ts';
import { addDays } from './pregnancy.ts';
import { localDateTimeIn, zonedTimeToInstant } from './zoned-time.ts';

const MINUTE_MS = 60_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export interface TimeFields {
  logType: BabyLogType;
  startedAt?: string | null | undefined;
  logDate?: string | null | undefined;
  feedingDuration?: number | null | undefined;
  sleepStart?: string | null | undefined;
  sleepEnd?: string | null | undefined;
  sleepDuration?: number | null | undefined;
}

export interface TimeContext {
  now: Date;
  timeZone: string;
  /** The earliest instant a log of this baby can have (the start of its birth date, or its time of birth). */
  earliest?: Date | null;
}

export interface LogTimes {
  startedAt: Date;
  endedAt: Date;
  /** Her local date of the start: the day the log belongs to. */
  logDate: string;
  /** The end falls on a later local date than the start. */
  endsNextDay: boolean;
}

const localDate = (at: Date, timeZone: string) => localDateTimeIn(timeZone, at).date;

/** An instant no later than now (clamped within the clock skew), or the problem with it. */
function notFuture(at: Date, now: Date, field: string, what: string, out: FieldProblems): Date {
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) out[field] = `${what} cannot be in the future`;
  return at.getTime() > now.getTime() ? now : at;
}

/** The explicit start of a feed or a nappy: startedAt, else the spec's logDate (a time, or today's date). */
function explicitStart(
  f: TimeFields,
  timeZone: string,
  today: string,
  out: FieldProblems,
): { at: Date | null; field: string } {
  if (f.startedAt) {
    const at = new Date(f.startedAt);
    if (f.logDate && DATE_ONLY.test(f.logDate) && f.logDate !== localDate(at, timeZone))
      out.logDate = 'logDate must be the date of startedAt (or leave it out)';
    return { at, field: 'startedAt' };
  }
  if (f.logDate && !DATE_ONLY.test(f.logDate)) return { at: new Date(f.logDate), field: 'logDate' };
  if (f.logDate && f.logDate > today) out.logDate = 'logDate cannot be in the future';
  else if (f.logDate && f.logDate !== today)
    out.startedAt = 'Enter the time it happened (startedAt) for a day before today';
  return { at: null, field: 'startedAt' };
}

function feedOrNappy(f: TimeFields, ctx: TimeContext, today: string, out: FieldProblems) {
  const minutes = f.logType === 'feeding' ? (f.feedingDuration ?? 0) : 0;
  const { at, field } = explicitStart(f, ctx.timeZone, today, out);
  let start: Date;
  let end: Date;
  if (at) {
    start = notFuture(at, ctx.now, field, field, out);
    end = new Date(start.getTime() + minutes * MINUTE_MS);
  } else {
    // No time given: a timed feed just finished, a nappy or a bottle is now.
    end = ctx.now;
    start = new Date(end.getTime() - minutes * MINUTE_MS);
  }
  if (!out[field] && end.getTime() > ctx.now.getTime() + CLOCK_SKEW_MS)
    out[field] = 'This feed would end in the future: check the start time and the minutes';
  else if (end.getTime() > ctx.now.getTime()) {
    // Within the skew: the same minutes, ending now.
    const shift = end.getTime() - ctx.now.getTime();
    start = new Date(start.getTime() - shift);
    end = ctx.now;
  }
  return { start, end, startField: field, endField: 'feedingDuration' };
}

function sleep(f: TimeFields, ctx: TimeContext, out: FieldProblems) {
  if (!f.sleepStart) return null;
  const start = notFuture(new Date(f.sleepStart), ctx.now, 'sleepStart', 'sleepStart', out);
  let end: Date;
  let endField = 'sleepEnd';
  if (f.sleepEnd) {
    end = new Date(f.sleepEnd);
    const from = localDateTimeIn(ctx.timeZone, start);
    const to = localDateTimeIn(ctx.timeZone, end);
    if (end.getTime() < start.getTime() && from.date === to.date)
      // 22:00 to 03:00 on one date: the sleep ended at 03:00 the next day.
      end = zonedTimeToInstant(addDays(to.date, 1), to.time, ctx.timeZone);
    if (end.getTime() <= start.getTime()) out.sleepEnd = 'sleepEnd must be after sleepStart';
    if (end.getTime() > ctx.now.getTime() + CLOCK_SKEW_MS && !out.sleepEnd)
      out.sleepEnd = 'sleepEnd cannot be in the future';
    if (end.getTime() > ctx.now.getTime()) end = ctx.now;
  } else {
    endField = 'sleepDuration';
    end = new Date(start.getTime() + (f.sleepDuration ?? 0) * MINUTE_MS);
    if (end.getTime() > ctx.now.getTime() + CLOCK_SKEW_MS)
      out.sleepDuration = 'This sleep would end in the future: check the start time and the minutes';
    else if (end.getTime() > ctx.now.getTime()) end = ctx.now;
  }
  return { start, end, startField: 'sleepStart', endField };
}

/**
 * The instants of a log, or what is wrong with its times. Fields the type needs are checked by
 * babyLogFieldProblems; a missing sleep start gives no times and no problem here.
 */
export function resolveBabyLogTimes(
  f: TimeFields,
  ctx: TimeContext,
): { times: LogTimes; problems: FieldProblems } | { times: null; problems: FieldProblems } {
  const out: FieldProblems = {};
  const today = localDate(ctx.now, ctx.timeZone);
  const span = f.logType === 'sleep' ? sleep(f, ctx, out) : feedOrNappy(f, ctx, today, out);
  if (!span) return { times: null, problems: out };
  const { start, end, startField, endField } = span;
  if (end.getTime() - start.getTime() > MAX_LOG_MINUTES * MINUTE_MS && !out[endField])
    out[endField] = `A ${f.logType === 'sleep' ? 'sleep' : 'feed'} can last at most 24 hours`;
  if (ctx.earliest && start.getTime() < ctx.earliest.getTime() && !out[startField])
    out[startField] = 'This is before your baby was born: check the date and time';
  const logDate = localDate(start, ctx.timeZone);
  return {
    times: { startedAt: start, endedAt: end, logDate, endsNextDay: localDate(end, ctx.timeZone) > logDate },
    problems: out,
  };
}

/** Checks the span of a stopped timer (its own instants): the same rules as a log typed in. */
export function timedSpanProblems(
  kind: 'feeding' | 'sleep',
  start: Date,
  end: Date,
  ctx: TimeContext,
): FieldProblems {
  const out: FieldProblems = {};
  if (end.getTime() > ctx.now.getTime() + CLOCK_SKEW_MS) out.endedAt = 'endedAt cannot be in the future';
  if (end.getTime() - start.getTime() > MAX_LOG_MINUTES * MINUTE_MS)
    out.endedAt = `A ${kind === 'sleep' ? 'sleep' : 'feed'} can last at most 24 hours: enter when it ended, or discard the timer`;
  return out;
}

/**
 * The baby tracker's three forms as she fills them (times on her clock, an amount in her unit, numbers as typed)
 * and the API bodies they become (docs/product.md, "Baby tracker"): instants in her profile's time zone, millilitres,
 * and null for every field that does not apply, so an edit that changes a breastfeed into a bottle clears the side.
 * What she typed that is not a number is sent as typed, so the contract's schema says what to fix.
 */
import type { CreateBabyLog } from '../../../core/contracts/baby-tracking-logs.ts';
import type { DayLog } from '../../../core/contracts/baby-tracking-status.ts';
import {
  type DiaperType,
  type FeedingSide,
  type FeedingType,
  mlFrom,
  type StoolColor,
  volumeIn,
  type VolumeUnit,
} from '../../../core/domain/baby-log.ts';
import { resolveBabyLogTimes } from '../../../core/domain/baby-log-times.ts';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { localDateTimeIn, zonedTimeToInstant } from '../../../core/domain/zoned-time.ts';

/** Where and when a form saves: her zone, the day it is for, her unit. */
export interface FormContext {
  timeZone: string;
  unit: VolumeUnit;
}

export interface FeedingValues {
  date: string;
  time: string;
  feedingType: FeedingType;
  feedingSide: FeedingSide;
  feedingDuration: string;
  feedingAmount: string;
  notes: string;
}

export interface DiaperValues {
  date: string;
  time: string;
  diaperType: DiaperType;
  stoolColor: StoolColor | '';
  diaperNotes: string;
}

export interface SleepValues {
  date: string;
  sleepStart: string;
  sleepEnd: string;
  sleepQuality: string;
  sleepNotes: string;
}

export type LogBody = Omit<CreateBabyLog, 'userId' | 'babyId' | 'confirmOverlap'>;

/** '' is nothing; a number is a number; anything else goes as typed, for the schema to name. */
function typed(value: string): number | string | null {
  const v = value.trim();
  if (v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : v;
}

const words = (value: string) => value.trim() || null;

/** The instant her clock reads `time` on `date`, or what she typed when it is not a time (for the schema to name). */
export function instantOf(date: string, time: string, timeZone: string): string | null {
  if (!time) return null;
  if (!/^\d{2}:\d{2}$/.test(time) || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return time;
  return zonedTimeToInstant(date, time, timeZone).toISOString();
}

/** The fields of another type are null (not absent), so an edit clears them. */
export function feedingBody(v: FeedingValues, ctx: FormContext): LogBody {
  const breast = v.feedingType !== 'bottle';
  const bottle = v.feedingType !== 'breast';
  const amount = typed(v.feedingAmount);
  return {
    logType: 'feeding',
    startedAt: instantOf(v.date, v.time, ctx.timeZone),
    feedingType: v.feedingType,
    feedingSide: breast ? v.feedingSide : null,
    feedingDuration: breast ? (typed(v.feedingDuration) as number | null) : null,
    feedingAmount: bottle
      ? ((typeof amount === 'number' ? mlFrom(ctx.unit, amount) : amount) as number | null)
      : null,
    notes: words(v.notes),
  };
}

/** A stool colour only for a dirty nappy (a wet one has none to keep). */
export function diaperBody(v: DiaperValues, ctx: FormContext): LogBody {
  return {
    logType: 'diaper',
    startedAt: instantOf(v.date, v.time, ctx.timeZone),
    diaperType: v.diaperType,
    stoolColor: v.diaperType !== 'wet' && v.stoolColor ? v.stoolColor : null,
    diaperNotes: words(v.diaperNotes),
  };
}

/**
 * A sleep's start on the chosen day and its end: an end earlier than the start is the next morning (a sleep across
 * midnight), sent as that instant.
 */
export function sleepBody(v: SleepValues, ctx: FormContext): LogBody {
  return {
    logType: 'sleep',
    sleepStart: instantOf(v.date, v.sleepStart, ctx.timeZone),
    sleepEnd: instantOf(sleepEndsNextDay(v) ? addDays(v.date, 1) : v.date, v.sleepEnd, ctx.timeZone),
    sleepQuality: typed(v.sleepQuality) as number | null,
    sleepNotes: words(v.sleepNotes),
  };
}

/** The end she typed is earlier on the clock than the start: it is the next day's. */
export const sleepEndsNextDay = (v: Pick<SleepValues, 'sleepStart' | 'sleepEnd'>) =>
  Boolean(v.sleepStart && v.sleepEnd && v.sleepEnd < v.sleepStart);

// ---------------------------------------------------------------------------------------------------------
// The spec's defaults (section 5): breast on the left, a wet nappy, sleep quality 3.

export const feedingDefaults = (date: string, time: string): FeedingValues => ({
  date,
  time,
  feedingType: 'breast',
  feedingSide: 'left',
  feedingDuration: '',
  feedingAmount: '',
  notes: '',
});

export const diaperDefaults = (date: string, time: string): DiaperValues => ({
  date,
  time,
  diaperType: 'wet',
  stoolColor: '',
  diaperNotes: '',
});

export const sleepDefaults = (date: string): SleepValues => ({
  date,
  sleepStart: '',
  sleepEnd: '',
  sleepQuality: '3',
  sleepNotes: '',
});

// ---------------------------------------------------------------------------------------------------------
// A saved log back into its form, for editing.

const clock = (iso: string, timeZone: string) => localDateTimeIn(timeZone, new Date(iso));

type LogFields = Pick<
  DayLog,
  | 'startedAt'
  | 'endedAt'
  | 'feedingType'
  | 'feedingSide'
  | 'feedingDuration'
  | 'feedingAmount'
  | 'notes'
  | 'diaperType'
  | 'stoolColor'
  | 'diaperNotes'
  | 'sleepStart'
  | 'sleepEnd'
  | 'sleepQuality'
  | 'sleepNotes'
>;

export function feedingValuesOf(log: LogFields, ctx: FormContext): FeedingValues {
  const at = clock(log.startedAt, ctx.timeZone);
  return {
    date: at.date,
    time: at.time,
    feedingType: log.feedingType ?? 'breast',
    feedingSide: log.feedingSide ?? 'left',
    feedingDuration: log.feedingDuration === null ? '' : String(log.feedingDuration),
    feedingAmount: log.feedingAmount === null ? '' : String(volumeIn(ctx.unit, log.feedingAmount)),
    notes: log.notes ?? '',
  };
}

export function diaperValuesOf(log: LogFields, ctx: FormContext): DiaperValues {
  const at = clock(log.startedAt, ctx.timeZone);
  return {
    date: at.date,
    time: at.time,
    diaperType: log.diaperType ?? 'wet',
    stoolColor: log.stoolColor ?? '',
    diaperNotes: log.diaperNotes ?? '',
  };
}

export function sleepValuesOf(log: LogFields, ctx: FormContext): SleepValues {
  const start = clock(log.sleepStart ?? log.startedAt, ctx.timeZone);
  const end = clock(log.sleepEnd ?? log.endedAt, ctx.timeZone);
  return {
    date: start.date,
    sleepStart: start.time,
    sleepEnd: end.time,
    sleepQuality: log.sleepQuality === null ? '' : String(log.sleepQuality),
    sleepNotes: log.sleepNotes ?? '',
  };
}

/**
 * A log still on her phone (one the server refused for overlapping another entry) back into its form, so she can
 * change its time: its instants as the server would have decided them when she made it (the shared time rule).
 */
export function waitingLogFields(body: CreateBabyLog, queuedAt: string, timeZone: string): LogFields {
  const times = resolveBabyLogTimes(body, { now: new Date(queuedAt), timeZone }).times;
  const startedAt = (times?.startedAt ?? new Date(queuedAt)).toISOString();
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  return {
    startedAt,
    endedAt: times?.endedAt.toISOString() ?? startedAt,
    feedingType: body.feedingType ?? null,
    feedingSide: body.feedingSide ?? null,
    feedingDuration: num(body.feedingDuration),
    feedingAmount: num(body.feedingAmount),
    notes: body.notes ?? null,
    diaperType: body.diaperType ?? null,
    stoolColor: body.stoolColor ?? null,
    diaperNotes: body.diaperNotes ?? null,
    sleepStart: body.sleepStart ?? null,
    sleepEnd: body.sleepEnd ?? null,
    sleepQuality: num(body.sleepQuality),
    sleepNotes: body.sleepNotes ?? null,
  };
}

/**
 * Which fields a baby log needs and which it may not have, by its type (docs/product.md, "Baby tracker"; issue 14):
 * a breastfeed needs its minutes and a side; a bottle an amount above 0 and at most 500 ml and no side; a breastfeed
 * with a bottle top-up (`both`) needs all three; a nappy its type, and a stool colour only when it is dirty; a sleep
 * its start and its end or minutes. Fields of another type must be absent or null. Pure: times are checked by
 * baby-log-times.ts, which needs her clock and zone.
 */
import {
  type BabyLogType,
  type DiaperType,
  type FeedingSide,
  type FeedingType,
  MAX_BOTTLE_ML,
  MAX_LOG_MINUTES,
  type StoolColor,
} from './baby-log.ts';

export interface BabyLogFields {
  logType: BabyLogType;
  feedingType?: FeedingType | null | undefined;
  feedingDuration?: number | null | undefined;
  feedingAmount?: number | null | undefined;
  feedingSide?: FeedingSide | null | undefined;
  diaperType?: DiaperType | null | undefined;
  diaperNotes?: string | null | undefined;
  stoolColor?: StoolColor | null | undefined;
  sleepStart?: string | null | undefined;
  sleepEnd?: string | null | undefined;
  sleepDuration?: number | null | undefined;
  sleepQuality?: number | null | undefined;
  sleepNotes?: string | null | undefined;
  /** When a feed started or a nappy was changed (a sleep uses sleepStart). */
  startedAt?: string | null | undefined;
}

/** Field name -> what to fix. Empty when the fields fit the log's type. */
export type FieldProblems = Record<string, string>;

const FEEDING = ['feedingType', 'feedingDuration', 'feedingAmount', 'feedingSide'] as const;
const DIAPER = ['diaperType', 'diaperNotes', 'stoolColor'] as const;
const SLEEP = ['sleepStart', 'sleepEnd', 'sleepDuration', 'sleepQuality', 'sleepNotes'] as const;

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

function forbid(
  fields: readonly (keyof BabyLogFields)[],
  log: BabyLogFields,
  why: string,
  out: FieldProblems,
) {
  for (const field of fields) if (present(log[field])) out[field] = `${field} ${why}`;
}

function feedingProblems(log: BabyLogFields, out: FieldProblems): void {
  const type = log.feedingType;
  if (!type) {
    out.feedingType = 'Choose breast, bottle or both';
    return;
  }
  const breast = type === 'breast' || type === 'both';
  const bottle = type === 'bottle' || type === 'both';
  if (breast && !present(log.feedingDuration))
    out.feedingDuration = 'Enter how many minutes the breastfeed lasted, or use the timer';
  if (breast && !present(log.feedingSide)) out.feedingSide = 'Choose the side: left, right or both';
  if (!breast && present(log.feedingSide)) out.feedingSide = 'feedingSide is only for breastfeeding';
  if (bottle && !present(log.feedingAmount)) out.feedingAmount = 'Enter how much was in the bottle';
  if (!bottle && present(log.feedingAmount))
    out.feedingAmount = 'feedingAmount is for a bottle: choose bottle or both';
  const amount = log.feedingAmount;
  if (typeof amount === 'number' && !(amount > 0 && amount <= MAX_BOTTLE_ML))
    out.feedingAmount = `A bottle must be more than 0 ml and at most ${String(MAX_BOTTLE_ML)} ml`;
  const minutes = log.feedingDuration;
  if (
    typeof minutes === 'number' &&
    !(Number.isInteger(minutes) && minutes >= 1 && minutes <= MAX_LOG_MINUTES)
  )
    out.feedingDuration = 'A feed lasts from 1 minute to 24 hours (1440 minutes)';
}

function diaperProblems(log: BabyLogFields, out: FieldProblems): void {
  if (!log.diaperType) out.diaperType = 'Choose wet, dirty or both';
  else if (log.diaperType === 'wet' && present(log.stoolColor))
    out.stoolColor = 'stoolColor is only for a dirty nappy';
}

function sleepProblems(log: BabyLogFields, out: FieldProblems): void {
  if (!present(log.sleepStart)) out.sleepStart = 'Enter when the sleep started';
  if (!present(log.sleepEnd) && !present(log.sleepDuration))
    out.sleepEnd = 'Enter when the sleep ended (or use the sleep timer)';
  if (present(log.startedAt)) out.startedAt = 'For a sleep, send sleepStart and sleepEnd';
  const quality = log.sleepQuality;
  if (typeof quality === 'number' && !(Number.isInteger(quality) && quality >= 1 && quality <= 5))
    out.sleepQuality = 'Sleep quality is a whole number from 1 to 5';
  const minutes = log.sleepDuration;
  if (
    typeof minutes === 'number' &&
    !(Number.isInteger(minutes) && minutes >= 1 && minutes <= MAX_LOG_MINUTES)
  )
    out.sleepDuration = 'A sleep lasts from 1 minute to 24 hours (1440 minutes)';
}

/** What is wrong with the fields of a log for its type; `{}` when nothing is. */
export function babyLogFieldProblems(log: BabyLogFields): FieldProblems {
  const out: FieldProblems = {};
  switch (log.logType) {
    case 'feeding':
      feedingProblems(log, out);
      forbid(DIAPER, log, 'belongs to a nappy log', out);
      forbid(SLEEP, log, 'belongs to a sleep log', out);
      break;
    case 'diaper':
      diaperProblems(log, out);
      forbid(FEEDING, log, 'belongs to a feeding log', out);
      forbid(SLEEP, log, 'belongs to a sleep log', out);
      break;
    case 'sleep':
      sleepProblems(log, out);
      forbid(FEEDING, log, 'belongs to a feeding log', out);
      forbid(DIAPER, log, 'belongs to a nappy log', out);
      break;
    default: {
      const never: never = log.logType;
      throw new Error(`Unknown log type ${String(never)}`);
    }
  }
  return out;
}

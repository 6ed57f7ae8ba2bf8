/**
 * A postpartum week's figures from her logs (docs/product.md, "Postpartum reports"): per day and per baby the feeds
 * (sessions, as the baby tracker counts them), wet and dirty nappies against the day-of-life targets, and sleep (a
 * sleep across midnight counts its minutes inside each day); per day her pain, mood and anxiety; the week's totals
 * and averages (the spec's stats) and the health flags raised in the week. Pure: the server reads the logs.
 */
import { daySummary, type DayBounds, hoursOneDecimal, type LogFacts } from './baby-day.ts';
import { FEEDS_PER_DAY, LAST_TABLE_DAY, nappyRowFor } from './baby-targets.ts';
import { addDays, daysBetween } from './pregnancy.ts';

/** Week N after the birth: birth date + 7N to + 7N + 6, her local dates (week 0 is the birth week). */
export function postpartumWeekRange(birthDate: string, week: number): { startDate: string; endDate: string } {
  const startDate = addDays(birthDate, week * 7);
  return { startDate, endDate: addDays(startDate, 6) };
}

export interface ReportDay extends DayBounds {
  date: string;
}

export interface BabyInput {
  id: string;
  name: string | null;
  birthDate: string;
  /** Every log starting in the week, sleeps running into it, and feeds of the hours before it. */
  logs: readonly LogFacts[];
  /** The first log ever kept for this baby (a day is judged only once she was tracking before it began). */
  firstLogAt: Date | null;
}

export interface RecoveryInput {
  logDate: string;
  logType: string;
  painLevel: number | null;
  moodRating: number | null;
  anxietyLevel: number | null;
  bleedingVolume: string | null;
  bleedingClots: boolean | null;
}

export interface FlagInput {
  /** ISO instants (the figures are stored as JSON with the report). */
  createdAt: string;
  /** Her local date of createdAt. */
  date: string;
  reason: string;
  priority: string | null;
  reviewed: boolean;
  reviewedAt: string | null;
}

export interface Targets {
  feedsMin: number;
  wetMin: number;
  dirtyMin: number;
}

export interface BabyDay {
  date: string;
  dayOfLife: number;
  feeds: number;
  wet: number;
  dirty: number;
  nappies: number;
  sleepMinutes: number;
  /** The day-of-life targets (days 1-28), or null past the table. */
  targets: Targets | null;
  /**
   * Judged against them: a whole day gone by, after the first, that she logged something in, with her tracking from
   * before it began (a day with nothing logged says nothing about the baby).
   */
  judged: boolean;
}

export interface BabyWeek {
  id: string;
  name: string | null;
  days: BabyDay[];
  totalFeedings: number;
  totalDiapers: number;
  totalSleepMinutes: number;
}

export interface MotherDay {
  date: string;
  pain: number | null;
  mood: number | null;
  anxiety: number | null;
  /** Heavy bleeding or clots logged that day. */
  heavyBleeding: boolean;
}

export interface WeekFigures {
  weekNumber: number;
  startDate: string;
  endDate: string;
  /** Days of the week up to her today (a week in progress has fewer than 7). */
  daysCovered: number;
  babies: BabyWeek[];
  mother: MotherDay[];
  flags: FlagInput[];
  totals: {
    totalFeedings: number;
    totalDiapers: number;
    totalSleepHours: number;
    /** Sleep hours per day covered, one decimal. */
    avgSleepDuration: number;
    avgPainLevel: number | null;
    avgMoodRating: number | null;
    avgAnxietyLevel: number | null;
    redFlagCount: number;
  };
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const average = (values: readonly number[]) =>
  values.length === 0 ? null : oneDecimal(values.reduce((a, b) => a + b, 0) / values.length);
const valuesOf = (logs: readonly RecoveryInput[], key: 'painLevel' | 'moodRating' | 'anxietyLevel') =>
  logs.flatMap((l) => (l[key] === null ? [] : [l[key]]));

function babyWeek(baby: BabyInput, days: readonly ReportDay[], today: string): BabyWeek {
  const out = days.map((day): BabyDay => {
    const s = daySummary(baby.logs, day);
    const dayOfLife = daysBetween(baby.birthDate, day.date) + 1;
    const row = dayOfLife <= LAST_TABLE_DAY ? nappyRowFor(dayOfLife) : null;
    const targets = row ? { feedsMin: FEEDS_PER_DAY.min, wetMin: row.wet, dirtyMin: row.dirty } : null;
    const judged =
      targets !== null &&
      s.feeds + s.nappies + s.sleepMinutes > 0 &&
      dayOfLife >= 2 &&
      day.date < today &&
      baby.firstLogAt !== null &&
      baby.firstLogAt <= day.from;
    return {
      date: day.date,
      dayOfLife,
      feeds: s.feeds,
      wet: s.wet,
      dirty: s.dirty,
      nappies: s.nappies,
      sleepMinutes: s.sleepMinutes,
      targets,
      judged,
    };
  });
  return {
    id: baby.id,
    name: baby.name,
    days: out,
    totalFeedings: out.reduce((n, d) => n + d.feeds, 0),
    totalDiapers: out.reduce((n, d) => n + d.nappies, 0),
    totalSleepMinutes: out.reduce((n, d) => n + d.sleepMinutes, 0),
  };
}

function motherDay(date: string, logs: readonly RecoveryInput[]): MotherDay {
  const ofDay = logs.filter((l) => l.logDate === date);
  return {
    date,
    pain: average(valuesOf(ofDay, 'painLevel')),
    mood: average(valuesOf(ofDay, 'moodRating')),
    anxiety: average(valuesOf(ofDay, 'anxietyLevel')),
    heavyBleeding: ofDay.some(
      (l) => l.logType === 'bleeding' && (l.bleedingVolume === 'heavy' || l.bleedingClots === true),
    ),
  };
}

/** The week's figures. `days` are the week's days up to her today, with her local bounds. */
export function weekFigures(input: {
  weekNumber: number;
  startDate: string;
  endDate: string;
  today: string;
  days: readonly ReportDay[];
  babies: readonly BabyInput[];
  recovery: readonly RecoveryInput[];
  flags: readonly FlagInput[];
}): WeekFigures {
  const babies = input.babies.map((b) => babyWeek(b, input.days, input.today));
  const dates = new Set(input.days.map((d) => d.date));
  const recovery = input.recovery.filter((l) => dates.has(l.logDate));
  const sleepMinutes = babies.reduce((n, b) => n + b.totalSleepMinutes, 0);
  const covered = input.days.length;
  return {
    weekNumber: input.weekNumber,
    startDate: input.startDate,
    endDate: input.endDate,
    daysCovered: covered,
    babies,
    mother: input.days.map((d) => motherDay(d.date, recovery)),
    flags: input.flags.filter((f) => dates.has(f.date)),
    totals: {
      totalFeedings: babies.reduce((n, b) => n + b.totalFeedings, 0),
      totalDiapers: babies.reduce((n, b) => n + b.totalDiapers, 0),
      totalSleepHours: hoursOneDecimal(sleepMinutes),
      avgSleepDuration: covered === 0 ? 0 : hoursOneDecimal(sleepMinutes / covered),
      avgPainLevel: average(valuesOf(recovery, 'painLevel')),
      avgMoodRating: average(valuesOf(recovery, 'moodRating')),
      avgAnxietyLevel: average(valuesOf(recovery, 'anxietyLevel')),
      redFlagCount: input.flags.filter((f) => dates.has(f.date)).length,
    },
  };
}

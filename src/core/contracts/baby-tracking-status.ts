/**
 * What the baby tracker and the hub show besides the logs (docs/product.md, "Baby tracker"): a day's counters, the
 * live timers, time since the last feed and the next side, the baby's last 24 hours against the day-of-life
 * targets, and the warning signs found in the logs. Part of the baby-tracking area (contracts/baby-tracking.ts).
 */
import { z } from 'zod';
import { MAX_BOTTLE_ML, TIMER_ACTIONS, TIMER_KINDS } from '../domain/baby-log.ts';
import { babySchema } from './baby-tracking-babies.ts';
import {
  babyLogSchema,
  breastSideSchema,
  feedingSideSchema,
  feedingTypeSchema,
  sleepQualitySchema,
} from './baby-tracking-logs.ts';
import { instantSchema, isoDateSchema, text } from './common.ts';

/** A day's counters (the tracker's three tiles, the hub's Baby Care card). */
export const daySummarySchema = z.object({
  /** Feeds that started this day; left, right and a top-up given together are one feed (a session). */
  feeds: z.number().int(),
  bottleMl: z.number(),
  breastMinutes: z.number().int(),
  nappies: z.number().int(),
  /** Wet or both. */
  wet: z.number().int(),
  /** Dirty or both. */
  dirty: z.number().int(),
  /** Minutes asleep inside this local day (a sleep across midnight counts in both days). */
  sleepMinutes: z.number().int(),
  /** sleepMinutes / 60 to one decimal, as the spec shows it. */
  sleepHours: z.number(),
});
export type DaySummary = z.infer<typeof daySummarySchema>;

/** A log as a day's list shows it. */
export const dayLogSchema = babyLogSchema.extend({
  /** A sleep's minutes inside this day; null for feeds and nappies. */
  minutesInDay: z.number().int().nullable(),
  /** A sleep that began the day before and runs into this one. */
  startedDayBefore: z.boolean(),
  /** Feeds of one session share this id (the first log's). */
  sessionId: z.string().nullable(),
});
export type DayLog = z.infer<typeof dayLogSchema>;

export const babyDayQuerySchema = z.object({
  /** Her local date; today when absent. */
  date: isoDateSchema.optional(),
  /** Which baby; her first when absent. */
  babyId: text().optional(),
});

export const babyDaySchema = z.object({
  date: z.string(),
  baby: babySchema,
  /** Newest first. */
  logs: z.array(dayLogSchema),
  summary: daySummarySchema,
});
export type BabyDay = z.infer<typeof babyDaySchema>;

/**
 * A warning sign found in the logs (catalogue part C): its catalogue id (for its advice and the Call button), our
 * words for what was seen, and the health flag it raised. `warning` is the gentle step before (8 hours without a
 * wet nappy): the advice is shown and nothing is raised.
 */
export const babySignSchema = z.object({
  signId: z.string(),
  level: z.enum(['warning', 'sign']),
  reason: z.string(),
  /** The moment the sign counts from (the last wet nappy, the last feed, the pale stool). */
  since: z.iso.datetime(),
  flagId: z.string().nullable(),
});
export type BabySign = z.infer<typeof babySignSchema>;

const target = z.object({ count: z.number().int(), min: z.number().int(), max: z.number().int().nullable() });

/** The last 24 hours against what a midwife expects by day of life (docs/product.md, "Day of life"). */
export const dayOfLifeSchema = z.object({
  day: z.number().int(),
  /** Whether the counts are judged, and if not why: the first day, too few hours logged, past day 28. */
  judged: z.boolean(),
  notJudgedBecause: z.enum(['first-day', 'not-enough-logs', 'past-table']).nullable(),
  feeds: target.nullable(),
  wet: target.nullable(),
  dirty: target.nullable(),
  /** Which counts are below their target (shown in gentle amber). */
  below: z.array(z.enum(['feeds', 'wet', 'dirty'])),
  lastWetAt: z.iso.datetime().nullable(),
  /** To one decimal. */
  hoursSinceWet: z.number().nullable(),
});
export type DayOfLife = z.infer<typeof dayOfLifeSchema>;

export const lastFeedSchema = z.object({
  logId: z.string(),
  /** The start of the last feed session: time since the last feed counts start to start. */
  startedAt: z.iso.datetime(),
  endedAt: z.iso.datetime(),
  feedingType: feedingTypeSchema,
  feedingSide: feedingSideSchema.nullable(),
  bottleMl: z.number().nullable(),
  minutesSinceStart: z.number().int(),
});

export const timerSchema = z.object({
  id: z.string(),
  babyId: z.string(),
  kind: z.enum(TIMER_KINDS),
  status: z.enum(['running', 'paused']),
  /** The side now (feeding timers). */
  side: breastSideSchema.nullable(),
  startedAt: z.iso.datetime(),
  /** The start of the stretch now running, null while paused: elapsed = elapsedSeconds + (now - asOf) while running. */
  runningSince: z.iso.datetime().nullable(),
  elapsedSeconds: z.number().int(),
  leftSeconds: z.number().int(),
  rightSeconds: z.number().int(),
  /** The server's time for the three counts. */
  asOf: z.iso.datetime(),
});
export type Timer = z.infer<typeof timerSchema>;

export const babyStatusSchema = z.object({
  asOf: z.iso.datetime(),
  /** Her local date. */
  today: z.string(),
  babies: z.array(
    z.object({
      baby: babySchema,
      today: daySummarySchema,
      lastFeed: lastFeedSchema.nullable(),
      /** The side to offer first: the other one from where the last breastfeed ended. */
      nextSide: z.object({ side: breastSideSchema, reason: z.string() }).nullable(),
      dayOfLife: dayOfLifeSchema,
      signs: z.array(babySignSchema),
    }),
  ),
  /** Her running and paused timers, for every baby. */
  timers: z.array(timerSchema),
});
export type BabyStatus = z.infer<typeof babyStatusSchema>;

/** POST /api/baby-timers. */
export const startTimerSchema = z.strictObject({
  userId: text().optional(),
  babyId: text({ error: 'babyId must be the id of one of your babies' }).optional(),
  kind: z.enum(TIMER_KINDS, { error: 'kind must be feeding or sleep' }),
  /** Feeding only; absent: the next side. */
  side: breastSideSchema.optional(),
  /** Backdated start; absent: now. */
  startedAt: instantSchema.optional(),
  /**
   * The timer's id, made on her phone: a timer started with no signal waits in her phone's queue, and the switch,
   * pause and stop she presses meanwhile wait behind it naming this id. Absent: the server makes one.
   */
  id: z.uuid({ error: 'id must be a UUID' }).optional(),
});
export type StartTimer = z.input<typeof startTimerSchema>;

export const timerActionSchema = z.strictObject({
  action: z.enum(TIMER_ACTIONS, { error: 'action must be switch, pause or resume' }),
  /** When she pressed it (an action that waited on her phone for a signal); absent: now. */
  at: instantSchema.optional(),
});
export type TimerActionBody = z.input<typeof timerActionSchema>;

/** POST /api/baby-timers/{timerId}/stop: what the log needs besides the timer's own times. */
export const stopTimerSchema = z.strictObject({
  /** When it ended, if she forgot to stop it; absent: now. */
  endedAt: instantSchema.optional(),
  /** A top-up bottle given with the breastfeed (ml): the log becomes `both`, one feed. */
  feedingAmount: z
    .number({ error: 'feedingAmount must be a number of millilitres' })
    .gt(0, 'A bottle must be more than 0 ml')
    .max(MAX_BOTTLE_ML, `A bottle must be at most ${String(MAX_BOTTLE_ML)} ml`)
    .optional(),
  sleepQuality: sleepQualitySchema.optional(),
  notes: text({ error: 'notes must be text' })
    .trim()
    .max(1000, 'Please keep notes under 1,000 characters')
    .optional(),
  confirmOverlap: z.boolean({ error: 'confirmOverlap must be true or false' }).optional(),
});
export type StopTimer = z.input<typeof stopTimerSchema>;

export const timerResponseSchema = z.object({ timer: timerSchema });
export const timerListSchema = z.array(timerSchema);
export const timerIdParamsSchema = z.object({ timerId: text() });
/** A saved log, with any warning sign it showed (a pale stool). */
export const babyLogResponseSchema = z.object({ log: babyLogSchema, signs: z.array(babySignSchema) });
export type BabyLogResponse = z.infer<typeof babyLogResponseSchema>;

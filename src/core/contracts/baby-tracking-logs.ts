/**
 * Baby logs (docs/product.md, "Baby tracker"): feeds, nappies and sleeps with real instants in her time zone, the
 * product spec's fields (section 3) plus what the tracker needs (the baby, when it happened, a stool colour). Part
 * of the baby-tracking area (contracts/baby-tracking.ts).
 */
import { z } from 'zod';
import {
  BABY_LOG_TYPES,
  BREAST_SIDES,
  DIAPER_TYPES,
  FEEDING_SIDES,
  FEEDING_TYPES,
  MAX_BOTTLE_ML,
  MAX_LOG_MINUTES,
  STOOL_COLORS,
} from '../domain/baby-log.ts';
import { babyLogFieldProblems } from '../domain/baby-log-fields.ts';
import { instantSchema, logDateSchema, text } from './common.ts';

export const babyLogTypeSchema = z.enum(BABY_LOG_TYPES, {
  error: 'logType must be feeding, diaper or sleep',
});
export const feedingTypeSchema = z.enum(FEEDING_TYPES, {
  error: 'feedingType must be breast, bottle or both',
});
export const feedingSideSchema = z.enum(FEEDING_SIDES, { error: 'feedingSide must be left, right or both' });
export const breastSideSchema = z.enum(BREAST_SIDES, { error: 'side must be left or right' });
export const diaperTypeSchema = z.enum(DIAPER_TYPES, { error: 'diaperType must be wet, dirty or both' });
export const stoolColorSchema = z.enum(STOOL_COLORS, {
  error: 'stoolColor must be black, green, yellow, brown or pale',
});

const notesField = (name: string) =>
  text({ error: `${name} must be text` })
    .trim()
    .max(1000, `Please keep ${name} under 1,000 characters`);
const minutesField = (what: string) =>
  z
    .number({ error: `${what} must be a whole number of minutes` })
    .int(`${what} must be a whole number of minutes`)
    .min(1, `${what} must be at least 1 minute`)
    .max(MAX_LOG_MINUTES, `${what} must be at most 24 hours (1440 minutes)`);
const bottleAmount = z
  .number({ error: 'feedingAmount must be a number of millilitres' })
  .gt(0, 'A bottle must be more than 0 ml')
  .max(MAX_BOTTLE_ML, `A bottle must be at most ${String(MAX_BOTTLE_ML)} ml`);
export const sleepQualitySchema = z
  .number({ error: 'sleepQuality must be a whole number from 1 to 5' })
  .int('sleepQuality must be a whole number from 1 to 5')
  .min(1, 'sleepQuality must be a whole number from 1 to 5')
  .max(5, 'sleepQuality must be a whole number from 1 to 5');

/** The fields of a log, each optional and nullable (which are needed depends on the type). */
const logFields = {
  feedingType: feedingTypeSchema.nullable().optional(),
  /** Minutes of breastfeeding (integer). */
  feedingDuration: minutesField('feedingDuration').nullable().optional(),
  /** Millilitres in the bottle (decimal); the web converts fl oz. */
  feedingAmount: bottleAmount.nullable().optional(),
  feedingSide: feedingSideSchema.nullable().optional(),
  diaperType: diaperTypeSchema.nullable().optional(),
  diaperNotes: notesField('diaperNotes').nullable().optional(),
  stoolColor: stoolColorSchema.nullable().optional(),
  sleepStart: instantSchema.nullable().optional(),
  /** Earlier than sleepStart on the same local date means the next day (a sleep across midnight). */
  sleepEnd: instantSchema.nullable().optional(),
  /** Minutes, used only when sleepEnd is absent (otherwise computed from the two instants). */
  sleepDuration: minutesField('sleepDuration').nullable().optional(),
  sleepQuality: sleepQualitySchema.nullable().optional(),
  sleepNotes: notesField('sleepNotes').nullable().optional(),
  /** When a feed started or a nappy was changed; absent: now (a timed feed then ends now). */
  startedAt: instantSchema.nullable().optional(),
  notes: notesField('notes').nullable().optional(),
  /** She has seen the overlap warning (409 `overlap`) and saves anyway. */
  confirmOverlap: z.boolean({ error: 'confirmOverlap must be true or false' }).optional(),
};

/**
 * POST /api/baby-tracking: the spec's payload (userId, logDate, logType and the type's fields) plus babyId (absent:
 * her first baby), startedAt, stoolColor and confirmOverlap. Fields of another type are refused, as are the
 * type's missing ones (baby-log-fields.ts), so the form says exactly what the server would.
 */
export const createBabyLogSchema = z
  .strictObject({
    userId: text().optional(),
    babyId: text({ error: 'babyId must be the id of one of your babies' }).optional(),
    logType: babyLogTypeSchema,
    logDate: logDateSchema.optional(),
    ...logFields,
  })
  .superRefine((body, ctx) => {
    for (const [field, message] of Object.entries(babyLogFieldProblems(body)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type CreateBabyLog = z.input<typeof createBabyLogSchema>;

/**
 * PATCH /api/baby-tracking/entries/{logId}: any fields of the same type (null clears an optional one); the result is
 * checked whole, as a new log is. The type cannot change (delete and log again).
 */
export const updateBabyLogSchema = z
  .strictObject({ logDate: logDateSchema.optional(), ...logFields })
  .refine((b) => Object.entries(b).some(([k, v]) => k !== 'confirmOverlap' && v !== undefined), {
    message: 'Change at least one field',
    path: ['notes'],
  });
export type UpdateBabyLog = z.input<typeof updateBabyLogSchema>;

export const babyLogSchema = z.object({
  id: z.string(),
  userId: z.string(),
  babyId: z.string(),
  logType: babyLogTypeSchema,
  /** Her local date of `startedAt` (the day it belongs to), yyyy-mm-dd. */
  logDate: z.string(),
  /** When it started (a nappy or a bottle: when it happened). */
  startedAt: z.iso.datetime(),
  /** When it ended (equal to startedAt for a nappy or a bottle without minutes). */
  endedAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  notes: z.string().nullable(),
  feedingType: feedingTypeSchema.nullable(),
  feedingDuration: z.number().int().nullable(),
  feedingAmount: z.number().nullable(),
  feedingSide: feedingSideSchema.nullable(),
  /** Seconds on each side, when the timer measured them. */
  leftSeconds: z.number().int().nullable(),
  rightSeconds: z.number().int().nullable(),
  /** The side the feed ended on (timer), which decides the next side. */
  lastSide: breastSideSchema.nullable(),
  diaperType: diaperTypeSchema.nullable(),
  diaperNotes: z.string().nullable(),
  stoolColor: stoolColorSchema.nullable(),
  sleepStart: z.iso.datetime().nullable(),
  sleepEnd: z.iso.datetime().nullable(),
  sleepDuration: z.number().int().nullable(),
  sleepQuality: z.number().int().nullable(),
  sleepNotes: z.string().nullable(),
  /** A sleep that ends on a later local date than it starts ("until 03:00 the next day"); false for the rest. */
  endsNextDay: z.boolean(),
  /** Written by stopping a timer. */
  fromTimer: z.boolean(),
});
export type BabyLog = z.infer<typeof babyLogSchema>;

export const babyLogIdParamsSchema = z.object({ logId: text() });

/**
 * Her recovery tracker (docs/product.md, "Recovery tracker"; product spec sections 3, 5 and 7; issue 14): bleeding,
 * pain, medication, nutrition and mental health logs. The red-flag rules of section 5 are decided on the server from
 * the catalogue (core/domain/recovery-flags.ts): the client's `redFlag` can raise a log, never lower it. A red-flagged
 * log raises a health flag for review. A mental health log may keep one voice memo, which only she can play.
 */
import { z } from 'zod';
import {
  BLEEDING_COLORS,
  BLEEDING_VOLUMES,
  MEDICATION_PURPOSES,
  PAIN_LOCATIONS,
  PAIN_TYPES,
  RECOVERY_LOG_TYPES,
  RECOVERY_RANGES,
  recoveryFieldProblems,
} from '../domain/recovery-log.ts';
import { VOICE_MEMO_MAX_BYTES, VOICE_MEMO_TYPES } from '../domain/voice-memo.ts';
import { instantSchema, isoDateSchema, logDateSchema, text, userIdParamsSchema } from './common.ts';
import { endpoint, file } from './endpoint.ts';

const list = (values: readonly string[]) => values.join(', ');
const oneOf = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of: ${list(values)}` });

export const recoveryLogTypeSchema = oneOf('logType', RECOVERY_LOG_TYPES);

const whole = (name: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${name} must be a whole number from ${String(min)} to ${String(max)}` })
    .int(`${name} must be a whole number from ${String(min)} to ${String(max)}`)
    .min(min, `${name} must be a whole number from ${String(min)} to ${String(max)}`)
    .max(max, `${name} must be a whole number from ${String(min)} to ${String(max)}`);
const words = (name: string, max: number) =>
  text({ error: `${name} must be text` })
    .trim()
    .max(max, `Please keep ${name} under ${max.toLocaleString('en-GB')} characters`);

const water = RECOVERY_RANGES.waterIntake;
const waterIntake = z
  .number({ error: 'waterIntake must be a number of litres from 0 to 5' })
  .min(water.min, 'waterIntake must be from 0 to 5 litres')
  .max(water.max, 'waterIntake must be from 0 to 5 litres')
  // Steps of 0.1 L, with room for a float's rounding (2.3 arrives as 2.2999999999999998).
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, 'waterIntake goes in steps of 0.1 litres');

const recoveryFields = {
  notes: words('notes', 2000).nullable().optional(),
  bleedingVolume: oneOf('bleedingVolume', BLEEDING_VOLUMES).nullable().optional(),
  bleedingColor: oneOf('bleedingColor', BLEEDING_COLORS).nullable().optional(),
  bleedingClots: z.boolean({ error: 'bleedingClots must be true or false' }).nullable().optional(),
  painLevel: whole('painLevel', RECOVERY_RANGES.painLevel).nullable().optional(),
  painLocation: oneOf('painLocation', PAIN_LOCATIONS).nullable().optional(),
  painType: oneOf('painType', PAIN_TYPES).nullable().optional(),
  medicationName: words('medicationName', 100).nullable().optional(),
  medicationDosage: words('medicationDosage', 100).nullable().optional(),
  /** When she took it; absent or null: when the log was made. */
  medicationTime: instantSchema.nullable().optional(),
  medicationPurpose: oneOf('medicationPurpose', MEDICATION_PURPOSES).nullable().optional(),
  waterIntake: waterIntake.nullable().optional(),
  mealQuality: whole('mealQuality', RECOVERY_RANGES.mealQuality).nullable().optional(),
  nutritionNotes: words('nutritionNotes', 2000).nullable().optional(),
  moodRating: whole('moodRating', RECOVERY_RANGES.moodRating).nullable().optional(),
  anxietyLevel: whole('anxietyLevel', RECOVERY_RANGES.anxietyLevel).nullable().optional(),
  bonding: whole('bonding', RECOVERY_RANGES.bonding).nullable().optional(),
  supportLevel: whole('supportLevel', RECOVERY_RANGES.supportLevel).nullable().optional(),
  mentalHealthNotes: words('mentalHealthNotes', 2000).nullable().optional(),
  /**
   * The spec's field. A recording is uploaded after the log is saved (POST .../voice-memo), so only an empty value
   * is accepted here.
   */
  voiceMemoUrl: z
    .literal(['', null], {
      error: 'Save the entry first, then upload the recording to its voice-memo address',
    })
    .optional(),
};

/**
 * POST /api/maternal-recovery: the spec's payload (userId, logDate, logType, the type's fields, redFlag,
 * redFlagReason). Medication needs its name and dosage; fields of another type are refused.
 */
export const createRecoveryLogSchema = z
  .strictObject({
    userId: text().optional(),
    logType: recoveryLogTypeSchema,
    logDate: logDateSchema.optional(),
    /** The client's own verdict: true raises the log, false never lowers the server's rules. */
    redFlag: z.boolean({ error: 'redFlag must be true or false' }).optional(),
    redFlagReason: words('redFlagReason', 500).optional(),
    ...recoveryFields,
  })
  .superRefine((body, ctx) => {
    for (const [field, message] of Object.entries(recoveryFieldProblems(body)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type CreateRecoveryLog = z.input<typeof createRecoveryLogSchema>;

/** PATCH /api/maternal-recovery/entries/{logId}: any fields of the same type; the red flag is decided again. */
export const updateRecoveryLogSchema = z
  .strictObject({ logDate: logDateSchema.optional(), ...recoveryFields })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Change at least one field',
    path: ['notes'],
  });
export type UpdateRecoveryLog = z.input<typeof updateRecoveryLogSchema>;

export const voiceMemoSchema = z.object({
  contentType: z.enum(VOICE_MEMO_TYPES),
  size: z.number().int(),
  createdAt: z.iso.datetime(),
  /** Where she plays it (only she can). */
  url: z.string(),
});

export const recoveryLogSchema = z.object({
  id: z.string(),
  userId: z.string(),
  logType: recoveryLogTypeSchema,
  /** Her local date of loggedAt, yyyy-mm-dd. */
  logDate: z.string(),
  loggedAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  notes: z.string().nullable(),
  redFlag: z.boolean(),
  /** The spec's reason, verbatim; '' when not flagged. */
  redFlagReason: z.string(),
  /** The catalogue sign behind the flag, for its advice and the Call button (heavy bleeding); else null. */
  signId: z.string().nullable(),
  /** The health flag raised for review. */
  flagId: z.string().nullable(),
  bleedingVolume: z.enum(BLEEDING_VOLUMES).nullable(),
  bleedingColor: z.enum(BLEEDING_COLORS).nullable(),
  bleedingClots: z.boolean().nullable(),
  painLevel: z.number().int().nullable(),
  painLocation: z.enum(PAIN_LOCATIONS).nullable(),
  painType: z.enum(PAIN_TYPES).nullable(),
  medicationName: z.string().nullable(),
  medicationDosage: z.string().nullable(),
  medicationTime: z.iso.datetime().nullable(),
  medicationPurpose: z.enum(MEDICATION_PURPOSES).nullable(),
  waterIntake: z.number().nullable(),
  mealQuality: z.number().int().nullable(),
  nutritionNotes: z.string().nullable(),
  moodRating: z.number().int().nullable(),
  anxietyLevel: z.number().int().nullable(),
  bonding: z.number().int().nullable(),
  supportLevel: z.number().int().nullable(),
  mentalHealthNotes: z.string().nullable(),
  /** The recording's address (the spec's field), or null. */
  voiceMemoUrl: z.string().nullable(),
  voiceMemo: voiceMemoSchema.nullable(),
});
export type RecoveryLog = z.infer<typeof recoveryLogSchema>;

export const lastDoseSchema = z.object({
  medicationName: z.string(),
  medicationDosage: z.string(),
  /** medicationTime, or when the log was made. */
  takenAt: z.iso.datetime(),
  logId: z.string(),
});

export const recoveryDaySchema = z.object({
  date: z.string(),
  /** Newest first. */
  logs: z.array(recoveryLogSchema),
  /** The red 'Health Alerts Today' panel: the day's flagged logs. */
  alerts: z.object({ count: z.number().int(), reasons: z.array(z.string()) }),
  /** The latest dose of each medicine she has logged (time since the last dose of the same medicine). */
  lastDoses: z.array(lastDoseSchema),
});
export type RecoveryDay = z.infer<typeof recoveryDaySchema>;

export const recoveryDayQuerySchema = z.object({ date: isoDateSchema.optional() });
export const recoveryLogResponseSchema = z.object({ log: recoveryLogSchema });
export const recoveryLogIdParamsSchema = z.object({ logId: text() });

/**
 * The upload: one audio file (`file`), at most VOICE_MEMO_MAX_BYTES; its type is read from its bytes. The web sends
 * a Blob (as multipart/form-data); the server receives its bytes. No Buffer here: the web loads this file too.
 */
export const voiceMemoUploadSchema = z.object({
  file: z
    .custom<
      Blob | Uint8Array
    >((v) => v instanceof Uint8Array || (typeof Blob !== 'undefined' && v instanceof Blob), 'Attach the recording as file')
    .meta({ type: 'string', format: 'binary', description: 'The recording (WebM, Ogg or MP4 audio)' }),
});
export const voiceMemoResponseSchema = z.object({ voiceMemo: voiceMemoSchema });

const ownLog = { kind: 'owner', param: 'logId', resource: 'recoveryLog' } as const;
const self = { kind: 'self', param: 'userId' } as const;

export const recoveryEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/maternal-recovery/:userId',
    summary: "One local day's recovery logs (newest first), its alerts, and the last dose of each medicine",
    access: self,
    params: userIdParamsSchema,
    query: recoveryDayQuerySchema,
    responses: { 200: recoveryDaySchema },
  }),
  endpoint({
    method: 'POST',
    path: '/api/maternal-recovery',
    summary: 'Log bleeding, pain, medication, nutrition or mental health; red flags are decided here',
    access: { kind: 'user' },
    idempotent: true,
    body: createRecoveryLogSchema,
    responses: { 201: recoveryLogResponseSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/maternal-recovery/:userId/recent',
    summary: 'Her last 10 recovery logs, newest first',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: z.array(recoveryLogSchema) },
  }),
  endpoint({
    method: 'PATCH',
    path: '/api/maternal-recovery/entries/:logId',
    summary: 'Correct one of her recovery logs (its red flag is decided again)',
    access: ownLog,
    params: recoveryLogIdParamsSchema,
    body: updateRecoveryLogSchema,
    responses: { 200: recoveryLogResponseSchema },
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/maternal-recovery/entries/:logId',
    summary: 'Delete one of her recovery logs (and its voice memo)',
    access: ownLog,
    params: recoveryLogIdParamsSchema,
    responses: { 204: null },
  }),
  endpoint({
    method: 'POST',
    path: '/api/maternal-recovery/entries/:logId/voice-memo',
    summary: `Keep a voice memo with a mental health log (${VOICE_MEMO_TYPES.join(', ')}; at most ${String(VOICE_MEMO_MAX_BYTES / 1_000_000)} MB), replacing any before`,
    access: ownLog,
    idempotent: true,
    params: recoveryLogIdParamsSchema,
    bodyType: 'multipart',
    body: voiceMemoUploadSchema,
    responses: { 201: voiceMemoResponseSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/maternal-recovery/entries/:logId/voice-memo',
    summary: 'Play her voice memo (hers only)',
    access: ownLog,
    params: recoveryLogIdParamsSchema,
    responses: { 200: file('audio/webm', 'The recording, in the type it was recorded in') },
    errors: [404],
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/maternal-recovery/entries/:logId/voice-memo',
    summary: 'Delete her voice memo, keeping the entry',
    access: ownLog,
    params: recoveryLogIdParamsSchema,
    responses: { 204: null },
  }),
] as const;

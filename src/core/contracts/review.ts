/**
 * The clinical review queue (docs/product.md, "Review queue"): a reviewer opens the record behind a health flag and
 * marks the flag reviewed. Reviewers only; every read of a mother's record is written to the audit log.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { flagIdParamsSchema, healthFlagResponseSchema, healthFlagSchema } from './flags.ts';
import { babyLogSchema } from './baby-tracking-logs.ts';
import { recoveryLogSchema } from './recovery.ts';
import { symptomLogSchema } from './symptoms.ts';
import { chatPhotoSchema } from './zara-postpartum.ts';

export const reviewFlagSchema = z.strictObject({
  reviewed: z.boolean({ error: 'reviewed must be true or false' }),
});

export const conversationRecordSchema = z.object({
  id: z.string(),
  title: z.string(),
  channel: z.string(),
  createdAt: z.iso.datetime(),
  messages: z.array(
    z.object({
      id: z.string(),
      role: z.enum(['user', 'zara']),
      content: z.string(),
      urgency: z.string().nullable(),
      createdAt: z.iso.datetime(),
      /** Photos she attached to this message (the recovery chat), for her midwife. */
      photos: z.array(chatPhotoSchema),
    }),
  ),
});

export const screeningRecordSchema = z.object({
  id: z.string(),
  instrument: z.enum(['phq9', 'gad7']),
  total: z.number().int(),
  severity: z.string(),
  crisis: z.boolean(),
  createdAt: z.iso.datetime(),
});

/** The record that raised a flag, for the clinical reviewer. */
export const flagSourceRecordSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('symptom_log'), log: symptomLogSchema }),
  z.object({ kind: z.literal('conversation'), conversation: conversationRecordSchema }),
  z.object({ kind: z.literal('screening'), screening: screeningRecordSchema }),
  z.object({ kind: z.literal('recovery_log'), log: recoveryLogSchema }),
  /** The baby log a sign counts from, with the baby's name and birth date. */
  z.object({
    kind: z.literal('baby_log'),
    log: babyLogSchema,
    baby: z.object({ name: z.string().nullable(), birthDate: z.string() }),
  }),
  z.object({ kind: z.literal('none'), note: z.string() }),
]);
export type FlagSourceRecord = z.infer<typeof flagSourceRecordSchema>;
export const flagSourceResponseSchema = z.object({ flag: healthFlagSchema, record: flagSourceRecordSchema });
export type FlagSourceResponse = z.infer<typeof flagSourceResponseSchema>;

export const reviewEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/admin/flags/:flagId/source',
    summary:
      'The record that raised a flag: the symptom, recovery or baby log, the self-check or the conversation (audited)',
    access: { kind: 'admin' },
    params: flagIdParamsSchema,
    responses: { 200: flagSourceResponseSchema },
    errors: [404],
  }),
  endpoint({
    method: 'PATCH',
    path: '/api/admin/flags/:flagId',
    summary: 'Mark a flag reviewed (with who and when), or reopen it',
    access: { kind: 'admin' },
    params: flagIdParamsSchema,
    body: reviewFlagSchema,
    responses: { 200: healthFlagResponseSchema },
    errors: [404],
  }),
] as const;

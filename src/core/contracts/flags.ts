import { z } from 'zod';
import { flagTypeSchema, symptomLogSchema } from './symptoms.ts';

export const flagSourceSchema = z.enum([
  'symptom_log',
  'chat',
  'recovery_log',
  'baby_log',
  'screening',
  'postpartum_ai_chat',
  'manual',
]);
export type FlagSource = z.infer<typeof flagSourceSchema>;

/** A health flag (01-core-app.md section 3) plus who it belongs to and how it was reviewed. */
export const healthFlagSchema = z.object({
  id: z.string(),
  userId: z.string(),
  flagType: flagTypeSchema,
  reason: z.string(),
  createdAt: z.iso.datetime(),
  symptom: z.object({ description: z.string(), aiAnalysis: z.string() }),
  source: flagSourceSchema,
  sourceId: z.string().nullable(),
  priority: z.enum(['high', 'medium', 'low']).nullable(),
  reviewed: z.boolean(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.iso.datetime().nullable(),
});
export type HealthFlag = z.infer<typeof healthFlagSchema>;

export const healthFlagListSchema = z.array(healthFlagSchema);

/**
 * GET /api/admin/flags?scope=: `mine` (the default, for everyone: her own flags, as the spec's dashboard and
 * alerts page read them) or `all` (the review queue: every mother's flags, admins only, audited).
 */
export const flagListQuerySchema = z.object({
  scope: z.enum(['mine', 'all'], { error: 'scope must be mine or all' }).default('mine'),
});
export const healthFlagResponseSchema = z.object({ flag: healthFlagSchema });

/** POST /api/admin/flags: the payload of 02-postpartum-hub.md section 7, sent when an AI reply carries a red flag. */
export const createFlagSchema = z.strictObject({
  userId: z.string({ error: 'userId is required' }),
  flagType: z.literal('postpartum_ai_concern', { error: "flagType must be 'postpartum_ai_concern'" }),
  priority: z.literal('high', { error: "priority must be 'high'" }),
  description: z
    .string({ error: 'description is required' })
    .trim()
    .min(1, 'description is required')
    .max(2000, 'Please keep the description under 2,000 characters'),
  context: z.literal('postpartum_ai_chat', { error: "context must be 'postpartum_ai_chat'" }),
});
export type CreateFlag = z.infer<typeof createFlagSchema>;

export const flagIdParamsSchema = z.object({ flagId: z.string() });

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
  z.object({ kind: z.literal('none'), note: z.string() }),
]);
export type FlagSourceRecord = z.infer<typeof flagSourceRecordSchema>;
export const flagSourceResponseSchema = z.object({ flag: healthFlagSchema, record: flagSourceRecordSchema });
export type FlagSourceResponse = z.infer<typeof flagSourceResponseSchema>;

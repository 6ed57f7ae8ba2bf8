/**
 * Health flags (docs/product.md, "Health alerts"): raised by symptom logs, self-checks, Zara and the recovery chat;
 * read by the mother (her own) and by clinical reviewers (everyone's, each read audited).
 */
import { z } from 'zod';
import { text } from './common.ts';
import { endpoint } from './endpoint.ts';
import { flagTypeSchema } from './symptoms.ts';

export const flagSourceSchema = z.enum([
  'symptom_log',
  'chat',
  'recovery_log',
  'baby_log',
  'screening',
  'postpartum_ai_chat',
  'milestone',
  'manual',
]);
export type FlagSource = z.infer<typeof flagSourceSchema>;

/** A health flag plus who it belongs to and how it was reviewed. */
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

/** POST /api/admin/flags: the recovery chat's report, sent when its reply carries a red flag. */
export const createFlagSchema = z.strictObject({
  userId: text({ error: 'userId is required' }),
  flagType: z.literal('postpartum_ai_concern', { error: "flagType must be 'postpartum_ai_concern'" }),
  priority: z.literal('high', { error: "priority must be 'high'" }),
  description: text({ error: 'description is required' })
    .trim()
    .min(1, 'description is required')
    .max(2000, 'Please keep the description under 2,000 characters'),
  context: z.literal('postpartum_ai_chat', { error: "context must be 'postpartum_ai_chat'" }),
});
export type CreateFlag = z.infer<typeof createFlagSchema>;

export const flagIdParamsSchema = z.object({ flagId: text() });

export const flagEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/admin/flags',
    summary: "Her own health alerts, newest first; with scope=all, every mother's (reviewers only, audited)",
    access: { kind: 'user' },
    query: flagListQuerySchema,
    responses: { 200: healthFlagListSchema },
  }),
  endpoint({
    method: 'POST',
    path: '/api/admin/flags',
    summary: 'The recovery chat reports a red flag for her',
    access: { kind: 'user' },
    idempotent: true,
    body: createFlagSchema,
    responses: { 201: healthFlagResponseSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/admin/flags/:flagId',
    summary: 'One health alert: hers, or any for a reviewer (audited)',
    access: { kind: 'owner', param: 'flagId', resource: 'healthFlag', adminMayRead: true },
    params: flagIdParamsSchema,
    responses: { 200: healthFlagResponseSchema },
  }),
] as const;

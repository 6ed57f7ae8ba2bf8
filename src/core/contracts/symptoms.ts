/**
 * Symptom logs (docs/product.md, "Symptom log"): what she feels and how strong, coloured red, yellow or green by the
 * warning-signs catalogue (docs/clinical-safety.md); red and yellow also raise a health flag.
 */
import { z } from 'zod';
import { text, userIdParamsSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

export const flagTypeSchema = z.enum(['red', 'yellow', 'green']);
export type FlagTypeValue = z.infer<typeof flagTypeSchema>;

/** POST /api/symptom-logs: a catalogue id or free text, severity 1-5 ("out of 5"). */
export const createSymptomLogSchema = z.strictObject({
  /** The spec's payloads may carry her own id; the access hook refuses anyone else's. */
  userId: text().optional(),
  symptom: text({ error: 'Please choose or describe a symptom' })
    .trim()
    .min(1, 'Please choose or describe a symptom')
    .max(200, 'Please keep the symptom under 200 characters'),
  severity: z
    .number({ error: 'Severity must be a whole number from 1 to 5' })
    .int('Severity must be a whole number from 1 to 5')
    .min(1, 'Severity must be a whole number from 1 to 5')
    .max(5, 'Severity must be a whole number from 1 to 5'),
  startedAt: z.iso.datetime({ offset: true, error: 'startedAt must be a date and time' }).optional(),
  notes: text().trim().max(2000, 'Please keep notes under 2,000 characters').optional(),
});
export type CreateSymptomLog = z.infer<typeof createSymptomLogSchema>;

export const symptomLogSchema = z.object({
  id: z.string(),
  symptom: z.string(),
  /** The catalogue sign it was recognised as, if any. */
  signId: z.string().nullable(),
  severity: z.number().int(),
  flagType: flagTypeSchema,
  redFlag: z.boolean(),
  notes: z.string().nullable(),
  startedAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type SymptomLog = z.infer<typeof symptomLogSchema>;

export const symptomLogResponseSchema = z.object({
  log: symptomLogSchema,
  /** Why it got its colour, in plain words (also the health flag's reason). */
  reason: z.string(),
  /** The health flag raised for a red or yellow log. */
  flagId: z.string().nullable(),
});
export type SymptomLogResponse = z.infer<typeof symptomLogResponseSchema>;

export const symptomLogListSchema = z.array(symptomLogSchema);

export const historyQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize must be at most 100').default(20),
});
export const symptomHistorySchema = z.object({
  items: z.array(symptomLogSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type SymptomHistory = z.infer<typeof symptomHistorySchema>;

export const symptomTrendSchema = z.object({
  /** The 7-day average on her 1-5 scale: Mild or milder stable, Moderate moderate, Strong or Severe increasing (core/domain/symptom-flag.ts). */
  trend: z.enum(['increasing', 'stable', 'moderate']),
  average: z.number().nullable(),
  count: z.number().int(),
});
export type SymptomTrendResponse = z.infer<typeof symptomTrendSchema>;

const self = { kind: 'self', param: 'userId' } as const;

export const symptomEndpoints = [
  endpoint({
    method: 'POST',
    path: '/api/symptom-logs',
    summary: 'Log a symptom: its colour comes back at once, and red or yellow raises a health flag',
    access: { kind: 'user' },
    idempotent: true,
    body: createSymptomLogSchema,
    responses: { 201: symptomLogResponseSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/symptom-logs/:userId/recent',
    summary: 'Her symptoms of the last 7 days (by when each started), newest first',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: symptomLogListSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/symptom-logs/:userId/history',
    summary: 'One page of all her symptom logs, newest first',
    access: self,
    params: userIdParamsSchema,
    query: historyQuerySchema,
    responses: { 200: symptomHistorySchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/symptom-logs/:userId/trend',
    summary: 'The 7-day average severity and its trend',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: symptomTrendSchema },
  }),
] as const;

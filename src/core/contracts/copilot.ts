/**
 * The co-pilot (docs/product.md, "Co-pilot"): which part of the app a question belongs to, her real figures, the
 * recommendations of the moment, her emotional trend and her next appointments.
 */
import { z } from 'zod';
import { text, userIdParamsSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { stageSchema } from './profile.ts';
import { ZARA_MESSAGE_MAX_LENGTH } from './zara.ts';

export const copilotModuleSchema = z.enum([
  'symptom_log',
  'journal',
  'calendar',
  'exercise',
  'education',
  'chat',
  'emergency',
]);
export type CopilotModule = z.infer<typeof copilotModuleSchema>;

export const analyzeIntentRequestSchema = z.strictObject({
  userInput: text({ error: 'Please type something to analyse' })
    .max(ZARA_MESSAGE_MAX_LENGTH, 'Please keep it under 2,000 characters')
    .refine((s) => s.trim().length > 0, 'Please type something to analyse'),
  userId: text().optional(),
});
export const intentResultSchema = z.object({
  module: copilotModuleSchema,
  confidence: z.number().min(0).max(1),
});
export type IntentResult = z.infer<typeof intentResultSchema>;

/** Hers: her stage and week and how much she has used each part of the app. */
export const copilotStateSchema = z.object({
  stage: stageSchema.nullable(),
  week: z.number().int().nullable(),
  moduleUsage: z.array(z.object({ module: copilotModuleSchema, count: z.number().int() })),
});
export type CopilotState = z.infer<typeof copilotStateSchema>;

/** The machinery, for admins only (docs/product.md, "Co-pilot"): whether the parts are up and how they fit. */
export const copilotSystemSchema = z.object({
  database: z.enum(['embedded', 'postgres']),
  databaseOk: z.boolean(),
  provider: z.object({ kind: z.enum(['built-in', 'model']), model: z.string().nullable() }),
  architecture: z.array(z.string()),
});
export type CopilotSystem = z.infer<typeof copilotSystemSchema>;

export const recommendationSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  priority: z.enum(['high', 'medium', 'low']),
  route: z.string().nullable(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;
export const recommendationsResponseSchema = z.object({ recommendations: z.array(recommendationSchema) });

export const emotionalTrendSchema = z.object({
  emotionalTrend: z.enum(['improving', 'steady', 'declining', 'unknown']),
  checkins: z.number().int(),
  recent: z.array(z.object({ date: z.string(), mood: z.string(), score: z.number() })),
});
export type EmotionalTrend = z.infer<typeof emotionalTrendSchema>;

export const copilotCalendarSchema = z.object({
  events: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      date: z.string(),
      time: z.string().nullable(),
      eventType: z.string(),
    }),
  ),
});

const self = { kind: 'self', param: 'userId' } as const;

export const copilotEndpoints = [
  endpoint({
    method: 'POST',
    path: '/api/copilot/analyze-intent',
    summary: 'Which part of the app a question belongs to, with a confidence',
    access: { kind: 'user' },
    body: analyzeIntentRequestSchema,
    responses: { 200: intentResultSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/copilot/state/:userId',
    summary: 'Her stage and week, and how much she uses each part of the app',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: copilotStateSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/admin/copilot/system',
    summary: 'For admins: whether the database and the language model are up, and how the parts fit',
    access: { kind: 'admin' },
    responses: { 200: copilotSystemSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/copilot/recommendations/:userId',
    summary: 'What needs her attention now, most important first',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: recommendationsResponseSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/copilot/emotional-trend/:userId',
    summary: 'Her emotional trend over the last two weeks of check-ins',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: emotionalTrendSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/copilot/calendar/:userId',
    summary: 'Her next five appointments and milestones',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: copilotCalendarSchema },
  }),
] as const;

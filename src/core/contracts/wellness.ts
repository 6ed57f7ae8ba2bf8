/**
 * Mental wellness (docs/product.md, "Mental wellness"): PHQ-9 and GAD-7 self-checks, the crisis signal sent the
 * moment PHQ-9 question 9 is answered above 0, and her mood history from her check-ins.
 */
import { z } from 'zod';
import { INSTRUMENTS, screeningAnswersProblem } from '../domain/screening.ts';
import { text, userIdParamsSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

export const instrumentSchema = z.enum(['phq9', 'gad7'], { error: 'instrument must be phq9 or gad7' });

/** The id the app gives one run of a self-check, so the crisis flag raised mid-check and the result meet. */
const checkIdSchema = z.uuid({ error: 'checkId must be the id of this self-check (a UUID)' });

/**
 * POST /api/screenings: every answer 0-3, as many as the questionnaire has. `checkId`, when the crisis flag was
 * raised during the check, lets the result reuse that flag; it becomes the stored screening's id.
 */
export const createScreeningSchema = z
  .strictObject({
    userId: text().optional(),
    instrument: instrumentSchema,
    answers: z.array(z.unknown(), { error: 'answers must be a list' }),
    checkId: checkIdSchema.optional(),
  })
  .superRefine((b, ctx) => {
    if (!(b.instrument in INSTRUMENTS)) return;
    const problem = screeningAnswersProblem(b.instrument, b.answers);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['answers'] });
  });

export const screeningSchema = z.object({
  id: z.string(),
  instrument: instrumentSchema,
  answers: z.array(z.number().int()),
  total: z.number().int(),
  maxTotal: z.number().int(),
  band: z.enum(['minimal', 'mild', 'moderate', 'moderately severe', 'severe']),
  crisis: z.boolean(),
  meaning: z.string(),
  advice: z.string(),
  createdAt: z.iso.datetime(),
});
export type Screening = z.infer<typeof screeningSchema>;
export const screeningListSchema = z.array(screeningSchema);
export const screeningResponseSchema = z.object({
  screening: screeningSchema,
  /** The red health flag raised when the crisis flow started. */
  flagId: z.string().nullable(),
});
export type ScreeningResponse = z.infer<typeof screeningResponseSchema>;

/**
 * POST /api/screenings/crisis: PHQ-9 question 9 answered above 0, sent the moment she answers it (the crisis flow
 * starts at once: docs/clinical-safety.md), so the red flag reaches the review queue even if she never finishes.
 */
export const crisisSignalSchema = z.strictObject({
  userId: text().optional(),
  checkId: checkIdSchema,
  answer: z
    .number({ error: 'answer must be 1, 2 or 3 (question 9 above 0)' })
    .int('answer must be 1, 2 or 3 (question 9 above 0)')
    .min(1, 'answer must be 1, 2 or 3 (question 9 above 0)')
    .max(3, 'answer must be 1, 2 or 3 (question 9 above 0)'),
});
export type CrisisSignal = z.infer<typeof crisisSignalSchema>;
export const crisisFlagResponseSchema = z.object({ flagId: z.string() });
export type CrisisFlagResponse = z.infer<typeof crisisFlagResponseSchema>;

export const moodHistorySchema = z.object({
  checkins: z.array(
    z.object({
      id: z.string(),
      mood: z.string(),
      intensity: z.number().int(),
      window: z.string(),
      localDate: z.string(),
    }),
  ),
  weeks: z.array(z.object({ weekStart: z.string(), brighter: z.number().int(), harder: z.number().int() })),
  trend: z.enum(['brighter', 'steady', 'harder', 'not_enough']),
});
export type MoodHistory = z.infer<typeof moodHistorySchema>;

export const wellnessEndpoints = [
  endpoint({
    method: 'POST',
    path: '/api/screenings',
    summary: 'Score and keep a finished self-check (PHQ-9 or GAD-7); a crisis raises (or reuses) a red flag',
    access: { kind: 'user' },
    idempotent: true,
    body: createScreeningSchema,
    responses: { 201: screeningResponseSchema },
    errors: [409],
  }),
  endpoint({
    method: 'POST',
    path: '/api/screenings/crisis',
    summary:
      'PHQ-9 question 9 answered above 0: raises the red flag at once (201), or finds this check has one (200)',
    access: { kind: 'user' },
    idempotent: true,
    body: crisisSignalSchema,
    responses: { 200: crisisFlagResponseSchema, 201: crisisFlagResponseSchema },
    errors: [409],
  }),
  endpoint({
    method: 'GET',
    path: '/api/screenings/:userId',
    summary: 'Her past self-checks, newest first',
    access: { kind: 'self', param: 'userId' },
    params: userIdParamsSchema,
    responses: { 200: screeningListSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/wellness/:userId/moods',
    summary: 'Her check-ins of the last 12 weeks, by week, and the emotional trend',
    access: { kind: 'self', param: 'userId' },
    params: userIdParamsSchema,
    responses: { 200: moodHistorySchema },
  }),
] as const;

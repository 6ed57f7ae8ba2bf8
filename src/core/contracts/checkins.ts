/**
 * Check-ins (docs/product.md, "Check-ins"): how she feels, morning, afternoon or evening, and the dashboard's
 * 'What to Do Today' ticks. The eight moods of the check-in card, plus 'sad', which the dashboard-v2 mood picker
 * offers and which is stored as a check-in too.
 */
import { z } from 'zod';
import { instantSchema, isoDateSchema, text, userIdParamsSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

export const checkinMoods = [
  'happy',
  'peaceful',
  'excited',
  'tired',
  'anxious',
  'overwhelmed',
  'grateful',
  'uncertain',
  'sad',
] as const;
export const checkinMoodSchema = z.enum(checkinMoods, {
  error: `mood must be one of: ${checkinMoods.join(', ')}`,
});
export type CheckinMood = z.infer<typeof checkinMoodSchema>;
export const checkinWindowSchema = z.enum(['morning', 'afternoon', 'evening'], {
  error: 'window must be morning, afternoon or evening',
});
export type CheckinWindow = z.infer<typeof checkinWindowSchema>;

export const checkinBodySchema = z.strictObject({
  userId: text().optional(),
  mood: checkinMoodSchema,
  intensity: z
    .number({ error: 'intensity must be a number from 1 to 10' })
    .int('intensity must be a whole number')
    .min(1, 'intensity must be from 1 to 10')
    .max(10, 'intensity must be from 1 to 10')
    .default(5),
  window: checkinWindowSchema,
  note: text().trim().max(1000, 'note must be at most 1000 characters').optional(),
  /**
   * When she checked in, if not now: a check-in kept on her phone with no signal is sent later and still counts
   * for the day she made it (within the last 7 days; not in the future).
   */
  checkedInAt: instantSchema.optional(),
});
export type CheckinBody = z.input<typeof checkinBodySchema>;

export const checkinSchema = z.object({
  id: z.string(),
  mood: z.string(),
  intensity: z.number().int(),
  window: checkinWindowSchema,
  note: z.string().nullable(),
  localDate: z.string(),
  createdAt: z.string(),
});
export type Checkin = z.infer<typeof checkinSchema>;
export const checkinResponseSchema = z.object({ checkin: checkinSchema });
export const checkinListSchema = z.array(checkinSchema);
export const checkinQuerySchema = z.object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() });

/** 'What to Do Today' ticks, kept per local day. */
export const dailyTasksResponseSchema = z.object({ localDate: z.string(), done: z.array(z.string()) });
export type DailyTasks = z.infer<typeof dailyTasksResponseSchema>;
export const dailyTaskBodySchema = z.strictObject({
  taskKey: text({ error: 'taskKey is required' }).trim().min(1, 'taskKey is required').max(80),
  done: z.boolean({ error: 'done must be true or false' }),
});

export const checkinEndpoints = [
  endpoint({
    method: 'POST',
    path: '/api/checkins',
    summary: 'Record how she feels (her local day, or the day of checkedInAt when sent later, and window)',
    access: { kind: 'user' },
    idempotent: true,
    body: checkinBodySchema,
    responses: { 201: checkinResponseSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/checkins/:userId',
    summary: 'Her check-ins, oldest first, optionally between two of her local dates',
    access: { kind: 'self', param: 'userId' },
    params: userIdParamsSchema,
    query: checkinQuerySchema,
    responses: { 200: checkinListSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/daily-tasks/:userId',
    summary: "Today's ticks of 'What to Do Today' (her local day: tomorrow starts fresh)",
    access: { kind: 'self', param: 'userId' },
    params: userIdParamsSchema,
    responses: { 200: dailyTasksResponseSchema },
  }),
  endpoint({
    method: 'PUT',
    path: '/api/daily-tasks',
    summary: "Tick or untick one of today's tasks",
    access: { kind: 'user' },
    body: dailyTaskBodySchema,
    responses: { 200: dailyTasksResponseSchema },
  }),
] as const;

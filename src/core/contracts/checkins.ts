/**
 * Check-in contracts (01-core-app.md sections 3 and 4). The eight mood options of section 3, plus 'sad' which the
 * dashboard-v2 mood picker offers and which is stored as a check-in too.
 */
import { z } from 'zod';
import { isoDateSchema } from './common.ts';

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
  userId: z.string().optional(),
  mood: checkinMoodSchema,
  intensity: z
    .number({ error: 'intensity must be a number from 1 to 10' })
    .int('intensity must be a whole number')
    .min(1, 'intensity must be from 1 to 10')
    .max(10, 'intensity must be from 1 to 10')
    .default(5),
  window: checkinWindowSchema,
  note: z.string().trim().max(1000, 'note must be at most 1000 characters').optional(),
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
  taskKey: z.string({ error: 'taskKey is required' }).trim().min(1, 'taskKey is required').max(80),
  done: z.boolean({ error: 'done must be true or false' }),
});

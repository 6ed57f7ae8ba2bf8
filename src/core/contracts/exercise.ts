/**
 * Exercise (docs/product.md, "Exercise"): the activities for her stage and week, her logs, her weekly goal and
 * her analytics. The activities themselves are content (content/exercises.ts); logs and settings are hers.
 */
import { z } from 'zod';
import {
  MAX_DURATION_MINUTES,
  MAX_NOTES,
  MAX_WEEKLY_GOAL,
  MIN_WEEKLY_GOAL,
  RATING_MAX,
  RATING_MIN,
} from '../domain/exercise.ts';
import { text, userIdParamsSchema } from './common.ts';
import { exerciseActivitySchema, exerciseCategorySchema } from './content-library.ts';
import { endpoint } from './endpoint.ts';

/** A stop sign of an activity, resolved from the warning-signs catalogue. */
export const stopSignSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  level: z.enum(['emergency', 'urgent', 'routine']),
});
export type StopSign = z.infer<typeof stopSignSchema>;

export const activitySchema = exerciseActivitySchema.omit({ stopSigns: true }).extend({
  stopSigns: z.array(stopSignSchema),
});
export type Activity = z.infer<typeof activitySchema>;

export const weeklyProgressSchema = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  sessions: z.number().int(),
  goal: z.number().int(),
  percent: z.number().int(),
  reached: z.boolean(),
});
export type WeeklyProgress = z.infer<typeof weeklyProgressSchema>;

/** ?firstDay= : the first day of her week in her locale (0 = Sunday ... 6 = Saturday); Sunday when not given. */
const firstDaySchema = z.coerce
  .number({ error: 'firstDay must be a number from 0 (Sunday) to 6 (Saturday)' })
  .int('firstDay must be a whole number')
  .min(0, 'firstDay must be from 0 (Sunday) to 6 (Saturday)')
  .max(6, 'firstDay must be from 0 (Sunday) to 6 (Saturday)')
  .optional();
export const weekStartQuerySchema = z.object({ firstDay: firstDaySchema });

/** ?week= : the week she picked before onboarding (ignored once her profile gives the week); ?firstDay= as above. */
export const activitiesQuerySchema = z.object({
  firstDay: firstDaySchema,
  week: z.coerce
    .number({ error: 'week must be a number from 1 to 42' })
    .int('week must be a whole number')
    .min(1, 'week must be from 1 to 42')
    .max(42, 'week must be from 1 to 42')
    .optional(),
});

/** GET /api/exercise/activities/{userId}: the activities for her stage and week, with this week's picks. */
export const activitiesResponseSchema = z.object({
  /** False before onboarding: the screen asks her to finish her profile and offers a week picker. */
  profileComplete: z.boolean(),
  stage: z.enum(['pregnancy', 'postpartum']),
  /** Her pregnancy or postpartum week; null when unknown (no profile and no week picked). */
  week: z.number().int().nullable(),
  today: z.string(),
  activities: z.array(activitySchema),
  /** Up to 3 activity ids, best first. */
  recommendedIds: z.array(z.string()),
  progress: weeklyProgressSchema,
});
export type ActivitiesResponse = z.infer<typeof activitiesResponseSchema>;

export const exerciseLogSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  activityId: z.string(),
  activityName: z.string(),
  /** The activity's category, or null when the activity is no longer in the library. */
  category: exerciseCategorySchema.nullable(),
  weekNumber: z.number().int(),
  duration: z.number().int(),
  completedSteps: z.array(z.number().int()),
  userRating: z.number().int(),
  userNotes: z.string(),
  dateCompleted: z.iso.datetime(),
});
export type ExerciseLog = z.infer<typeof exerciseLogSchema>;

export const logListSchema = z.object({ logs: z.array(exerciseLogSchema) });
export const logResponseSchema = z.object({ log: exerciseLogSchema });

/** POST /api/exercise/logs: the spec's payload. activityName is accepted but taken from the library. */
export const createLogBodySchema = z.strictObject({
  userId: text().optional(),
  activityId: text({ error: 'activityId is required' }).min(1, 'activityId is required').max(100),
  weekNumber: z
    .number({ error: 'weekNumber must be a number' })
    .int('weekNumber must be a whole number')
    .min(0, 'weekNumber must be from 0 to 104')
    .max(104, 'weekNumber must be from 0 to 104'),
  activityName: text({ error: 'activityName must be text' }).max(200, 'activityName is too long').optional(),
  duration: z
    .number({ error: 'duration must be a number of minutes' })
    .int('duration must be whole minutes')
    .min(0, `duration must be from 0 to ${String(MAX_DURATION_MINUTES)} minutes`)
    .max(MAX_DURATION_MINUTES, `duration must be from 0 to ${String(MAX_DURATION_MINUTES)} minutes`),
  completedSteps: z
    .array(
      z
        .number({ error: 'completedSteps must be step numbers' })
        .int('completedSteps must be whole step numbers'),
      {
        error: 'completedSteps must be a list of step numbers',
      },
    )
    .max(50, 'completedSteps has too many steps'),
  userRating: z
    .number({ error: 'Choose a rating from 1 to 5' })
    .int('Choose a rating from 1 to 5')
    .min(RATING_MIN, 'Choose a rating from 1 to 5')
    .max(RATING_MAX, 'Choose a rating from 1 to 5'),
  userNotes: text({ error: 'userNotes must be text' })
    .trim()
    .max(MAX_NOTES, `Notes must be at most ${String(MAX_NOTES)} characters`)
    .optional()
    .default(''),
});
export type CreateLogBody = z.input<typeof createLogBodySchema>;

export const exerciseSettingsSchema = z.object({
  weeklyGoal: z.number().int(),
  voiceTips: z.boolean(),
});
export type ExerciseSettings = z.infer<typeof exerciseSettingsSchema>;
export const settingsResponseSchema = z.object({ settings: exerciseSettingsSchema });

export const updateSettingsBodySchema = z.strictObject({
  userId: text().optional(),
  weeklyGoal: z
    .number({
      error: `weeklyGoal must be a number from ${String(MIN_WEEKLY_GOAL)} to ${String(MAX_WEEKLY_GOAL)}`,
    })
    .int('weeklyGoal must be a whole number')
    .min(MIN_WEEKLY_GOAL, `weeklyGoal must be from ${String(MIN_WEEKLY_GOAL)} to ${String(MAX_WEEKLY_GOAL)}`)
    .max(MAX_WEEKLY_GOAL, `weeklyGoal must be from ${String(MIN_WEEKLY_GOAL)} to ${String(MAX_WEEKLY_GOAL)}`)
    .optional(),
  voiceTips: z.boolean({ error: 'voiceTips must be true or false' }).optional(),
});
export type UpdateSettingsBody = z.input<typeof updateSettingsBodySchema>;

export const analyticsResponseSchema = z.object({
  totalSessions: z.number().int(),
  totalMinutes: z.number().int(),
  averageRating: z.number().nullable(),
  categoryBreakdown: z.array(z.object({ category: exerciseCategorySchema, count: z.number().int() })),
  recentWeeks: z.array(
    z.object({ weekStart: z.string(), sessions: z.number().int(), minutes: z.number().int() }),
  ),
  progress: weeklyProgressSchema,
});
export type ExerciseAnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

const self = { kind: 'self', param: 'userId' } as const;

export const exerciseEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/exercise/activities/:userId',
    summary: "The activities for her stage and week, this week's picks and her progress",
    access: self,
    params: userIdParamsSchema,
    query: activitiesQuerySchema,
    responses: { 200: activitiesResponseSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/exercise/logs/:userId',
    summary: 'Her exercise logs, newest first',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: logListSchema },
  }),
  endpoint({
    method: 'POST',
    path: '/api/exercise/logs',
    summary: 'Log a finished activity (the week comes from her profile)',
    access: { kind: 'user' },
    idempotent: true,
    body: createLogBodySchema,
    responses: { 201: logResponseSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/exercise/settings/:userId',
    summary: 'Her weekly goal and whether Zara reads the steps aloud',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: settingsResponseSchema },
  }),
  endpoint({
    method: 'PATCH',
    path: '/api/exercise/settings/:userId',
    summary: 'Change her weekly goal or voice tips',
    access: self,
    params: userIdParamsSchema,
    body: updateSettingsBodySchema,
    responses: { 200: settingsResponseSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/exercise/analytics/:userId',
    summary: 'Her sessions, minutes, ratings and categories, and this week against her goal',
    access: self,
    params: userIdParamsSchema,
    query: weekStartQuerySchema,
    responses: { 200: analyticsResponseSchema },
  }),
] as const;

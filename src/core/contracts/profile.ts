/**
 * Profile contracts (01-core-app.md sections 3 and 7; 03-decisions.md sections 2 and 4).
 */
import { z } from 'zod';
import {
  babyNameSchema,
  countrySchema,
  firstNameSchema,
  isoDateSchema,
  notificationsSchema,
  onboardingMoodSchema,
  profileSchema,
  stageSchema,
  timeZoneSchema,
} from './onboarding.ts';

export const pregnancyStatusSchema = z.object({
  phase: stageSchema,
  currentWeek: z.number().int(),
  displayWeek: z.number().int(),
  trimester: z.number().int().nullable(),
  progress: z.number().nullable(),
  weeksToGo: z.number().int().nullable(),
  postpartumWeek: z.number().int().nullable(),
  babyAgeDays: z.number().int().nullable(),
  /** Her local calendar date. */
  today: z.string(),
});
export type PregnancyStatusDto = z.infer<typeof pregnancyStatusSchema>;

export const profileStatusResponseSchema = z.object({
  profile: profileSchema,
  pregnancyStatus: pregnancyStatusSchema,
});
export type ProfileStatus = z.infer<typeof profileStatusResponseSchema>;

/**
 * Any subset of the profile. `startDate` (first day of the last period) sets dueDate = start + 40 weeks.
 * Recording the birth: `{ stage: 'postpartum', birthDate, babyName? }` keeps the due date (03 section 2).
 * Undoing a mistaken birth record: `{ stage: 'pregnant' }` clears the birth date and the baby's name.
 */
export const profilePatchBodySchema = z.strictObject({
  userId: z.string().optional(),
  firstName: firstNameSchema.optional(),
  stage: stageSchema.optional(),
  dueDate: isoDateSchema.nullable().optional(),
  startDate: isoDateSchema.optional(),
  birthDate: isoDateSchema.nullable().optional(),
  notifications: notificationsSchema.optional(),
  moodBaseline: onboardingMoodSchema.optional(),
  timeZone: timeZoneSchema.optional(),
  country: countrySchema.nullable().optional(),
  babyName: babyNameSchema.nullable().optional(),
});
export type ProfilePatchBody = z.input<typeof profilePatchBodySchema>;

export const deleteAccountBodySchema = z.strictObject({
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(200),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** Everything stored for her, table by table (03 section 4: the complete data at once). */
export const exportResponseSchema = z.object({
  exportedAt: z.string(),
  user: z.object({ id: z.string(), email: z.string(), displayName: z.string(), createdAt: z.string() }),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type DataExport = z.infer<typeof exportResponseSchema>;

/**
 * Onboarding contracts (01-core-app.md sections 3 and 7; issue 4). Date ranges depend on her local "today" and are
 * checked by the service with the shared rules of core/domain/onboarding.ts.
 */
import { z } from 'zod';
import { isCountryCode, normaliseCountryCode } from '../domain/countries.ts';
import { isValidTimeZone } from '../domain/zoned-time.ts';

export const stageSchema = z.enum(['pregnant', 'postpartum'], {
  error: 'stage must be pregnant or postpartum',
});
export const onboardingMoodSchema = z.enum(
  ['excited', 'nervous', 'calm', 'overwhelmed', 'hopeful', 'tired'],
  {
    error: 'moodBaseline must be one of: excited, nervous, calm, overwhelmed, hopeful, tired',
  },
);
export type OnboardingMood = z.infer<typeof onboardingMoodSchema>;

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });
export const notificationsSchema = z.strictObject({
  symptoms: flag('symptoms'),
  appointments: flag('appointments'),
  daily: flag('daily'),
  emergency: flag('emergency'),
});
export type Notifications = z.infer<typeof notificationsSchema>;

export const isoDateSchema = z.iso.date({ error: 'Must be a date like 2027-03-14' });

export const firstNameSchema = z
  .string({ error: 'First name is required' })
  .trim()
  .min(1, 'First name is required')
  .max(50, 'First name must be at most 50 characters');

export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isValidTimeZone, 'Must be a time zone like Europe/London');

const countryMessage = 'country must be a two-letter country code like GB or US';
/** Her country (ISO 3166-1 alpha-2), for the emergency number; null when she has not said. */
export const countrySchema = z
  .string({ error: countryMessage })
  .transform(normaliseCountryCode)
  .refine(isCountryCode, countryMessage);

/** The baby's name, optional when recording the birth; blank means none. */
export const babyNameSchema = z
  .string({ error: 'babyName must be text' })
  .trim()
  .max(50, "Baby's name must be at most 50 characters")
  .transform((name) => name || null);

export const onboardingCompleteBodySchema = z.strictObject({
  userId: z.string().optional(),
  stage: stageSchema,
  firstName: firstNameSchema,
  notifications: notificationsSchema,
  moodBaseline: onboardingMoodSchema,
  dueDate: isoDateSchema.optional(),
  birthDate: isoDateSchema.optional(),
  timeZone: timeZoneSchema.optional(),
  country: countrySchema.nullable().optional(),
});
export type OnboardingCompleteBody = z.input<typeof onboardingCompleteBodySchema>;

export const profileSchema = z.object({
  firstName: z.string(),
  stage: stageSchema,
  dueDate: z.string().nullable(),
  birthDate: z.string().nullable(),
  notifications: notificationsSchema,
  moodBaseline: z.string(),
  timeZone: z.string(),
  /** ISO 3166-1 alpha-2, or null when she has not said (the emergency number then follows a guess). */
  country: z.string().nullable(),
  babyName: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const onboardingStatusResponseSchema = z.object({
  onboarded: z.boolean(),
  profile: profileSchema.optional(),
});
export type OnboardingStatus = z.infer<typeof onboardingStatusResponseSchema>;

export const onboardingCompleteResponseSchema = z.object({ profile: profileSchema });

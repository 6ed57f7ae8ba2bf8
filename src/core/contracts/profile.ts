/**
 * Her profile: completing onboarding, her status (stage, week, trimester), edits, recording the birth, her data
 * export and deleting her account (docs/product.md, "Onboarding" and "Profile"). Date ranges depend on her local
 * "today" and are checked by the service with the rules of core/domain/onboarding.ts.
 */
import { z } from 'zod';
import { VOLUME_UNITS } from '../domain/baby-log.ts';
import { isCountryCode, normaliseCountryCode } from '../domain/countries.ts';
import { STAGES } from '../domain/stage.ts';
import { isValidTimeZone } from '../domain/zoned-time.ts';
import { babySexSchema, birthTimeSchema, birthWeightSchema } from './baby-tracking-babies.ts';
import { isoDateSchema, text, userIdParamsSchema } from './common.ts';
import { endpoint, file } from './endpoint.ts';

export const stageSchema = z.enum(STAGES, { error: 'stage must be pregnant or postpartum' });
export const onboardingMoodSchema = z.enum(
  ['excited', 'nervous', 'calm', 'overwhelmed', 'hopeful', 'tired'],
  { error: 'moodBaseline must be one of: excited, nervous, calm, overwhelmed, hopeful, tired' },
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

export const firstNameSchema = text({ error: 'First name is required' })
  .trim()
  .min(1, 'First name is required')
  .max(50, 'First name must be at most 50 characters');

export const timeZoneSchema = text()
  .max(64)
  .refine(isValidTimeZone, 'Must be a time zone like Europe/London');

const countryMessage = 'country must be a two-letter country code like GB or US';
/** Her country (ISO 3166-1 alpha-2), for the emergency number; null when she has not said. */
export const countrySchema = text({ error: countryMessage })
  .transform(normaliseCountryCode)
  .refine(isCountryCode, countryMessage);

/** The baby's name, optional when recording the birth; blank means none. */
export const babyNameSchema = text({ error: 'babyName must be text' })
  .trim()
  .max(50, "Baby's name must be at most 50 characters")
  .transform((name) => name || null);

/** ml or fl oz: how bottle amounts are shown to her (millilitres are stored). */
export const volumeUnitSchema = z.enum(VOLUME_UNITS, { error: 'volumeUnit must be ml or fl_oz' });

/**
 * The optional details of the birth her first baby is created with (docs/product.md, "Babies"): the time of birth
 * (her local HH:mm), the baby's sex and birth weight in grams.
 */
const birthRecordShape = {
  birthTime: birthTimeSchema.nullable().optional(),
  babySex: babySexSchema.nullable().optional(),
  birthWeightGrams: birthWeightSchema.nullable().optional(),
};

export const onboardingCompleteBodySchema = z.strictObject({
  userId: text().optional(),
  stage: stageSchema,
  firstName: firstNameSchema,
  notifications: notificationsSchema,
  moodBaseline: onboardingMoodSchema,
  dueDate: isoDateSchema.optional(),
  birthDate: isoDateSchema.optional(),
  timeZone: timeZoneSchema.optional(),
  country: countrySchema.nullable().optional(),
  /** After the birth: the baby's name and details (her first baby is created from them). */
  babyName: babyNameSchema.nullable().optional(),
  ...birthRecordShape,
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
  volumeUnit: volumeUnitSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const onboardingStatusResponseSchema = z.object({
  onboarded: z.boolean(),
  profile: profileSchema.optional(),
});
export type OnboardingStatus = z.infer<typeof onboardingStatusResponseSchema>;
export const onboardingCompleteResponseSchema = z.object({ profile: profileSchema });

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
 * Recording the birth: `{ stage: 'postpartum', birthDate, babyName?, birthTime?, babySex?, birthWeightGrams? }`
 * keeps the due date and creates her first baby (her babyName and birthDate stay the first baby's afterwards).
 * Undoing a mistaken birth record: `{ stage: 'pregnant' }` clears the birth date and the baby's name, and removes
 * her babies (409 while a baby has logs).
 */
export const profilePatchBodySchema = z.strictObject({
  userId: text().optional(),
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
  volumeUnit: volumeUnitSchema.optional(),
  ...birthRecordShape,
});
export type ProfilePatchBody = z.input<typeof profilePatchBodySchema>;

export const deleteAccountBodySchema = z.strictObject({
  password: text({ error: 'Enter your password' }).min(1, 'Enter your password').max(200),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** Everything stored for her, table by table (the complete data at once). */
export const exportResponseSchema = z.object({
  exportedAt: z.string(),
  user: z.object({ id: z.string(), email: z.string(), displayName: z.string(), createdAt: z.string() }),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type DataExport = z.infer<typeof exportResponseSchema>;

const self = { kind: 'self', param: 'userId' } as const;

export const profileEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/onboarding/status/:userId',
    summary: 'Whether she has finished onboarding, with her profile once she has',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: onboardingStatusResponseSchema },
  }),
  endpoint({
    method: 'POST',
    path: '/api/onboarding/complete',
    summary: 'Finish onboarding: her stage and its date, name, notifications and mood (again replaces them)',
    access: { kind: 'user' },
    body: onboardingCompleteBodySchema,
    responses: { 200: onboardingCompleteResponseSchema },
    // Completing as pregnant again while her baby tracker holds logs.
    errors: [409],
  }),
  endpoint({
    method: 'GET',
    path: '/api/profile/:userId/status',
    summary: 'Her profile and where she is: stage, week, trimester, days to go or baby age',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: profileStatusResponseSchema },
    errors: [404],
  }),
  endpoint({
    method: 'PATCH',
    path: '/api/profile/:userId',
    summary: 'Edit her profile, record the birth or undo a mistaken birth record',
    access: self,
    params: userIdParamsSchema,
    body: profilePatchBodySchema,
    responses: { 200: profileStatusResponseSchema },
    // 409: undoing the birth record while her baby tracker holds logs.
    errors: [404, 409],
  }),
  endpoint({
    method: 'GET',
    path: '/api/profile/:userId/export',
    summary: 'Everything stored for her, table by table (a JSON download)',
    access: self,
    reauth: 'download your data',
    params: userIdParamsSchema,
    responses: { 200: exportResponseSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/profile/:userId/export.pdf',
    summary: 'A readable PDF summary of her data',
    access: self,
    reauth: 'download your data',
    params: userIdParamsSchema,
    responses: { 200: file('application/pdf', 'Her data as a PDF (a download)') },
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/profile/:userId',
    summary: 'Delete her account and everything of hers (her password again)',
    access: self,
    params: userIdParamsSchema,
    body: deleteAccountBodySchema,
    responses: { 204: null },
    errors: [429],
  }),
] as const;

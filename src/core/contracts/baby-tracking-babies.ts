/**
 * Her babies (docs/product.md, "Babies"): recording the birth creates the first; she may add a twin. Every baby log
 * and timer belongs to one baby. Part of the baby-tracking area (contracts/baby-tracking.ts).
 */
import { z } from 'zod';
import { BABY_SEXES, BIRTH_WEIGHT_GRAMS } from '../domain/baby-log.ts';
import { isoDateSchema, text } from './common.ts';

export const babySexSchema = z.enum(BABY_SEXES, { error: 'sex must be female or male' });

/** The baby's name; blank means none yet. */
export const babyNameField = text({ error: 'name must be text' })
  .trim()
  .max(50, "Baby's name must be at most 50 characters")
  .transform((name) => name || null);

/** The local wall-clock time of the birth, HH:mm (24-hour). */
export const birthTimeSchema = text({ error: 'birthTime must be a time like 14:05' }).regex(
  /^([01]\d|2[0-3]):[0-5]\d$/,
  'birthTime must be a time like 14:05',
);

export const birthWeightSchema = z
  .number({ error: 'birthWeightGrams must be a number of grams' })
  .int('birthWeightGrams must be a whole number of grams')
  .min(BIRTH_WEIGHT_GRAMS.min, `Birth weight must be at least ${String(BIRTH_WEIGHT_GRAMS.min)} g`)
  .max(BIRTH_WEIGHT_GRAMS.max, `Birth weight must be at most ${String(BIRTH_WEIGHT_GRAMS.max)} g`);

/**
 * The optional details of a birth, shared by recording the birth (profile, onboarding) and adding a baby:
 * the time of birth, sex and birth weight.
 */
export const birthDetailsShape = {
  birthTime: birthTimeSchema.nullable().optional(),
  sex: babySexSchema.nullable().optional(),
  birthWeightGrams: birthWeightSchema.nullable().optional(),
};

/** POST /api/babies: a second baby (twins). The birth date is checked against her local today by the server. */
export const createBabySchema = z.strictObject({
  userId: text().optional(),
  name: babyNameField.optional(),
  birthDate: isoDateSchema,
  ...birthDetailsShape,
});
export type CreateBaby = z.input<typeof createBabySchema>;

/** PATCH /api/babies/{babyId}: any of the details; the first baby's name and birth date are her profile's too. */
export const updateBabySchema = z
  .strictObject({
    name: babyNameField.nullable().optional(),
    birthDate: isoDateSchema.optional(),
    ...birthDetailsShape,
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Change the name, birth date, time, sex or birth weight',
    path: ['name'],
  });
export type UpdateBaby = z.input<typeof updateBabySchema>;

const ageSchema = z.object({
  /** Whole days since the birth date (0 on the day of birth). */
  days: z.number().int(),
  weeks: z.number().int(),
  /** Days after the whole weeks: "3 weeks 2 days". */
  remainderDays: z.number().int(),
});

export const babySchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  birthDate: z.string(),
  birthTime: z.string().nullable(),
  sex: babySexSchema.nullable(),
  birthWeightGrams: z.number().int().nullable(),
  /** The first baby: its name and birth date are her profile's (recorded with the birth). */
  isFirst: z.boolean(),
  createdAt: z.iso.datetime(),
  age: ageSchema.extend({
    /** Day of life: 1 in the first 24 hours (or on the birth date when the time is not known). */
    dayOfLife: z.number().int(),
    /** Born before 37 weeks (from her due date): the corrected age is shown beside the real age. */
    premature: z.boolean(),
    /** Weeks and days of pregnancy at birth, when her due date is known. */
    gestationAtBirth: z.object({ weeks: z.number().int(), days: z.number().int() }).nullable(),
    /** The age counted from the due date (premature babies only; negative days before the due date). */
    corrected: ageSchema.nullable(),
    /** The newborn warning signs (catalogue part C) apply under three months. */
    underThreeMonths: z.boolean(),
  }),
});
export type Baby = z.infer<typeof babySchema>;

export const babyListSchema = z.array(babySchema);
export const babyResponseSchema = z.object({ baby: babySchema });
export const babyIdParamsSchema = z.object({ babyId: text() });

/**
 * Birth Prep (/birth-prep, 03-decisions.md section 4): her birth plan and her hospital bag.
 * 01-core-app.md section 3 names the fields: Birth plan {updatedAt, deliveryPreference}; Hospital bag item {packed}.
 */
import { z } from 'zod';
import { birthPlanSectionSchema } from './content.ts';

export const BIRTH_PLAN_NOTES_MAX = 5_000;
export const BAG_LABEL_MAX = 80;
/** Enough for any bag; a guard against a runaway client, not a limit she should ever meet. */
export const BAG_CUSTOM_MAX = 100;

// ---- Birth plan

/**
 * Her choices, section id -> option ids. The content's 'delivery-preferences' section is the spec's
 * deliveryPreference and travels in that field alone.
 */
export const birthPlanChoicesSchema = z.record(
  z.string().max(100),
  z.array(z.string().max(100)).max(20, 'Choose at most 20 options'),
  { error: 'choices must be an object of section ids to lists of option ids' },
);

export const saveBirthPlanBodySchema = z.strictObject({
  deliveryPreference: z.string().max(100).nullable(),
  choices: birthPlanChoicesSchema,
  notes: z
    .string({ error: 'notes must be text (it can be empty)' })
    .max(BIRTH_PLAN_NOTES_MAX, 'Please keep your notes to 5,000 characters or fewer'),
});
export type SaveBirthPlanBody = z.infer<typeof saveBirthPlanBodySchema>;

export const birthPlanSchema = z.object({
  deliveryPreference: z.string().nullable(),
  choices: z.record(z.string(), z.array(z.string())),
  notes: z.string(),
  /** Set by the server on every save. */
  updatedAt: z.iso.datetime(),
});
export type BirthPlan = z.infer<typeof birthPlanSchema>;

/** GET: her plan (null until she first saves one) and the sections it is made of. */
export const birthPlanResponseSchema = z.object({
  plan: birthPlanSchema.nullable(),
  sections: z.array(birthPlanSectionSchema),
});
export type BirthPlanResponse = z.infer<typeof birthPlanResponseSchema>;
export type BirthPlanSection = BirthPlanResponse['sections'][number];

export const savedBirthPlanResponseSchema = z.object({ plan: birthPlanSchema });

// ---- Hospital bag

export const BAG_GROUPS = ['mother', 'baby', 'partner', 'documents'] as const;
export const bagGroupIdSchema = z.enum(BAG_GROUPS, {
  error: 'group must be mother, baby, partner or documents',
});
export type BagGroupId = z.infer<typeof bagGroupIdSchema>;

export const bagItemSchema = z.object({
  /** The checklist item's id, or the key of one of her own items. */
  key: z.string(),
  label: z.string(),
  note: z.string().nullable(),
  group: bagGroupIdSchema,
  packed: z.boolean(),
  /** Her own item (she may delete it); the checklist's items stay. */
  custom: z.boolean(),
});
export type BagItem = z.infer<typeof bagItemSchema>;

export const bagGroupSchema = z.object({ group: bagGroupIdSchema, items: z.array(bagItemSchema) });
export type BagGroup = z.infer<typeof bagGroupSchema>;

/** GET: the checklist merged with her rows, as a list of the four groups (the spec's client reads a list). */
export const hospitalBagResponseSchema = z.array(bagGroupSchema);

export const bagItemParamsSchema = z.object({ userId: z.string(), itemKey: z.string().max(120) });

export const packBagItemBodySchema = z.strictObject({
  packed: z.boolean({ error: 'packed must be true or false' }),
});

export const addBagItemBodySchema = z.strictObject({
  label: z
    .string({ error: 'Please name the item' })
    .trim()
    .min(1, 'Please name the item')
    .max(BAG_LABEL_MAX, 'Please keep it to 80 characters or fewer'),
  group: bagGroupIdSchema,
});
export type AddBagItemBody = z.infer<typeof addBagItemBodySchema>;

export const bagItemResponseSchema = z.object({ item: bagItemSchema });

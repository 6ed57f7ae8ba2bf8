/**
 * Birth Prep (docs/product.md, "Birth prep"): her birth plan (as a PDF for her midwife too) and her hospital bag.
 */
import { z } from 'zod';
import { text, userIdParamsSchema } from './common.ts';
import { birthPlanSectionSchema } from './content-library.ts';
import { endpoint, file } from './endpoint.ts';

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
  text().max(100),
  z.array(text().max(100)).max(20, 'Choose at most 20 options'),
  { error: 'choices must be an object of section ids to lists of option ids' },
);

export const saveBirthPlanBodySchema = z.strictObject({
  deliveryPreference: text().max(100).nullable(),
  choices: birthPlanChoicesSchema,
  notes: text({ error: 'notes must be text (it can be empty)' }).max(
    BIRTH_PLAN_NOTES_MAX,
    'Please keep your notes to 5,000 characters or fewer',
  ),
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

export const bagItemParamsSchema = z.object({ userId: text(), itemKey: text().max(120) });

export const packBagItemBodySchema = z.strictObject({
  packed: z.boolean({ error: 'packed must be true or false' }),
});

export const addBagItemBodySchema = z.strictObject({
  label: text({ error: 'Please name the item' })
    .trim()
    .min(1, 'Please name the item')
    .max(BAG_LABEL_MAX, 'Please keep it to 80 characters or fewer'),
  group: bagGroupIdSchema,
});
export type AddBagItemBody = z.infer<typeof addBagItemBodySchema>;

export const bagItemResponseSchema = z.object({ item: bagItemSchema });

const self = { kind: 'self', param: 'userId' } as const;

export const birthPrepEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/birth-plan/:userId',
    summary: 'Her birth plan (null until she first saves one) and the sections it is made of',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: birthPlanResponseSchema },
  }),
  endpoint({
    method: 'PUT',
    path: '/api/birth-plan/:userId',
    summary: 'Save her whole birth plan (the server sets updatedAt)',
    access: self,
    params: userIdParamsSchema,
    body: saveBirthPlanBodySchema,
    responses: { 200: savedBirthPlanResponseSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/birth-plan/:userId.pdf',
    summary: 'Her birth plan as a PDF to bring to her midwife',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: file('application/pdf', 'Her birth plan (a download)') },
    errors: [404],
  }),
  endpoint({
    method: 'GET',
    path: '/api/hospital-bag/:userId',
    summary: 'The hospital bag checklist merged with her items, in four groups',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: hospitalBagResponseSchema },
  }),
  endpoint({
    method: 'PATCH',
    path: '/api/hospital-bag/:userId/items/:itemKey',
    summary: 'Pack or unpack an item (the same request twice leaves the same state)',
    access: self,
    params: bagItemParamsSchema,
    body: packBagItemBodySchema,
    responses: { 200: bagItemResponseSchema },
    errors: [404],
  }),
  endpoint({
    method: 'POST',
    path: '/api/hospital-bag/:userId/items',
    summary: 'Add an item of her own to a group',
    access: self,
    idempotent: true,
    params: userIdParamsSchema,
    body: addBagItemBodySchema,
    responses: { 201: bagItemResponseSchema },
    errors: [409],
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/hospital-bag/:userId/items/:itemKey',
    summary: 'Remove one of her own items (the checklist items stay)',
    access: self,
    params: bagItemParamsSchema,
    responses: { 204: null },
    errors: [404],
  }),
] as const;

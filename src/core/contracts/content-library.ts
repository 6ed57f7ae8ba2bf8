/**
 * Schemas for the authored content library in /content (the files import them through contracts/content.ts).
 * Content is validated with these when the server starts and when tests run;
 * a bad item stops start-up with an error naming the file and the item.
 */
import { z } from 'zod';
import { SIZE_PICTURES } from '../domain/pictures.ts';

/** Where a piece of content comes from: an organisation and a page title, optionally a URL. */
export const sourceSchema = z.object({
  org: z.string().min(2),
  title: z.string().min(2),
  url: z.url().optional(),
});
export type Source = z.infer<typeof sourceSchema>;

const sources = z.array(sourceSchema).min(1);
const text = z.string().trim().min(1);
/** A warning-signs catalogue id (src/core/domain/warning-signs.ts); existence is checked by tests and at load. */
const signId = z.string().regex(/^[a-z0-9-]+$/);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const educationCategorySchema = z.enum(['baby', 'body', 'emotional', 'preparation']);
export type EducationCategory = z.infer<typeof educationCategorySchema>;

/** Pregnancy week 1-42: the Week data entity of the spec, plus the Learn screen's weekly focus. */
export const pregnancyWeekSchema = z.object({
  week: z.number().int().min(1).max(42),
  /** Display text, e.g. "about 32.2 cm long and 670 g". */
  babySize: text,
  /** e.g. "an ear of corn". */
  babySizeComparison: text,
  /** The picture beside it (core/domain/pictures.ts): the object, else the nearest of its kind and size. */
  babySizePicture: z.enum(SIZE_PICTURES),
  /** Numbers from the facts.md table (null where nothing is measurable yet). */
  lengthCm: z.number().positive().nullable(),
  weightG: z.number().nonnegative().nullable(),
  lengthMeasure: z.enum(['crown-rump', 'head-heel']).nullable(),
  commonSymptoms: z.array(text).min(3),
  redFlags: z.array(signId).min(1),
  zaraRecommends: z.array(text).min(3),
  affirmation: text,
  milestone: text,
  development: text,
  momChanges: text,
  focus: z.object({ baby: text, body: text, emotions: text }),
  sources,
});
export type PregnancyWeek = z.infer<typeof pregnancyWeekSchema>;

/** Postpartum week 0-12, then 13 standing for "after 12 weeks". */
export const postpartumWeekSchema = z.object({
  week: z.number().int().min(0).max(13),
  title: text,
  motherFocus: text,
  babyFocus: text,
  normal: z.array(text).min(3),
  notNormal: z.array(signId).min(2),
  tips: z.array(text).min(3),
  sources,
});
export type PostpartumWeek = z.infer<typeof postpartumWeekSchema>;

/** Weeks where an item is key (inside its own range): such items come first in those weeks' lists. */
const peakSchema = z.object({ from: z.number().int().min(0).max(42), to: z.number().int().min(0).max(42) });
export type Peak = z.infer<typeof peakSchema>;

/** Article front matter; the body is the markdown after the front matter. */
export const articleMetaSchema = z.object({
  id: slug,
  title: text,
  summary: text,
  category: educationCategorySchema,
  featured: z.boolean(),
  /** Pregnancy weeks the article fits (1-42). */
  weekStart: z.number().int().min(1).max(42),
  weekEnd: z.number().int().min(1).max(42),
  /** Pregnancy weeks (inside weekStart-weekEnd) where the article is key, e.g. signs of labour from 36. */
  peaks: z.array(peakSchema).default([]),
  /** Also relevant after birth. */
  postpartum: z.boolean().default(false),
  /** Postpartum weeks (0-13, 13 = after 12 weeks) where the article is key for her after birth. */
  postpartumPeaks: z.array(peakSchema).default([]),
  sources,
});
export const articleSchema = articleMetaSchema.extend({
  body: z.string().min(1),
  wordCount: z.number().int().min(250).max(900),
  readTime: z.number().int().min(1),
});
export type Article = z.infer<typeof articleSchema>;

export const faqCategorySchema = z.enum([
  'symptoms',
  'nutrition',
  'baby-development',
  'labour-and-birth',
  'emotional-health',
  'everyday-life',
  'after-birth',
]);
export type FaqCategory = z.infer<typeof faqCategorySchema>;

/**
 * The FAQ categories with their labels and the Learn chip each belongs to (so the chips filter FAQs too);
 * an FAQ may name its own chip where its category's does not fit it.
 */
export const faqCategoryInfoSchema = z.object({
  id: faqCategorySchema,
  label: text,
  chip: educationCategorySchema,
});
export type FaqCategoryInfo = z.infer<typeof faqCategoryInfoSchema>;

export const faqSchema = z.object({
  id: slug,
  question: text,
  answer: text,
  category: faqCategorySchema,
  /** The Learn chip, when it differs from the category's chip. */
  chip: educationCategorySchema.optional(),
  /** Pregnancy weeks the question fits (1-42). */
  weekStart: z.number().int().min(1).max(42),
  weekEnd: z.number().int().min(1).max(42),
  /** Also (or only, for after-birth questions) asked after birth. */
  postpartum: z.boolean().default(false),
  sources,
});
export type Faq = z.infer<typeof faqSchema>;

export const guideSchema = z.object({
  id: slug,
  title: text,
  summary: text,
  sections: z.array(z.object({ heading: text, body: text })).min(3),
  sources,
});
export type Guide = z.infer<typeof guideSchema>;

export const exerciseCategorySchema = z.enum(['stretching', 'walking', 'pelvic_floor', 'breath', 'strength']);
export const exerciseActivitySchema = z.object({
  id: slug,
  title: text,
  description: text,
  category: exerciseCategorySchema,
  difficulty: z.enum(['light', 'moderate', 'gentle']),
  /** Minutes. */
  duration: z.number().int().min(1).max(60),
  /** Pregnancy weeks (1-42) when stage is pregnancy; postpartum weeks (0-52) when stage is postpartum. */
  stage: z.enum(['pregnancy', 'postpartum']),
  weekStart: z.number().int().min(0).max(52),
  weekEnd: z.number().int().min(0).max(52),
  instructions: z.array(z.object({ title: text, description: text })).min(3),
  voiceTips: z.array(text).min(1),
  benefits: z.array(text).min(1),
  stopSigns: z.array(signId).min(3),
  sources,
});
export type ExerciseActivity = z.infer<typeof exerciseActivitySchema>;

export const milestoneIconSchema = z.enum(['baby', 'brain', 'heart', 'utensils', 'moon']);
export const milestoneTemplateSchema = z.object({
  id: slug,
  weekNumber: z.number().int().min(0).max(12),
  title: text,
  description: text,
  expectedBehaviour: text,
  parentTips: z.array(text).min(1),
  /** Urgent newborn signs: catalogue ids (newborn stage), shown with the catalogue's own words and numbers. */
  redFlags: z.array(signId),
  /** When to talk to the doctor about development (CDC "when to act"), in plain words, no thresholds. */
  developmentalConcerns: z.array(text),
  category: z.object({
    name: text,
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    icon: milestoneIconSchema,
  }),
  sources,
});
export type MilestoneTemplate = z.infer<typeof milestoneTemplateSchema>;

export const affirmationSchema = z.object({
  id: slug,
  text,
  stage: z.enum(['pregnancy', 'postpartum', 'any']),
  /** 'night' marks Whisper Mode affirmations. */
  tags: z.array(z.enum(['night', 'calm', 'strength', 'body', 'baby', 'rest', 'self-compassion'])),
  trimester: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  sources,
});
export type Affirmation = z.infer<typeof affirmationSchema>;

export const hospitalBagGroupSchema = z.enum(['mother', 'baby', 'partner', 'documents']);
export const hospitalBagItemSchema = z.object({
  id: slug,
  group: hospitalBagGroupSchema,
  label: text,
  note: z.string().optional(),
});
export const birthPlanSectionSchema = z.object({
  id: slug,
  title: text,
  description: text,
  multiple: z.boolean(),
  options: z.array(z.object({ id: slug, label: text })).min(2),
  sources,
});
export const prepChecklistItemSchema = z.object({
  id: slug,
  category: text,
  title: text,
  description: text,
  /** Priority is 'high' from this pregnancy week on, else defaultPriority. */
  highFromWeek: z.number().int().min(1).max(42).optional(),
  defaultPriority: z.enum(['high', 'medium', 'low']),
  /** Which stage the item is for: a birth plan has no place after the birth. Both when absent. */
  stage: z.enum(['pregnancy', 'postpartum']).optional(),
  sources,
});
export type PrepChecklistItem = z.infer<typeof prepChecklistItemSchema>;
/** The spec's prep checklist has 6 items: six for each stage. */
const SIX_PER_STAGE = 6;
export const checklistsSchema = z.object({
  hospitalBag: z.array(hospitalBagItemSchema).min(40),
  /** Where each group's items and notes come from (every group has its own). */
  hospitalBagSources: z.object({
    mother: sources,
    baby: sources,
    partner: sources,
    documents: sources,
  }),
  birthPlanSections: z.array(birthPlanSectionSchema).min(5),
  prepChecklist: z
    .array(prepChecklistItemSchema)
    .refine(
      (items) =>
        (['pregnancy', 'postpartum'] as const).every(
          (stage) => items.filter((i) => !i.stage || i.stage === stage).length === SIX_PER_STAGE,
        ),
      'The prep checklist needs 6 items for pregnancy and 6 for after the birth',
    )
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'Prep item ids must be unique'),
  /** The checklists' sources taken together. */
  sources,
});
export type Checklists = z.infer<typeof checklistsSchema>;

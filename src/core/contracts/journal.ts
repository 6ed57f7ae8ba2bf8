import { z } from 'zod';

export const journalCategorySchema = z.enum(['baby', 'mom', 'wellness'], {
  error: 'category must be baby, mom or wellness',
});
export const journalMoodSchema = z.enum(['happy', 'calm', 'tired', 'anxious', 'grateful', 'sad'], {
  error: 'mood must be happy, calm, tired, anxious, grateful or sad',
});
export type JournalCategory = z.infer<typeof journalCategorySchema>;
export type JournalMood = z.infer<typeof journalMoodSchema>;

export const JOURNAL_MAX_LENGTH = 10_000;

/** 01-core-app.md section 5: "Journal save requires non-blank text". */
const contentSchema = z
  .string({ error: 'Please write something before saving' })
  .max(JOURNAL_MAX_LENGTH, 'Please keep an entry under 10,000 characters')
  .refine((s) => s.trim().length > 0, 'Please write something before saving');

export const createJournalEntrySchema = z.strictObject({
  userId: z.string().optional(),
  category: journalCategorySchema,
  mood: journalMoodSchema,
  content: contentSchema,
});
export type CreateJournalEntry = z.infer<typeof createJournalEntrySchema>;

export const updateJournalEntrySchema = z
  .strictObject({
    category: journalCategorySchema.optional(),
    mood: journalMoodSchema.optional(),
    content: contentSchema.optional(),
  })
  .refine((b) => b.category !== undefined || b.mood !== undefined || b.content !== undefined, {
    message: 'Please change the category, mood or text',
    path: ['content'],
  });
export type UpdateJournalEntry = z.infer<typeof updateJournalEntrySchema>;

export const journalEntrySchema = z.object({
  id: z.string(),
  category: journalCategorySchema,
  mood: journalMoodSchema,
  content: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Set by the server from her profile (null before onboarding or once the baby is here). */
  pregnancyWeek: z.number().int().nullable(),
  postpartumWeek: z.number().int().nullable(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const journalEntryListSchema = z.array(journalEntrySchema);
export const journalEntryResponseSchema = z.object({ entry: journalEntrySchema });
export const journalIdParamsSchema = z.object({ id: z.string() });
export const entryIdParamsSchema = z.object({ entryId: z.string() });

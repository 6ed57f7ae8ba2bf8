/**
 * Her journal (docs/product.md, "Journal"): entries by category and mood, each with the week it was written in.
 */
import { z } from 'zod';
import { text, userIdParamsSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

export const journalCategorySchema = z.enum(['baby', 'mom', 'wellness'], {
  error: 'category must be baby, mom or wellness',
});
export const journalMoodSchema = z.enum(['happy', 'calm', 'tired', 'anxious', 'grateful', 'sad'], {
  error: 'mood must be happy, calm, tired, anxious, grateful or sad',
});
export type JournalCategory = z.infer<typeof journalCategorySchema>;
export type JournalMood = z.infer<typeof journalMoodSchema>;

export const JOURNAL_MAX_LENGTH = 10_000;

/** Saving requires non-blank text. */
const contentSchema = text({ error: 'Please write something before saving' })
  .max(JOURNAL_MAX_LENGTH, 'Please keep an entry under 10,000 characters')
  .refine((s) => s.trim().length > 0, 'Please write something before saving');

export const createJournalEntrySchema = z.strictObject({
  userId: text().optional(),
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
export const entryIdParamsSchema = z.object({ entryId: text() });

const owned = { kind: 'owner', param: 'entryId', resource: 'journalEntry' } as const;

export const journalEndpoints = [
  endpoint({
    method: 'GET',
    // The spec's URL text names her id `{id}`; the URL is the same, the code calls it userId.
    path: '/api/journal/:userId',
    summary: 'Her journal entries, newest first',
    access: { kind: 'self', param: 'userId' },
    params: userIdParamsSchema,
    responses: { 200: journalEntryListSchema },
  }),
  endpoint({
    method: 'POST',
    path: '/api/journal',
    summary: 'Write an entry (the week comes from her profile)',
    access: { kind: 'user' },
    idempotent: true,
    body: createJournalEntrySchema,
    responses: { 201: journalEntryResponseSchema },
  }),
  endpoint({
    method: 'PATCH',
    path: '/api/journal/entries/:entryId',
    summary: 'Edit one of her entries',
    access: owned,
    params: entryIdParamsSchema,
    body: updateJournalEntrySchema,
    responses: { 200: journalEntryResponseSchema },
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/journal/entries/:entryId',
    summary: 'Delete one of her entries',
    access: owned,
    params: entryIdParamsSchema,
    responses: { 204: null },
  }),
] as const;

/**
 * The Doctor Visit Toolkit (docs/product.md, "Doctor Visit Toolkit"): her questions for her midwife, the prep
 * checklist for her next appointment, and the one-page visit summary as a PDF.
 */
import { z } from 'zod';
import { QUESTION_SOURCES, VISIT_QUESTION_MAX } from '../domain/visit-questions.ts';
import { text, userIdParamsSchema } from './common.ts';
import { endpoint, file } from './endpoint.ts';

// ---- Questions for her midwife

export const questionSourceSchema = z.enum(QUESTION_SOURCES, {
  error: 'source must be own, zara, article or symptom-log',
});

const questionTextSchema = text({ error: 'Please write your question' })
  .trim()
  .min(1, 'Please write your question')
  .max(VISIT_QUESTION_MAX, 'Please keep a question to 500 characters or fewer');

export const createVisitQuestionSchema = z.strictObject({
  userId: text().optional(),
  text: questionTextSchema,
  source: questionSourceSchema.optional(),
});
export type CreateVisitQuestion = z.input<typeof createVisitQuestionSchema>;

export const updateVisitQuestionSchema = z
  .strictObject({
    text: questionTextSchema.optional(),
    asked: z.boolean({ error: 'asked must be true or false' }).optional(),
  })
  .refine((b) => b.text !== undefined || b.asked !== undefined, {
    message: 'Please change the question or tick it as asked',
    path: ['text'],
  });
export type UpdateVisitQuestion = z.input<typeof updateVisitQuestionSchema>;

export const visitQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  source: questionSourceSchema,
  asked: z.boolean(),
  /** When she ticked it as asked (null while still to ask). */
  askedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type VisitQuestion = z.infer<typeof visitQuestionSchema>;

export const visitQuestionListSchema = z.array(visitQuestionSchema);
export const visitQuestionResponseSchema = z.object({ question: visitQuestionSchema });
export const questionIdParamsSchema = z.object({ questionId: text() });

// ---- The prep checklist

export const prepPrioritySchema = z.enum(['high', 'medium', 'low']);

/** The spec's prep checklist item. */
export const prepItemSchema = z.object({
  id: z.string(),
  category: z.string(),
  title: z.string(),
  description: z.string(),
  completed: z.boolean(),
  priority: prepPrioritySchema,
});
export type PrepItem = z.infer<typeof prepItemSchema>;

/** The booked appointment the checklist is for (her own or accepted, never a suggestion). */
export const checklistAppointmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  location: z.string(),
});

export const visitChecklistSchema = z.object({
  /** Her next booked appointment, or null: then the list is for her next visit, whenever she books it. */
  appointment: checklistAppointmentSchema.nullable(),
  items: z.array(prepItemSchema),
  done: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  /** 80% or more. */
  allSet: z.boolean(),
});
export type VisitChecklist = z.infer<typeof visitChecklistSchema>;

export const tickChecklistBodySchema = z.strictObject({
  itemId: text({ error: 'itemId is required' }).max(100, 'itemId must be a checklist item id'),
  done: z.boolean({ error: 'done must be true or false' }),
});
export type TickChecklistBody = z.infer<typeof tickChecklistBodySchema>;

const self = { kind: 'self', param: 'userId' } as const;
const ownQuestion = { kind: 'owner', param: 'questionId', resource: 'visitQuestion' } as const;

export const visitToolkitEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/visit-questions/:userId',
    summary: 'Her questions for her midwife: still to ask first (in the order she added them), then asked',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: visitQuestionListSchema },
  }),
  endpoint({
    method: 'POST',
    path: '/api/visit-questions',
    summary: 'Add a question (from her, a Zara reply, an article or a symptom log)',
    access: { kind: 'user' },
    idempotent: true,
    body: createVisitQuestionSchema,
    responses: { 201: visitQuestionResponseSchema },
    errors: [409],
  }),
  endpoint({
    method: 'PATCH',
    path: '/api/visit-questions/:questionId',
    summary: 'Edit a question, or tick it as asked (or not)',
    access: ownQuestion,
    params: questionIdParamsSchema,
    body: updateVisitQuestionSchema,
    responses: { 200: visitQuestionResponseSchema },
    errors: [409],
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/visit-questions/:questionId',
    summary: 'Delete a question',
    access: ownQuestion,
    params: questionIdParamsSchema,
    responses: { 204: null },
  }),
  endpoint({
    method: 'GET',
    path: '/api/visit-checklist/:userId',
    summary: 'The prep checklist for her next appointment: the items of her stage, ticked, and her progress',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: visitChecklistSchema },
  }),
  endpoint({
    method: 'PATCH',
    path: '/api/visit-checklist/:userId',
    summary: 'Tick or untick an item for her next appointment (the same request twice leaves the same state)',
    access: self,
    params: userIdParamsSchema,
    body: tickChecklistBodySchema,
    responses: { 200: visitChecklistSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/visit-summary/:userId/pdf',
    summary:
      'Her one-page visit summary as a PDF: her weeks and dates, symptoms and health alerts since the last visit, her moods and self-checks, her questions',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: file('application/pdf', 'Her visit summary (a download)') },
    errors: [409],
  }),
] as const;

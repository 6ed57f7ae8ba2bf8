/**
 * The answer library (content/answers/): everyday questions mothers ask, each with a whole, specific answer
 * that Zara's built-in responder gives as it is. Validated when the server starts and when tests run.
 */
import { z } from 'zod';
import { sourceSchema } from './content-library.ts';

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/** What a question is about; retrieval never answers a question with an entry of another topic. */
export const answerTopicSchema = z.enum([
  'pregnancy-symptoms',
  'pregnancy-food-drink',
  'pregnancy-medicines-safety',
  'pregnancy-activity',
  'antenatal-care',
  'baby-movements',
  'labour-birth',
  'recovery-after-birth',
  'breastfeeding',
  'bottle-feeding',
  'pumping',
  'newborn-sleep',
  'newborn-nappies',
  'newborn-crying',
  'newborn-care',
  'newborn-health',
  'baby-fever',
  'baby-medicines',
  'mental-health',
  'sex-contraception',
  'work-travel',
  'partners-family',
]);
export type AnswerTopic = z.infer<typeof answerTopicSchema>;

export const answerStageSchema = z.enum(['pregnant', 'postpartum']);

/** An inclusive range of weeks: pregnancy weeks 1-42, or completed weeks since the birth 0-52. */
const weekRange = z
  .strictObject({ from: z.number().int().min(0).max(52), to: z.number().int().min(0).max(52) })
  .refine((r) => r.from <= r.to, 'from must not be after to');

/** A line that applies only in some weeks ("from 28 weeks, count the kicks ..."): said when her week fits. */
export const answerWeekNoteSchema = z.strictObject({
  stage: answerStageSchema,
  weeks: weekRange,
  text,
});

export const answerEntrySchema = z.strictObject({
  id: slug,
  /** The question as a mother would ask it, in plain words. */
  question: text,
  /** At least three other ways of asking: informal, short, misspelt, as typed at 3 a.m. */
  asked: z.array(text).min(3),
  topic: answerTopicSchema,
  /** Stages the answer is written for; a postpartum question is never answered with a pregnancy-only entry. */
  stages: z.array(answerStageSchema).min(1),
  /** Pregnancy weeks (1-42) where the question fits, when narrower than the whole pregnancy. */
  pregnancyWeeks: weekRange.optional(),
  /** Weeks since the birth (0-52) where the question fits, when narrower than the first year. */
  postpartumWeeks: weekRange.optional(),
  /** One or two sentences that answer the question directly. */
  lead: text,
  /** Three to six specific points, with the numbers where they exist (caffeine under 200 mg a day ...). */
  points: z.array(text).min(3).max(6),
  /** Lines for her week, when the week changes the answer. */
  weekNotes: z.array(answerWeekNoteSchema).optional(),
  /** When to call and whom: follows the warning-signs catalogue; thresholds only from it. */
  whenToCall: text,
  /** Warning-sign catalogue ids the whenToCall line speaks of. */
  signs: z.array(z.string().regex(/^[a-z0-9-]+$/)).optional(),
  /** Ids of related articles (content/articles) or answers, for "read more". */
  related: z.array(slug).optional(),
  sources: z.array(sourceSchema).min(1),
});
export type AnswerEntry = z.infer<typeof answerEntrySchema>;
export type AnswerEntryInput = z.input<typeof answerEntrySchema>;

/**
 * The honest measure of Zara's answers (issue 13): a question set written blind, each question asked once with
 * her stage and week, through the whole reply (triage first, as in the chat). An answer counts when it contains
 * every key fact (a fact counts when any of its accepted wordings matches, case-insensitive); "I don't know" is
 * a reply that answers nothing (unsure, or asking her to say more); an answer is off topic when it has none
 * of the question's topic words. `npm run answers:eval` prints these; the library's tests keep run sets passing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { ContentLibrary } from '../modules/content/library.ts';
import { buildIndex } from '../modules/content/search.ts';
import { composeReply } from './reply.ts';
import { createResponder, type Responder } from './responder.ts';

const pattern = z.string().refine((s) => {
  try {
    new RegExp(s, 'i');
    return true;
  } catch {
    return false;
  }
}, 'must be a valid regular expression');

export const evalSetSchema = z.object({
  set: z.string().min(1),
  writer: z.string().min(1),
  questions: z
    .array(
      z.object({
        id: z.string().min(1),
        question: z.string().min(1),
        stage: z.enum(['pregnant', 'postpartum']).nullable(),
        week: z.number().int().min(0).max(52).nullable(),
        topic: z.string().min(1),
        facts: z.array(z.object({ fact: z.string(), accept: z.array(pattern).min(1) })).min(1),
        topicWords: z.array(pattern).min(1),
      }),
    )
    .min(1),
});
export type EvalSet = z.infer<typeof evalSetSchema>;
export type EvalQuestion = EvalSet['questions'][number];

/** Where the question sets already run are kept (each joined with the iteration that worked on its families). */
export const ANSWER_SETS_DIR = join(import.meta.dirname, 'fixtures/answer-sets');

/** A question set read from its file, checked against the schema. */
export const readEvalSet = (file: string): EvalSet =>
  evalSetSchema.parse(JSON.parse(readFileSync(file, 'utf8')));

/** Every question set already run. */
export const readAnswerSets = (): EvalSet[] =>
  readdirSync(ANSWER_SETS_DIR).map((f) => readEvalSet(join(ANSWER_SETS_DIR, f)));

/** The topics the done-line names: no answer about another topic is allowed for these. */
export const KEY_TOPICS = ['safe-sleep', 'baby-fever', 'medicines', 'feeding'] as const;

export interface EvalResult {
  question: EvalQuestion;
  answer: string;
  kind: string;
  urgency: string;
  missing: string[];
  dontKnow: boolean;
  offTopic: boolean;
}

const matches = (text: string, patterns: readonly string[]) =>
  patterns.some((p) => new RegExp(p, 'i').test(text));

/** Asks the responder one question, as the chat would, and judges the answer. */
export async function askOne(responder: Responder, question: EvalQuestion): Promise<EvalResult> {
  const { reply, kind } = await composeReply(
    {
      message: question.question,
      history: [],
      stage: question.stage,
      week: question.week,
      birthDate: null,
      daysSinceBirth: question.stage === 'postpartum' && question.week !== null ? question.week * 7 : null,
      country: 'GB',
      recentLogs: [],
    },
    { responder, llm: null },
  );
  const answer = reply.content;
  const dontKnow = kind === 'unknown' || kind === 'follow-up';
  return {
    question,
    answer,
    kind,
    urgency: reply.urgency,
    missing: question.facts.filter((f) => !matches(answer, f.accept)).map((f) => f.fact),
    dontKnow,
    offTopic: !dontKnow && !matches(answer, question.topicWords),
  };
}

export interface EvalSummary {
  total: number;
  allFacts: number;
  dontKnow: number;
  offTopic: number;
}

export function summarise(results: readonly EvalResult[]): EvalSummary {
  return {
    total: results.length,
    allFacts: results.filter((r) => r.missing.length === 0).length,
    dontKnow: results.filter((r) => r.dontKnow).length,
    offTopic: results.filter((r) => r.offTopic).length,
  };
}

export async function runSet(
  library: ContentLibrary,
  set: EvalSet,
  responder?: Responder,
): Promise<EvalResult[]> {
  const r = responder ?? createResponder(library, buildIndex(library));
  const out: EvalResult[] = [];
  for (const q of set.questions) out.push(await askOne(r, q));
  return out;
}

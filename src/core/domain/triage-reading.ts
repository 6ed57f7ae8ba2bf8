/**
 * A message as triage reads it (docs/clinical-safety.md, "How triage reads a message"): its tokens, the concepts
 * named at each, its numbers and her stage, with the small questions every rule asks of it (is a concept near,
 * which sentence holds a token). Kept apart from triage-context.ts, which re-exports it, so the reading of what
 * is over (triage-resolution.ts) can use these without an import cycle.
 */
import type { Concept, Mention } from './triage-lexicon.ts';
import type { NumberFacts } from './triage-numbers.ts';
import type { ReadText, Token } from './triage-text.ts';

export type Stage = 'pregnant' | 'postpartum' | null;

export interface Reading {
  read: ReadText;
  tokens: Token[];
  mentions: Mention[];
  /** Concepts present at each token. */
  at: Set<Concept>[];
  numbers: NumberFacts;
  stage: Stage;
  /** Pregnancy week (context, else the message); weeks since the birth after it. */
  week: number | null;
  /** Answers already worked out for this message (negation, subject, status), by position. */
  memo: Map<string, unknown>;
}

export function memoised<T>(r: Reading, key: string, compute: () => T): T {
  if (r.memo.has(key)) return r.memo.get(key) as T;
  const v = compute();
  r.memo.set(key, v);
  return v;
}

export const has = (r: Reading, i: number, c: Concept) => r.at[i]?.has(c) ?? false;

/** Token indexes where a concept stands (first token of each mention). */
export function where(r: Reading, c: Concept): number[] {
  return r.mentions.filter((m) => m.c === c).map((m) => m.start);
}

/** Whether a concept is named between token indexes [from, to). */
export function near(r: Reading, c: Concept, from: number, to: number): number {
  for (let i = Math.max(0, from); i < Math.min(r.tokens.length, to); i++) if (r.at[i]?.has(c)) return i;
  return -1;
}

export const sentenceOf = (r: Reading, i: number) => r.tokens[i]?.sent ?? -1;

export function sentenceRange(r: Reading, sent: number): [number, number] {
  let a = r.tokens.findIndex((t) => t.sent === sent);
  if (a < 0) a = 0;
  let b = a;
  while (b < r.tokens.length && r.tokens[b]?.sent === sent) b++;
  return [a, b];
}

/** The words of tokens [from, to), joined by spaces (a range past either end is cut to the message). */
export const span = (r: Reading, from: number, to: number) =>
  r.tokens
    .slice(Math.max(0, from), Math.max(0, to))
    .map((t) => t.w)
    .join(' ');

/** The words of up to n tokens before token i that share its sentence, joined: what a rule reads leading up to it. */
export function leadIn(r: Reading, i: number, n: number): string {
  const sent = r.tokens[i]?.sent;
  return r.tokens
    .slice(Math.max(0, i - n), Math.max(0, i))
    .filter((t) => t.sent === sent)
    .map((t) => t.w)
    .join(' ');
}

export const sentenceText = (r: Reading, sent: number) =>
  r.tokens
    .filter((t) => t.sent === sent)
    .map((t) => t.w)
    .join(' ');

/** The words of one clause, joined. */
export const clauseText = (r: Reading, clause: number) =>
  r.tokens
    .filter((t) => t.clause === clause)
    .map((t) => t.w)
    .join(' ');

export interface Status {
  negated: boolean;
  /** Checked by a professional, or gone ("went after paracetamol", "stopped"). */
  resolved: 'checked' | 'gone' | null;
  history: boolean;
  question: boolean;
  /** Pictured or feared, not happening ("I keep picturing him stopping breathing"). */
  imagined: boolean;
  /** Dated only by a gestation read as an age ("at 30+1"). */
  byGestation?: boolean;
}

export function anyIn(r: Reading, c: Concept, from: number, to: number): boolean {
  return near(r, c, from, to) >= 0;
}

/** A question's own words, asked with no mark: "is that ok", "what should i do", "how much", "can i", "or no". */
const UNMARKED_QUESTION =
  /\b(?:is (?:that|it|this|she|he) (?:ok|okay|normal|safe|good|true|right|fine|bad|alright|enough|too)|what (?:is|s|should|do|can|about|would|are|to)|how (?:do|can|should|much|often|high|to|long|many|would|will|to)|can i|should i|do i|must i|is there|which (?:one|ones|is|brand)|or (?:no|not)|what you say|what do you (?:say|think)|any advice)\b/;

/**
 * Whether sentence sent is a long voice-to-text run-on (25 words or more, in a message with no question mark) that
 * asks something in its own words: one unpunctuated sentence holds what, punctuated, would be a report and a question
 * (Q40: "...the herbs for fever i dont know the name ... is that good and what is a normal temperature").
 */
export function askedInRunOn(r: Reading, sent: number): boolean {
  if (r.read.questions.size) return false;
  const [a, b] = sentenceRange(r, sent);
  return b - a >= 25 && UNMARKED_QUESTION.test(sentenceText(r, sent));
}

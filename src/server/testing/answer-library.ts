/**
 * The real answer library asked as the chat asks it, for the tests of retrieval by family: which entry answers a
 * message at her stage and week, and the responder's whole reply with no warning sign read (the triage's side is
 * tested apart).
 */
import { expect, it } from 'vitest';
import { buildIndex } from '../modules/content/search.ts';
import { createAnswerFinder } from '../zara/responder-answers.ts';
import { createResponder } from '../zara/responder.ts';
import { testContent } from './test-app.ts';

export type Stage = 'pregnant' | 'postpartum';

const library = testContent();
/** The answer finder over the real library (its ranked matches, for tests of what must not match). */
export const finder = createAnswerFinder(library);
const responder = createResponder(library, buildIndex(library));

/** The id of the entry that answers her message, or null when none fits well enough. */
export const answers = (message: string, stage: Stage, week: number) =>
  finder.answer(message, { stage, week, babyWeeks: null })?.entry.id ?? null;

/** The responder's reply to a routine message. */
export const reply = (message: string, stage: Stage, week: number) =>
  responder.respond({
    message,
    stage,
    week,
    triage: { level: 'routine', signs: [], reason: '', mentioned: [] },
    country: 'GB',
  }).content;

/** A family's messages and the entry each must reach: [family, message, stage, week, entry id]. */
export type FamilyCase = [family: string, message: string, stage: Stage, week: number, id: string];
/** A family's messages and the fact each reply must hold: [family, message, stage, week, fact]. */
export type FamilyFact = [family: string, message: string, stage: Stage, week: number, fact: RegExp];

/**
 * One case written as a line, "family | message | P or B and her week | the rest" (P pregnant, B after the birth):
 * the rest is the entry id of a FamilyCase, or the text a FamilyFact's pattern is made from.
 */
export const familyLine = (line: string): [string, string, Stage, number, string] => {
  const [family = '', message = '', when = '', last = ''] = line.split(' | ');
  return [family, message, when.startsWith('P') ? 'pregnant' : 'postpartum', Number(when.slice(1)), last];
};

/** FamilyFacts written as lines (`familyLine`), the rest of each line being its fact's pattern. */
export const factLines = (lines: readonly string[]): FamilyFact[] =>
  lines.map((line) => {
    const [family, message, stage, week, fact] = familyLine(line);
    return [family, message, stage, week, new RegExp(fact)];
  });

/** The tests of a family of retrieval: each message reaches its entry, and each reply holds its fact. */
export function familyTests(cases: readonly FamilyCase[], facts: readonly FamilyFact[]): void {
  if (cases.length)
    it.each(cases)('%s: "%s" reaches its entry', (_family, message, stage, week, id) => {
      expect(answers(message, stage, week)).toBe(id);
    });
  if (facts.length)
    it.each(facts)('%s: "%s" is answered with its fact', (_family, message, stage, week, fact) => {
      expect(reply(message, stage, week)).toMatch(fact);
    });
}

/**
 * The real answer library asked as the chat asks it, for the tests of retrieval by family: which entry answers a
 * message at her stage and week, and the responder's whole reply with no warning sign read (the triage's side is
 * tested apart).
 */
import { buildIndex } from '../modules/content/search.ts';
import { createAnswerFinder } from '../zara/responder-answers.ts';
import { createResponder } from '../zara/responder.ts';
import { testContent } from './test-app.ts';

export type Stage = 'pregnant' | 'postpartum';

const library = testContent();
const finder = createAnswerFinder(library);
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

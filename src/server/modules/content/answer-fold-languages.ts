/**
 * Questions asked in another language (iteration 20): each language's folds, applied only to a question that
 * carries enough of that language's marker words, before the English folds read it (answer-folds.ts). An English
 * question, and all of the library's English, are left exactly as they are (tested in answer-iteration20.test.ts).
 * Spanish: answer-fold-spanish.ts; Tagalog and Taglish: answer-fold-tagalog.ts (beside the older, unguarded
 * answer-fold-taglish.ts).
 */
import { languageFolds } from './fold-guard.ts';
import { SPANISH_FOLDS, SPANISH_MARKERS, SPANISH_MIN } from './answer-fold-spanish.ts';
import { TAGALOG_FOLDS, TAGALOG_MARKERS, TAGALOG_MIN } from './answer-fold-tagalog.ts';

const LANGUAGES = [
  languageFolds(SPANISH_MARKERS, SPANISH_MIN, SPANISH_FOLDS),
  languageFolds(TAGALOG_MARKERS, TAGALOG_MIN, TAGALOG_FOLDS),
];

/** Lower-cased text with the words of any language it is written in folded to the library's English. */
export const foldLanguages = (text: string): string => LANGUAGES.reduce((t, fold) => fold(t), text);

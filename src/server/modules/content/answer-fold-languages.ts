/**
 * Questions asked in another language (iteration 20): each language's folds, applied only to a question that
 * carries enough of that language's marker words, before the English folds read it (answer-folds.ts). An English
 * question, and all of the library's English, are left exactly as they are (tested in answer-iteration20.test.ts).
 * Scots, Patois, voice-to-text and dropped g's: answer-fold-voices.ts. Spanish: answer-fold-spanish.ts; Tagalog and
 * Taglish: answer-fold-tagalog.ts; Indonesian and Malay: answer-fold-indonesian.ts (beside the older, unguarded answer-fold-taglish.ts).
 */
import { boundedMemo } from './bounded-memo.ts';
import { languageFolds } from './fold-guard.ts';
import { SPANISH_FOLDS, SPANISH_MARKERS, SPANISH_MIN } from './answer-fold-spanish.ts';
import { TAGALOG_FOLDS, TAGALOG_MARKERS, TAGALOG_MIN } from './answer-fold-tagalog.ts';
import { INDONESIAN_FOLDS, INDONESIAN_MARKERS, INDONESIAN_MIN } from './answer-fold-indonesian.ts';
import {
  DROPPED_G,
  DROPPED_G_FOLDS,
  PATOIS_FOLDS,
  PATOIS_MARKERS,
  PATOIS_MIN,
  SCOTS_FOLDS,
  SCOTS_MARKERS,
  SCOTS_MIN,
  VOICE_FOLDS,
  VOICE_MARKERS,
} from './answer-fold-voices.ts';

const LANGUAGES = [
  // Dialects and voice-to-text (iteration 38) first: a Scots "tae" is to, before the Taglish folds read it as poo.
  languageFolds(SCOTS_MARKERS, SCOTS_MIN, SCOTS_FOLDS),
  languageFolds(PATOIS_MARKERS, PATOIS_MIN, PATOIS_FOLDS),
  languageFolds(VOICE_MARKERS, 1, VOICE_FOLDS),
  languageFolds(DROPPED_G, 1, DROPPED_G_FOLDS),
  languageFolds(SPANISH_MARKERS, SPANISH_MIN, SPANISH_FOLDS),
  languageFolds(TAGALOG_MARKERS, TAGALOG_MIN, TAGALOG_FOLDS),
  // Indonesian and Malay (iteration 44) after Tagalog: "sama", "ng" and "lang" are read by Tagalog first.
  languageFolds(INDONESIAN_MARKERS, INDONESIAN_MIN, INDONESIAN_FOLDS),
];

/**
 * Lower-cased text with the words of any language it is written in folded to the library's English; each distinct
 * text is folded once, so the marker scans of six languages and dialects are paid once per message.
 */
export const foldLanguages = boundedMemo(2000, (text: string): string =>
  LANGUAGES.reduce((t, fold) => fold(t), text),
);

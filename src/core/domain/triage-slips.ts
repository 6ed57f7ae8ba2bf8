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
import realWords from './triage-real-words.json' with { type: 'json' };

const REAL: ReadonlySet<string> = new Set(realWords);

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

/** Of the given real words, those one slip from a lexicon word and not lexicon words themselves (the script). */
export function nearWords(words: readonly string[]): string[] {
  return [...new Set(words)]
    .filter((w) => w.length >= 4 && /^[a-z]+$/.test(w) && !LEXICON_EN_WORDS.has(w) && nearest(w) !== null)
    .sort();
}

const SEEN = new Map<string, string | null>();

/** The lexicon word a slip stands for, or null; `known` says whether a lexicon knows the word as it is. */
export const englishSlip = (w: string, known: (w: string) => boolean): string | null =>
  slipOnce(SEEN, w, (x) => (known(x) || REAL.has(x) ? null : nearest(x)));

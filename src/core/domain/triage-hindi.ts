/**
 * Hinglish (Hindi in Roman script, mixed with English) through the concept layer (docs/clinical-safety.md, "How
 * triage reads a message"), read the way triage-swahili.ts reads Swahili: in a message that reads as Hinglish, each
 * Hindi word or run of words is replaced by its English gloss (triage-lexicon-hi.ts), so the English lexicons tag
 * the same concepts and the rules read who, negation, time and resolution as in English. English words in the
 * message ("bleeding", "contractions", "wet nappy") are left as typed.
 * - A message reads as Hinglish when it holds three of Hindi's own grammar words (hai, nahi, raha, mein, mujhe,
 *   meri, gaya, kya, bahut, abhi, subah, ghante...), chosen among words English, Spanish, Tagalog and Swahili do not
 *   use ("ko", "se", "na", "to", "do", "main" count for nothing). A Tagalog or Swahili message stays as it is.
 * - Hindi puts its negation after the verb's stem ("hil nahi raha", "so nahi paati"): a "nahi" followed by a helping
 *   verb or the end of its clause goes before the word it follows ("bukhar nahi": no fever).
 * - Postpositions follow their noun ("subah se": since the morning): the lexicon's phrases read the common ones.
 */
import { HI_AUX, HI_PHRASES, HI_WORDS } from './triage-lexicon-hi.ts';
import { grammarAndShare, phraseAt, phraseIndex } from './triage-gloss-phrases.ts';
import type { Token } from './triage-text.ts';
import spelling from './triage-spelling.json' with { type: 'json' };

const GRAMMAR = new Set(
  'hai hain nahi nahin nhi raha rahi rahe mein mujhe meri mera mere hun hoon tha thi gaya gayi gaye kya karun karein bahut bohot abhi aaj subah raat baje hafte mahine ghante jab aisa maine apni chahti chahiye wala wali wale lagta lagti lag bhi aur toh hui hua ho kuch koi hota hoti kyunki lekin aisa waise dard bukhar khoon baad pehle'.split(
    ' ',
  ),
);

export function readsHindi(tokens: readonly Token[]): boolean {
  const [grammar, share] = grammarAndShare(tokens, GRAMMAR, (w) => HI_WORDS[w] !== undefined);
  return grammar >= 3 || (grammar >= 2 && share >= 0.3);
}

/** A word as triage-text.ts has already spelt it ("nahi" is "not", "subah" "morning" before this reader). */
const SPELT: Readonly<Record<string, string>> = spelling;
const spelt = (k: string) =>
  k
    .split(' ')
    .map((x) => SPELT[x] ?? x)
    .join(' ');
const PHRASES = phraseIndex(Object.fromEntries(Object.entries(HI_PHRASES).map(([k, v]) => [spelt(k), v])));
const PARTICLES = new Set(['hi', 'toh', 'itni', 'itna', 'itne', 'ekdum', 'zara']);
const LOOSE = /^(?:dheela|dhila|dheeli|dhili|dheele|dhile)$/;
const BODY = /^(?:baby|son|daughter|she|her|body|hands|feet|legs|arms|head|neck|completely|really)$/;
const UNITS = /^(?:days|weeks|hours|minutes|months)$/;
const FILLERS = new Set(['completely', 'anything', 'a', 'little', 'really']);
const NOT = new Set(['nahi', 'nahin', 'nhi', 'nai', 'nahee', 'nahii', 'not']);

/** The message's tokens with its Hindi read as English (only called when readsHindi holds). */
export function hindi(all: readonly Token[]): Token[] {
  // Particles that stand inside a phrase ("uth hi nahi raha", "itni tez dhadak"): dropped first.
  const tokens = all.filter((t) => !PARTICLES.has(t.w));
  const out: Token[] = [];
  const starts: number[] = [];
  let lastStart = -1;
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i] as Token;
    const emit = (g: string) => {
      const start = out.length;
      for (const x of g.split(' ')) if (x) out.push({ ...t, w: x });
      if (out.length > start) {
        lastStart = start;
        starts.push(start);
      }
    };
    const phrase = phraseAt(tokens, i, PHRASES);
    if (phrase) {
      emit(phrase[0]);
      i += phrase[1];
      continue;
    }
    // "bukhar nahi", "hil nahi raha": the negation goes before the word it follows, within its clause.
    if (NOT.has(t.w)) {
      const next = tokens[i + 1];
      const closes = !next || next.clause !== t.clause || HI_AUX.has(next.w);
      const prev = out[lastStart];
      // "koi sujan nahi", "dard koi nahi": "koi" (any) is the negation's place; "bilkul nahi" negates the word before.
      const any = out.findLastIndex((x) => (x.w === 'any' || x.w === 'anything') && x.clause === t.clause);
      if (any >= 0) {
        (out[any] as Token).w = 'no';
        const word = out.splice(any, 1)[0] as Token;
        out.splice(
          Math.max(
            0,
            out.findIndex((x) => x.clause === t.clause),
          ),
          0,
          word,
        );
        i++;
        continue;
      }
      if (closes && lastStart >= 0 && prev?.clause === t.clause) {
        const filler = FILLERS.has(prev.w)
          ? starts.findLast((s) => s < lastStart && out[s]?.clause === t.clause)
          : undefined;
        out.splice(filler ?? lastStart, 0, { ...t, w: 'no' });
        lastStart = -1;
        i++;
        continue;
      }
    }
    // "Dheela" is floppy said of the baby or a body ("baby bilkul dheela"), loose said of a thing ("elastic dheela").
    if (LOOSE.test(t.w) && !out.slice(-4).some((x) => BODY.test(x.w))) {
      emit('loose');
      i++;
      continue;
    }
    // "3 din se", "1 ghante se": for 3 days, for an hour.
    const unit = out.at(-1);
    if (t.w === 'se' && unit && UNITS.test(unit.w) && /^\d/.test(out.at(-2)?.w ?? '')) {
      out.splice(out.length - 2, 0, { ...t, w: 'for' });
      i++;
      continue;
    }
    const g = HI_WORDS[t.w];
    if (g === undefined) {
      lastStart = out.length;
      starts.push(lastStart);
      out.push(t);
    } else emit(g);
    i++;
  }
  return out;
}

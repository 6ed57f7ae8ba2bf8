/**
 * A reassurance about one part of her body reaches no other sign (docs/clinical-safety.md, "Who, when, and
 * whether"): "my temp is 38.6 and I'm achy, breasts look fine, no red patches" says the breasts are fine, not that
 * the fever is over; "sharp pain when I breathe in. Calf was sore last week but settled" ends the calf, not the
 * pain of breathing. With or without punctuation, the part named just before the reassurance is what it speaks of,
 * unless the sign itself is of that part ("headache this morning, my head feels fine now").
 */
import type { Concept } from './triage-lexicon.ts';
import type { Reading } from './triage-reading.ts';

/** Parts of the body a reassurance may be about, and the concepts that name a sign of that part. */
const SITES: Partial<Record<Concept, readonly Concept[]>> = {
  breast: ['breast'],
  leg: ['leg'],
  head: ['head', 'headache'],
  wound: ['wound'],
  chest: ['chest'],
  faceHands: ['faceHands'],
  palmsSoles: ['palmsSoles', 'itch'],
  ribs: ['ribs'],
};

/** How far before the reassurance its part may be named ("calf was sore last week but settled"). */
const REACH = 6;
/** How near the sign a part of the body must be named for the sign to be of that part. */
const OWN = 6;

/**
 * Whether the reassurance at token k speaks of a part of the body named just before it in its sentence, after the
 * sign at token i, and the sign at i is not of that part.
 */
export function ofAnotherSite(r: Reading, i: number, k: number): boolean {
  const sent = r.tokens[k]?.sent;
  for (let j = k - 1; j > i && j >= k - REACH && r.tokens[j]?.sent === sent; j--) {
    for (const [site, own] of Object.entries(SITES) as [Concept, readonly Concept[]][]) {
      if (!r.at[j]?.has(site)) continue;
      const isOwn = (t: number) =>
        r.tokens[t]?.sent === r.tokens[i]?.sent && own.some((c) => r.at[t]?.has(c));
      let mine = false;
      for (let t = Math.max(0, i - OWN); t <= i + OWN && t < j; t++) if (isOwn(t)) mine = true;
      if (!mine) return true;
    }
  }
  return false;
}

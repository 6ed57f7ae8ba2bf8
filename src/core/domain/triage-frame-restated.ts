/**
 * A framed question whose sign is described again in the next sentence (docs/clinical-safety.md, "Who, when, and
 * whether"; iteration 35's leftover, H102): "what does it mean when the discharge after birth smells really bad? like
 * rotten, 12 days pp" asks about her own sign: the next sentence, told and not asked, names the same concept again
 * (the smell, the colour, the pain) in a description ("like ...") as hers now. A frame with nothing after it ("what does it mean when lochia
 * smells?"), or followed by another question, stays a question. Read by toldAfterFrame (triage-frame-told.ts). Pure.
 */
import type { Reading } from './triage-reading.ts';

/** Tags that say nothing of a sign on their own (persons, negation, degree, a word of reassurance). */
const NOT_A_SIGN = new Set([
  'my',
  'neg',
  'pro',
  'self',
  'other',
  'she',
  'he',
  'her',
  'daughter',
  'fine',
  'joke',
  'severe',
  'resolve',
  'strong',
  'notNormal',
  'belly',
  'spread',
]);

/** A description's opening. */
const DESCRIBES =
  /^(?:like|kind of like|kinda like|sort of like|(?:it )?(?:smells|looks|feels|is) like|proper|really like)\b/;

/** Whether a concept of the framed clause from `frame` on is restated in the next, told sentence. */
export function restatedNext(r: Reading, i: number, frame: number): boolean {
  const t = r.tokens[i];
  if (!t || r.read.questions.has(t.sent + 1)) return false;
  // The next sentence opens as a description of it ("like rotten", "kind of like fish", "smells like eggs").
  const next = r.tokens.filter((x) => x.sent === t.sent + 1).map((x) => x.w);
  if (!DESCRIBES.test(next.slice(0, 4).join(' '))) return false;
  const framed = new Set<string>();
  r.tokens.forEach((x, k) => {
    if (x.sent === t.sent && x.clause >= frame)
      for (const c of r.at[k] ?? []) if (!NOT_A_SIGN.has(c)) framed.add(c);
  });
  return r.tokens.some((x, k) => x.sent === t.sent + 1 && [...(r.at[k] ?? [])].some((c) => framed.has(c)));
}

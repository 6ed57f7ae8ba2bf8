/**
 * Her usual blood pressure, told beside a reading (docs/clinical-safety.md, "Numbers"): "my normal is about
 * 128/84", "I usually sit around 125/80", "mi presion normal es 12/8". A usual reading is what she runs at, not
 * a repeat taken after the high one: it does not settle a severe reading told in the same message (ACOG: a
 * severe-range reading counts whatever her baseline; only a repeat that came back normal settles it). Nor does doubt
 * about the device, hers or a relative's ("monitors always read high if you're stressed": triage-bp-doubt.ts). Pure.
 */
import { type Reading, statusAt } from './triage-context.ts';
import { deviceDoubted } from './triage-bp-doubt.ts';

/** Words in the few before a reading that make it her usual one. */
const USUAL =
  /^(?:normal|normally|usual|usually|baseline|booking|normalmente|usualmente|siempre|suelo|suele|habitual|generally|typically|runs)$/;
/** Words that make the reading a repeat taken now ("then 122/78", "again 124/80"), never her usual one. */
const REPEAT = /^(?:then|again|later|repeat|repeated|retook|rechecked|second|despues|luego|otra)$/;

/** Whether the reading at token `at` is her usual blood pressure, told as such in its own sentence. */
export function usualReading(r: Reading, at: number): boolean {
  const sent = r.tokens[at]?.sent;
  let usual = false;
  for (let k = at - 1; k >= Math.max(0, at - 5) && r.tokens[k]?.sent === sent; k--) {
    const w = r.tokens[k]?.w ?? '';
    if (REPEAT.test(w)) return false;
    if (USUAL.test(w)) usual = true;
  }
  return usual;
}

/** Whether a reading later than token `at` came back normal: a repeat, not her usual one. */
export const settledLater = (r: Reading, at: number) =>
  r.numbers.bp.some(
    (b) =>
      b.at > at && !usualReading(r, b.at) && b.sys !== null && b.dia !== null && b.sys < 140 && b.dia < 90,
  );

/** Her own reading said in words, whoever took it: "checked my blood pressure", "mine was", "did it on me". */
const HERS =
  /\b(?:my (?:blood pressure|bp|pressure|reading|readings|numbers)|mine (?:was|is|came|read|said)|(?:on|of) me|took mine|did mine|mi (?:presion|tension))\b/;

/**
 * A severe reading's flags: a fact; doubt about the device is no check made after it (only a repeat settles it).
 * Her own reading told as hers, though a relative took it ("my sister-in-law checked my blood pressure with her
 * machine, 174/108"), is hers and now unless dated or settled: judged, whoever the clause names (the catalogue:
 * 160 or more over 110 or more is an emergency whoever measured it).
 */
export function severeReadingFlags(
  r: Reading,
  at: number,
): { fact: true; checkedBefore?: true; judged?: true } {
  const flags: { fact: true; checkedBefore?: true; judged?: true } = deviceDoubted(r)
    ? { fact: true, checkedBefore: true }
    : { fact: true };
  // ("mine was 120/80 and my mum's was 172/110": no one else named between hers and the reading.)
  const sent = r.tokens[at]?.sent;
  let from = at;
  for (let k = at - 1; k >= Math.max(0, at - 14) && r.tokens[k]?.sent === sent; k--) {
    if (r.at[k]?.has('other')) break;
    from = k;
  }
  const before = r.tokens
    .slice(from, at)
    .map((t) => t.w)
    .join(' ');
  const st = statusAt(r, at);
  if (HERS.test(before) && !st.history && !st.negated && st.resolved === null) flags.judged = true;
  return flags;
}

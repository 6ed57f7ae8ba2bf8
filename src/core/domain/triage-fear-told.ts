/**
 * A sign told as fact after a fear of the future in the same sentence (triage iteration 47, iteration 46's
 * leftover): "scared he will get worse, he's 10 days old and burning hot and won't wake for feeds". A fear read
 * sentence-wide made the whole sentence feared (triage-context.ts); the fear covers its own clause only when a
 * later clause opens with someone told in the present ("he is", "she has", "she won't", "baby keeps"): what that
 * clause names is happening. The fear's own clause stays feared ("scared she will get a fever, she is 2 weeks old
 * and feeding fine" names no fever had). Pure; read by statusAt.
 */
import type { Reading } from './triage-reading.ts';

const FEAR =
  /^(?:worry|worrying|worried|scared|afraid|terrified|frightened|paranoid|fear|fears|anxious|panic)$/;
const FUTURE = /^(?:will|might|would|could|going)$/;
const TOLD =
  /^(?:(?:and|but|now|cos|because|plus) )?(?:he|she|it|baby|the baby|my baby|our baby|i) (?:is|has|am|keeps|feels|looks|seems|will not|does not|can not|has not|is not|had not)\b/;

/** Whether the concept at token i is in a clause told as fact after a fear of the future in its sentence. */
export function toldAfterFear(r: Reading, i: number): boolean {
  const t = r.tokens[i];
  if (!t) return false;
  let fearClause = -1;
  for (let k = 0; k < i; k++) {
    const x = r.tokens[k];
    if (!x || x.sent !== t.sent || !FEAR.test(x.w)) continue;
    const ahead = r.tokens.slice(k + 1, k + 8).filter((y) => y.clause === x.clause);
    if (ahead.some((y) => FUTURE.test(y.w))) fearClause = x.clause;
  }
  if (fearClause < 0 || t.clause <= fearClause) return false;
  // (A clause told so, and every clause after it in the sentence: "she is 12 days old, floppy and not feeding".)
  for (let c = fearClause + 1; c <= t.clause; c++) if (opensTold(r, t.sent, c)) return true;
  return false;
}

/** Whether clause c of sentence `sent` opens with someone told in the present ("he is", "she has", "baby keeps"). */
function opensTold(r: Reading, sent: number, c: number): boolean {
  const opening = r.tokens
    .filter((y) => y.clause === c && y.sent === sent)
    .slice(0, 5)
    .map((y) => y.w)
    .join(' ');
  return TOLD.test(opening);
}

/** A case to come opening the sentence's story: "in case he gets a fever", "what if", "if ever", "por si", "en caso". */
const CASE = /^(?:case|if|ever|si|caso)$/;
const CASE_OPENS = /^(?:in case|what if|if ever|por si|en caso)$/;
/** Had now, just before the sign: "he has a", "she's got a", "is running a", "has had a". */
const HAD =
  /\b(?:has|have|s got|ve got|has got|got|is running|s running|has had|tiene|le dio)(?: a| an| high| really high| bad| una| un)*$/;
/** Now, just after it: "a fever now", "a fever tonight", "right now", "already"; not "now that" (a reason). */
const NOW_AFTER = /^(?:(?:right )?now(?! that)|tonight|already|at the moment|ahora|ya)\b/;

/**
 * A sign told as had now after a case to come asked in the same sentence (session 51, iteration 53's leftover): "in
 * case he gets a fever, he is 7 weeks, he has a fever now tonight", "what do i do in case he gets a fever he is 7
 * weeks and he has a fever now". The case read sentence-wide made the whole sentence a case to come; a later clause
 * told as fact (as after a fear), or the sign said to be had now, well after the case's own words, is happening.
 */
export function toldAfterCase(r: Reading, i: number): boolean {
  const t = r.tokens[i];
  if (!t) return false;
  let caseAt = -1;
  for (let k = 1; k < i; k++) {
    const x = r.tokens[k];
    if (x?.sent === t.sent && CASE.test(x.w) && CASE_OPENS.test(`${r.tokens[k - 1]?.w ?? ''} ${x.w}`))
      caseAt = k;
  }
  if (caseAt < 0) return false;
  // (Its own clause told so, after the case's: "in case he gets a fever, he is 7 weeks, he has a fever now".)
  if (t.clause > (r.tokens[caseAt]?.clause ?? 0) && opensTold(r, t.sent, t.clause)) return true;
  const words = (from: number, to: number) =>
    r.tokens
      .slice(Math.max(0, from), Math.max(0, to))
      .map((y) => y.w)
      .join(' ');
  return i - caseAt >= 5 && HAD.test(words(i - 4, i)) && NOW_AFTER.test(words(i + 1, i + 4));
}

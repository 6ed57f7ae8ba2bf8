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
  for (let c = fearClause + 1; c <= t.clause; c++) {
    const opening = r.tokens
      .filter((y) => y.clause === c && y.sent === t.sent)
      .slice(0, 5)
      .map((y) => y.w)
      .join(' ');
    if (TOLD.test(opening)) return true;
  }
  return false;
}

/**
 * A check already done, told as an update (triage iteration 47; docs/clinical-safety.md, "Who, when, and
 * whether"): "went to L&D last night ... they did a speculum and said it's an ectropion", "went into triage ...
 * they did the monitor and he was perfect". Read by triage-resolution.ts:
 * - "they" who check or speak after she tells of her own visit to a place of care (she or "we" went in, or a
 *   sentence opens with "went to/into" the ward, triage, L&D, the hospital) are its staff, as "the midwife" is;
 *   "they" after someone else's visit ("my sister went to hospital and they said it was nothing") are not;
 * - a professional's "come in", told as advice for a time to come ("said to always come in", "come straight in if
 *   it happens again", "any time"), does not undo the all-clear as "they said come in now" does.
 */
import { type Reading } from './triage-reading.ts';

/** A place of care's name right after the verb of going (a person's title is not a place). */
const PLACE =
  /^(?:in |up |down |over |back )?(?:to |into |in to |at )?(?:the |a |our )?(?:l and d|labou?r and delivery|labou?r ward|delivery suite|maternity(?: unit| triage| assessment unit| ward| day unit)?|triage|hospital|a and e|ae|er|emergency room|assessment unit|day unit|mau|epu|early pregnancy unit|birth cent(?:re|er)|urgent care|walk in)\b/;
const GOING = /^(?:went|been|rushed|popped|headed|drove|go|ended)$/;

/** Whether her own visit to a place of care is told before token j. */
export function herVisitBefore(r: Reading, j: number): boolean {
  for (let k = 0; k < j; k++) {
    const t = r.tokens[k];
    if (!t || !GOING.test(t.w)) continue;
    const prev = r.tokens[k - 1];
    // Her visit: after "i" or "we", or opening its sentence or clause ("Update from last night - went to L&D").
    const hers = !prev || prev.clause !== t.clause || /^(?:i|we|ive|weve|had|have)$/.test(prev.w);
    if (!hers) continue;
    const after = r.tokens
      .slice(k + 1, k + 7)
      .map((x) => x.w)
      .join(' ');
    if (PLACE.test(after.replace(/^(?:up|in) /, ''))) return true;
  }
  return false;
}

/** Words before a professional's "come in" that make it advice for a time to come. */
const ADVICE_BEFORE =
  /\b(?:always|any time|anytime|whenever|next time|in future|in the future|never hesitate to)$/;
/** Words after it that make it so ("come in if it happens again", "come in any time"). */
const ADVICE_AFTER = /^(?:if|whenever|any time|anytime|next time|in future|in the future|again if)\b/;

/** Whether a professional's "go in" or "come in" at or after token k sends her in now (not advice for later). */
export function sentInAfter(r: Reading, k: number): boolean {
  for (let i = Math.max(0, k); i < r.tokens.length; i++) {
    if (!r.at[i]?.has('escalate')) continue;
    let end = i;
    while (r.at[end + 1]?.has('escalate')) end++;
    const before = r.tokens
      .slice(Math.max(0, i - 3), i)
      .map((x) => x.w)
      .join(' ');
    const after = r.tokens
      .slice(end + 1, end + 4)
      .map((x) => x.w)
      .join(' ');
    if (!ADVICE_BEFORE.test(before) && !ADVICE_AFTER.test(after)) return true;
    i = end;
  }
  return false;
}

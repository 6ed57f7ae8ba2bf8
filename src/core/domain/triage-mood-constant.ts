/**
 * Worry told as her constant state (docs/clinical-safety.md, "Low mood or anxiety that will not lift"; iteration 33,
 * Q23, and Q19's and Q20's labels): "I worry all time, about baby, about birth, about everything, I cannot sleep
 * good" tells anxiety as how she lives now, in pregnancy or after the birth, as a mood told as daily does. It takes
 * the signs the lead's labels ask for: a worry said to be constant (all the time, every day, always, constantly,
 * nonstop) in her own words, her sleep lost, and its breadth (about everything, or crying a lot). The corpus holds
 * worry told constant with lost sleep alone, or with "can't switch off" alone, labelled routine (Q01, Q13, Q15):
 * those stay routine. A worry before one scan, or worrying about money, stays routine.
 */
import { type Reading, sentenceText } from './triage-reading.ts';

const WORRY =
  /\b(?:worry|worries|worrying|worried|anxious|anxiety|nervous|panicky|on edge|scared|afraid|fear)\b/;
const CONSTANT =
  /\b(?:all (?:the )?time|every day|everyday|every single day|always|constantly|constant|nonstop|non stop|day and night|all day and night|24 7|whole time)\b/;
/** Her sleep lost to it. */
const SLEEP_LOST =
  /\b(?:can not sleep|cannot sleep|cant sleep|not sleep|no sleep|not sleeping|barely sleep|hardly sleep)\b/;
/** Its breadth: about everything, every little thing, or crying a lot with it. */
const BROAD =
  /\b(?:about everything|every little thing|everything and everyone|crying a lot|cry a lot|crying all)\b/;
/** Someone else as the one who worries ("my husband worries all the time"). */
const OTHER = /\b(?:husband|partner|mum|mom|mother|dad|he|she|they|sister|friend|mil)\b/;

/** Whether she tells worry as constant with a second sign; the number of days it stands for (14), or 0. */
export function constantWorry(r: Reading): number {
  for (const sent of new Set(r.tokens.map((t) => t.sent))) {
    const s = sentenceText(r, sent);
    const m = WORRY.exec(s);
    if (!m || !CONSTANT.test(s) || !/\b(?:i|im|my|me)\b/.test(s)) continue;
    if (OTHER.test(s.slice(0, m.index)) && !/\bi\b/.test(s.slice(0, m.index))) continue;
    // Her sleep lost and the worry's breadth, in the same sentence or the one after it.
    const near = `${s} ${sentenceText(r, sent + 1)}`;
    if (SLEEP_LOST.test(near) && BROAD.test(near)) return 14;
  }
  return 0;
}

/**
 * A check still ahead is no check (docs/clinical-safety.md, "Who, when, and whether"; iteration 33, H95): "I've got
 * my normal midwife check next Tuesday anyway so I'll show her then" is a visit planned, not a professional's word
 * on the sign happening now ("face gone really puffy since this morning"). Only a check had, told in the past
 * ("the midwife checked me on Tuesday, all fine"), resolves a sign; a check said with a time still to come (next
 * week, tomorrow, on Friday, later, in two days, booked) and no finding told in its sentence does not.
 */
import { type Reading, sentenceOf, sentenceRange, span } from './triage-reading.ts';

const DAY =
  '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thurs|fri|sat|sun)';
/** A time still to come. */
const AHEAD = new RegExp(
  `\\b(?:next (?:${DAY}|week|month|time|appointment)|tomorrow|tmrw|tmr|later today|later this|this (?:afternoon|evening)|on ${DAY}|in (?:a|an|one|two|three|four|a few|\\d+) (?:days?|weeks?|hours?)|booked (?:for|in)|is booked|coming up|not due (?:till|until)|due (?:on|in|to)|i ll show|will show|i ll ask|will ask|i ll mention|will mention)\\b`,
);
/** A finding told, or the check had: the check was in the past. */
const FOUND =
  /\b(?:said|says|checked|found|told|was|were|looked|did|done|had|went|gone|listened|scanned|measured|all fine|all good|(?:is|was|all|all looked|looked) normal|came back)\b/;

/** Whether the check named at token k is still ahead: a time to come in its sentence and no finding told. */
export function checkAhead(r: Reading, k: number): boolean {
  const [ra, rb] = sentenceRange(r, sentenceOf(r, k));
  // (Words before the check in its sentence may say it was had: "they did a blood patch on Tuesday, gone".)
  return AHEAD.test(span(r, Math.max(ra, k - 4), rb)) && !FOUND.test(span(r, ra, rb));
}

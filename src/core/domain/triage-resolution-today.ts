/**
 * Fine today after a sign told of an earlier day (docs/clinical-safety.md, "Who, when, and whether"; iteration 43):
 * "Yesterday I had a little fever and a cold but today I am fine" is over. "Today I am fine" ends only a sign told
 * of an earlier day (yesterday, last night, a weekday, days ago), not one told "since" then, and "I am fine" is
 * hers, not the baby's ("the baby has had a fever since this morning, today I am fine myself" still raises). Pure;
 * read by resolutionCounts() (triage-resolution.ts).
 */
import { type Reading, span } from './triage-reading.ts';

const TODAY_FINE =
  /^(?:but )?today (?:i|she) (?:am|is|feel|feels)\b|^(?:i|she) (?:am|is|feel|feels) (?:fine|ok|okay|better) today\b/;
const EARLIER_DAY =
  /\b(?:yesterday|last night|the other day|day before|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:\d+|two|three|a few|couple of) days ago)\b/;

/** Whether a "today I am fine" at tokens [k, end) does not end the sign told before it. */
export function todayNotOver(r: Reading, k: number, end: number): boolean {
  if (!TODAY_FINE.test(span(r, k, end))) return false;
  const before = span(r, 0, k);
  const baby = r.tokens.slice(0, k).some((_, j) => r.at[j]?.has('baby'));
  return (
    !EARLIER_DAY.test(before) ||
    /\bsince\b/.test(before) ||
    (baby && !/^(?:but )?today she|^she/.test(span(r, k, end)))
  );
}

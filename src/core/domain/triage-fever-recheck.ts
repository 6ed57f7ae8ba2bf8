/**
 * Readings that are not a fever or a chill of hers or the baby's now (docs/clinical-safety.md, "Numbers";
 * iteration 35, H97). A reading taken again and normal: "the forehead gun said 38.1 ... stripped him, 20 min later
 * under the arm 36.9", "35.3 straight after her bath ... did it again properly: 36.7": a reading out of range
 * followed, after a re-check, only by readings between 36 and 37.9 is settled by them; a medicine given between
 * (a fever brought down by paracetamol is still a fever) or a later reading out of range keeps it. An older child's
 * reading: "4yo has 39.1 ... the baby is 3 weeks and 36.8": a reading said right after a child of years is the
 * child's, not the baby's whose age the message gives.
 */
import type { Reading } from './triage-context.ts';
import { readingAsked } from './triage-fever-asked.ts';

/** A re-check told between the two readings. */
const RECHECK =
  /\b(?:again|rechecked|re checked|retook|retaken|re took|redid|then|later|second time|another one|properly|under (?:the|her|his) arm|armpit)\b/;
/** A medicine given between them. */
const MEDICINE =
  /\b(?:calpol|paracetamol|tylenol|ibuprofen|nurofen|motrin|panadol|acetaminophen|medicine|dose|suppository)\b/;

/** A normal reading told as lasting since a day gone by. */
const SETTLED =
  /^(?:c |degrees |f )?(?:ever )?since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|the weekend|then|last \w+|\d+ days)\b/;
/** The high reading dated to a day gone by. */
const DATED =
  /\b(?:on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|last (?:week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|the other day|\d+ days ago|(?:two|three|four|five|a few|few) days ago)\b/;

const words = (r: Reading, a: number, b: number) =>
  r.tokens
    .slice(Math.max(0, a), Math.max(0, b))
    .map((t) => t.w)
    .join(' ');

/** Whether the reading at `at` is followed, after a re-check, only by normal readings. */
export function recheckedNormal(r: Reading, at: number): boolean {
  const later = r.numbers.tempsC.filter((t) => t.at > at);
  if (!later.length || later.some((t) => t.c < 36 || t.c >= 38)) return false;
  const last = later[later.length - 1]?.at ?? at;
  const between = words(r, at + 1, last);
  // ("Temp was 38.6 on Monday ... I've been 36.8 since Wednesday": normal readings told as lasting days since.)
  if (SETTLED.test(words(r, last + 1, last + 6)) && DATED.test(between + ' ' + words(r, at - 4, at)))
    return true;
  // ("a fever of 101.5 on Thursday ... urgent care, antibiotics. today I'm 98.9": a fever dated to a day gone by,
  // treated, with a normal reading told as today's is over; a medicine given just before today's reading keeps it.)
  if (
    DATED.test(between + ' ' + words(r, at - 4, at)) &&
    TODAY.test(words(r, last - 4, last)) &&
    !MEDICINE.test(words(r, last - 6, last + 6))
  )
    return true;
  return RECHECK.test(between) && !MEDICINE.test(between);
}

/** A reading told as today's or now ("today I'm 98.9", "this morning she was 36.9"). */
const TODAY = /\b(?:today|this morning|now|this evening|tonight)\b/;

/** A child of years ("4yo", "my 4 year old", "the toddler") named just before the reading, in its clause. */
const CHILD =
  /\b(?:\d+ (?:yo|y o|year old|years old|yr old|yrs old|yr|yrs)|toddler|eldest|big sister|big brother|older one|oldest)(?: (?:has|had|is|was|at|with|running|got|s))*$/;

/** Whether the reading at `at` is an older child's. */
export function olderChildsReading(r: Reading, at: number): boolean {
  const clause = r.tokens[at]?.clause;
  let a = at - 1;
  while (a > at - 6 && a >= 0 && r.tokens[a]?.clause === clause) a--;
  return CHILD.test(words(r, a + 1, at));
}

/** A reading asked about, taken again and normal, or an older child's: not one to raise. */
export const notAReading = (r: Reading, at: number) =>
  readingAsked(r, at) || recheckedNormal(r, at) || olderChildsReading(r, at);

/**
 * A baby's daily rhythm in the womb (docs/clinical-safety.md, "Pregnancy"; H87): quiet at one part of the day and
 * busy at another ("moves a lot in the evening but in the morning is quiet", "quieter in the mornings and busier at
 * night", or quiet while she is busy: "active at night but quiet when I'm at work", iteration 55), asked about as a pattern, is how he moves, not moving less. A change told beside it ("quieter than usual",
 * "not like before", "hasn't moved since") keeps the sign. Read by triage-rules-movements.ts. Pure.
 */
import type { Reading } from './triage-reading.ts';

const PART =
  /\b(?:mornings?|evenings?|nights?|afternoons?|daytime|during the day|in the day|at night|bedtime|(?:when|while) i am (?:at work|working|busy|walking(?: around)?|on my feet|out and about|up and about|moving around|rushing around)|(?:when|while) i (?:work|walk around)|at work|at my desk|in the office)\b/g;
const BUSY = /\b(?:a lot|lots|loads|busy|busier|active|more active|party|kicks? loads|wriggly|going mad)\b/;
const CHANGE =
  /\b(?:than usual|than normal|than before|than yesterday|used to|usually|changed|different|not like|less than|stopped|not moved|has not moved|nothing since|not felt|cannot feel|can not feel|today|tonight|this (?:morning|afternoon|evening)|barely|hardly|fewer|no (?:kicks|movements?)|nothing|not (?:really |even |properly )?felt)\b/;

/** Busy and quiet told as varying from day to day, with nothing of now. */
const VARIES =
  /\b(?:some days|somedays|some times|sometimes|on some days)\b.{1,60}\b(?:other days|other times|others|other days he|on other days|the next)\b/;

/**
 * "Only" or "still" that says nothing of the baby being still: "only complaint is my hips", a child "still playing
 * and drinking fine" (Q24); "still nothing" after a trick still is.
 */
export const QUIET_NOT_BABY =
  /^(?:only (?:complaint|problem|thing|issue|question|worry)|only (?:in|at|during) (?:the )?(?:morning|night|evening|day|daytime|afternoon)|still (?!nothing)\w+ing)/;

/** Whether the message tells quiet and busy at different parts of the day, with no change from before. */
export function dailyRhythm(r: Reading): boolean {
  const t = r.read.text;
  const parts = new Set([...t.matchAll(PART)].map((m) => m[0].replace(/s$/, '')));
  // ("some days he's super active, other times quieter": a pattern that varies from day to day; iteration 49, Q37.)
  const varies = VARIES.test(t);
  return (parts.size >= 2 || varies) && BUSY.test(t) && !CHANGE.test(t);
}

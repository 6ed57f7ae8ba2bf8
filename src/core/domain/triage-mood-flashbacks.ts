/**
 * Flashbacks told as recurring (docs/clinical-safety.md, "Low mood or anxiety that will not lift"; iteration 35,
 * Q25's label): "I keep getting flashbacks to" a traumatic birth is not ordinary fear of the birth ahead but
 * anxiety that keeps coming back, the catalogue's low mood or anxiety told as lasting. It takes the word itself
 * (flashback, reliving it) told as recurring now (keep getting, every night, all the time, again and again) in her
 * own words ("I'm just having flashbacks" to a grandchild's fever, H36, tells no recurrence). Fear of the birth with
 * poor sleep alone stays routine (Q10, Q15, Q21), and so do flashbacks over ("used to get flashbacks, they stopped
 * after the debrief"), someone else's, a "flashback" to a time or a song, or a
 * flash of a thought she lets pass (T14, H61: intrusive thoughts have rules of their own).
 */
import { type Reading, sentenceText } from './triage-reading.ts';

const FLASHBACK = /\b(?:flashbacks?|flash backs?|reliving (?:it|the birth|that day|everything))\b/;
/** Told as happening again and again now. */
const RECURRING =
  /\b(?:keep|keeps|kept|keep on|still|every night|every day|all the time|constantly|again and again|over and over|nonstop|wont stop|will not stop|cant stop)\b/;
/** Over, or in the past only. */
const OVER =
  /\b(?:used to|stopped|gone now|mostly gone|no longer|dont anymore|do not anymore|went away|after the debrief|years ago)\b/;
/** Someone else's ("my sister gets flashbacks", "he keeps having flashbacks"). */
const OTHERS =
  /\b(?:he|she|they|husband|partner|sister|brother|mum|mom|friend|dad|cousin|colleague)\b (?:\w+ ){0,2}(?:gets?|keeps?|has|had|having|getting)\b/;
/** A "flashback" to a time, a song or a show: nostalgia, not trauma. */
const NOSTALGIA =
  /\bflash ?backs? to (?:the (?:\d+s|90s|80s|00s)|my (?:childhood|school|uni|teens)|being a kid)\b/;

/** Whether she tells flashbacks as recurring; the number of days it stands for (14), or 0. */
export function recurringFlashbacks(r: Reading): number {
  for (const sent of new Set(r.tokens.map((t) => t.sent))) {
    const s = sentenceText(r, sent);
    if (!FLASHBACK.test(s) || !RECURRING.test(s) || OVER.test(s) || NOSTALGIA.test(s)) continue;
    if (OTHERS.test(s) || !/\b(?:i|im|my|me)\b/.test(s)) continue;
    return 14;
  }
  return 0;
}

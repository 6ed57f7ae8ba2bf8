/**
 * A check that does not reach a sign told as present (docs/clinical-safety.md, "Who, when, and whether"; H108): a
 * discharge from hospital ("nos dieron de alta esta mañana", "we were discharged", "sent home this morning") is
 * leaving, not a professional's finding on the sign; and a check dated earlier in the day ("the midwife checked her
 * this morning"), told after a sign in the present ("she is cold and looks mottled"), found nothing about what is
 * happening now. A check clears a sign only when it found it normal (a word of fine or normal beside it) and nothing
 * says it is there now. Read by triage.ts beside a finding's status (the reading, and so the net's features, are
 * unchanged). Pure.
 */
import { type Reading, sentenceOf, sentenceRange, span } from './triage-reading.ts';

/** Leaving hospital: discharged, sent home, "de alta". */
const DISCHARGE =
  /\b(?:discharged|discharge|sent (?:us |her |me |them )?home|(?:nos|le|me|la|lo|les) (?:dieron|dio|han dado|dan) (?:de )?(?:el )?alta|de alta)\b/;
/** A time earlier than now. */
const EARLIER =
  /\b(?:this morning|earlier|earlier today|yesterday|last night|this afternoon|at (?:her|his|the) (?:check|visit|newborn check)|esta manana|en la manana|ayer|anoche|hoy temprano|mas temprano)\b/;
/** A sentence that tells something as it is now. */
const PRESENT =
  /\b(?:is|are|looks|look|seems|feels|now|still|keeps|esta|estan|se ve|se siente|sigue|siguen|ahora|todavia)\b/;
/** A finding of normal beside a check, or what the professional said it is ("said mild jaundice"). */
const FOUND_FINE =
  /\b(?:said|says|told|dijo|dijeron|fine|normal|ok|okay|all good|nothing wrong|healthy|perfect|bien|perfecto|perfecta|sano|sana)\b/;

/**
 * Whether every reassurance after the sign at token i is a discharge, or a check dated earlier that found nothing
 * normal, while the sign's own sentence tells it as now: then the sign is not over.
 */
export function checkNotNow(r: Reading, i: number): boolean {
  const sent = sentenceOf(r, i);
  const [a, b] = sentenceRange(r, sent);
  if (!PRESENT.test(span(r, a, b))) return false;
  const after = r.mentions.filter((m) => (m.c === 'resolve' || m.c === 'strong') && m.start > i);
  if (!after.length) return false;
  return after.every((m) => {
    const s = sentenceOf(r, m.start);
    if (s === sent) return false;
    const [ma, mb] = sentenceRange(r, s);
    const words = span(r, ma, mb);
    if (DISCHARGE.test(words) && !FOUND_FINE.test(words)) return true;
    return EARLIER.test(words) && !FOUND_FINE.test(words);
  });
}

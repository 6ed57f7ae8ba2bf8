/**
 * An accident feared for the baby, not a thought of harming her (docs/clinical-safety.md, "The mind"; iteration
 * 39, Q30): "I'm scared she might suffocate on her front", "afraid he'll choke on the bottle", in Tagalog "natatakot
 * ako baka ma-suffocate siya pag nakadapa". The baby is the one it would happen to (the subject of suffocating,
 * choking or drowning, or Tagalog's "ma-" form after "baka", maybe), in a sentence of fear: a worry for her safety.
 * Her as the one who would do it ("scared I might suffocate her", "I'll drown him") is still read as harm. Pure;
 * read by triage-mind-cues.ts with the other harms feared, not meant (a cause in pregnancy, a medicine in the milk,
 * a thing's harm asked about).
 */
import { leadIn, type Reading, span } from './triage-reading.ts';
import { causeFeared } from './triage-mind-care-asked.ts';
import { milkFeared } from './triage-mind-ordinary.ts';
import { activityHarmWarned, thingHarmAsked } from './triage-mind-cause.ts';

/** What can happen to a baby by itself. */
const HAPPENS = /^(?:suffocate|suffocates|suffocating|choke|chokes|choking|drown|drowns|drowning)$/;
/** Fear said before it in the sentence. */
const FEAR =
  /\b(?:scared|afraid|worried|worry|worries|terrified|frightened|nervous|paranoid|anxious|fear|natatakot|takot|kinakabahan|miedo)\b/;
/** The baby as its subject, with a modal: "she might", "he'll", "the baby could", "baka ma-" (Tagalog). */
const BABY_SUBJECT =
  /(?:\b(?:she|he|baby|they|lo|it) (?:might|may|could|will|would|ll|can|is going to|s going to|gonna|would not|will not)(?: \w+)?|\bbaka(?: ma)?|\bbaka \w+ ma)$/;
/** An object after the verb: someone it is done to. */
const OBJECT = /^(?:him|her|them|it|the baby|baby|my|our|his)\b/;

/** Whether the harm word at token `at` is an accident feared for the baby, with the baby as its subject. */
export function accidentFeared(r: Reading, at: number): boolean {
  if (!HAPPENS.test(r.tokens[at]?.w ?? '')) return false;
  const lead = leadIn(r, at, 10);
  return FEAR.test(lead) && BABY_SUBJECT.test(lead) && !OBJECT.test(span(r, at + 1, at + 3));
}

/**
 * A harm word that is a harm feared, not meant: a cause in pregnancy, a medicine in the milk, a thing, an activity
 * warned against, an accident.
 */
export const harmFeared = (r: Reading, at: number): boolean =>
  causeFeared(r) ||
  milkFeared(r) ||
  thingHarmAsked(r, at) ||
  activityHarmWarned(r, at) ||
  accidentFeared(r, at);

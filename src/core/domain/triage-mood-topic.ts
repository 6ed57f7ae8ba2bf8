/**
 * Low mood's own name as the topic of a question, not a mood told (docs/clinical-safety.md, "Low mood"; iteration
 * 46, AH76): "read that PND can start months later?? I was fine at first ... is that true or would it just be baby
 * blues showing up late" asks what the condition does, in general. A message that makes such a claim of the
 * condition, or asks whether one is true, and whose only words of low mood are the condition's names (PND, postnatal
 * depression, the baby blues, anxiety) names no mood of hers. Any feeling told ("heard PND can come late and I've
 * cried every day for weeks"), a span of her days ("been 3 weeks of not wanting to get up"), or the condition as hers ("I think I have PND", "my PND is back", "this is PND"),
 * still raises as before. Pure; read by triage-rules-mood.ts.
 */
import { type Reading, span } from './triage-reading.ts';

/** The condition's names. */
const CONDITION =
  '(?:pnd|ppd|pna|ppa|post ?natal (?:depression|anxiety)|post ?partum (?:depression|anxiety)|perinatal (?:depression|anxiety)|(?:the )?baby blues|(?:the )?blues|depression|anxiety)';
/** A mention of low mood that is only a condition's name ("baby blues", "depression"), not a feeling. */
const NAME_ONLY = /^(?:(?:the )?baby blues|blues|depression|anxiety)$/;
/** What the condition does, in general: "PND can start months later", "the blues usually show up on day 3". */
const DOES =
  '(?:can|could|may|might|does|do|will|would|usually|often|sometimes|really|actually|still)(?: \\w+){0,2} (?:start|starts|begin|begins|come|comes|show|shows|showing|appear|appears|happen|happens|hit|hits|kick|kicks|develop|develops|set|sets|last|lasts|turn|turns|creep|creeps|arrive|arrives|strike|strikes)';
/** Read or heard of it, or asked if it is true or who gets it ("heard that", "is it true", "can dads get"). */
const HEARD =
  '(?:read|heard|seen|saw|says|said|told me|told us|article|post|googled|google says|is it true|is that true|can (?:you|women|mums|moms|mothers|people|anyone) (?:get|have|develop))';
const CLAIM = new RegExp(`\\b${CONDITION} ${DOES}\\b|\\b${HEARD}(?: \\w+){0,4} ${CONDITION}\\b`);
/** The condition as hers: "I think I have PND", "I've been diagnosed with", "my PND", "this is PND", "I'm depressed". */
const OWN = new RegExp(
  `\\b(?:i|i ve|ive|i have|i m|im|i am)(?: \\w+){0,2} (?:have|got|had|diagnosed|suffering|suffer|struggling|dealing|battling|fighting)(?: \\w+){0,2} ${CONDITION}\\b|\\bmy (?:\\w+ )?${CONDITION}\\b|\\b(?:this|it) (?:is|s|must be) ${CONDITION}\\b|\\b(?:think|sure|worried|scared|afraid) (?:i|i ve|i have|im|i m|i am|that i)\\b(?: \\w+){0,3} ${CONDITION}\\b`,
);

/** A span of her days told beside it ("been 3 weeks of not wanting to get up", "for a month now"): something lived. */
const SPAN_TOLD =
  /\b(?:been|for|past|last|over) (?:the )?(?:last |past )?(?:\d+|a|an|one|two|three|four|five|six|couple|few|several)(?: of)? (?:weeks?|wks|months?)\b|\b(?:for|been) (?:weeks|months)\b|\b(?:weeks|months) (?:of|now)\b(?<!\b\d+ (?:weeks|months) now)/;

/** Whether low mood is named only as a condition asked about or heard of, with no mood of hers told. */
export function conditionAsked(r: Reading): boolean {
  const text = r.read.text;
  if (!CLAIM.test(text) || OWN.test(text) || SPAN_TOLD.test(text)) return false;
  return r.mentions.every((m) => m.c !== 'lowMood' || NAME_ONLY.test(span(r, m.start, m.end)));
}

/**
 * A question asked in sign-language grammar (docs/clinical-safety.md, "Who, when, and whether", iteration 26; found
 * by the blind batch H75, Deaf mothers writing English in the order of a signed language): "If water break night
 * time, me Deaf, ... How me contact?" and "After vaccine, baby fever small, what me do?" plan for a sign that has
 * not happened, as "if her waters go, do we ring first?" does. The sign sits in a case to come ("if ...", or "after"
 * a vaccine still ahead: "vaccine next week") and the message asks what she does, with "me" where English puts "I"
 * ("how me contact", "what me do"). A sign told now in the same grammar ("Now night 7. No wet.", "Today toilet,
 * blood clot big") is a report. Pure; read by triage-hearsay.ts.
 */
import type { Reading } from './triage-reading.ts';

/** What she does, asked with "me" for "I": "how me contact", "what me do", "where me go". */
const SIGNED_ASK =
  /\b(?:what|how|where|who|when|which) me (?:do|contact|call|ring|phone|go|tell|text|get|reach|give|need)\b/;
/** A case to come: "if ...", or after a vaccine or jab not yet given. */
const IF_CASE = /\b(?:if|suppose|say)\b/;
const AFTER_JAB =
  /\bafter (?:the |his |her )?(?:vaccine|vaccines|vaccination|jab|jabs|injection|immuni[sz]ations?)\b/;
const AHEAD = /\b(?:next (?:week|month|time)|tomorrow|coming up|soon|in \d+ days?)\b/;
/** Words that place the sentence now. */
const NOW = /\b(?:now|today|tonight|right now|this morning|since|already|just)\b/;

/** Whether the sentence (its words `s`) asks, in signed grammar, what to do about a sign in a case to come. */
export function signedPlan(r: Reading, s: string): boolean {
  if (!SIGNED_ASK.test(r.read.text) || NOW.test(s)) return false;
  return IF_CASE.test(s) || (AFTER_JAB.test(s) && AHEAD.test(r.read.text));
}

import { type Reading, span } from './triage-reading.ts';

/** A question about signs: "what are the signs of", "how do I know if", "is it true", a screening. */
const SIGNS_QUESTION =
  /\b(?:signs of|symptoms of|warning signs|red flags|how (?:do|would|can|could|should) (?:i|we|you|they|people|she) (?:even )?(?:know|tell|spot|notice|recogni[sz]e)|what (?:are|is) (?:the )?(?:signs|symptoms)|what should (?:i|we) (?:look|watch)|look out for|watch out for|is it true|how common|risk of|screening|questionnaire|edinburgh|epds|what is (?:postpartum psychosis|psychosis|ppp|ppd)|cuales son (?:las )?senales|como saber)\b/;

/**
 * Whether the mind's cue at token i is asked about in a question about signs, not told: the question's words come
 * before it in its sentence ("how do I know if I'm hearing voices"). A cue told first and then asked about ("I'm
 * hearing a voice telling me to hurt the baby, how do I know if it's real?") is hers; a question about signs after a
 * story ("a friend told me about a mother who... what are the signs?") is still a question (iteration 43).
 */
export function signsAsked(r: Reading, i: number): boolean {
  const sent = r.tokens[i]?.sent;
  let a = i;
  while (a > 0 && r.tokens[a - 1]?.sent === sent) a--;
  let b = i;
  while (b < r.tokens.length && r.tokens[b]?.sent === sent) b++;
  if (SIGNS_QUESTION.test(span(r, a, i + 1))) return true;
  return SIGNS_QUESTION.test(span(r, i, b)) && !REAL_ASKED.test(span(r, i, b));
}

/** Someone's question: "asked me if", "asked at the 2 week check whether", "me preguntó si". */
const ASKED =
  /\b(?:asked (?:\w+ ){0,2}(?:if|whether|about)|asked (?:me )?(?:at|during|in) (?:the|my|her|our|a) (?:\w+ ){0,3}(?:check|checkup|appointment|visit|review|booking|scan) (?:if|whether|about)|asks (?:\w+ ){0,2}(?:if|whether|about)|le pregunte si|me pregunto si|me preguntaron si)\b/;
/** Her own answer or report after the question: what follows is hers ("I told her I have been planning..."). */
const ANSWERED =
  /\b(?:i told|told (?:her|him|them)|i said|i admitted|i answered|but (?:honestly|actually|truthfully|really|i)|i have been|i keep|i am)\b/;

/**
 * Whether the mind's cue at token i is inside someone's question ("the midwife asked at the 2 week check if I'd had
 * thoughts of hurting myself"), not in her answer after it ("...I said no but honestly I keep picturing...", "asked
 * if I was coping and I told her I have been planning to end my life": hers; iteration 43).
 */
export function screeningAsked(r: Reading, i: number): boolean {
  const sent = r.tokens[i]?.sent;
  let a = i;
  while (a > 0 && r.tokens[a - 1]?.sent === sent) a--;
  const upTo = span(r, a, i);
  const m = ASKED.exec(upTo);
  return m !== null && !ANSWERED.test(upTo.slice(m.index + m[0].length));
}

/** Whether what she told is real, asked after it: "how do I know if it's real", "how can I tell if this is". */
const REAL_ASKED =
  /\bhow (?:do|would|can|could|should) (?:i|we) (?:even )?(?:know|tell) (?:if|whether) (?:it|this|that|they|these|real|true)\b/;

/**
 * A screening question answered yes (docs/clinical-safety.md, "The mind: recall first", iteration 26; found by the
 * blind batch H75): someone else's screening question ("the questionnaire asked about thoughts that I'd be better off
 * dead") is not her thought, unless she says she answered yes. The questionnaires' own answers count as yes: "I
 * answered 'more than half the days'", "nearly every day", "I ticked sometimes" (the EPDS and PHQ-9 answer options).
 * Read by triage-mind-cues.ts.
 */
export const SAID_YES =
  /\b(?:said yes|i said i have|told (?:her|him|them) yes|dijo que si|dije que si|i (?:answered|ticked|put|chose|picked|said) (?:yes|more than half|nearly every|most|quite often|several|sometimes|often|hardly ever)|more than half the days|nearly every day)\b/;

/**
 * A relative's illness asked about for herself while she is well (iteration 40; H122): "my aunt saw things that
 * were not there after her baby... can it happen to me too? I'm fine now". The relative's cues are the story, not
 * hers, when she asks whether it could happen to her and says she is fine now. Her own cue ("I'm seeing shadows")
 * stays hers (the subject there is her).
 */
const FOR_HERSELF =
  /\b(?:can|could|will|would|might|does) (?:it|this|that) (?:happen|run|come) (?:to|in|for) (?:me|my family|families|us)\b|\b(?:am i|will i be|could i be) (?:at risk|more likely|likely)\b|\b(?:is it|is that) (?:genetic|hereditary|in the genes)\b/;
const WELL_NOW =
  /\b(?:i am|i m|im|i feel|feeling|i have been|i ve been) (?:fine|ok|okay|well|good|alright|all right)(?: now| at the moment| so far| for now)?\b/;
export const relativeAsked = (text: string, who: string | null) =>
  (who === 'other' || who === 'she') && FOR_HERSELF.test(text) && WELL_NOW.test(text);

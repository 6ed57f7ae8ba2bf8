/**
 * Words of low mood and spans of time that belong to something else (docs/clinical-safety.md, "Low mood";
 * iteration 33, H94 and H96). A span a custom or a rule lasts ("I cannot wash my hair for 40 days", resguardo,
 * cuarentena, confinement, "stay for the first two weeks") is how long the rule or the visit lasts, not how long her
 * mood has; "should not lift your arms" is lifting a thing, not a mood that will not lift. "Crying every day for
 * three weeks" and "my low mood will not lift" still raise.
 */
import { type Reading, sentenceText, span } from './triage-reading.ts';

/** A custom's or a rule's period, or a visit's, said in the sentence. */
const RULE_PERIOD =
  /\b(?:resguardo|cuarentena|confinement|sitting the month|the month|dieta|chilla|40 days|forty days|40 dias|cuarenta dias)\b|\b(?:can not|cannot|not allowed|must not|must|have to|has to|should not|not supposed to|no|never|stay|staying|visit|visiting|coming)\b(?: \w+){0,8} for (?:the )?(?:first |next )?(?:\d+|two|three|four|six|forty) (?:days|weeks)\b/;

/** Whether the span said in sentence `sent` is a rule's or a visit's, and the sentence names no mood of hers. */
export const rulePeriod = (r: Reading, sent: number): boolean => RULE_PERIOD.test(sentenceText(r, sent));

/** Lifting a thing ("should not lift your arms", "can not lift the car seat"), not a mood that will not lift. */
const LIFT_THING =
  /^(?:your|my|her|his|the|a|an|anything|things|heavy|arms|it|him|baby|them|up|over|more|than|above)\b/;
export function liftedThing(r: Reading, i: number): boolean {
  const m = r.mentions.find((x) => x.c === 'lowMood' && x.start === i);
  return m !== undefined && /\blift$/.test(span(r, i, m.end)) && LIFT_THING.test(span(r, m.end, m.end + 2));
}

/** Before a crying that tells her state: "I am crying", "been crying", "keep crying", "me crying". */
const CRY_TOLD =
  /^(?:i|im|am|m|been|keep|keeps|kept|was|were|is|s|start|started|stop|stopped|always|still|constantly|and|of|from|without|me|she|be|just|of|cannot|not|all|everyday|daily|days)$/;
/**
 * A crying said as an exclamation (the crying-face emoji is read as "crying"): "I miss ice cream so much 😭", "I
 * want to wash so much 😭" follows a wish or a loss of something small, with nothing of her state told before it;
 * "leaking when I sneeze, is this forever 😭" exclaims over a question about her body (iteration 40, H123).
 */
export const exclaimedCry = (r: Reading, i: number): boolean =>
  r.tokens[i]?.w === 'crying' &&
  r.tokens[i - 1]?.sent === r.tokens[i]?.sent &&
  !CRY_TOLD.test(r.tokens[i - 1]?.w ?? '') &&
  /\b(?:so much|so bad|so badly|miss|want|wanna|is (?:this|it|that) (?:forever|permanent|for life|going to last)|will (?:this|it) (?:ever|last)|how long (?:will|does)|when (?:does|will) (?:this|it))\b/.test(
    span(r, i - 6, i),
  ) &&
  !/^(?:in|at|on|over|about|for|because|all|every|when|while|again|alone|myself|so|a|constantly|daily|most|and)$/.test(
    r.tokens[i + 1]?.sent === r.tokens[i]?.sent ? (r.tokens[i + 1]?.w ?? '') : '',
  );

/**
 * Her own explanation of a sign (docs/clinical-safety.md, "Who, when, and whether"): "I thought it was the way I'm
 * lifting them", "I put that down to the hospital stockings", "I assumed it was the stitches". What she blames a
 * sign on says why she thinks she has it, not that it is over or only pictured: the sign told beside it is still
 * happening now. ("Thought my waters went but it was just wee", a belief corrected by what it turned out to be, is
 * read in triage-context.ts.)
 */
import { type Reading, sentenceText } from './triage-reading.ts';

const EXPLAINED =
  /\b(?:(?:i|we|she) (?:thought|think|assumed|assume|figured|figure|presumed|reckoned|reckon|guessed|guess|put|blamed|chalked)|i (?:am|was) (?:thinking|putting|blaming))\b(?: (?:it|that|this|they|those|these|them|the \w+|it all))? (?:was|were|is|are|s|re|must be|might be|could be|was just|is just|was only|down to|up to|on)\b/;

/** Whether the sentence of token i gives her explanation of a sign ("I thought it was X", "put it down to X"). */
export function explained(r: Reading, i: number): boolean {
  return EXPLAINED.test(sentenceText(r, r.tokens[i]?.sent ?? -1));
}

/** The same, of a sentence's text. */
export const explains = (s: string) => EXPLAINED.test(s);

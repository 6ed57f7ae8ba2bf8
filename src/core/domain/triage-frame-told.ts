/**
 * Where a question's frame ends (docs/clinical-safety.md, "Who, when, and whether"): a hypothetical or generic
 * frame ("how do I tell if", "what does it mean when", "should I worry if", "if") covers its own clause, not what
 * follows it. "How do I tell if she has a fever, she feels really hot and is floppy": the frame ends at the comma,
 * where a new statement about her or the baby begins, and "is floppy" is told now. "What does it mean when you
 * get tightenings every 6 min? Been going over an hour and they're getting stronger": the frame is followed by the
 * sign's own course, so the sign is happening now. A question asked ahead with nothing told after it ("how do I
 * know if my waters have gone?", "if she gets a fever after jabs what do I give") stays a question. Read by
 * statusAt (triage-context.ts) only for a concept in a sentence already read as a question. Pure.
 */
import { restatedNext } from './triage-frame-restated.ts';
import { clauseText, memoised, type Reading, sentenceRange } from './triage-reading.ts';

/** A frame that opens a case or a general question. */
const FRAME =
  /^(?:how (?:do|can|would|will|should|could) (?:i|we|you) (?:even |actually |really )?(?:know|tell|spot)|how to (?:know|tell)|what (?:does|do|would) (?:it|that) mean (?:if|when)|what happens (?:if|when)|should (?:i|we) (?:be )?(?:worr(?:y|ied)|concerned) (?:if|when|about)|is it (?:bad|normal|ok|okay|serious|dangerous|a worry) (?:if|when)|what if|if|when|como (?:se|sabre|saber|puedo saber) si|que significa (?:si|cuando)|si)\b/;

/** A new statement about her or the baby, now: a subject, then a verb in the present (not a modal's case to come). */
const STATEMENT =
  /^(?:(?:and|but|so|now|plus|also|y|pero|ahora) )?(?:she|he|i|baby|the baby|my baby|our baby|bub|it|they|my \w+|her \w+|his \w+)(?: (?:really|just|still|also|now|literally|honestly))? (?:is|am|are|has|have|feels|feel|looks|look|seems|seem|keeps|keep|is not|has not|can not|will not|was|been|got|gets|m|ve)\b(?! (?:going to|gonna|ok|okay|fine|better|normal)\b)/;

/** The sign's own course, count or present state, told after the frame. */
const COURSE =
  /\b(?:(?:been|is|are|keeps?|kept|still) (?:going|happening|coming|on and off)(?: on)?(?: (?:for|over|since|about|nearly|almost|more than))?|(?:getting|got|gotten|get) (?:stronger|worse|closer|heavier|bigger|more (?:painful|frequent|often|intense|regular)|closer together|more and more)|right now|at the moment|(?:since|from) (?:this morning|last night|lunch|lunchtime|breakfast|tea|teatime|dinner|yesterday|\d{1,2} ?(?:am|pm|oclock|o clock))|for (?:the )?(?:last|past) (?:\d+|an?|one|two|three|few|couple of) (?:hours?|minutes?|mins?|hrs?)|started (?:about |around )?(?:\d+|an?|one|two|half) (?:an )?(?:hours?|minutes?|mins?|hrs?) ago|(?:twice|once|\d+ times|three times|four times) in the (?:last|past) (?:hour|half hour|\d+ (?:hours|minutes|mins))|(?:i )?(?:just|have just|ve just) passed (?:one|another|a clot|a big one|this)|desde (?:esta manana|anoche|ayer|hace)|ahora mismo)\b/;
/** A clause about reading or worrying, not about the sign ("been reading about it since this morning"). */
const ABOUT_IT =
  /\b(?:reading|read|googling|googled|wondering|thinking|worrying|researching|asking|looking)\b/;

/** A clause told of a person, not of the sign ("they're getting stronger", "been going over an hour"). */
const PERSON = /^(?:(?:and|but|so|now) )?(?:he|she|baby|the baby|my baby|i|we|you|el bebe|ella|el)\b/;

/** The clause where the frame of token i's sentence opens, or -1 when the sentence has none before i. */
function frameClause(r: Reading, i: number): number {
  const [a] = sentenceRange(r, r.tokens[i]?.sent ?? -1);
  for (let k = a; k <= i; k++) {
    const x = r.tokens[k];
    if (
      !x ||
      (k > a && r.tokens[k - 1]?.clause === x.clause && !/^(?:how|what|should|is|if|when)$/.test(x.w))
    )
      continue;
    const words = r.tokens
      .slice(k, k + 8)
      .map((y) => y.w)
      .join(' ');
    if (FRAME.test(words)) return x.clause;
  }
  return -1;
}

/** Whether the concept at token i, in a question's frame, is told as happening now after the frame ends. */
export function toldAfterFrame(r: Reading, i: number): boolean {
  return memoised(r, `frame:${String(i)}`, () => {
    const t = r.tokens[i];
    if (!t) return false;
    const frame = frameClause(r, i);
    if (frame < 0) return false;
    // A later clause of the same sentence that opens a new statement about her or the baby, with the concept in it.
    // ("I've read you can leak a bit when you sneeze": what she read of anyone, not a statement about her.)
    const own = clauseText(r, t.clause);
    if (t.clause > frame && STATEMENT.test(own) && !ABOUT_IT.test(own) && !/\byou\b/.test(own)) return true;
    // The sign's course told after the frame, in a clause that is neither a frame nor talk about the question.
    const last = r.tokens[r.tokens.length - 1]?.clause ?? -1;
    for (let c = frame + 1; c <= last; c++) {
      const s = clauseText(r, c);
      const first = r.tokens.find((y) => y.clause === c);
      // (Only up to the next sentence: a course told later belongs to what that sentence names.)
      if (!first || first.sent > t.sent + 1) break;
      // ("he's kicking and screaming at me right now": a person's present state, not the sign's course.)
      // ("he's doing it right now": the sign itself, named by "it", in a clause about the baby.)
      const signAsIt = /\b(?:doing it|doing that|doing this)\b/.test(s);
      if (FRAME.test(s) || ABOUT_IT.test(s) || (PERSON.test(s) && !signAsIt)) continue;
      if (COURSE.test(s)) return true;
    }
    return restatedNext(r, i, frame);
  });
}

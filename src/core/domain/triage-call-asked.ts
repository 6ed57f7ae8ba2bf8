/**
 * Where the line is, asked (docs/triage-evaluation.md, "Iteration 38"): "what temperature is a problem at this
 * age?", "how much bleeding is too much?", "when is yellow serious?", "which symptoms shouldn't I brush off?", "how
 * long is too long without a feed?". A question that asks when a sign becomes one to call about names the sign as
 * its topic; the reply answers it. In a message that asks so, the sign words of the question itself, of what a
 * relative claims or wants beside it ("granny says a fever breaks if you wrap him up") and of what she fears might
 * happen are asked, not told. A reading over a threshold stays a fact (the rules' `fact` findings), and a sign told
 * in a sentence of her own ("she's floppy and hot now, what temperature is a problem?") keeps raising. Pure; read by
 * triage.ts beside a finding's status.
 */
import { PRESENT_REPORT } from './triage-hearsay.ts';
import { memoised, type Reading, sentenceText, statusAt } from './triage-context.ts';

/** A question of where the line is: a wh-word, then a word of the line (a problem, serious, too much, call). */
const LINE_QUESTION =
  /^(?:\w+ ){0,6}?(?:what|which|when|how (?:do|would|will|can|could|should) (?:i|we|you) (?:know|tell)|how much|how long|how often|how high|how low|how many|at what|from what|what kind of|what sort of)\b(?: \w+){0,9} (?:a problem|problems?|serious|too much|too long|too high|too low|too many|too few|too little|(?:to|should (?:i|we|you)|need to) worry|worr(?:y|ies|ied|ying) (?:us|me|you)|concern\w*|brush off|brush \w+ off|ignore|dangerous|danger|red flags?|means? (?:we|i|you|call|ring|go|a)|should (?:we|i|you) (?:call|ring|go|get|take|worry)|need to (?:call|ring|go|get|be seen)|get (?:him|her|them|baby|seen) \w*|go (?:to )?(?:the )?(?:doctor|hospital|a ?& ?e|er)|take (?:him|her|them|baby) (?:go |to )?(?:the )?(?:doctor|hospital)|straight(?: away)?|urgent|emergency|(?:a|an|the) (?:doctor|hospital|gp)|(?:the|a) (?:kind|sort|type) (?:that |which )?(?:you|i|we|one|people) (?:should )?(?:ring|call|phone|worry|go in|see someone) (?:about|for)|worth (?:a call|a phone call|calling|ringing|phoning|a trip|going in|worrying))\b/;
/** A sentence that tells something of hers now ("she's", "he is", "this much", "right now"): no longer only asked. */
const OWN_NOW =
  /\b(?:this (?:much|bad|high|low|yellow|swollen|sleepy|heavy|red|hot)|(?:she|he|i) (?:is|s|am|has|have|had|was|feels?|looks?) (?:\w+ )?(?:hot|floppy|yellow|bleeding|swollen|sleepy|burning|pale|blue|soaked|soaking)|(?:his|her|my) (?:temp|temperature) (?:is|was|s))\b/;
/** A relative's or the elders' claim or wish: "my mum says", "granny seh", "dadi says", "elders at home say". */
const CLAIMANT =
  /\b(?:mum|mom|mam|mother|mil|fil|sil|nan|nana|nani|dadi|gran|granny|grandma|grandmother|aunt|aunty|auntie|aunties|dad|father|elders|in ?laws?|sister|friend|friends|wife|husband|neighbour|neighbor|everyone|people|they|abuela|suegra|mama)\b (?:\w+ )?(?:says?|said|seh|reckons|thinks|insists|swears|believes|tells|told|wants?|wan|keeps? (?:saying|telling))\b/;

/**
 * A hedge that says the line is asked ahead, with nothing happening: "just so I know", "what's the cut off", "for
 * future reference" (H118). In a message that says one, "how do I know if I'm bleeding too much?" is the line asked:
 * the sign after "if" is the case asked about, not told.
 */
const HEDGE =
  /\b(?:just so (?:i|we|you) (?:know|know for sure|are aware)|just in case|for future reference|for reference|just wondering|just curious|just asking|asking ahead|what is the cut ?off|the cut ?off (?:is|point)|where is the cut ?off)\b/;
const CONDITIONAL_OWN = /\b(?:if|whether) (?:she|he|i) (?:is|s|am|has|have|had|was|feels?|looks?) /g;

/** The sentence with its "if I am ..." case left out, when the message hedges the line as asked ahead. */
const ownPart = (r: Reading, s: string) => (HEDGE.test(r.read.text) ? s.replace(CONDITIONAL_OWN, 'if ') : s);

/** The sentences of a message that ask where the line is (none when the message asks no such question). */
/**
 * A question asked without its mark, opening on its wh-word: "and when is swelling the kind you ring about" (Q42).
 */
const UNMARKED =
  /^(?:(?:and|so|but|also|plus|then) )?(?:when|what|which|how much|how long|how high|at what|from what) (?:is|are|does|do|s|should|would)\b/;

function lineQuestions(r: Reading): Set<number> {
  return memoised(r, 'callAsked', () => {
    const out = new Set<number>();
    const asked = new Set(r.read.questions);
    for (const t of r.tokens)
      if (!asked.has(t.sent) && UNMARKED.test(sentenceText(r, t.sent))) asked.add(t.sent);
    for (const sent of asked) {
      const s = sentenceText(r, sent);
      if (LINE_QUESTION.test(s) && !OWN_NOW.test(ownPart(r, s)) && !PRESENT_REPORT.test(ownPart(r, s)))
        out.add(sent);
    }
    return out;
  });
}

/** Whether a message asks where a sign's line is. */
export const asksLine = (r: Reading) => lineQuestions(r).size > 0;

/** Whether the sign word at token i is asked about in a message that asks where a sign's line is. */
export function callAsked(r: Reading, i: number): boolean {
  const lines = lineQuestions(r);
  if (!lines.size) return false;
  const sent = r.tokens[i]?.sent ?? -1;
  if (lines.has(sent)) return true;
  const s = sentenceText(r, sent);
  if (OWN_NOW.test(s) || PRESENT_REPORT.test(s)) return false;
  return CLAIMANT.test(s) || statusAt(r, i).imagined;
}

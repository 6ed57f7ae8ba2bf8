/**
 * Moving less in someone else's story (docs/clinical-safety.md, "Baby moving less"; iteration 36, H104): a cousin's
 * or a friend's loss told in the past ("she told me afterwards the baby had been moving less for two days"), with
 * her own baby told as moving well now ("my baby is kicking well", "proper rolls in the evening"), is a story and a
 * question of how to watch, not her baby moving less. Her own baby quieter now, beside any story, still raises.
 */
import { type Reading, sentenceText } from './triage-reading.ts';

/** Someone else's baby, told by them or of them, in the past. */
const THEIR_STORY =
  /\b(?:(?:she|he|they) (?:told|said|says)(?: me| us)?(?: afterwards| after| later)?|(?:her|their|his) baby|my (?:cousin|friend|sister|aunt|auntie|colleague|neighbour|neighbor|sil|sister in law|best friend|mate)(?: s)?)\b/;
const PAST = /\b(?:had been|had|was|were|lost|died|before she|last year|years ago)\b/;
/** Her own baby told as moving well now. */
const OWN_WELL =
  /\b(?:my|our) (?:baby|little one|lo|bump)(?: is| s)? (?:\w+ )?(?:kicking|moving|wriggling|rolling)(?: \w+)? (?:well|loads|lots|a lot|normally|fine|as usual|like normal)\b|\b(?:kicking|moving) (?:well|loads|lots|normally|as usual) (?:now|today|still)\b/;

/** Whether the moving-less words at token i are another mother's story, hers moving well now. */
export function othersMovementStory(r: Reading, i: number): boolean {
  const s = sentenceText(r, r.tokens[i]?.sent ?? -1);
  return THEIR_STORY.test(s) && PAST.test(s) && !/\b(?:my|our) baby\b/.test(s) && OWN_WELL.test(r.read.text);
}

/** A case opened before the quiet word: "when the baby is", "if they're", "whenever your bump goes". */
const CASE_BEFORE =
  /\b(?:when|whenever|if|in case|once)(?: (?:the|your|a|my|our|ur))? (?:baby|babies|bub|bubs|bump|they|he|she|it|lo|little one)(?: (?:is|are|s|re|gets|get|goes|go|seems|seem|feels|feel|has gone|have gone|has been|is being))?(?: (?:a bit|bit|very|really|too|so|quite|super|extra))?$/;
/** Now told right after it: "quiet today", "quiet all day", "quiet since lunch". */
const NOW_AFTER = /^(?:today|tonight|all|since|now|this|for (?:a|the|two|three|\d|hours|ages|most)|hoy)\b/;
/** A tip, a claim or a rule told or asked about: what someone says to do then. */
const TIP =
  /\b(?:says|said|say|told|tells|telling|tip|tips|advice|advised|recommends?|reckons|apparently|should|supposed to|you have to|you need to|what (?:do|should|can) (?:i|you|we)|is (?:that|it|this) (?:right|true|ok|okay|safe)|the rule)\b/;
/** Her own baby told as quiet now elsewhere in the message keeps the sign (read by the other checks). */
const OWN_NOW =
  /\b(?:(?:has|have|s|is) been (?:\w+ )?(?:quiet|quieter|still)|(?:gone|went|going) (?:\w+ )?(?:quiet|quieter|still)|quiet(?:er)? (?:today|tonight|all|since|than)|not (?:felt|moved)|barely|hardly|no movement|nothing since|fewer|less than (?:usual|normal))\b/;

/**
 * A quiet word in a case opened before it and told as a tip or asked ("my friend says when the baby is quiet drink
 * something cold and count kicks", "what do you do if they're quiet?"; iteration 55, Q43): the case of a rule, not
 * her baby quiet now. Now told after it ("when the baby is quiet today"), or her own baby quiet, moving less or
 * not felt anywhere in the message, keeps the sign.
 */
export function quietCaseAsked(r: Reading, i: number): boolean {
  const before = r.tokens
    .slice(Math.max(0, i - 7), i)
    .filter((t) => t.sent === r.tokens[i]?.sent)
    .map((t) => t.w)
    .join(' ');
  const next = r.tokens
    .slice(i + 1, i + 4)
    .filter((t) => t.sent === r.tokens[i]?.sent)
    .map((t) => t.w)
    .join(' ');
  const s = sentenceText(r, r.tokens[i]?.sent ?? -1);
  return (
    CASE_BEFORE.test(before) &&
    !NOW_AFTER.test(next) &&
    (TIP.test(s) || r.read.questions.has(r.tokens[i]?.sent ?? -1)) &&
    !OWN_NOW.test(r.read.text)
  );
}

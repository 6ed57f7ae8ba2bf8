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

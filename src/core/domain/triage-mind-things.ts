/**
 * The mind's words used of ordinary things (docs/clinical-safety.md, "The mind: recall first"; H108, H111, Q27): a
 * thing someone called pointless ("my friend refused the glucose test and said it's pointless") is the test's worth,
 * not her life's ("everything feels pointless" still counts); and of being watched or plotted against: "since watching a documentary" is what she watched; "I'm not dying, just quietly plotting"
 * in a list of a day's work is her own scheme, not others plotting against her; "mi abuela won't let anyone touch
 * his head" is a relative guarding the baby's soft spot. Each reaches only its own words: "they are plotting against
 * me", "someone is watching the house", "she won't let anyone near the baby because they're poisoning him" still
 * raise. Read by triage-mind-figures.ts. Pure.
 */
import type { MindClass } from './triage-mind-cues.ts';
import { type Reading, span } from './triage-reading.ts';

/** Something watched on a screen or a stage. */
const SHOWN =
  /^(?:a|an|the|that|this|some|one|those|these|my|our)? ?(?:\w+ )?(?:documentary|documentaries|film|films|movie|movies|show|shows|programme|program|series|episode|episodes|video|videos|clip|clips|tv|telly|youtube|tiktok|tiktoks|reels?|netflix|birth videos?|one born every minute|play|match|game)\b/;
/** Someone who cares for her at a visit: a nurse, a midwife, a doctor, a pharmacist. */
const CARER =
  /\b(?:nurse|nurses|midwife|midwives|doctor|doctors|dr|gp|ob|obgyn|pharmacist|health visitor|hv|consultant|sister|staff|lactation consultant|ibclc|physio)\b/;
/** What she does under a carer's eye: takes a tablet, feeds, latches, expresses, walks. */
const CARE_WATCHED =
  /^(?:me |her )?(?:swallow|swallowing|take|taking|took|drink|drinking|feed|feeding|latch|latching|breastfeed|breastfeeding|pump|pumping|express|expressing|hand express|bath|bathing|change|changing|walk|walking|inject|injecting|do it)\b/;
/** Her own scheme, told in the first person or as "just quietly". */
const OWN_PLOT = /\b(?:i am|im|i m|i have been|ive been|i ve been|just|quietly|secretly)$/;
/** A relative who keeps others off the baby. */
const RELATIVE =
  /\b(?:abuela|abuelita|grandma|gran|granny|nan|nana|nanna|mum|mom|mil|mother in law|suegra|mama|mami|husband|hubby|dh|dad|grandad|grandpa)\b/;

/** Someone's word that a thing is pointless: "said it's pointless", "reckons that's pointless". */
const SAID_OF_THING =
  /\b(?:said|says|say|saying|reckons|reckon|thinks|think|told me|told her) (?:it s|its|it is|it was|that s|thats|that is|they re|theyre|they are)$/;

export function thingsFigure(r: Reading, kind: MindClass, at: number, end: number): boolean {
  if (/^burden/.test(kind) && /^(?:pointless|useless|a waste of time)$/.test(span(r, at, end)))
    return (
      SAID_OF_THING.test(span(r, at - 4, at)) &&
      !/^(?:all|everything|life|it all)\b/.test(span(r, at - 2, at))
    );
  if (!/^persecution/.test(kind)) return false;
  const w = r.tokens[at]?.w ?? '';
  if (/^(?:watching|watched|watch)$/.test(w) && SHOWN.test(span(r, end, end + 4))) return true;
  // ("the nurse gave me 3 tablets and watched me swallow them": a carer watching her take her care; Q46.)
  if (
    /^(?:watching|watched|watch|watches)$/.test(w) &&
    CARER.test(span(r, at - 10, at)) &&
    CARE_WATCHED.test(span(r, end, end + 3))
  )
    return true;
  if (/^(?:plotting|plot|scheming)$/.test(w) && OWN_PLOT.test(span(r, at - 3, at))) return true;
  return (
    /^will not let anyone$/.test(span(r, at, end)) &&
    RELATIVE.test(span(r, at - 3, at)) &&
    /^(?:touch|hold|near|kiss|see) (?:his|her|the|their)? ?(?:head|soft spot|baby|fontanelle|face|feet|hands)?\b/.test(
      span(r, end, end + 3),
    ) &&
    !/\b(?:poison\w*|hurt|harm|take (?:him|her|the baby)|after (?:him|her|us))\b/.test(r.read.text)
  );
}

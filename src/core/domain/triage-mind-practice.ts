/**
 * A relative's practice or the baby's everyday care, asked about, that borrows the mind's words
 * (docs/clinical-safety.md, "The mind: recall first", iteration 24; found by the answer sets' questions Q14 and
 * Q15): a grandparent who "wants to take the baby" for a cuddle or out of the car seat, a parent "watching her" nap
 * or "can we just watch her" through a fever, the baby's bath and its water, a balcony where the baby gets the sun
 * or where someone smokes (iteration 46, AH75), her own medicine asked about with breastfeeding, a night feed she
 * would rather "not have to do at 3am", "how do we do it safer" of a practice, and a baby who "will choke" if sick
 * on her back. A practice a relative does or
 * proposes, asked about, is not her thought of harm, not a plan, not paranoia. Each is an exception only for its
 * own words and only while nothing of dying, no means made for dying (but the balcony in the sun), no goodbye and
 * no imagery or urge is named in the message: "I keep thinking about putting a pillow over her face", "my mother
 * says she'll take the baby and I believe she is poisoning my food" and "I've been watching the window all night,
 * they're following me" still raise. Pure; read by figure() (triage-mind-figures.ts).
 */
import { GRAVEST_MIND } from './triage-mind-grave.ts';
import { type Reading, sentenceOf, sentenceText, span } from './triage-reading.ts';
import type { MindClass } from './triage-mind-cues.ts';
import { milkFeared } from './triage-mind-ordinary.ts';

/** Dying, a goodbye, a life that weighs, an act of dying or self-harm: graver than any practice. */
export const GRAVER_THAN_PRACTICE = [
  ...GRAVEST_MIND,
  'deathAct',
  'farewell',
  'selfInjure',
  'hoard',
  'distrust',
] as const;
const GRAVE = new Set<string>(GRAVER_THAN_PRACTICE);
const IMAGERY =
  /\b(?:picture|picturing|imagine|imagining|images?|see myself|seeing myself|urges?|intrusive|keep thinking|want to (?:hurt|harm)|snap|lose it|lose control|on purpose|jump\w*|edge|look(?:ing|ed)? down|over the (?:edge|railing|side))\b/;
/** Whether nothing graver than care is said anywhere in the message (`own` is the cue's own kind, allowed). */
const calm = (r: Reading, own: MindClass) =>
  !r.mentions.some(
    (m) => GRAVE.has(m.c) && m.c !== own && !(m.c === 'lethal' && ENOUGH.test(span(r, m.start, m.end))),
  ) && !IMAGERY.test(r.read.text);
/** "sunlight is enough", "it takes ages": how much of anything, not how much would kill. */
const ENOUGH = /^(?:is|are|there is|there are) enough$|^it takes$/;

/** Someone close who takes the baby for a while: a grandparent, a partner, an aunt. */
const RELATIVE =
  /\b(?:mum|mom|mam|mama|mammy|mother|dad|da|father|granny|gran|grandma|grandmother|nan|nana|nanny|grandad|granddad|grandpa|grandfather|grandparents?|mil|in laws?|husband|partner|sister|brother|aunt|aunty|auntie|uncle|saas|dadi|nani|abuela|suegra)\b/;
/** What a relative takes the baby for or out of: a cuddle, a walk, the car seat, so she can sleep. */
const TAKEN_FOR =
  /^(?:for (?:a|an|the|his|her) |out\b|off (?:my|our|her) hands|so (?:i|we|she|you) can|while (?:i|we|she)|up(?:stairs)?\b|downstairs|round|around|to (?:bed|the park|the shops|see|visit|meet|church|the temple|the mosque)|from (?:the|his|her|my) )/;
/** Persecution's own words of a plot, a watch or poison: these still raise beside a relative's practice. */
const PLOT =
  /\b(?:poison\w*|put\w* something in|plot\w*|spy\w*|follow(?:ing|ed)?|cameras?|filming|bugged|tracking|out to get|in on it|steal\w*|(?:i|she) (?:believe|believes|know|knows) (?:she|he|they))\b/;

/** A watcher who is her or the two of them: "can we just watch her", "if I'm watching her", "I'll keep watching him". */
const WATCHER = /(?:^| )(?:i|we|i am|we are|we will|i will|can we|can i|just|and|or|keep|kept|to|be)$/;
/**
 * Her own sitting, lying or staying up between the watcher and the watch: "if I'm sitting there watching her", "can I
 * sit up watching him", "we lie awake watching her" (Q44). Dropped before the watcher is read.
 */
const POSTURE =
  / (?:sit|sits|sitting|sat|lie|lies|lying|lay|stay|stays|staying|stayed|stand|stands|standing|stood)(?: (?:up|there|here|awake|all night|beside (?:her|him|the \w+)|by (?:her|him|the \w+)|next to (?:her|him|the \w+)|with (?:her|him)))*$/;
/** The words before a watch with her posture dropped: "if i am sitting there" reads "if i am". */
const watcherBefore = (r: Reading, at: number) => {
  const long = span(r, at - 8, at);
  const bare = long.replace(POSTURE, '');
  return bare === long ? span(r, at - 3, at) : bare;
};
const A_BABY =
  /\b(?:baby|bub|bubs|lo|newborn|infant|\d+ (?:days?|weeks?|wks?|months?|mo|mos) old|\d+ (?:mo|months?|wks?|weeks?)\b|nap|naps|napping|swing|cot|crib|bottle|feed\w*|temp|temperature|fever)\b/;

/** The baby's bath: bathing her, the bath's water tested, what goes in it, how often. */
const BABY_BATH =
  /\b(?:bath(?:ed|ing|e|es)? (?:the baby|her|him|them|baby|lo)|baby bath|bath time|bathtime|top and tail|elbow|water temperature|temperature of the water|how often should i bath\w*|in the water)\b/;
const UNDER = /\b(?:under|hold\w* (?:him|her|the baby)|drown\w*|sink|slip\w* under|go under|head under)\b/;

/**
 * The sun, the air or the washing a balcony, a terrace or a roof is for; or the smoking done out there ("dh smokes but
 * only outside on the balcony ... does it still matter for SIDS?", AH75: a household's habit asked about).
 */
const SUN =
  /\b(?:sun|sunlight|sunshine|sunny|sunbath\w*|daylight|fresh air|vitamin d|washing|laundry|clothes to dry|plants?|flowers|bbq|barbecue|shade|smokes?|smoking|smoker|smoked|cigarettes?|cigs?|fags?|vapes?|vaping|e ?cigs?|shisha|hookah)\b/;

/** A night chore she would rather not do at its hour: "so I don't have to do this at 3 am again". */
const CHORE_HOUR =
  /^(?:at (?:\d+|night|midnight|(?:the )?(?:middle of the )?night)|in the (?:middle of the )?(?:night|morning)|every (?:night|feed|morning|time he|time she)|each (?:night|feed))\b/;

/** A practice asked about by the two of them: "how do we do it safer", "if we do it", "should we do it". */
const WE_DO = /(?:^| )(?:we|how do we|should we|can we|could we|if we|when we)$/;

/** The baby as the one who chokes: "she'll choke", "he could choke on it", "babies choke". */
const CHOKES = /^(?:choke|chokes|choking|choked)$/;
const BABY_SUBJECT =
  /(?:^| )(?:she|he|they|baby|babies|it|lo)(?: (?:will|would|could|might|may|can|does|did|is|was|will not|could not))?(?: just| then)?$/;

/** Whether a mind word at [at, end) names a relative's practice or the baby's care asked about, not the mind. */
export function practiceAsked(r: Reading, kind: MindClass, at: number, end: number): boolean {
  const w = r.tokens[at]?.w ?? '';
  const own = span(r, at, end);
  const after = span(r, end, end + 4);
  const before = span(r, at - 3, at);
  const text = r.read.text;
  if (/^persecution/.test(kind)) {
    if (PLOT.test(text) || !calm(r, kind)) return false;
    // "my da... wants to take the baby for a cuddle", "take the baby out of the car seat to settle him".
    if (/\btake (?:the baby|him|her)$/.test(own) || /^(?:take the baby|taking the baby)$/.test(own))
      return (
        RELATIVE.test(text) &&
        TAKEN_FOR.test(after) &&
        !/\b(?:they|someone|somebody|people|everyone|strangers?)\b/.test(before)
      );
    // "can we just watch her", "can she nap there if I'm watching her": she watches the baby.
    if (/^(?:watch|watching|watched) (?:her|him)$/.test(own) || /^(?:watch|watching)$/.test(w))
      return WATCHER.test(watcherBefore(r, at)) && A_BABY.test(text) && !/^(?:me|us)\b/.test(after);
    return false;
  }
  if (kind === 'means' && /^(?:bath|bathtub|water)$/.test(w))
    return BABY_BATH.test(text) && !UNDER.test(text) && calm(r, kind);
  if (kind === 'meansStrong' && /^(?:balcony|terrace|roof|rooftop)$/.test(w))
    return SUN.test(sentenceText(r, sentenceOf(r, at))) && calm(r, kind);
  // "is it ok to take sertraline while breastfeeding... googled and got scared": her medicine asked about.
  if (kind === 'means' && MEDICINE.test(w)) return milkFeared(r) && calm(r, kind);
  if (/^burden/.test(kind) && /\bhave to do (?:this|it|that)$/.test(own))
    return CHORE_HOUR.test(after) && calm(r, kind);
  // ("they said do the glass test for rash... I just want to know how to do it": how a named care task is done.)
  if (
    kind === 'decide' &&
    /^(?:do it|doing it)$/.test(own) &&
    /\bhow to$/.test(before) &&
    CARE_TASK.test(text)
  )
    return calm(r, kind);
  if (kind === 'decide' && /^(?:do it|doing it)$/.test(own))
    return WE_DO.test(before) && calm(r, kind) && !/\b(?:i|me|myself)\b/.test(span(r, at - 2, at));
  if (kind === 'harmViolent' && CHOKES.test(w))
    return (BABY_SUBJECT.test(before) || /^on\b/.test(after)) && calm(r, kind);
  return false;
}

/** Everyday care a mother learns to do: a test, a bath, a feed, the nails. */
const CARE_TASK =
  /\b(?:glass test|tumbler test|the test|heel prick|temperature|swaddl\w*|wrap him|wrap her|bath\w*|burp\w*|sterilis\w*|steriliz\w*|express\w*|pump\w*|hand express\w*|massage|tummy time|top and tail|nails?|latch\w*|formula|bottle|sling|car seat|cord)\b/;

const MEDICINE =
  /^(?:sertraline|zoloft|fluoxetine|prozac|citalopram|escitalopram|antidepressants?|meds|medication|medicine|tablets|pills|ibuprofen|paracetamol|codeine|antibiotics|labetalol|nifedipine|metformin|insulin)$/;

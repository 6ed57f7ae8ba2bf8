/**
 * Everyday words and jokes that borrow the mind's cues (docs/clinical-safety.md, "The mind: recall first";
 * iteration 40, found by the first runs of H123 and Q31): a day out "to the beach" or for "the sea air" with the
 * baby, iron tablets the clinic gave her or iron in food, a decision that is the baby's ("he's decided sleep is for
 * other babies"), toast or hair that was cut, a cradle or the washing hung up (iteration 41, Q32's jhoola tied to the
 * ceiling), and a question asked ahead while all is well ("what should I pack just
 * in case... she is fine now, I just want to be ready"). Each is an exception only for its own words and only while
 * nothing of dying, no act of dying, no other means, no goodbye and no harm is named anywhere in the message: "walk
 * into the sea", "saving my iron tablets to take them all", "I've decided, tonight" and "cut my arm" still raise.
 * Pure; read by figure() (triage-mind-figures.ts), so the rules and the net agree.
 */
import { type Reading, span } from './triage-reading.ts';
import type { MindClass } from './triage-mind-cues.ts';
import { GRAVE_KINDS } from './triage-mind-ordinary.ts';

/** Anything graver than the word itself. */
const GRAVE = new Set<string>([
  ...GRAVE_KINDS,
  'end',
  'selfInjure',
  'lethal',
  'onPurpose',
  'hoard',
  'acquire',
]);
const graverThan = (r: Reading, at: number, also: readonly string[] = [], same?: RegExp) =>
  r.mentions.some(
    (m) =>
      m.start !== at &&
      (GRAVE.has(m.c) || also.includes(m.c)) &&
      !(same && same.test(r.tokens[m.start]?.w ?? '')),
  );

/** A day out by the water with the baby or the family: to the beach, the sea air, the seaside. */
const OUTING =
  /\b(?:(?:to|at|on|down) (?:the )?(?:beach|seaside|sea front|seafront)|beach (?:day|trip|holiday|today|tomorrow|on|this|next|sunday|saturday)|day at the (?:beach|sea|seaside)|sea (?:breeze|air|view|side)|by the sea|(?:swim|swimming|paddl\w+|splash\w*) (?:lessons?|pool|class)|sunscreen|sun cream|suncream|sunhat|sun hat)\b/;
const WATER_WORD = /^(?:beach|sea|seaside|ocean|coast)$/;
/** Iron or vitamins as food or as a medicine a carer gave her. */
const NUTRIENT = /^(?:iron|ferrous|folic|vitamins?|supplements?)$/;
const GIVEN =
  /\b(?:gave me|given me|give me|prescribed|put me on|started me on|doctor gave|clinic gave|midwife gave|they gave|iron tablets|iron pills|rich in|foods? (?:with|have|has|high in|that have)|high in)\b/;
const TAKING_ALL =
  /\b(?:take|taking|took|swallow\w*) (?:them all|all of them|the lot|the whole|every)|\b(?:overdose|od)\b/;
/** The umbilical cord: named beside labour, the birth or the baby's neck, or its stump after the birth. */
// ("her cord stump is still hanging on, it's dry and dark brown": the stump not yet fallen off; Q46.)
const BIRTH_CORD =
  /\b(?:labour|labor|birth|delivery|umbilical|nuchal|cord (?:round|around) (?:his|her|the baby s|baby s) neck|cord clamping|cord blood|in utero|cord stumps?|stump|cord clamp|belly button|navel)\b/;
const LIGATURE =
  /\b(?:hang|hanging(?! on\b)|hanged|myself|herself|my neck|her own neck|tie it|tied it|blind cord|ligature)\b/;
/** A single tablet as a means: all of them swallowed or taken ("swallow every tablet", Patois "di tablet dem"). */
const SWALLOWED =
  /\b(?:take|takes|taking|took|swallow\w*|down|downing|neck|necking|drink\w*)\b.*\b(?:every|all|whole)\b/;
/** The baby (or another) as the one who decided: "he's decided", "she has decided", "the baby decided". */
const BABY_DECIDES =
  /(?:^| )(?:he|she|baby|the baby|lo|he is|she is|he has|she has|baby has|baby is|the baby has|hes|shes|he s|she s)$/;
/** A thing cut, not her body: food, hair, nails, a tag, the cord. */
const THING_CUT =
  /\b(?:toast|bread|sandwich\w*|crusts?|cake|pizza|apple|fruit|veg\w*|onions?|meat|steak|carrots?|cheese|hair|fringe|grass|hedge|tags?|labels?|cord|nails?|coupons?|paper|fabric|ribbon|wrong way|into (?:squares|triangles|pieces|halves|strips))\b/;
const BODY = /\b(?:arm|arms|wrist|wrists|leg|legs|thigh|thighs|skin|myself|herself|stomach|belly)\b/;
/** Asked ahead while all is well: "so I know when to worry", "just want to be ready", "she is fine now". */
const AHEAD =
  /\b(?:just (?:want|wanted|wanna) to (?:be ready|be prepared|know)|so (?:i|we) know when to (?:worry|go|call)|to be (?:ready|prepared)|(?:i am|she is|he is|baby is|all) (?:fine|well|ok|okay|good) (?:now|at the moment|so far)|fine for now)\b/;

/** A thing hung up for the baby or the house: a cradle or jhoola from the ceiling, a mobile, the washing. */
const HUNG_THING =
  /\b(?:cradles?|jhoolas?|jhulas?|jhoolay|hammocks?|mobiles?|swings?|cribs?|cots?|bassinets?|baskets?|washing|laundry|clothes|nappies|diapers|curtains?|pictures?|photos?|fairy lights|decorations?|bunting|mirrors?|frames?|towels?|plants?)\b/;
const HANG = /^(?:hang|hangs|hanging|hung)$/;

export function lightWords(r: Reading, kind: MindClass, at: number, end: number): boolean {
  const w = r.tokens[at]?.w ?? '';
  const text = r.read.text;
  if (kind === 'means' && WATER_WORD.test(w) && OUTING.test(text))
    return !graverThan(r, at, ['means', 'deathAct'], WATER_WORD);
  if (/^means/.test(kind) && NUTRIENT.test(w) && GIVEN.test(text) && !TAKING_ALL.test(text))
    return !graverThan(r, at);
  if (
    kind === 'means' &&
    /^(?:tablets?|pills?)$/.test(w) &&
    NUTRIENT.test(r.tokens[at - 1]?.w ?? '') &&
    !TAKING_ALL.test(text)
  )
    return !graverThan(r, at);
  // ("pictures in my head of something going wrong in labour, the cord or whatever": the baby's cord at the birth, not
  // a ligature, while no hanging or neck of hers is named; iteration 43, H132.)
  if (kind === 'means' && w === 'cord' && BIRTH_CORD.test(text) && !LIGATURE.test(text)) return true;
  // ("charging every tablet in the house": a tablet is a device too; a means only swallowed or taken, iteration 43.)
  if (
    kind === 'means' &&
    w === 'tablet' &&
    !SWALLOWED.test(span(r, at - 6, at)) &&
    r.tokens[at + 1]?.w !== 'dem'
  )
    return true;
  if (
    kind === 'deathAct' &&
    HANG.test(w) &&
    HUNG_THING.test(span(r, at - 4, end + 6)) &&
    !/\b(?:myself|herself|themselves)\b/.test(span(r, at, end + 3))
  )
    return !graverThan(r, at, ['means', 'deathAct'], HANG);
  if (kind === 'decide' && /^decided$/.test(w) && BABY_DECIDES.test(span(r, at - 3, at))) return true;
  if (kind === 'selfInjure' && /^(?:cut|cuts)$/.test(w)) {
    const around = span(r, at - 4, end + 4);
    if (THING_CUT.test(around) && !BODY.test(around)) return !graverThan(r, at, ['selfInjure']);
  }
  if ((kind === 'farewell' || kind === 'decide') && AHEAD.test(text) && r.read.questions.size > 0)
    return !graverThan(r, at, ['means', 'deathAct']);
  return false;
}

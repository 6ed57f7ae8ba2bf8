/**
 * Words of the mind that tell of something else (docs/triage-evaluation.md, "Iteration 38"): a story she read or
 * watched ("that novel where the mum walks into the sea", "a drama where the new mum thought her baby was the
 * devil"), someone not telling her something ("my doctor didn't tell me"), a question of what to plan for the birth
 * ("what should we be planning so we're ready this time?"), a burning in the throat or chest (heartburn), a baby
 * put down on the bed ("I drop her small on the bed"), a parent lying awake listening to the baby, waking someone
 * else ("never wake a sleeping baby") and the end of the pregnancy ("near the end"). Each is a figure for the rules
 * and the net alike (triage-mind-figures.ts). The stories of her own ("I keep thinking of walking into the sea"), a
 * secret kept from others, plans for after she is gone and a baby dropped or thrown still count. Pure.
 */
import type { Reading } from './triage-context.ts';
import type { MindClass } from './triage-mind-cues.ts';
import { sentenceText, span } from './triage-reading.ts';

/** A story told: a novel, a film, a drama or a show "where" (or "in which", "about") someone does something. */
const STORY =
  /\b(?:novel|book|film|movie|drama|show|series|documentary|episode|story|soap|programme|program|podcast|play)s?(?: \w+){0,3} (?:where|in which|about|whose)\b/;
/** Her own thought or urge in the sentence, which no story explains away. */
const OWN_THOUGHT =
  /\b(?:i (?:want|keep|wish|could|might|will|would|ll|d|think about|thought about)|me too|like me)\b/;
/** Someone else not telling her: "my doctor didn't tell me", "nobody told us". */
const TOLD_HER = /^(?:me|us|her)\b/;
/** What to plan or prepare, asked: "what should we be planning", "what do we need to prepare". */
const PLAN_ASKED =
  /\bwhat (?:should|do|can|could|would|must) (?:we|i) (?:be )?(?:plan|planning|prepare|preparing|put in place|do to be|have ready|get ready|arrange)\b/;
/** A burning in the throat, the chest or the stomach: heartburn. */
const BURN_PLACE =
  /^(?:in|up|at the back of|through) (?:my|her|the) (?:throat|chest|stomach|tummy|belly|oesophagus|esophagus|gullet)\b/;
/** Something rising to the throat ("comes up to my throat", "burns right up"): what acid does. */
const RISES_UP =
  /\b(?:comes?|came|coming|rises?|rising|rose|creeps?|creeping|crept|goes|going|went|gets|getting|burns?|burning|travels?|travelling|shoots?|shooting|repeats?|brings?|bubbles?|bubbling|surges?|surging) (?:\w+ )?(?:right |all the way |straight |back )?up$/;
/** Acid, reflux or heartburn told in the message. */
const DIGESTION =
  /\b(?:acid|acidic|bile|reflux|heartburn|indigestion|antacids?|gaviscon|rennie|rennies|tums|omeprazole|ranitidine|burps?|burping|sick in my mouth|sour)\b/;
/** A means held to the throat keeps it an act ("held the knife up to my throat"). */
const HELD_TO_THROAT = /\b(?:knife|knives|blade|razor|scissors|glass|rope|belt|cord|scarf|hands?|gun)\b/;
/** Sleep told: the baby asleep, napping, settled. */
const ASLEEP =
  /\b(?:asleep|sleeping|sleeps|slept|napping|nap|naps|dozing|dozed|dozes|snoozing|snoozed|settled|zonked|conked out|out cold|sparko)\b/;
/** The baby as the one calm: "she's so", "he looks", "baby is really" (never "I"). */
const BABY_CALM_BEFORE =
  /\b(?:she|he|baby|bub|lo|they)(?: (?:is|s|looks|look|seems|seem|was|looked|lies|lay|sleeps|slept|sleeping|looking|seemed))?(?: (?:so|very|really|all|just|super|soo))?$/;
/** A baby in the message, and no partner of hers who could be the one calm. */
const BABY_TOLD =
  /\b(?:baby|bub|babe|newborn|lo|son|daughter|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten) (?:wk|wks|week|weeks|month|months|mo|day|days) old)\b/;
const PARTNER_TOLD = /\b(?:wife|partner|girlfriend|fiancee|missus|mum|mom|sister)\b/;
/** Arms or hands thrown out or up: "her two hands up", "both arms out". */
const ARMS_OUT =
  /^(?:(?:her|his|their) )?(?:two |both |little |tiny )?(?:arms?|hands?|legs?) (?:out|up|wide|open|back|about|around)\b/;
/** A baby put down on a bed, a cot or a mattress: "drop her small on the bed", "drop him gently into the cot". */
const PUT_DOWN =
  /^(?:her|him|them|the baby|baby)(?: (?:small|gently|softly|slowly|down|a little|a bit|carefully))* (?:on|onto|in|into) (?:the |her |his |my )?(?:bed|cot|crib|mattress|bassinet|basket|moses|sofa|couch|changing)\b/;

export function toldFigure(r: Reading, kind: MindClass, at: number, end: number): boolean {
  const after = span(r, end, end + 8);
  const before = span(r, at - 3, at);
  const w = r.tokens[at]?.w ?? '';
  const sent = r.tokens[at]?.sent ?? -1;
  const sentence = () => sentenceText(r, sent);
  // ("that novel where the mum walks into the sea", "a drama where the new mum went psychotic": the story's.)
  const lead = span(r, at - 14, at);
  if (STORY.test(lead) && r.tokens.slice(Math.max(0, at - 14), at).every((t) => t.sent === sent)) {
    if (!OWN_THOUGHT.test(sentence())) return true;
  }
  if (kind === 'conceal' && TOLD_HER.test(after)) return true;
  // ("keeps throwing her two hands up like she is falling": the startle reflex, arms thrown out, not a throw.)
  if (
    /^harm/.test(kind) &&
    /^(?:throw|throws|throwing|threw|fling|flings|flinging)$/.test(w) &&
    ARMS_OUT.test(after)
  )
    return true;
  if (/^decide/.test(kind) && r.read.questions.has(sent) && PLAN_ASKED.test(sentence())) return true;
  if (/^selfInjure/.test(kind) && /^burn/.test(w) && BURN_PLACE.test(after)) return true;
  if (/^(?:harm|handle)/.test(kind) && /^drop/.test(w) && PUT_DOWN.test(after)) return true;
  // ("fell asleep in her car seat and she's so peaceful": the baby's calm in her sleep, not hers; iteration 55.)
  if (
    kind === 'calm' &&
    BABY_CALM_BEFORE.test(span(r, at - 3, at)) &&
    ASLEEP.test(sentence()) &&
    BABY_TOLD.test(r.read.text) &&
    !PARTNER_TOLD.test(r.read.text)
  )
    return true;
  // ("the acid comes up to my throat", "reflux every night, burns right up to my throat": heartburn, iteration 55.)
  if (
    kind === 'deathAct' &&
    /^to (?:my|her|the) throat$/.test(span(r, at, end)) &&
    RISES_UP.test(span(r, at - 6, at)) &&
    DIGESTION.test(r.read.text) &&
    !HELD_TO_THROAT.test(sentence())
  )
    return true;
  if (/^reference/.test(kind) && /^listen/.test(w) && /\b(?:sleep|sleeping|awake|lie|lying|up)$/.test(before))
    return true;
  // "never wake a sleeping baby", "don't wake him for feeds": waking someone else, not her never waking (Q28).
  if (
    /^end/.test(kind) &&
    /\bwake$/.test(span(r, at, end)) &&
    /^(?:a|the|your|my|our|him|her|them|baby|babies|sleeping|newborns?)\b/.test(after)
  )
    return true;
  // "you hardly see the midwife near the end", "towards the end it's weekly": the end of the pregnancy, a time.
  return (
    /^end/.test(kind) &&
    w === 'end' &&
    /\b(?:near|towards?|nearer|closer to|until|till|by|right at) the$/.test(before)
  );
}

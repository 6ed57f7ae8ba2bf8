/**
 * A claim or a practice asked about that borrows the mind's words (docs/triage-evaluation.md, "Iteration 50"; Q38):
 * - a claim of what a practice or a thing can do to babies ("the group chat says sleeping on your back can kill the
 *   baby", "my MIL says the net will suffocate a baby"): the harm's subject is a practice or a thing with a "can",
 *   "will" or "could", someone else says or asks it, and no person is its doer;
 * - a relative's practice on her body, asked ("my mother wants to press my belly with a very hot towel, should I
 *   allow it?"): the relative does it, with a thing of care (a towel, a compress, oil, a massage), and she asks;
 * - someone else's view that a medicine is enough ("my sister says Panadol and Brufen are enough"; iteration 51).
 * None is her own thought or plan of harm. Each is an exception only while nothing graver is said in the message (a
 * death, a goodbye, a life that weighs, her own act, imagery or an urge), so "I keep thinking I could kill the baby"
 * and "I keep pressing my nails into my arms" still raise. (A thing hanging, "a cloth cradle hanging from the roof",
 * is read in the concept layer: triage-context.ts, `hungThing`.)
 * Pure; read by figure() (triage-mind-figures.ts), so the net's features and its mind threshold drop them too.
 */
import { GRAVEST_MIND } from './triage-mind-grave.ts';
import { type Reading, leadIn, sentenceOf, sentenceText, span } from './triage-reading.ts';
import type { MindClass } from './triage-mind-cues.ts';

/** Graver than any claim or practice: dying, a goodbye, a burden, her own harm, a means made for it, doubt of herself. */
const GRAVE = new Set<string>([...GRAVEST_MIND, 'farewell', 'hoard', 'distrust']);
const IMAGERY =
  /\b(?:picture|picturing|imagine|imagining|images?|see myself|urges?|intrusive|keep thinking|thoughts? of|thinking (?:about|of)|want to (?:hurt|harm)|snap|lose it|lose control|on purpose|myself|herself)\b/;
const calm = (r: Reading, own: string) =>
  !r.mentions.some((m) => GRAVE.has(m.c) && m.c !== own) && !IMAGERY.test(r.read.text);

/** Someone else's word or a question about it: "says", "saying", "heard", "read", "is it true", a forum. */
const CLAIM =
  /\b(?:says?|saying|said|claims?|claiming|reckons?|swears?|insists?|told (?:me|us|her)|tells (?:me|us|her)|keeps? saying|heard|read|according to|group chat|forum|tiktok|facebook|instagram|online|myth|old wives|is (?:it|that|this) true|true that|apparently)\b/;
/** A harm's doer who is a person: "I could", "she will", "he might", "my husband can". */
const PERSON_DOER =
  /\b(?:i|im|i m|me|she|he|we|they|you|husband|partner|boyfriend|wife|mum|mom|mother|dad|father|someone|somebody)(?: (?:really|actually|just|ever|ll|d))?$/;
const MODAL = /^(?:can|could|will|would|might|may|does|do|is going to|are going to|s going to)$/;
const BABY_AFTER =
  /^(?:(?:the|a|your|my|our|her|his|their|any|little|small) )*(?:baby|babies|bub|newborn|newborns|infant|infants|kids?|child|children|them|him|her|lo)\b/;
/** Acts of harm a claim can tell of a thing: kill, suffocate, smother, choke, hurt, harm. */
const HARM_WORD =
  /^(?:kill|kills|killing|suffocate|suffocates|suffocating|smother|smothers|smothering|choke|chokes|choking|hurt|hurts|harm|harms|strangle|strangles)$/;

/** "sleeping on your back can kill the baby": a claim of what a practice or a thing does to babies. */
function claimedHarm(r: Reading, at: number): boolean {
  if (!HARM_WORD.test(r.tokens[at]?.w ?? '')) return false;
  if (!BABY_AFTER.test(span(r, at + 1, at + 4))) return false;
  const sent = sentenceOf(r, at);
  // The harm's modal just before it, and its subject before that: a practice or a thing, not a person.
  let m = at - 1;
  while (m > at - 3 && /^(?:really|actually|even|just|easily|totally)$/.test(r.tokens[m]?.w ?? '')) m--;
  const modal = r.tokens[m]?.w ?? '';
  if (!MODAL.test(modal) || r.tokens[m]?.sent !== sent) return false;
  if (PERSON_DOER.test(span(r, m - 2, m))) return false;
  const lead = leadIn(r, m, m - Math.max(0, at - 14));
  const asked = r.read.questions.has(sent) || r.read.questions.has(sent + 1);
  return (
    CLAIM.test(lead) ||
    (asked && /\b(?:can|could|does|do|will)$/.test(modal) && /^(?:can|could|does|do|will)\b/.test(lead))
  );
}

/** Someone close who does the practice. */
const RELATIVE =
  /\b(?:mum|mom|mam|mama|mother|mothers|mums|moms|dad|father|granny|gran|grandma|grandmother|nan|nana|aunt|aunty|auntie|aunties|sister|mil|mother in law|in laws?|saas|dadi|nani|abuela|suegra|elders?|relatives?|family|husband|partner)\b/;
/** A thing of care pressed, rubbed or bound on her body. */
const CARE_THING =
  /\b(?:towel|towels|cloth|flannel|compress|compresses|massage|oil|oils|binder|binding|wrap|herbs?|leaves|water|stone|balm|cream|butter|ghee)\b/;
/** She asks whether to let it happen, or if it is safe. */
const PERMISSION =
  /\b(?:should i (?:allow|let|accept|agree|do|refuse|say)|can i (?:allow|let|say no)|do i (?:have to|need to) (?:let|allow)|is (?:it|this|that) (?:safe|ok|okay|alright|fine|normal|good|right|dangerous|true)|is it safe|safe to)\b/;
const PRACTICE_ACT =
  /^(?:press|pressing|pressed|presses|burn|burning|burns|squeeze|squeezing|rub|rubbing|bind|binding|tie|tying|push|pushing)$/;

/** "my mother wants to press my belly with a very hot towel... should I allow it?": a relative's practice, asked. */
function relativesPractice(r: Reading, at: number): boolean {
  if (!PRACTICE_ACT.test(r.tokens[at]?.w ?? '')) return false;
  const sent = sentenceOf(r, at);
  const s = sentenceText(r, sent);
  const before = leadIn(r, at, 16);
  const m = RELATIVE.exec(before);
  // The relative is the doer: named before the act, with no "I" of hers between.
  if (!m || /\b(?:i|im|i m|myself)\b/.test(before.slice(m.index + m[0].length))) return false;
  return CARE_THING.test(s) && PERMISSION.test(r.read.text);
}

/** Someone else who gives a view of a medicine: a relative, a carer, a friend. */
const VIEW_GIVER =
  /\b(?:mum|mom|mam|mother|dad|father|granny|gran|grandma|grandmother|nan|nana|aunt|aunty|auntie|sister|brother|cousin|friend|mil|mother in law|in laws?|husband|partner|doctor|gp|midwife|nurse|pharmacist|health visitor)s? (?:says?|said|thinks?|thought|reckons?|insists?|feels?)\b/;

/**
 * "my sister says Panadol and Brufen are enough": someone else's view that a medicine is enough (for the pain), not
 * an amount enough to die (iteration 51, Q39). Only "is enough" or "are enough" with no "to" after it, told after
 * that person's say in its own sentence, and no number of tablets before it.
 */
function enoughSaid(r: Reading, at: number, end: number): boolean {
  if (!/^(?:is|are) enough$/.test(span(r, at, end))) return false;
  if (r.tokens[end]?.w === 'to' && r.tokens[end]?.sent === r.tokens[at]?.sent) return false;
  const lead = leadIn(r, at, 12);
  return VIEW_GIVER.test(lead) && !/\b(?:\d+|twenty|thirty|forty|fifty|hundred|all|whole|every)\b/.test(lead);
}

/** Whether a mind word at [at, end) is a claim or a relative's practice, asked: not the mind. */
export function claimedOrHanging(r: Reading, kind: MindClass, at: number, end: number): boolean {
  if (end - at > 2) return false;
  if (/^(?:harmViolent|harmHandling)$/.test(kind) && claimedHarm(r, at)) return calm(r, kind);
  if (/^(?:selfInjure|harmHandling)$/.test(kind) && relativesPractice(r, at)) return calm(r, kind);
  if (kind === 'lethal' && enoughSaid(r, at, end)) return calm(r, kind);
  return false;
}

/**
 * Everyday errands that borrow the mind's words (docs/clinical-safety.md, "The mind: recall first"; found by the
 * blind answer set AH16): a shopping sum ("trying to work out how many maternity pads to buy", "how many packs to
 * buy"), colostrum collected before the birth, a milk stash built "for when I go back" to work and kept "in the freezer". Each is an exception only
 * while nothing of dying, no means and no taking of them is named anywhere in the message: "I've been saving my
 * tablets", "bought paracetamol packs to take them all" and "worked out how many of my tablets it would take"
 * still raise. Pure; read by figure() (triage-mind-figures.ts), so the rules and the net agree.
 */
import { type Reading, sentenceOf, sentenceText, span as words } from './triage-reading.ts';
import type { MindClass } from './triage-mind-cues.ts';
import { medicineFeared } from './triage-mind-medicine.ts';

/** What a sum or a stash can be of, for the baby or after the birth (not a medicine). */
const SUPPLY =
  /\b(?:pads?|nappy|nappies|diapers?|panales|toallas|wipes|packs?|packets?|boxes|tins?|formula|bottles?|muslins?|vests?|sleepsuits?|babygrows?|onesies|bags?|milk|breastmilk|expressed|colostrum|leche|clothes|outfits|bibs|nursing bras?)\b/;
/** A sum of how many to get, or a stock built up (antenatal colostrum collected in syringes): the errand itself. */
const STOCKING =
  /\b(?:how (?:many|much)|collect(?:ing|ed)?|harvest(?:ing|ed)?|cuant[oa]s?|stock(?:ing)? up|build(?:ing)? (?:up )?(?:a |my |her |our |the )?(?:little |freezer |milk )?stash|freezer stash|milk stash)\b/;
/** Anything that makes it more than an errand: a means, dying, a goodbye, harm. */
const GRAVE = new Set([
  'means',
  'meansStrong',
  'deathAct',
  'end',
  'endStrong',
  'burden',
  'burdenStrong',
  'resign',
  'farewellStrong',
  'selfHarm',
  'selfInjure',
]);
/** Taking them, whatever they are ("packs... to take them all"). */
const TAKING =
  /\b(?:take|taking|took|swallow|swallowing|swallowed|down|tomar|tomarme|tomarmelas)\b (?:them|it|all|the lot|every|todas|todos)|\b(?:overdose|od)\b/;
/** Where she goes back to, or what she does, "for when I" (not "for when I am gone"). */
const ERRAND_WHEN =
  /^(?:(?:go|get|come|head|am|m) (?:back|out)|(?:go|head|get) to (?:work|the|uni|college|gym|hospital|bed)|return|start (?:work|back|nursery|college|uni)|am (?:at|in) (?:work|hospital|labour)|have (?:the|my|our) baby|give birth)\b/;
const STORAGE =
  /\b(?:how long|keep|keeps|last|lasts|store|storing|stored|defrost|thaw|stash|frozen|freeze)\b/;
const FOOD =
  /\b(?:milk|breastmilk|expressed|pumped|pumping|colostrum|formula|leche|bags?|meals?|food|puree)\b/;

const NAIL_ACT =
  /^(?:cut|cutting|bite|biting|bit|nibble|nibbling|file|filing|trim|trimming|clip|clipping|cortar|corto|morder|muerdo|limar)$/;
const NAILS = /\b(?:nails?|fingernails?|toenails?|unas|unitas)\b/;

/** Her as the one taking the baby: the sentence's start, or "I'm", "we are", "I want to" just before. */
const HER_TAKING =
  /^(?:|i|im|i m|i am|i will|ill|i ll|we|were|we re|we are|we will|i want to|i plan to|i need to|i have to|we want to|we plan to|i m going to|i am going to|im going to)$/;
/** Where she takes him: a place or a person to go to, or the way there. */
const TRIP =
  /^(?:taking|take|bringing|bring) (?:my|our|the) (?:baby|son|daughter|little one|boy|girl)\b(?: \w+){0,5} (?:to (?:my|her|his|our|the|see|visit|a)|by (?:boat|bus|car|plane|train|ferry|taxi|air)|on (?:a|the) (?:boat|bus|plane|train|ferry|trip|flight)|abroad|home|back home)\b/;
/** Her own trip with the baby ("taking my baby by boat to my mother"), not someone taking him from her. */
function ownTrip(r: Reading, at: number): boolean {
  const sent = r.tokens[at]?.sent;
  let start = at;
  while (start > 0 && r.tokens[start - 1]?.sent === sent) start--;
  return HER_TAKING.test(words(r, start, at)) && TRIP.test(words(r, at, at + 12));
}

const HANDLED = /^(?:lethal|decide|acquire|hoard|farewell|farewellStrong|confusion|confusionStrong)$/;

/**
 * Whether a mind word at [at, end) names an everyday errand, not the mind. `figured` says whether another mention
 * is itself a figure ("how long does the bleeding go on for after birth": "for after" is the birth, not a goodbye).
 */
export function everyday(
  r: Reading,
  kind: MindClass,
  at: number,
  end: number,
  figured: (c: MindClass, start: number, end: number) => boolean,
): boolean {
  // ("my mum thinks I'll poison the baby through my milk" on sertraline: a medicine's worry, triage-mind-medicine.ts.)
  if (/^(?:persecution|means)/.test(kind) && medicineFeared(r, at)) return true;
  // ("taking my baby by boat to my mother": her own trip with the baby, not someone taking him from her; Q41.)
  if (/^persecution/.test(kind) && ownTrip(r, at)) return true;
  // ("can I cut my baby's nails or should I bite them like mi abuelita says?": nail care, not harm.)
  const nailCare =
    /^(?:selfInjure|harm\w*)$/.test(kind) &&
    NAIL_ACT.test(r.tokens[at]?.w ?? '') &&
    NAILS.test(words(r, at - 8, at + 8));
  if (!HANDLED.test(kind) && !nailCare) return false;
  const text = r.read.text;
  // (Another act on the nails, or the scratching they do, is the same care: "cut them or bite them", "scratching".)
  const ofNails = (k: number) =>
    nailCare && /^(?:scratch\w*|arana\w*)$|^(?:cut|bite)/.test(r.tokens[k]?.w ?? '');
  const grave = r.mentions.some(
    (m) =>
      GRAVE.has(m.c) &&
      !(m.start === at && m.c === kind) &&
      !ofNails(m.start) &&
      !figured(m.c as MindClass, m.start, m.end),
  );
  if (grave || TAKING.test(text)) return false;
  if (nailCare) return true;
  const sentence = sentenceText(r, sentenceOf(r, at));
  if (/^(?:lethal|decide|acquire|hoard)$/.test(kind)) return STOCKING.test(sentence) && SUPPLY.test(sentence);
  if (/^farewell/.test(kind) && words(r, at, end) === 'for when i')
    return ERRAND_WHEN.test(words(r, end, end + 4));
  if (/^confusion/.test(kind) && /^in the (?:freezer|fridge)$/.test(words(r, at, end)))
    return STORAGE.test(text) && FOOD.test(text);
  return false;
}

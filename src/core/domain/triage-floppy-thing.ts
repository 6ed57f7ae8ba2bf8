/**
 * Floppy said of a thing (docs/clinical-safety.md, "The newborn"; iteration 33, H95): floppy, limp or listless is
 * the catalogue's emergency when the baby is what is floppy. An adjective said of a thing before it ("the cutest
 * floppy sun hat", "a floppy bunny", "his limp lettuce") has that thing as its head, not the baby; "a floppy baby",
 * "her arms are floppy", "floppy and hard to wake" and "he's gone all floppy" still raise. Soft said of the poo
 * ("la caca sale blandita") is its texture. "The floppy of her body" (Tagalog "ang lambot ng katawan niya") is the baby.
 */
import { type Reading, sentenceOf } from './triage-reading.ts';

const DETERMINER = /^(?:a|an|the|this|that|these|those|her|his|my|our|their|your|some|new|one)$/;
const ADJECTIVE =
  /^(?:cute|cutest|little|big|old|new|soft|lovely|gorgeous|tiny|pink|blue|baby|white|red|sweet)$/;
/** The poo, whose softness is its texture. */
const STOOL = /^(?:caca|popo|heces|poo|poos|poop|stool|stools|motion|motions|it)$/;
/** Heads that are the baby or the baby's body. */
const BABY_HEAD =
  /^(?:baby|babe|bub|bubba|newborn|son|daughter|boy|girl|one|lo|him|her|arms?|legs?|limbs?|head|neck|body|hands?|feet|muscles?|tone)$/;
/** Words after an adjective that do not make it attributive (and, now, since...): floppy said of the baby. */
const NOT_A_HEAD =
  /^(?:and|or|but|when|if|after|since|all|today|now|tonight|again|too|lately|like|as|to|in|on|at|with|for|is|was|s|not|no|every|this|from|while|whenever|and)$/;

/** Whether the floppy word at token i is said of a thing named after it, not of the baby. */
export function floppyThing(r: Reading, i: number): boolean {
  const sent = sentenceOf(r, i);
  // ("la caca sale blandita", H97: soft said of the poo a few words before it, not of the baby.)
  if (/^(?:blandita|blandito|blanda|blando|soft|softer)$/.test(r.tokens[i]?.w ?? ''))
    for (let k = i - 1; k >= Math.max(0, i - 3) && r.tokens[k]?.sent === sent; k--)
      if (STOOL.test(r.tokens[k]?.w ?? '')) return true;
  if (!/^(?:floppy|limp|listless|lifeless)$/.test(r.tokens[i]?.w ?? '')) return false;
  const next = r.tokens[i + 1];
  // ("the floppy of her body": Tagalog's "ang lambot ng katawan niya"; "the floppy of the blanket" is a thing's.)
  if (next?.w === 'of' && next.sent === sent) {
    let h = i + 2;
    while (DETERMINER.test(r.tokens[h]?.w ?? '')) h++;
    return !BABY_HEAD.test(r.tokens[h]?.w ?? '');
  }
  if (!next || next.sent !== sent || BABY_HEAD.test(next.w) || NOT_A_HEAD.test(next.w)) return false;
  let k = i - 1;
  while (k >= 0 && r.tokens[k]?.sent === sent && ADJECTIVE.test(r.tokens[k]?.w ?? '') && i - k <= 3) k--;
  return k >= 0 && r.tokens[k]?.sent === sent && DETERMINER.test(r.tokens[k]?.w ?? '');
}

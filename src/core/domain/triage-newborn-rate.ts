/**
 * A newborn's breathing rate told with the working signs denied (docs/clinical-safety.md, "The newborn"; H91): the
 * catalogue gives no breathing rate. Its sign is a baby working hard to breathe: grunting, the chest or ribs
 * sucking in, pauses, too breathless to feed, a blue or grey colour. "I counted 44 a minute, no grunting or sucking
 * in, she's pink and feeds fine" is a rate with those signs denied and the baby pink and feeding: routine. "Breathing
 * fast and struggling", "ribs sucking in", "too breathless to feed" still raise. No rate threshold is invented. Pure.
 */
import { negated } from './triage-context.ts';
import type { Reading } from './triage-reading.ts';
import { active, all } from './triage-rule-kit.ts';

/** The working signs the catalogue names. */
const WORKING = ['grunt', 'recession', 'apnoea', 'struggle'] as const;
/** Pink and feeding as usual, told. */
const WELL =
  /\b(?:pink|feeds? (?:fine|well|ok|okay|normally|great|like normal)|feeding (?:fine|well|ok|okay|normally|great)|eating (?:fine|well))\b/;
/** Anything of struggle, colour or feeding trouble that a rate told calmly must not hide. */
const TROUBLE =
  /\b(?:struggl\w*|working hard|hard to breathe|labou?red|ribs (?:are )?(?:sucking|pulling)|can ?not feed|cant feed|wont feed|will not feed|too breathless|blue|grey|gray|dusky|floppy|pauses?|stops? breathing|flaring)\b/;

/** A denial and what it covers ("no grunting or sucking in", "not struggling"). */
const DENIAL = /\b(?:no|not|never|without|isnt|isn t|nor)\b(?: \w+){1,2}(?: (?:or|nor|and) \w+(?: in)?)*/g;

/** Whether fast breathing is told with the working signs denied and the baby pink and feeding. */
export function calmFastBreathing(r: Reading): boolean {
  const text = r.read.text;
  const denied = WORKING.some((c) => all(r, c).some((k) => negated(r, k)));
  const working = WORKING.some((c) => active(r, c).length > 0);
  const undenied = text.replace(DENIAL, '');
  return denied && !working && WELL.test(text) && !TROUBLE.test(undenied);
}

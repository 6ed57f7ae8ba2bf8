/**
 * How the built-in responder reads a question's words: which ones only shape it ("is it ok", "at 30 weeks"),
 * everyday words the library spells differently, what kind of answer is asked for (what helps, is it safe,
 * the signs, when), and whether a document was written for pregnancy only.
 */
import type { Article, Faq } from '../../core/contracts/content.ts';
import { terms } from '../../core/domain/text-search.ts';

/** Words that shape a question but do not say what it is about. */
export const GENERIC = new Set(
  terms(
    'ok okay safe normal fine alright like feel feeling since keep keeps all cant wont tip tips any advice ideas getting left right side week weeks day days month months time start started starting pregnant pregnancy baby babies thing things good bad need want know tell help happen happening yes really still while during ever even again now today tonight way best right little bit lot sure actually maybe try whether',
  ),
);

/** After-birth wording in a section, which does not answer a pregnant woman's question. */
export const AFTER_BIRTH =
  /\b(?:after (?:the |your )?birth|after your baby is born|postnatal|postpartum|after giving birth)\b/i;

/** The kind of answer a question asks for: what helps, whether something is safe, or the warning signs. */
export interface Asks {
  help: boolean;
  safe: boolean;
  signs: boolean;
  when: boolean;
}
export const WHEN_INTENT = /^(?:so |and )?(?:when|how soon|how long|at what age|what age)\b/;
export const WHEN_ANSWER =
  /\b(?:\d+|a few|few|a couple of|first|second|third|several) (?:days?|weeks?|months?|hours?)\b|\bby (?:around )?\d+ (?:weeks|months)\b/i;
export const HELP_INTENT =
  /\b(?:tips?|help|helps|ease|easing|what can i do|how (?:do|can|should) i(?! (?:know|tell))|how to|what to do|relief|remed\w*|cope|manage|stop it|get rid)\b/;
export const HELP_HEADING =
  /\b(?:tips?|ease|easing|help|helps|ways|what you can do|relief|things to try|self care|managing|coping|what to include|prevent)\b/i;
export const SAFE_INTENT = /\b(?:is it (?:ok|okay|safe|alright)|can i|should i|am i allowed|safe)\b/;
export const SIGNS_INTENT =
  /\b(?:signs?|symptoms?|when (?:should|do) i (?:call|worry)|worr\w*|wrong|how (?:do|will|would|can) i (?:know|tell))\b/;

/**
 * Spellings and everyday words search does not fold: "c section" is a caesarean, crying is being tearful,
 * feeling low is low mood (the words the library's articles use).
 */
const EXPANSIONS: ReadonlyArray<[RegExp, string]> = [
  [/\bc[\s-]?sections?\b/gi, 'caesarean'],
  [/\b(?:cry|crying|cried|cries)\b/gi, '$& tearful'],
  [/\bteary\b/gi, 'tearful'],
  // Search stems "plane" to "plan" (as in birth plan): say what she means.
  [/\b(?:aero|air)?planes?\b/gi, 'flight flying'],
  [/\bnose (?:keeps? |is |has been |started )?(?:bleed\w*)\b/gi, '$& nosebleeds'],
  // Her week is known from her profile; "at 28 weeks" in a question only matches size tables.
  [
    /\b(?:at |in |for )?\d+ ?(?:weeks?|wks?|days?|months?)(?: pregnant| old)?\b(?! (?:scan|check|appointment|test))/gi,
    '',
  ],
  [/\b(?:feel(?:ing)?|so) (?:low|down)\b/gi, '$& low mood'],
];
export const normaliseQuery = (query: string) => EXPANSIONS.reduce((q, [re, to]) => q.replace(re, to), query);

export const NEWBORN_TITLE = /\b(?:newborn\w*|after birth|first days after|fourth trimester|tummy time)\b/i;
const PREGNANCY_WORDS = /\b(?:pregnan\w*|trimester|bump|antenatal|giving birth|labou?r|birth options)\b/i;
const AFTER_WORDS =
  /\b(?:after (?:the |your |giving )?birth|breastfeed\w*|postnatal|postpartum|newborn|your baby is born)\b/i;
export function pregnancyOnly(type: 'article' | 'faq', doc: Article | Faq): boolean {
  if (type === 'article') return !(doc as Article).postpartum;
  const faq = doc as Faq;
  const text = `${faq.question} ${faq.answer}`;
  return faq.category !== 'after-birth' && PREGNANCY_WORDS.test(text) && !AFTER_WORDS.test(text);
}

/** The share of `of` found in `within`. */
export const fit = (of: readonly string[], within: readonly string[]) =>
  of.length ? of.filter((t) => within.includes(t)).length / of.length : 1;

export function contentTerms(query: string): string[] {
  const all = [...new Set(terms(query))].filter((t) => !/^\d+$/.test(t));
  const content = all.filter((t) => !GENERIC.has(t));
  return content.length ? content : all;
}

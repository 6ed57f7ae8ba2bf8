/**
 * "Can sleeping on my back hurt the baby?", "does paracetamol harm the baby", "my aunt says an epidural can hurt
 * him, is that true?" (docs/clinical-safety.md, "Iteration 17"): hurt or harm whose subject is a thing or an act,
 * asked about or told as someone's claim, is a question of safety, not a thought of harming the baby. When the one
 * who might hurt the baby is a person ("I'm scared I'll hurt him", "I could hurt her", "what if I hurt her on
 * purpose", "my husband could hurt the baby") the rules of the mind read it as before. Pure.
 */
import { type Reading, sentenceText } from './triage-context.ts';
import { GRAVE_KINDS } from './triage-mind-ordinary.ts';

const HARM_VERB = /^(?:hurt|hurts|harm|harms|damage|damages|injure|injures)$/;
/** Words between a subject and its verb: modals, auxiliaries and adverbs ("could really", "is going to"). */
const AUX =
  /^(?:can|could|will|would|might|may|must|does|do|did|is|are|gonna|going|to|really|actually|ever|possibly|somehow|still|also|not|definitely|just|honestly)$/;
/**
 * A person, or what a person hurts with (her hands, her temper, her thoughts): the one who might hurt the baby.
 * Pronouns after the normaliser ("i'll" is "i will"), people named, and "it" is not among them: "it'll hurt him" is
 * a thing.
 */
const PERSON =
  /^(?:i|me|myself|you|he|she|we|they|someone|somebody|anyone|anybody|people|husband|partner|boyfriend|wife|girlfriend|dad|father|daddy|mum|mom|mother|mummy|brother|sister|uncle|aunt|auntie|grandma|grandad|granny|nan|nana|friend|neighbour|neighbor|ex|boss|nanny|babysitter|childminder|stepdad|son|daughter|kids|toddler|dog|cat|hands|hand|temper|anger|rage|thoughts|urges|mind|law|mil|fil)$/;
/** Asked, doubted or told as someone's word: a question about a claim or a plan. */
const ASKED =
  /\b(?:is (?:that|it|this) true|true that|is (?:she|he|they) right|really true|says|said|say|saying|told|tells|claims?|reckons|heard|read|safe|is it ok|is it okay|scared|worried|worry|afraid|nervous|paranoid|wondering)\b/;
/** Imagery or an urge beside it keeps it a thought of harming, whatever thing is named. */
const URGE =
  /\b(?:picture|picturing|imagine|imagining|images?|see myself|seeing myself|urges?|intrusive|keep thinking|want to (?:hurt|harm)|on purpose|snap|lose it|lose control|shake|throw|drop him|drop her)\b/;
const OPENS_ASKING = /^(?:can|could|will|would|might|may|does|do|is|are|should|would)\b/;
const GRAVE = new Set<string>(GRAVE_KINDS);

/** The subject of the harm verb at i: the nearest word before it that is not a modal, an auxiliary or an adverb. */
function subjectWord(r: Reading, i: number): string | null {
  const sent = r.tokens[i]?.sent;
  // "want to hurt", "trying to harm": an infinitive wanted by someone, never a thing's doing.
  const prev = r.tokens[i - 1]?.w ?? '';
  if (prev === 'to' && !/^(?:going|gonna)$/.test(r.tokens[i - 2]?.w ?? '')) return null;
  for (let j = i - 1; j >= 0 && r.tokens[j]?.sent === sent; j--) {
    const w = r.tokens[j]?.w ?? '';
    if (!AUX.test(w)) return w;
  }
  return null;
}

/** Whether the harm word at i has a thing or an act as its subject and is asked about or told as a claim. */
export function thingHarmAsked(r: Reading, i: number): boolean {
  if (!HARM_VERB.test(r.tokens[i]?.w ?? '')) return false;
  const subject = subjectWord(r, i);
  if (subject === null || PERSON.test(subject)) return false;
  const sent = r.tokens[i]?.sent ?? -1;
  // (A question without its mark opens with its auxiliary: "does paracetamol harm the baby".)
  const text = sentenceText(r, sent);
  const asked =
    r.read.questions.has(sent) || OPENS_ASKING.test(text) || ASKED.test(text) || ASKED.test(r.read.text);
  return asked && !URGE.test(r.read.text) && !r.mentions.some((m) => GRAVE.has(m.c));
}

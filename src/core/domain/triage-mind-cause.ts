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

/**
 * Her everyday activity (exercise, lifting, work, travel, sex, a food or a drink): what a warning says will hurt the
 * baby. Never the baby's doing ("stop crying") nor a handling of the baby ("stop shaking him").
 */
const ACTIVITY =
  /^(?:run|running|runs|jog|jogging|lift|lifting|lifts|exercise|exercising|workout|workouts|working|work|train|training|gym|swim|swimming|cycle|cycling|bike|biking|ride|riding|spin|dance|dancing|jump|jumping|climb|climbing|carry|carrying|bend|bending|stretch|stretching|reach|reaching|yoga|pilates|squat|squats|squatting|planks?|crunches|hike|hiking|walk|walking|hoover|hoovering|vacuum|vacuuming|cleaning|scrubbing|painting|fly|flying|travel|travelling|traveling|drive|driving|sex|coffee|tea|spicy|sushi|cheese|standing|kneeling|sleeping|moving|boxing|kickboxing|netball|football|tennis|horse|horses|heavy|sauna|bath|baths|trampoline|trampolining|rowing)$/;
/** Opens a warning: stop, don't, give up, keep it up, if she goes on. */
const WARNING_OPENS =
  /^(?:stop|quit|give up|gave up|no more|do not|dont|never|cut out|cut back on|careful|keep|if (?:i|you|she) (?:keep|carry on|continue|go on|do not stop|dont stop)|if (?:i|you|she))$/;
/** The consequence's subject and modal just before the harm verb: "or I'll", "or else you could", "you will". */
const CONSEQUENCE =
  /^(?:(?:or|or else|otherwise|and|then|cause|because|coz) )?(?:i|you|she) (?:will|would|could|might|may|can|are going to|is going to|am going to|gonna|will end up|could end up)(?: \w+)?$/;
/** The unborn or young baby as its object, not "him", "her" or "you" said to a child. */
const BABY_OBJECT = /^(?:the|your|my|her|our) (?:baby|bump|babe|bub|pregnancy|unborn)\b|^(?:baby|bub)\b/;
/** A warning told as someone's word or asked about. */
const WARNED =
  /\b(?:says|said|say|saying|told|tells|telling|keeps telling|warned|warns|warning|reckons|claims?|thinks|nagging|lecturing|insists|is (?:that|it|this|she|he) (?:true|right)|true|right|safe|ok|okay)\b/;

/**
 * A warning that an everyday activity of hers will hurt the baby ("my aunt says stop running or I'll hurt the
 * baby", "mum said if I keep lifting I'll harm the baby", iteration 55, Q43): a question of safety told as someone's
 * word, not a thought of harming the baby. The activity must be one of hers ("stop crying or I'll hurt the baby"
 * stays harm), the baby its object, and no urge, image or grave word anywhere in the message.
 */
export function activityHarmWarned(r: Reading, i: number): boolean {
  if (!HARM_VERB.test(r.tokens[i]?.w ?? '')) return false;
  const sent = r.tokens[i]?.sent ?? -1;
  const words = (from: number, to: number) =>
    r.tokens
      .slice(Math.max(0, from), to)
      .filter((t) => t.sent === sent)
      .map((t) => t.w);
  const after = words(i + 1, i + 4).join(' ');
  if (!BABY_OBJECT.test(after)) return false;
  const before = words(i - 12, i);
  // The consequence: the last two to five words before the verb.
  let opened = -1;
  for (let n = 2; n <= 5 && opened < 0; n++) {
    if (!CONSEQUENCE.test(before.slice(-n).join(' '))) continue;
    const rest = before.slice(0, before.length - n);
    // The warning's opener and the activity between it and the consequence (up to five words).
    for (let k = rest.length - 1; k >= Math.max(0, rest.length - 7); k--) {
      const opener = [rest.slice(k, k + 1), rest.slice(k, k + 2), rest.slice(k, k + 3), rest.slice(k, k + 4)]
        .map((x) => x.join(' '))
        .findIndex((x) => WARNING_OPENS.test(x));
      if (opener < 0) continue;
      const activity = rest.slice(k + opener + 1);
      if (activity.length >= 1 && activity.length <= 5 && activity.some((w) => ACTIVITY.test(w))) opened = k;
      break;
    }
  }
  if (opened < 0) return false;
  const text = sentenceText(r, sent);
  return (
    (WARNED.test(text) || r.read.questions.has(sent) || WARNED.test(r.read.text)) &&
    !URGE.test(r.read.text) &&
    !r.mentions.some((m) => GRAVE.has(m.c))
  );
}

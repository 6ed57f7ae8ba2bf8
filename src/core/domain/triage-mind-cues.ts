/**
 * The mind's cues in a message (docs/clinical-safety.md, "The mind: recall first"): every mention of a mind class
 * (triage-lexicon-mind-en.ts) that is about her or someone close to her now, kept unless an exception clearly
 * holds. The exceptions, and only these: a fixed figure of speech ("dying to meet you", "me muero de la
 * verguenza", "fear of heights"); a denial ("no thoughts of ending it", "I would never hurt him"), unless a "but"
 * turns it back ("I don't want to hurt her but I keep seeing myself do it"); a past that is long over ("used to
 * self harm in high school") or an episode over with a professional's help ("seen by the crisis team... so much
 * better now"); a question about signs in general or someone else's screening question; someone else's story;
 * a clarification ("thinking of ending it... breastfeeding I mean"). Acts on the baby or on herself are read by
 * who is acted on (triage-mind-target.ts). Jokes are weighed by the rules (a joke with a single cue is a joke).
 */
import { memoised, negated, type Reading, sentenceText } from './triage-context.ts';
import type { MIND_EN } from './triage-lexicon-mind-en.ts';
import { ACTS, DIE_WORD, figure, span } from './triage-mind-figures.ts';
import { babyMedicine } from './triage-mind-care-asked.ts';
import { harmFeared } from './triage-mind-accident.ts';
import {
  actedOn,
  agentIsHer,
  babyContext,
  placedBadly,
  PROVOKED,
  sameToBaby,
  SMOTHER,
  swappedBaby,
} from './triage-mind-target.ts';
import { subjectAt } from './triage-subject.ts';
import { relativeAsked, SAID_YES, screeningAsked, signsAsked } from './triage-mind-screening.ts';

export type MindClass = Exclude<keyof typeof MIND_EN, 'clarify'>;
/** A cue's kind: a class, or what an act turned out to be once its object was read. */
export type MindKind = MindClass | 'harmBaby' | 'handleBaby';

export interface Cue {
  kind: MindKind;
  at: number;
  end: number;
  sent: number;
  /** How much it says on its own (triage-rules-mind.ts adds the weights of different kinds). */
  w: number;
}

/** Weights: 2 is enough alone, 1 needs another kind, less needs two more. */
export const WEIGHT: Record<MindKind, number> = {
  endStrong: 2,
  end: 1,
  burdenStrong: 2,
  burden: 1,
  wish: 1,
  serious: 1,
  meansStrong: 1,
  means: 0.5,
  deathAct: 1,
  gaze: 1,
  linger: 1,
  lethal: 1.5,
  acquire: 1,
  hoard: 1.5,
  unreachable: 1,
  onPurpose: 1,
  stopMeds: 1,
  resign: 1,
  decide: 1,
  when: 0.5,
  farewell: 1,
  farewellStrong: 2,
  calm: 1,
  conceal: 1,
  distress: 0.5,
  harmViolent: 0,
  harmHandling: 0,
  harmBaby: 2,
  handleBaby: 1,
  abandon: 1,
  abandonPlace: 1,
  urge: 1,
  distrust: 2,
  marks: 1,
  selfInjure: 1,
  selfHarm: 2,
  injuryIntent: 1,
  voicesStrong: 2,
  voices: 1,
  visionsStrong: 2,
  visions: 1,
  referenceStrong: 2,
  reference: 0.5,
  grandioseStrong: 2,
  grandiose: 0.5,
  babyBeliefStrong: 2,
  babyBelief: 1,
  persecutionStrong: 2,
  persecution: 1,
  noSleep: 1,
  mania: 1,
  confusionStrong: 2,
  confusion: 1,
  barricade: 1,
  changed: 0.5,
};

const PSYCHOSIS = /^(?:voices|visions|reference|grandiose|babyBelief|persecution|confusion|mania)/;
export const isPsychosisKind = (k: MindKind) =>
  PSYCHOSIS.test(k) || k === 'noSleep' || k === 'barricade' || k === 'changed';

/** Long over: years ago, as a teenager, used to, clean for years. */
const LONG_AGO =
  /\b(?:years ago|a year ago|with my first|after my first|after our first|after my son was born|after my daughter was born|when i was pregnant with|as a (?:teen|teenager|kid|child)|in (?:high school|school|college|uni|my teens|my twenties)|at (?:school|uni|college)|when i was (?:younger|a teen|a teenager|a kid|little|\d+)|used to|before (?:i had|the kids|kids|my first|i was pregnant|i got pregnant)|back in (?:the day|\d{4})|(?:back )?in the (?:\d0 s|\d{4} s|sixties|seventies|eighties|nineties)|decades ago|en los (?:\d0|sesenta|setenta|ochenta|noventa)|(?:clean|free) for \d+|\d+ (?:years|yrs) clean|been clean|hace anos|cuando era (?:joven|nina|adolescente)|de adolescente)\b/;
/** Back now: "started cutting again, first time in 4 years", "like I did at uni, and tonight...". */
const RELAPSE =
  /\b(?:again|started|tonight|today|currently|still|this week|are back|is back|came back|coming back|returned|otra vez|de nuevo)\b/;
/** A professional's help, and better since. */
const HELP =
  /\b(?:health visitor said|hv said|midwife said|doctor said|gp said|with my gp|doctora|me dijo que|got help|getting help|had help|on meds|was on meds|on sertraline|on antidepressants|medication|therapist|therapy|cbt|psychologist|psychiatrist|counsellor|counselor|counselling|counseling|crisis team|perinatal (?:team|nurse|mental health)|mental health team|home treatment|mother and baby unit|started meds|started medication|on meds|antidepressants|sertraline|psicologa?|terapia|psiquiatra)\b/;
const BETTER =
  /\b(?:i am fine|i am ok|i am okay|genuinely ok|genuinely okay|estoy en terapia|son comunes|son normales|doing really well|doing so well|been well|well for|nothing like that|easing|been easing|getting better|improving|much better|so much better|loads better|doing well|doing better|doing good|mostly gone|gone now|all gone|no thoughts like that|not had (?:one|any|those|them|thoughts)|have not had|well now|let it pass|under control|recovered|in a good place|better now|mucho mejor|ya estoy bien|ya paso)\b/;
/** Her own wedding ring given away or left with someone ("gave my sister my wedding ring"), not one given to her. */
const RING_GIVEN =
  /\b(?:gave|given|give|giving|handed|left|leaving)(?: (?!me\b|us\b)\w+){0,3} my wedding (?:ring|rings|band|bands)\b/g;
/** A question in general: an essay, a statistic, how many women. */
const GENERAL =
  /\b(?:essay|assignment|dissertation|coursework|for (?:my|a) (?:course|class|uni|study|project|research)|statistics?|what percentage|what %|how many (?:women|mums|mothers|people)|in general|generally speaking)\b/;
/** Letters for an occasion, things given away to clear space: not goodbyes. */
export const OCCASION =
  /\b(?:birthday|18 th|21 st|18|21|christmas|wedding|anniversary|first day|graduat\w*|valentine|declutter\w*|clear out|memory box|keepsake|baby book|scrapbook|time capsule|outgrown|charity shop|marketplace|vinted|ebay|baby stuff|baby clothes|maternity clothes)\b/;
/** Someone else's story: a death or an illness of theirs, told in the past. */
const STORY =
  /\b(?:after her first|with her first|when she had (?:her|my|his|she)|tried to (?:end|take|kill) (?:her|his|their)|attempted suicide|took (?:her|his|their) own life|killed (?:herself|himself)|died by suicide|committed suicide|had (?:postpartum |post natal |postnatal )?(?:psychosis|ppp|ppd|depression)|was sectioned|passed away|(?:was|were|got|became) (?:suicidal|psychotic|depressed) (?:after|with|when) (?:her|his|their)|se suicido|se quito la vida)\b/;

/** Whether the words at token i are hers or someone close to her now (not the baby, a child, or a story). */
function aboutHer(r: Reading, i: number, kind: MindClass): boolean {
  const who = subjectAt(r, i);
  const s = sentenceText(r, r.tokens[i]?.sent ?? -1);
  // The baby or a child watching, or someone else's death ("my dad died in January"), is not hers.
  // (Poison is her belief whoever "she" names: "she'll take the baby and I believe she is poisoning my food".)
  const poison = /^(?:poison\w*|putting)$/.test(r.tokens[i]?.w ?? '');
  if ((who === 'baby' || who === 'child') && /^persecution/.test(kind) && !poison) return false;
  if (/^end/.test(kind) && who !== 'her' && who !== null && DIE_WORD.test(r.tokens[i]?.w ?? '')) return false;
  // Someone close, now, is hers to hear (recent days and weeks count); a story long ago or of an illness they had is not.
  if (STORY.test(s) || relativeAsked(r.read.text, who)) return false;
  if (who === 'other' || who === 'he' || who === 'she') return !LONG_AGO.test(s);
  // "my GP wants to start me on...": a wish or an urge is hers only if no one else is named just before it.
  if (/^(?:wish|urge)$/.test(kind))
    for (let k = i - 1; k >= Math.max(0, i - 3); k--)
      if (r.at[k]?.has('pro') || r.at[k]?.has('other')) return false;
  return true;
}

/** Whether the nearest person before token i in its sentence is "I" (or no one is named). */
function firstPerson(r: Reading, i: number): boolean {
  const sent = r.tokens[i]?.sent;
  for (let k = i - 1; k >= 0 && r.tokens[k]?.sent === sent; k--) {
    if (/^(?:i|me|myself|yo)$/.test(r.tokens[k]?.w ?? '')) return true;
    if (['her', 'she', 'other', 'daughter'].some((c) => r.at[k]?.has(c as never))) return false;
  }
  return true;
}

/** The last sentence of an episode told as over with help ("crisis team... so much better now"), or -1. */
export function resolvedUpTo(r: Reading): number {
  if (!HELP.test(r.read.text) || !BETTER.test(r.read.text)) return -1;
  let last = -1;
  const sents = new Set(r.tokens.map((t) => t.sent));
  for (const s of sents) if (BETTER.test(sentenceText(r, s))) last = s;
  return last;
}

/**
 * A denial of the cue itself: "no" or "never" just before it in its clause ("no thoughts of ending it", "I would
 * never hurt him", "not suicidal"), or a question answered no ("thoughts of harming yourself? no"). It reaches no
 * further than a new subject ("if I wasn't here they'd all be fine" keeps "they'd all be fine").
 */
function denied(r: Reading, i: number, kind: MindClass): boolean {
  const t = r.tokens[i];
  if (!t) return false;
  // "I mean it" is denied only right before it ("no es en serio"), not by a "no" of the words it insists on.
  for (let k = i - 1; k >= Math.max(0, i - (kind === 'serious' ? 2 : 4)); k--) {
    const tk = r.tokens[k];
    if (!tk || tk.clause !== t.clause || /^(?:i|she|he|they|we|you|it|yo|ella)$/.test(tk.w)) break;
    // ("there's no point in anything": the "no" is the expression's own, another mind mention holds it.)
    const own = r.mentions.some((m) => m.start <= k && m.end > k && m.c in WEIGHT && m.c !== 'neg');
    if (r.at[k]?.has('neg') && !own && !/^(?:can|could|cannot)$/.test(r.tokens[k - 1]?.w ?? '')) return true;
  }
  const next = r.tokens.find((x) => x.sent === t.sent + 1);
  return r.read.questions.has(t.sent) && /^(?:no|nope|none|nah|never|nada|nunca)$/.test(next?.w ?? '');
}

/** A denial turned back by "but" and an urge after it ("I don't want to hurt her but I keep seeing myself do it"). */
function turnedBack(r: Reading, i: number): boolean {
  const sent = r.tokens[i]?.sent;
  let but = -1;
  for (let k = i + 1; k < r.tokens.length && r.tokens[k]?.sent === sent; k++)
    if (/^(?:but|pero|yet)$/.test(r.tokens[k]?.w ?? '')) but = k;
  return but > 0 && IMAGERY.test(span(r, but, but + 12));
}
const IMAGERY =
  /\b(?:see myself|seeing myself|keep seeing|picture|picturing|imagine|imagining|images?|thoughts? of|keep thinking|can not stop thinking|urges?|intrusive|me imagino|no se me sale|me veo)\b/;

/** Sentences a clarification takes back ("by which I mean...", "... breastfeeding I mean"), not "I mean it". */
function clarified(r: Reading): Set<number> {
  const out = new Set<number>();
  for (const m of r.mentions) {
    if (m.c !== 'clarify') continue;
    const s = r.tokens[m.start]?.sent ?? -1;
    const words = r.tokens
      .slice(m.start, m.end)
      .map((t) => t.w)
      .join(' ');
    const next = r.tokens[m.end];
    // "I mean it" insists; "I mean, I just..." is a filler; "breastfeeding I mean" and "by which I mean" take back.
    const last = !next || next.sent !== s || /^(?:lol|haha)$/.test(next.w);
    if (/^i (?:mean|meant)$/.test(words) && !last) continue;
    out.add(s).add(s - 1);
  }
  return out;
}

const THING_DOER = /\b(?:pram|buggy|pushchair|stroller|cot|ball|toy|car seat)\b/;
const CLARIFIABLE = /^(?:end|endStrong|wish|burden|burdenStrong|decide)$/;
const PLACING = /^(?:cover|covered|covering|hold|held|holding|put|putting|press|pressed|pressing)$/;

function readCues(r: Reading): Cue[] {
  const out: Cue[] = [];
  const over = resolvedUpTo(r);
  const taken = clarified(r);
  for (const m of [...r.mentions, ...swappedBaby(r)]) {
    const kind = m.c as MindClass;
    if (!(kind in WEIGHT) || kind === ('clarify' as string)) continue;
    const sent = r.tokens[m.start]?.sent ?? -1;
    const s = sentenceText(r, sent);
    if (figure(r, kind, m.start, m.end)) continue;
    // A worry about a cause in pregnancy ("is sex safe? scared I'll hurt the baby"), or the baby's medicine asked
    // about as care ("the youngest you can give calpol"): not harm, not a means.
    // ("scared she might suffocate on her front": an accident feared for her, the baby its subject.)
    if (/^harm/.test(kind) && harmFeared(r, m.start)) continue;
    if (/^(?:means|farewell|acquire|when)/.test(kind) && babyMedicine(r)) continue;
    if (denied(r, m.start, kind) && !turnedBack(r, m.start)) continue;
    if (!aboutHer(r, m.start, kind)) continue;
    if ((LONG_AGO.test(s) && !RELAPSE.test(span(r, m.start - 4, m.end + 4))) || sent <= over) continue;
    if (
      (signsAsked(r, m.start) || screeningAsked(r, m.start) || GENERAL.test(s)) &&
      !SAID_YES.test(r.read.text)
    )
      continue;
    // ("gave my mum my wedding ring to look after and wrote notes for everyone": her own ring given away is not a
    // wedding; iteration 52's probes.)
    if (/^farewell/.test(kind) && OCCASION.test(s.replace(RING_GIVEN, ' '))) continue;
    // "the pram rolling into the road": a thing, not her, goes in.
    // ("putting him in the cot and just walking into the sea": she walks in; the cot is where she leaves him.)
    const doer = span(r, m.start - 3, m.start);
    if (kind === 'deathAct' && THING_DOER.test(doer) && !/\b(?:and|then|y)\b/.test(doer)) continue;
    if (taken.has(sent) && CLARIFIABLE.test(kind)) continue;
    let k: MindKind = kind;
    // "pressing the pillow down until it's quiet": a pillow pressed to stop the crying smothers, said of no one.
    if (kind === 'harmHandling' && SMOTHER.test(span(r, m.start, m.end + 8)) && agentIsHer(r, m.start))
      k = 'harmBaby';
    else if (ACTS.test(kind)) {
      if (!agentIsHer(r, m.start)) continue;
      let on = actedOn(r, m.start, m.end, kind);
      if (kind === 'harmViolent' && /^(?:thing|none|other)$/.test(on) && sameToBaby(r, m.end)) on = 'baby';
      // "my wife has been cutting her arms": told of her, "her arms" are her own.
      if (on === 'baby' && kind === 'selfInjure' && !firstPerson(r, m.start)) on = 'self';
      const bare =
        on === 'none' &&
        kind === 'selfInjure' &&
        /^(?:cut|cutting|cuts|carve|carving)$/.test(r.tokens[m.start]?.w ?? '');
      // Burning, cutting or banging the baby's arm or head is harm to the baby.
      if (on === 'baby' && kind === 'selfInjure') k = 'harmBaby';
      else if ((on === 'self' || bare) && kind !== 'abandon') k = 'selfInjure';
      else if (on === 'face' && kind !== 'selfInjure' && kind !== 'abandon') k = 'harmBaby';
      else if ((on === 'baby' || on === 'face') && kind !== 'selfInjure') {
        // "put her down", "held him": placing the baby is care, unless it is into a bin or under water.
        if (kind === 'harmHandling' && PLACING.test(r.tokens[m.start]?.w ?? '') && !placedBadly(r, m.start))
          continue;
        k = kind === 'harmViolent' ? 'harmBaby' : kind === 'harmHandling' ? 'handleBaby' : 'abandon';
        // "I squeezed her when she wouldn't stop crying", "pinched him so he'd stop": done to stop the crying.
        if (k === 'handleBaby' && /ed$/.test(r.tokens[m.start]?.w ?? '') && PROVOKED.test(s)) k = 'harmBaby';
      } else if (!(kind === 'abandon' && on === 'place' && babyContext(r))) continue;
      // Leaving or giving the baby is abandoning her only somewhere a baby is left ("on a doorstep", "to strangers").
      if (k === 'abandon' && m.end - m.start === 1 && !placedBadly(r, m.start)) continue;
    } else if (kind === 'abandonPlace' && !babyContext(r)) continue;
    // A decision that ends its sentence ("I've decided.", "I've picked a date.") says more than one with an object.
    // So does a date picked ("picked a date", "chosen the day"), unless it is for something (a figure, above).
    const bareDecision =
      k === 'decide' &&
      (r.tokens[m.end]?.sent !== sent || /^(?:date|day)$/.test(r.tokens[m.end - 1]?.w ?? ''));
    out.push({ kind: k, at: m.start, end: m.end, sent, w: WEIGHT[k] + (bareDecision ? 0.5 : 0) });
  }
  return out;
}

/** Every mind cue of the message, read once. */
export const mindCues = (r: Reading): Cue[] => memoised(r, 'mind-cues', () => readCues(r));

/** A joke said and not taken back ("jk. unless?", "not even joking"). */
export function joking(r: Reading): boolean {
  return r.mentions.some(
    (m) =>
      m.c === 'joke' &&
      !negated(r, m.start, m.end) &&
      !/^(?:unless|or am i|or not|but|sort of|kind of|not really|ish)\b/.test(span(r, m.end, m.end + 3)),
  );
}

/**
 * How the answer library reads words: everyday, brand and texting words folded to the word the library uses
 * (on both sides, so "tylenol" in a question finds "paracetamol" in an answer), close words a question may
 * use for a library word (weighed a little less), and the words that shape a question without saying what it
 * is about ("is it ok", "normal", "baby").
 */
import porter2 from 'wink-porter2-stemmer';
import { normaliseWord, STOP, wordSpans } from '../../../core/domain/text-search.ts';
import { foldText } from './answer-folds.ts';

const stems = new Map<string, string>();
/** Porter2 (English) stems: "biting" and "bites" are both "bite", "nappy" and "nappies" both "nappi". */
function stemOf(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    s = porter2(word);
    if (stems.size < 50_000) stems.set(word, s);
  }
  return s;
}

/** Pronouns and fillers that say nothing of what a question is about (the shared stop list lacks them). */
const MORE_STOP = new Set(
  'he hes him his she shes her hers herself himself weve were theyve youve youd shed hed whats thats theres hows wheres whos whys isnt arent wasnt werent doesnt didnt wont shouldnt wouldnt couldnt havent hasnt youre theyre lets let lol haha omg x xx xxx ok okay pls please just really so like literally bit kinda sorta yeah mine yours ours theirs'.split(
    ' ',
  ),
);

/** Index terms of a text as the answer library reads it: folded, stop words dropped, stemmed; numbers kept. */
export function answerTerms(text: string): string[] {
  const out: string[] = [];
  for (const { word } of wordSpans(foldText(text))) {
    const n = normaliseWord(word);
    if ((STOP.has(n) && n !== 'ill') || MORE_STOP.has(n) || (n.length < 2 && !/^\d$/.test(n))) continue;
    // A number with a unit ("3am", "5k") is kept as written: the stemmer would make "3am" into "yam".
    out.push(/^\d/.test(n) ? n : stemOf(n));
  }
  return out;
}

const termOf = (word: string) => answerTerms(word)[0] ?? word;

/**
 * Close words: a question's word also reaches these library words, weighed less than the word itself.
 * Written as plain words; stemmed and folded once here.
 */
const CLOSE_WORDS: Record<string, string> = {
  wee: 'wet',
  wet: 'wee',
  pump: 'express',
  express: 'pump',
  formula: 'bottle',
  bottle: 'formula',
  nap: 'sleep',
  sleep: 'nap',
  supply: 'milk',
  milk: 'supply',
  vitamin: 'supplement',
  supplement: 'vitamin',
  fever: 'temperature',
  temperature: 'fever',
  huge: 'big large',
  massive: 'big large',
  big: 'large',
  drive: 'car journey',
  car: 'drive journey',
  journey: 'car travel',
  hot: 'temperature warm',
  reheat: 'warm heat',
  rewarm: 'warm heat',
  heat: 'warm',
  warm: 'hot temperature',
  heartburn: 'indigestion reflux',
  indigestion: 'heartburn',
  nausea: 'sick vomit morning sickness',
  sick: 'nausea vomit ill',
  vomit: 'sick nausea',
  ill: 'sick unwell',
  unwell: 'ill sick',
  worried: 'anxious worry',
  scared: 'anxious anxiety fear frightened',
  frightened: 'scared anxious fear',
  terrified: 'scared anxious fear',
  anxious: 'worry anxiety',
  anxiety: 'anxious worry',
  sad: 'low depression',
  depressed: 'depression low',
  low: 'depression sad',
  tired: 'exhausted tiredness fatigue',
  exhausted: 'tired tiredness',
  kick: 'movement move',
  movement: 'kick move',
  move: 'movement kick',
  bleed: 'blood bleeding spotting',
  blood: 'bleeding',
  spotting: 'bleeding',
  discharge: 'leak',
  leak: 'discharge leaking',
  pain: 'hurt ache sore',
  hurt: 'pain sore',
  ache: 'pain',
  sore: 'pain hurt',
  painful: 'pain sore',
  swollen: 'swelling',
  ankle: 'swelling swollen feet',
  ankles: 'swelling swollen feet',
  puffy: 'swelling swollen',
  cot: 'sleep',
  medicine: 'medication painkiller',
  medication: 'medicine',
  meds: 'medicine medication',
  painkiller: 'paracetamol medicine',
  pill: 'tablet medicine contraception',
  tablet: 'medicine',
  exercise: 'workout active',
  workout: 'exercise',
  gym: 'exercise',
  run: 'running exercise',
  travel: 'flight fly holiday',
  holiday: 'travel',
  fly: 'flight travel',
  flight: 'fly travel',
  plane: 'flight fly',
  period: 'periods menstrual',
  partner: 'husband dad',
  husband: 'partner',
  boyfriend: 'partner',
  wife: 'partner',
  dad: 'partner father',
  cheese: 'soft cheese',
  fish: 'tuna salmon',
  tuna: 'fish',
  eat: 'food',
  food: 'eat diet',
  diet: 'food eat',
  weight: 'weigh',
  weigh: 'weight',
  poo: 'constipation',
  constipated: 'constipation poo',
  stitch: 'tear stitches',
  tear: 'stitches perineal',
  perineum: 'perineal',
  perineal: 'perineum',
  scan: 'ultrasound',
  ultrasound: 'scan',
  jab: 'vaccine',
  sex: 'intimacy',
  safe: 'ok',
  bath: 'wash',
  wash: 'bath',
  belly: 'stomach abdomen bump',
  bump: 'belly',
  rash: 'spots',
  spots: 'rash',
  yellow: 'jaundice',
  safety: 'safe',
  blanket: 'covers bedding',
  covers: 'blanket bedding',
  bedding: 'blanket covers',
  bigger: 'faster larger',
  switch: 'change move',
  gel: 'cream',
  cream: 'gel ointment',
  jaundice: 'yellow',
  rice: 'cereal solids wean',
  cereal: 'rice solids',
  rusk: 'solids wean',
  starve: 'fasting eat',
  wrap: 'bundle',
  bundle: 'wrap',
  pick: 'lift carry',
  carry: 'lift pick',
  betray: 'guilty guilt',
  guilt: 'guilty',
};

export const closeWords: ReadonlyMap<string, string[]> = new Map(
  Object.entries(CLOSE_WORDS).map(([from, to]) => [termOf(from), [...new Set(answerTerms(to))]]),
);

/** The kind of answer asked for (how much, how long, how often, what helps): it tells entries apart a little. */
export const INTENT = new Set(answerTerms('howmuch howlong howoften helpq whenq'));

/** Words that shape a question but do not say what it is about: they count, but little. */
export const SHAPING = new Set(
  answerTerms(
    'ok okay safe normal fine up down out off trimester first second third couple few several lots awful terrible horrible stupid silly dumb person stuff honestly seriously basically totally ease relieve relief soothe cope manage treat remedy remedies do doing does did have having has get getting gets got alright like feel feeling since keep keeps all cant wont tip tips any advice ideas getting week weeks day days month months time start started starting pregnant pregnancy baby thing things good bad need want know tell help happen happening yes really still while during ever even again now today tonight way best little bit lot sure actually maybe try whether worry worried mean means long often should allowed common usual anything something someone go goes going went without old first after before much many every already usually always never why put make made give take taking use using say said look looks seem seems supposed meant necessary necessarily here there one not under over always either those these such ever gone true exact sort possible mention our us whole guess heard nearly almost forever both unreal insane crazy esp especially expect expecting wrong opposite because read dangerous danger myself yourself beforehand everything nothing ask asking asked barely hardly involved swear swears insist insists believe believes reckon reckons elders problem problems issue else think thinks sometimes properly correctly chemist chemists pharmacy pharmacies drugstore',
  ),
);

/**
 * Words that say a question is about caring for the baby (in pregnancy: the baby to come). Not "baby" itself,
 * which pregnancy questions use all the time ("have I hurt the baby?").
 */
export const BABY_TERMS = new Set(
  answerTerms(
    'breastfeeding breast feeding formula bottle bottles nappy nappies cot moses basket pram car seat sling swaddle dummy colic burp wind posset latch pump express steriliser sterilise drops nursery cosleeping',
  ),
);

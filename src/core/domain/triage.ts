/**
 * Zara's safety triage: decides, without any language model, whether a message describes an emergency, an
 * urgent problem or nothing more than routine (03-decisions.md section 5; shared/medical/warning-signs.md G).
 *
 * The warning-signs catalogue (`warning-signs.ts`) is the only source of signs, levels, stages and week
 * windows; this file only reads text: it normalises spelling (typos, UK/US, apostrophes, contractions),
 * matches the catalogue's everyday phrases, and then decides whether each match is about her, now:
 * - negation ("no bleeding", "haven't had any pain or bleeding");
 * - the past and resolved ("bled yesterday but it stopped and my midwife checked", "in my last pregnancy");
 * - other people ("my sister had pre-eclampsia") and hypotheticals/questions ("what if my waters break?",
 *   "what are the signs of...": routine, but the signs are returned in `mentioned` so the answer lists them);
 * - stage and week (reduced movement from 24 weeks; a baby's fever is the newborn sign, not hers);
 * - numbers where the catalogue has thresholds (38 C / 100.4 F; 160/110).
 * Self-harm, however it is worded and whatever else is said, is always an emergency.
 * Pure: no I/O, deterministic.
 */
import { type RuleMatch } from './triage-match.ts';
import { movementRules } from './triage-movement.ts';
import { newbornRules, PARTIAL_FEEDING, TIPS } from './triage-newborn.ts';
import { psychosisRules } from './triage-psychosis.ts';
import { selfHarmRules } from './triage-self-harm.ts';
import { type SignLevel, type WarningSign, warningSigns } from './warning-signs.ts';

export type TriageLevel = SignLevel;
export type TriageStage = 'pregnant' | 'postpartum' | null;

export interface TriageContext {
  stage: TriageStage;
  week: number | null;
}

export interface TriageResult {
  level: TriageLevel;
  /** Catalogue ids of the signs present now, most serious first. */
  signs: string[];
  /** Plain reason, suitable for a health flag's analysis. */
  reason: string;
  /** Signs named but not present now (negated, past, someone else, a question): the answer may list them. */
  mentioned: string[];
}

const RANK: Record<TriageLevel, number> = { routine: 0, urgent: 1, emergency: 2 };
export const higherLevel = (a: TriageLevel, b: TriageLevel): TriageLevel => (RANK[a] >= RANK[b] ? a : b);

// ---------------------------------------------------------------------------------------------------------
// Normalisation

/** Whole-word rewrites: contractions, UK/US spellings, everyday synonyms and common typos. */
const WORD_MAP: Record<string, string> = {
  // contractions (apostrophes are removed first)
  cannot: 'cant',
  wont: 'wont',
  dont: 'dont',
  doesnt: 'doesnt',
  didnt: 'didnt',
  isnt: 'isnt',
  arent: 'arent',
  wasnt: 'wasnt',
  werent: 'werent',
  havent: 'havent',
  hasnt: 'hasnt',
  hadnt: 'hadnt',
  couldnt: 'couldnt',
  shouldnt: 'shouldnt',
  aint: 'isnt',
  u: 'you',
  ur: 'your',
  r: 'are',
  im: 'im',
  ive: 'ive',
  // UK / US
  labour: 'labor',
  haemorrhage: 'hemorrhage',
  haemorrhaging: 'hemorrhaging',
  haemorrhaged: 'hemorrhaged',
  haemorrhages: 'hemorrhage',
  haemorage: 'hemorrhage',
  hemorage: 'hemorrhage',
  hemmorage: 'hemorrhage',
  hemmorhage: 'hemorrhage',
  haemorrhoids: 'hemorrhoids',
  foetal: 'fetal',
  foetus: 'fetus',
  colour: 'color',
  coloured: 'colored',
  oedema: 'edema',
  agonising: 'agonizing',
  caesarean: 'cesarean',
  caesarian: 'cesarean',
  cesarian: 'cesarean',
  paediatric: 'pediatric',
  anaemia: 'anemia',
  anaemic: 'anemic',
  apnoea: 'apnea',
  // synonyms
  belly: 'tummy',
  stomach: 'tummy',
  stomache: 'tummy',
  aches: 'ache',
  achey: 'achy',
  abdomen: 'tummy',
  tum: 'tummy',
  bub: 'baby',
  bubs: 'baby',
  bubba: 'baby',
  babys: 'baby',
  babies: 'baby',
  bébé: 'baby',
  newborns: 'newborn',
  wee: 'pee',
  weeing: 'peeing',
  urine: 'pee',
  urinating: 'peeing',
  diaper: 'nappy',
  diapers: 'nappies',
  knickers: 'underwear',
  panties: 'underwear',
  mom: 'mum',
  mommy: 'mum',
  mummy: 'mum',
  mam: 'mum',
  tylenol: 'paracetamol',
  acetaminophen: 'paracetamol',
  calpol: 'paracetamol',
  advil: 'ibuprofen',
  nurofen: 'ibuprofen',
  motrin: 'ibuprofen',
  painkiller: 'painkillers',
  hrs: 'hours',
  hr: 'hour',
  mins: 'minutes',
  min: 'minutes',
  wks: 'weeks',
  wk: 'week',
  pls: 'please',
  plz: 'please',
  abt: 'about',
  bcos: 'because',
  cuz: 'because',
  coz: 'because',
  // typos
  bleading: 'bleeding',
  bleeing: 'bleeding',
  bleding: 'bleeding',
  bledding: 'bleeding',
  bleedin: 'bleeding',
  spoting: 'spotting',
  spottin: 'spotting',
  greenish: 'green',
  bluish: 'blue',
  blueish: 'blue',
  greyish: 'grey',
  grayish: 'grey',
  purplish: 'purple',
  yellowish: 'yellow',
  brownish: 'brown',
  pinkish: 'pink',
  reddish: 'red',
  about: 'of',
  bleeds: 'bleed',
  blod: 'blood',
  bloood: 'blood',
  hedache: 'headache',
  headach: 'headache',
  headake: 'headache',
  hedake: 'headache',
  headahce: 'headache',
  headaches: 'headache',
  migrane: 'migraine',
  migranes: 'migraine',
  migraines: 'migraine',
  siezure: 'seizure',
  seizur: 'seizure',
  sezure: 'seizure',
  siezures: 'seizures',
  contractons: 'contractions',
  contrations: 'contractions',
  contactions: 'contractions',
  vission: 'vision',
  visoin: 'vision',
  blury: 'blurry',
  blurr: 'blurry',
  temprature: 'temperature',
  temperture: 'temperature',
  tempreture: 'temperature',
  tempature: 'temperature',
  feaver: 'fever',
  fevor: 'fever',
  fevre: 'fever',
  dizy: 'dizzy',
  dizzey: 'dizzy',
  dizzie: 'dizzy',
  diziness: 'dizziness',
  breath: 'breathe',
  breth: 'breathe',
  breate: 'breathe',
  moveing: 'moving',
  movment: 'movement',
  movments: 'movements',
  movemnt: 'movement',
  kiks: 'kicks',
  swolen: 'swollen',
  swolllen: 'swollen',
  sweling: 'swelling',
  vomitting: 'vomiting',
  vomitted: 'vomited',
  nausia: 'nausea',
  dischrge: 'discharge',
  discharg: 'discharge',
  suicidle: 'suicidal',
  sucidal: 'suicidal',
  suicidel: 'suicidal',
  preclampsia: 'preeclampsia',
  preeclampsia: 'preeclampsia',
  eclampsia: 'eclampsia',
  jaundise: 'jaundice',
  jandice: 'jaundice',
  feild: 'field',
  cramping: 'cramping',
  hurst: 'hurts',
  hurtin: 'hurting',
  painfull: 'painful',
  realy: 'really',
  rly: 'really',
  v: 'very',
  sooo: 'so',
  soo: 'so',
  thnk: 'think',
  dont_: 'dont',
  pregant: 'pregnant',
  preganant: 'pregnant',
  pregnet: 'pregnant',
};

/** Two-word rewrites applied after single words. */
const PHRASE_MAP: ReadonlyArray<[RegExp, string]> = [
  [/\bcan not\b/g, 'cant'],
  [/\bdo not\b/g, 'dont'],
  [/\bdoes not\b/g, 'doesnt'],
  [/\bdid not\b/g, 'didnt'],
  [/\bis not\b/g, 'isnt'],
  [/\bare not\b/g, 'arent'],
  [/\bwas not\b/g, 'wasnt'],
  [/\bhave not\b/g, 'havent'],
  [/\bhas not\b/g, 'hasnt'],
  [/\bwill not\b/g, 'wont'],
  [/\bi am\b/g, 'im'],
  [/\bi have\b(?! (?:a|an|the|no|had|been|got|not|felt|some|any|noticed|this|these|been))/g, 'ive'],
  [/\bpre eclampsia\b/g, 'preeclampsia'],
  [/\bpost partum\b/g, 'postpartum'],
  [/\bhaemorrhage\b/g, 'hemorrhage'],
  [/\bc section\b/g, 'csection'],
  [/\bbelly button\b/g, 'bellybutton'],
  [/\bnose bleed(s|ing)?\b/g, 'nosebleed'],
];

/** Words that may sit between the words of a catalogue phrase without breaking it ("bleeding really heavily"). */
const FILLERS = new Set([
  'even',
  'really',
  'very',
  'so',
  'quite',
  'pretty',
  'super',
  'just',
  'still',
  'all',
  'of',
  'like',
  'now',
  'suddenly',
  'completely',
  'totally',
  'much',
  'left',
  'right',
  'both',
  'is',
  'are',
  'was',
  'looks',
  'feels',
  'seems',
  'stump',
  'has',
  'have',
  'got',
  'getting',
]);

/** Determiners are folded so "not felt my baby" matches "not felt the baby". */
const DETERMINERS = new Set(['my', 'the', 'our', 'his', 'her']);

/** Correct-ish spellings of the words triage depends on; a message word one edit away is read as them. */
const FUZZY_TARGETS = [
  'bleeding',
  'headache',
  'seizure',
  'contractions',
  'temperature',
  'movement',
  'movements',
  'blurry',
  'swollen',
  'swelling',
  'breathe',
  'breathing',
  'suicidal',
  'suicide',
  'hemorrhage',
  'dizziness',
  'fainted',
  'fainting',
  'vomiting',
  'discharge',
  'jaundice',
  'jaundiced',
  'unresponsive',
  'flashing',
  'kicking',
  'leaking',
  'preeclampsia',
  'palpitations',
  'disappear',
  'shivering',
  'miscarriage',
  'bleeding',
  'vision',
  'waters',
  'spotting',
];
/** Real words that are one edit from a target and must not be "corrected". */
const NOT_TYPOS = new Set([
  'breeding',
  'breathed',
  'visions',
  'wafers',
  'raters',
  'caters',
  'daters',
  'haters',
  'maters',
  'matters',
  'pleading',
  'feeding',
  'seizures',
  'swallow',
  'swollow',
]);

function editDistanceAtMost1(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < la && j < lb) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    edits++;
    if (edits > 1) return false;
    if (la > lb) i++;
    else if (lb > la) j++;
    else if (a[i + 1] === b[j] && a[i] === b[j + 1]) {
      // transposition
      i += 2;
      j += 2;
    } else {
      i++;
      j++;
    }
  }
  edits += la - i + (lb - j);
  return edits <= 1;
}

function fixWord(w: string): string {
  const mapped = WORD_MAP[w];
  if (mapped !== undefined) return mapped;
  if (w.length >= 6 && !NOT_TYPOS.has(w) && !/\d/.test(w)) {
    for (const t of FUZZY_TARGETS) if (t !== w && editDistanceAtMost1(w, t)) return t;
  }
  return w;
}

/**
 * Lower-cased, apostrophes dropped, punctuation to spaces (sentence marks kept as their own tokens), numbers
 * kept with their decimal point and "/" (38.5, 160/110), words rewritten by the maps above.
 */
export function normalise(text: string): string {
  let s = text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/(\w)'(\w)/g, '$1$2')
    .replace(/'/g, ' ')
    .replace(/(\d)\s*°\s*([cf])\b/g, '$1 $2')
    .replace(/(\d)([cf])\b/g, '$1 $2')
    .replace(
      /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[ -](?:day|days|week|weeks|wk|month|months)[ -]old\b/g,
      'baby',
    )
    .replace(/°/g, ' degrees ')
    .replace(/(\d)\s*\/\s*(\d)/g, '$1/$2')
    .replace(/(\d)\.(\d)/g, '$1\uE000$2')
    .replace(/([.!?;:,\n])/g, ' $1 ')
    .replace(/[^\p{L}\p{N}\uE000/.!?;:,\s]/gu, ' ')
    .replace(/\//g, (m, off: number, str: string) =>
      /\d/.test(str[off - 1] ?? '') && /\d/.test(str[off + 1] ?? '') ? m : ' ',
    )
    .replace(/\uE000/g, '.')
    .replace(/\s+/g, ' ')
    .trim();
  s = s
    .split(' ')
    .map((w) => (/^(.)\1{2,}$/.test(w) ? w : w.replace(/(\p{L})\1{2,}/gu, '$1$1')))
    .map(fixWord)
    .join(' ');
  for (const [re, to] of PHRASE_MAP) s = s.replace(re, to);
  return s;
}

const tokenise = (normalised: string): string[] => normalised.split(' ').filter(Boolean);

/** How a catalogue phrase is compared: normalised and with determiners folded. */
const fold = (w: string) => (DETERMINERS.has(w) ? 'the' : w);

// ---------------------------------------------------------------------------------------------------------
// Compiled catalogue

interface Pattern {
  sign: WarningSign;
  tokens: string[];
  phrase: string;
}

/** Phrases in the catalogue made only of numbers and symbols ("160/") are handled by the number rules. */
const compiledList: Pattern[] = warningSigns.flatMap((sign) =>
  sign.keywords
    .map((k) => ({ sign, phrase: k, tokens: tokenise(normalise(k)).map(fold) }))
    .filter((p) => p.tokens.length > 0 && p.tokens.some((t) => /\p{L}/u.test(t))),
);
const byFirstToken = new Map<string, Pattern[]>();
for (const p of compiledList) {
  const first = p.tokens[0] ?? '';
  byFirstToken.set(first, [...(byFirstToken.get(first) ?? []), p]);
}

// ---------------------------------------------------------------------------------------------------------
// Cues

const SENTENCE_END = new Set(['.', '!', '?', '\n']);
const CLAUSE_BREAK = new Set([
  ',',
  ';',
  ':',
  'but',
  'although',
  'though',
  'however',
  'except',
  'whereas',
  'whilst',
  'while',
  'yet_',
]);
const NEGATORS = new Set([
  'no',
  'not',
  'never',
  'without',
  'dont',
  'doesnt',
  'didnt',
  'havent',
  'hasnt',
  'hadnt',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'none',
  'nothing',
  'zero',
  'nor',
  'neither',
  'denies',
]);
/** Negation does not carry past these words ("no bleeding and a terrible headache"). */
const NEGATION_STOP = new Set([
  'and',
  'then',
  'also',
  'plus',
  'because',
  'since',
  'so',
  'now',
  'which',
  'that',
]);
/** "not sure if", "don't know whether": uncertainty, not negation. */
const HEDGE_AFTER_NEGATOR = new Set(['know', 'sure', 'certain', 'remember', 'understand', 'want', 'wanna']);

const THIRD_PARTY = new Set([
  'sister',
  'sisters',
  'friend',
  'friends',
  'cousin',
  'aunt',
  'auntie',
  'colleague',
  'coworker',
  'neighbour',
  'neighbor',
  'mum',
  'mother',
  'grandma',
  'nan',
  'someone',
  'somebody',
  'people',
  'women',
  'woman',
  'lady',
  'ladies',
  'mums',
  'moms',
  'mothers',
  'sil',
  'bestie',
  'daughterinlaw',
  'celebrity',
  'character',
  'article',
  'forum',
  'group',
  'nct',
]);
const FIRST_PERSON = new Set(['i', 'im', 'ive', 'id', 'ill']);
const BABY_WORDS = new Set([
  'baby',
  'newborn',
  'son',
  'daughter',
  'infant',
  'he',
  'she',
  'him',
  'lo',
  'little',
  'twins',
  'boy',
  'girl',
]);
const CHILD_NOT_BABY = new Set([
  'toddler',
  'nephew',
  'niece',
  'kid',
  'kids',
  'child',
  'children',
  'stepson',
  'stepdaughter',
  'older',
  'eldest',
  'husband',
  'partner',
  'dog',
  'cat',
]);

/** Hypotheticals and questions about signs (per sentence). */
const HYPOTHETICAL: readonly RegExp[] = [
  /\bwhat if\b/,
  /\bwhat happens if\b/,
  /\bwhat (?:are|is|r) the (?:warning )?(?:signs|symptoms)\b/,
  /\bwhat (?:are|r) (?:warning )?(?:signs|symptoms)\b/,
  /\b(?:warning )?signs of\b/,
  /\bsymptoms of\b/,
  /\bsigns to (?:look|watch)\b/,
  /\bhow (?:do|will|would|can|should) (?:i|you|we) (?:know|tell|recognise|recognize|spot)\b/,
  /\bwhen (?:should|do|would) (?:i|you|we) (?:worry|call|go|ring|phone|contact|seek)\b/,
  /\bshould i (?:worry|be worried|call|go in) if\b/,
  /\bwhat should i do if\b/,
  /\bwhat do i do if\b/,
  /\bin case\b/,
  /^(?:and |so )?if\b/,
  /\bwhat (?:does|do|would) (?:a |an |the )?[a-z ]{0,30} (?:feel|look) like\b/,
  /\bwhat (?:is|are|causes|cause)\b(?!.*\b(?:happening|going on|wrong with)\b)/,
  /\bhow common\b/,
  /\bwhat (?:temperature|temp|number|reading|level|bp|blood pressure|counts as)\b/,
  /\bhow (?:high|hot|low) (?:is|should|does|would|can)\b/,
  /\bis it (?:true|possible|common|dangerous)\b/,
  /\b(?:can|could) (?:you )?(?:tell me|explain)\b/,
  /\bexplain\b/,
  /\bwhat (?:does|do) .{0,40}\bmean\b/,
  /\bmeaning of\b/,
  /\bi (?:read|heard|saw)\b/,
  /\b(?:horror )?stories\b/,
  /\bheard of\b/,
  /\bread about\b/,
  /\bafraid (?:of|that) (?:getting|having)\b/,
  /\bworried about getting\b/,
  /\bscared of getting\b/,
  /\brisk of\b/,
  /\bis (?:that|it|this) (?:a )?(?:risk|problem|dangerous|a worry|something to worry)\b/,
  /\b(?:will|could|would|does|can|might) (?:that|it|this) (?:affect|be a problem|be a risk|matter|put me at risk|cause problems)\b/,
  /\bam i at risk\b/,
  /\bhow to (?:prevent|avoid|reduce)\b/,
  /\bcan i prevent\b/,
  /\bwhats the difference\b/,
  /\bdifference between\b/,
  /\bwould (?:it|that) be\b/,
  /\bshould i go to (?:the )?hospital (?:when|if)\b/,
  /\bwhen (?:my|the) waters break\b/,
  /\bonce (?:my|the) waters break\b/,
  /\bhow long after (?:my|the) waters break\b/,
];

/** A question about a sign's signs or risk (the narrower test for what she perceives). */
const SIGNS_QUESTION =
  /\b(?:signs|symptoms) of\b|\bwhat (?:is|are|causes)\b|\bwhat if\b|\bis it (?:normal|common)\b|\bhow (?:do|will|would) (?:i|you) know\b|\brisk of\b|\bam i at risk\b/;

/** The past: it is over, or it was another time. */
const HISTORY: readonly RegExp[] = [
  /\b(?:last|first|previous|other|earlier|1st|second) (?:pregnancy|pregnancies|baby|birth|child)\b/,
  /\bwith my (?:first|son|daughter|eldest|older|last|other|1st)\b/,
  /\b\d+ (?:years|yrs) ago\b/,
  /\byears ago\b/,
  // Months and years back; "last night" and "last week" are recent and stay present.
  /\blast (?:year|month|spring|summer|autumn|fall|winter|christmas)\b/,
  /\b(?:a|one|two|three|four|five|six|few|couple of|\d+) (?:years?|months?) ago\b/,
  /\bwhen i was (?:\d+|pregnant with|a baby|at school|at uni|in my (?:teens|twenties))\b/,
  /(?<!\b(?:like|as) (?:she|he|it|baby|they|the baby|i) )\bused to\b/,
  /\bhistory of\b/,
  /\bin the past\b/,
  /\bbefore (?:i was|i got|getting|pregnancy|i fell)\b/,
  /\bas a (?:child|kid|teenager|teen)\b/,
  /\bwhen i was (?:younger|a child|a kid|a teenager|little)\b/,
  /\bback in\b/,
];
const RESOLVED: readonly RegExp[] = [
  /(?<!\b(?:not|hasnt|havent|wont|didnt|never|doesnt|isnt|cant) (?:\w+ )?)\bstopped\b(?! (?:breathing|moving|kicking|feeding|responding|eating|drinking|peeing|weeing|moving))/,
  /\b(?:has|have|had|it|its|they|all|now) gone\b(?! (?:\w+ )?(?:X|yellow|green|blue|pale|grey|gray|floppy|quiet|limp|red|hot|cold|still|white|purple|mottled|blotchy|off|wrong|weird|funny|worse))/,
  /\bgone (?:away|now|completely)\b/,
  /\bwent away\b/,
  /\bsettled\b/,
  /\bresolved\b/,
  /\bcleared up\b/,
  /\b(?:all |everything |its |is |was |were |im |feel |feeling |baby |were both |all |totally )(?:fine|ok|okay|good|normal|well|perfect|great) now\b/,
  /\ball (?:fine|ok|okay|good|normal|clear|well)\b/,
  /\b(?:everything|it|baby|scan|heartbeat|tests?|bloods|results?) (?:was|is|were|looked|came back) (?:fine|ok|okay|normal|good|perfect|clear|healthy)\b/,
  /\b(?:midwife|doctor|dr|gp|ob|obgyn|consultant|nurse|hospital|triage|they|team|paramedics|health visitor) (?:has |have )?(?:checked|examined|saw|seen|monitored|scanned|said|says|told|reassured|confirmed)\b/,
  /\b(?:got|was|been|went|had it|had me|had her|had him|getting) (?:checked|seen|monitored|scanned|examined|treated)\b/,
  /\bbeen (?:checked|seen|monitored|scanned)\b/,
  /\bchecked (?:it|me|her|him|the baby|baby) (?:out|over)?\b/,
  /\bno longer\b/,
  /\banymore\b(?<!\b(?:want|wanna|here|be) anymore\b)/,
  /\bany more\b(?<!\b(?:want|wanna|here|be) any more\b)/,
  /\bback to normal\b/,
  /\bbetter now\b/,
  /\bfeels? (?:loads |much |a lot )?better\b/,
  /\b(?:it|its|has|have|that|pain|they) passed\b/,
  /\beased (?:off|up)?\b/,
];
/** It is happening now (overrides history and resolution). */
const PRESENT: readonly RegExp[] = [
  /(?<!\b(?:happen|happens|happening|risk|get it|have it|get|had it) )\bagain\b(?! (?:this time|in this|next time))/,
  /\bstarted (?:up )?again\b/,
  /\b(?:its|it is|is|has) back\b/,
  /(?<!\b(?:will|could|might|would|does|can) (?:it|they|that) )\bcome back\b/,
  /\bcame back\b/,
  /\bcoming back\b/,
  /\b(?:getting|got|gotten) worse\b/,
  /\bworse\b/,
  /\bright now\b/,
  /\bcurrently\b/,
  /\bat the moment\b/,
  /\bhasnt stopped\b/,
  /\bhavent stopped\b/,
  /\bwont stop\b/,
  /\bnot stopped\b/,
  /\bdidnt stop\b/,
  /\bnot stopping\b/,
  /\bkeeps? (?:coming|happening|going)\b/,
  /\bstill (?:bleeding|spotting|have|got|feel|feeling|getting|hurts|hurting|in pain|there|happening|going|leaking|having|not|no|cant|dizzy|sore|really|very|so)\b/,
  /\btoday\b/,
  /\btonight\b/,
  /\bthis (?:morning|afternoon|evening)\b/,
  /\bnow (?:im|i|its|it|theres|there|the|my|she|he|baby)\b/,
  /\bjust (?:now|started|happened)\b/,
  /\bsince (?:this|last|yesterday|this morning|lunch|breakfast|\d)\b/,
];

// ---------------------------------------------------------------------------------------------------------
// Special rules that read meaning rather than phrases

const SEVERE = new Set([
  'severe',
  'terrible',
  'awful',
  'unbearable',
  'agonizing',
  'excruciating',
  'worst',
  'intense',
  'horrendous',
  'horrible',
  'crippling',
  'extreme',
  'sharp',
  'stabbing',
  'horrific',
  'debilitating',
  'shooting',
]);
const PAIN = new Set(['pain', 'pains', 'cramps', 'cramping', 'ache', 'aching', 'agony']);
const TUMMY = new Set([
  'tummy',
  'abdominal',
  'abdomen',
  'bump',
  'womb',
  'uterus',
  'lower',
  'pelvis',
  'pelvic',
  'side',
]);
const HEAD_SEVERE = new Set([
  ...SEVERE,
  'bad',
  'splitting',
  'pounding',
  'blinding',
  'thumping',
  'massive',
  'killer',
  'crazy',
  'banging',
  'throbbing',
  'raging',
  'huge',
  'awful',
]);
const VISION_WORDS = new Set(['vision', 'eyesight', 'eyes', 'seeing', 'see', 'sight']);
const VISION_BAD = new Set([
  'blurry',
  'blurred',
  'blurring',
  'fuzzy',
  'spots',
  'flashing',
  'flashes',
  'flashy',
  'stars',
  'sparkles',
  'sparkly',
  'double',
  'zigzag',
  'zigzags',
  'lights',
  'squiggly',
  'dark',
  'blotches',
  'floaters',
  'wavy',
  'shimmering',
]);
const MOVE_WORDS = new Set([
  'move',
  'moved',
  'moving',
  'movement',
  'movements',
  'kick',
  'kicks',
  'kicked',
  'kicking',
  'wriggle',
  'wriggling',
  'wiggle',
  'wiggling',
  'squirming',
  'active',
  'flutters',
  'rolls',
  'rolling',
]);
const LESS_WORDS = new Set([
  'weak',
  'feeble',
  'softer',
  'gentler',
  'lazier',
  'sluggish',
  'calmer',
  'less',
  'fewer',
  'reduced',
  'decreased',
  'quieter',
  'slower',
  'weaker',
  'hardly',
  'barely',
  'stopped',
  'quiet',
  'still',
]);
const FIRST_MOVE_CUES =
  /\b(?:yet|first movements|first kicks|first time mum|when will i|when should i|when do you|start to feel|start feeling|normal not to feel)\b/;

function windowHas(tokens: string[], from: number, to: number, set: ReadonlySet<string>): number {
  for (let i = Math.max(0, from); i < Math.min(tokens.length, to); i++)
    if (set.has(tokens[i] ?? '')) return i;
  return -1;
}

/** Self-harm said without the words: being gone, no point, others better off, ways and plans. */
const SELF_HARM: readonly RegExp[] = [
  /\b(?:if|when|once) im (?:gone|dead|not here|not around)\b/,
  /\b(?:if|when) i (?:was|were|am|wasnt|werent) (?:gone|dead|not here|not around|here)\b/,
  /\b(?:better|happier|easier) (?:off )?(?:without me|if i (?:was|were|wasnt|werent|am|died|left))\b/,
  /\b(?:nobody|no one|noone) would (?:miss|notice|care)\b/,
  /\bdont see (?:the|a|any) point (?:in|of) (?:carrying on|going on|living|life|anything|being here|me)\b/,
  /\bno point (?:in |of )?(?:carrying on|going on|living|life|being alive|being here|me being)\b/,
  /\bways to (?:kill|die|end|hurt)\b/,
  /\b(?:jump|jumping|throw myself|throwing myself) (?:off|from|in front|under)\b/,
  /\bpicturing (?:myself|me) (?:dead|dying|jumping|gone)\b/,
  /\b(?:kill|killing|hurt|hurting|harm|harming|end) myself\b/,
  /\bdont want to (?:live|be alive|exist|wake up|be here)\b/,
  /\bwant to (?:die|be dead|not be here|not exist|disappear forever|go to sleep forever)\b/,
  /\bwish i (?:was|were|could be) (?:dead|gone|never born)\b/,
  /\b(?:end|ending) (?:it all|my life|everything)\b/,
  /\bstockpiling (?:pills|tablets|meds)\b/,
];

function specialRules(tokens: string[]): RuleMatch[] {
  const text = tokens.join(' ');
  const out: RuleMatch[] = [
    ...selfHarmRules(text),
    ...psychosisRules(text),
    ...newbornRules(text),
    ...movementRules(text),
  ];
  for (const re of SELF_HARM) {
    const m = re.exec(text);
    if (m) {
      const start = text.slice(0, m.index).split(' ').filter(Boolean).length;
      out.push({ signId: 'self-harm-thoughts', start, end: start + m[0].split(' ').length, phrase: m[0] });
    }
  }
  tokens.forEach((t, i) => {
    // Severe pain in the tummy: "really bad pain low in my tummy", "stabbing cramps".
    if (PAIN.has(t)) {
      let sev = t === 'agony' ? i : windowHas(tokens, i - 4, i, SEVERE);
      if (sev < 0) {
        const after = windowHas(tokens, i + 1, i + 7, SEVERE);
        if (after >= 0 && !tokens.slice(i + 1, after).some((w) => SENTENCE_END.has(w))) sev = after;
      }
      const loc = windowHas(tokens, i - 5, i + 7, TUMMY);
      const selfLocated = t === 'cramps' || t === 'cramping';
      if (
        sev >= 0 &&
        (loc >= 0 || selfLocated) &&
        !/\b(?:back|head|leg|legs|hip|hips|foot|feet|calf|nipple|nipples|breast|breasts|boob|boobs|tooth|teeth|shoulder|neck|knee|wrist|hand|hands|groin|vagina|vulva|bum|bottom|ribs)\b/.test(
          tokens.slice(Math.max(0, i - 3), i + 5).join(' '),
        )
      )
        out.push({
          signId: 'severe-abdominal-pain',
          start: Math.min(sev, i),
          end: Math.max(sev, i) + 1,
          phrase: 'severe tummy pain',
        });
    }
    // A bad headache, however described.
    if (
      t === 'headache' ||
      t === 'migraine' ||
      (t === 'head' &&
        /^(?:\w+ ){0,3}(?:pounding|splitting|killing|exploding|throbbing|banging)/.test(
          tokens.slice(i + 1, i + 5).join(' '),
        ))
    ) {
      const sev = windowHas(tokens, i - 4, i, HEAD_SEVERE);
      const after = tokens.slice(i + 1, i + 9).join(' ');
      const persistent =
        /\b(?:for (?:\d+|two|three|four|five|several|a few|days|the last) ?(?:days|day|hours)?|all day|wont (?:go|shift|budge|ease)|not (?:going|easing|shifting|budging)|isnt (?:going|easing|shifting)|paracetamol|painkillers|ibuprofen|nothing (?:helps|is helping|works)|getting worse|keeps getting)\b/.test(
          after,
        );
      const head = t === 'head';
      if (sev >= 0 || persistent || head)
        out.push({
          signId: 'severe-headache',
          start: sev >= 0 ? sev : i,
          end: i + 1,
          phrase: 'bad headache',
        });
    }
    // Vision trouble.
    if (
      (t === 'blurry' || t === 'blurred' || t === 'fuzzy' || t === 'blurring') &&
      !/\b(?:photo|photos|picture|pictures|scan|image|screen|ultrasound|pic|pics|line|test)\b/.test(
        tokens.slice(Math.max(0, i - 4), i + 4).join(' '),
      )
    )
      out.push({ signId: 'vision-changes', start: i, end: i + 1, phrase: 'blurred vision' });
    else if (VISION_BAD.has(t)) {
      const v = windowHas(tokens, i - 4, i + 5, VISION_WORDS);
      if (
        v >= 0 &&
        !(t === 'dark' && !/\bdark spots\b/.test(text)) &&
        !(
          t === 'lights' &&
          !/\b(?:flashing|flashes|bright|twinkling|sparkling) lights\b|\blights in\b/.test(text)
        )
      )
        out.push({
          signId: 'vision-changes',
          start: Math.min(v, i),
          end: Math.max(v, i) + 1,
          phrase: 'vision changes',
        });
    }
    // Reduced movements said any way: "I don't think the baby has moved today", "kicks are weaker".
    if (MOVE_WORDS.has(t)) {
      const before = tokens.slice(Math.max(0, i - 7), i);
      let negIdx = -1;
      for (let k = before.length - 1; k >= 0 && k >= before.length - 6; k--) {
        const w = before[k] ?? '';
        if (NEGATION_STOP.has(w) || CLAUSE_BREAK.has(w) || SENTENCE_END.has(w)) break;
        if (NEGATORS.has(w) || w === 'cant' || w === 'couldnt') negIdx = k;
      }
      const doubleNegative = negIdx >= 0 && before.slice(negIdx + 1).includes('stopped');
      const near = [...before.slice(-3), ...tokens.slice(i + 1, i + 7)];
      const less = near.some((w) => LESS_WORDS.has(w));
      const hasBaby =
        /\b(?:baby|he|she|fetal|kicks|little one|lo|bump)\b/.test(text) ||
        /^(?:kick|kicks|kicking|movement|movements)$/.test(t);
      const lots =
        !less &&
        /\b(?:a lot|loads|lots|so much|more|constantly|all the time|non stop|like crazy|active|moving loads|kicking loads|well|fine|normally|plenty)\b/.test(
          tokens.slice(Math.max(0, i - 2), i + 4).join(' '),
        );
      const positive = /^(?:\w+ )?(?:well|fine|normally|lots|loads|plenty|a lot)\b/.test(
        tokens.slice(i + 1, i + 3).join(' '),
      );
      if (hasBaby && !doubleNegative && !positive && (negIdx >= 0 || (less && !lots)))
        out.push({
          signId: 'reduced-fetal-movement',
          start: negIdx >= 0 ? i - before.length + negIdx : i,
          end: i + 1,
          phrase: 'baby moving less',
          selfNegated: true,
        });
    }
    // "She normally goes crazy after dinner but nothing tonight".
    if (
      (t === 'usually' || t === 'normally' || t === 'always') &&
      /\b(?:baby|he|she|hes|shes|kicks?|kicky|bump|wriggly|wriggling|active|busy|lively|moving|kicking|somersaults|flips)\b/.test(
        text,
      )
    ) {
      // The usual pattern, then its absence now: "but not a peep tonight", ", nothing at all this evening".
      const rest = tokens.slice(i + 1, i + 16).join(' ');
      if (
        /(?:\b(?:but|and|now|yet)|[,;.]) (?:\w+ ){0,2}?(?:nothing|not today|not tonight|not this|not a (?:peep|thing|kick|wriggle|flutter|sausage)|not much|no (?:kicks|movement|movements|sign|wriggles)|none|hes quiet|shes quiet|quiet|still)\b/.test(
          rest,
        )
      )
        out.push({
          signId: 'reduced-fetal-movement',
          start: i,
          end: i + 1,
          phrase: 'movement pattern changed',
          selfNegated: true,
        });
    }
    // Contractions or tightenings at regular intervals.
    if (
      /^(?:tightening|tightenings|contraction|contractions|cramps|pains|tightens)$/.test(t) &&
      /^(?:\w+ ){0,3}every (?:\d+|few|couple|five|ten|two|three|four|six|seven|eight|nine|fifteen|twenty)\b/.test(
        tokens.slice(i + 1, i + 7).join(' '),
      )
    )
      out.push({ signId: 'preterm-contractions', start: i, end: i + 1, phrase: 'regular contractions' });
    // Green vomit (a baby's).
    if (
      /^(?:vomit|vomiting|vomited|sick|throwing|threw|spit|spitting|puke|puking|bringing)$/.test(t) &&
      /\bgreen\b/.test(tokens.slice(i + 1, i + 6).join(' '))
    )
      out.push({ signId: 'newborn-green-vomit', start: i, end: i + 1, phrase: 'green vomit' });
    // Blood seen on a pad, in pants, on wiping.
    if (
      (t === 'blood' || t === 'bloody') &&
      /\b(?:pad|pads|pants|underwear|toilet|wipe|wiped|wiping|tissue|sheets|liner|panty|loo)\b/.test(
        tokens.slice(Math.max(0, i - 3), i + 5).join(' '),
      )
    )
      out.push({ signId: 'vaginal-bleeding', start: i, end: i + 1, phrase: 'blood on a pad or when wiping' });
    // A pink or red tinge on wiping.
    if (
      /^(?:pink|pinkish|red|bloody|brown)$/.test(t) &&
      /\b(?:when|after|on|as) (?:i |the |my )?(?:wipe|wiped|wiping|tissue|loo roll|toilet paper)\b/.test(
        tokens.slice(i + 1, i + 5).join(' '),
      )
    )
      out.push({ signId: 'vaginal-bleeding', start: i, end: i + 1, phrase: 'pink or red when wiping' });
    // Unable to keep even sips down.
    if (
      t === 'keep' &&
      /\b(?:cant|cannot|couldnt|unable|not able)(?: even)?$/.test(
        tokens.slice(Math.max(0, i - 2), i).join(' '),
      ) &&
      /^(?:\w+ ){0,4}?down\b/.test(tokens.slice(i + 1, i + 7).join(' '))
    )
      out.push({
        signId: 'severe-vomiting',
        start: i - 1,
        end: i + 1,
        phrase: 'cannot keep fluids down',
        selfNegated: true,
      });
    // Blue lips.
    if (t === 'lips' && /\b(?:blue|grey|gray|purple)\b/.test(tokens.slice(i + 1, i + 5).join(' ')))
      out.push({ signId: 'chest-pain-breathing', start: i, end: i + 1, phrase: 'blue lips' });
    // Itchy palms and soles, however said.
    if (/^(?:itchy|itching|itch|itches|itchiness)$/.test(t)) {
      const near = tokens.slice(Math.max(0, i - 8), i + 8).join(' ');
      if (/\b(?:palms|soles|hands and feet|feet and hands)\b/.test(near))
        out.push({ signId: 'itchy-palms-soles', start: i, end: i + 1, phrase: 'itchy palms or soles' });
    }
    // Yellow eyes or skin (a baby's jaundice).
    if (
      t === 'yellow' &&
      /\b(?:eyes|skin|whites|face|chest|baby|he|she|him|her)\b/.test(
        tokens.slice(Math.max(0, i - 6), i + 4).join(' '),
      ) &&
      !/\b(?:discharge|poo|poop|stool|stools|nappy|pee|vomit|sick|mucus|snot|milk|colostrum)\b/.test(
        tokens.slice(Math.max(0, i - 3), i + 3).join(' '),
      )
    )
      out.push({ signId: 'newborn-jaundice', start: i, end: i + 1, phrase: 'yellow skin or eyes' });
    // Chest pain and breathlessness said any way.
    if (
      t === 'chest' &&
      /\b(?:pain|pains|hurts|hurting|tight|tightness|crushed|crushing|heavy|pressure|squeezing|squeezed|burning up|sore and)\b/.test(
        tokens.slice(Math.max(0, i - 3), i + 5).join(' '),
      ) &&
      !/\b(?:heartburn|reflux|indigestion|acid)\b/.test(text)
    )
      out.push({ signId: 'chest-pain-breathing', start: i, end: i + 1, phrase: 'chest pain' });
    if (
      (t === 'breath' || t === 'breathe' || t === 'breathing') &&
      /\b(?:cant|cannot|couldnt|struggling|struggle|hard|difficult|trouble|gasping|fighting|unable|not able|stopping|stops|stopped|stop|not|isnt|wasnt|pauses|pausing|pause)\b/.test(
        tokens.slice(Math.max(0, i - 4), i).join(' '),
      ) &&
      !/\b(?:nose|nostril|stairs|walking|walk)\b/.test(tokens.slice(Math.max(0, i - 6), i + 6).join(' '))
    )
      out.push({
        signId: 'chest-pain-breathing',
        start: i,
        end: i + 1,
        phrase: 'struggling to breathe',
        selfNegated: true,
      });
    // A fit described rather than named.
    if (
      (t === 'shaking' || t === 'jerking' || t === 'twitching' || t === 'stiff') &&
      /\b(?:floor|dont remember|cant remember|unconscious|passed out|blacked out|found me|wouldnt respond|not responding|eyes rolled|bit my tongue|wet myself)\b/.test(
        text,
      )
    )
      out.push({ signId: 'seizure', start: i, end: i + 1, phrase: 'a fit' });
    // Fluid leaking in pregnancy.
    if (
      (t === 'fluid' || t === 'liquid' || t === 'water' || t === 'wetness') &&
      /\b(?:leaking|leak|leaks|trickling|trickle|trickles|gushing|gushed|gush|dripping|running|pouring|coming out|keeps coming)\b/.test(
        tokens.slice(Math.max(0, i - 3), i + 5).join(' '),
      ) &&
      !/\b(?:drink|drinking|glass|bath|shower|nose|eyes|breasts?|nipples?|boobs?|milk)\b/.test(
        tokens.slice(Math.max(0, i - 4), i + 5).join(' '),
      )
    )
      out.push({ signId: 'waters-breaking', start: i, end: i + 1, phrase: 'leaking fluid' });
    // One leg swollen, red, hot or painful.
    if (
      (t === 'leg' || t === 'calf' || t === 'thigh') &&
      /\b(?:swollen|swelling|red|hot|warm|painful|tender|throbbing|sore and swollen|bigger)\b/.test(
        tokens.slice(i + 1, i + 6).join(' ') + ' ' + tokens.slice(Math.max(0, i - 3), i).join(' '),
      ) &&
      !/\b(?:cramp|cramps|restless)\b/.test(tokens.slice(Math.max(0, i - 3), i + 5).join(' '))
    )
      out.push({ signId: 'leg-clot-signs', start: i, end: i + 1, phrase: 'one leg swollen or painful' });
    // A wound that looks infected.
    if (
      /^(?:scar|wound|incision|stitches|cut|tear)$/.test(t) &&
      /\b(?:hot|red|leaking|oozing|pus|smell|smells|smelly|opened|open|opening|weeping|gaping|angry|infected|inflamed|bleeding|apart|split|burst|undone)\b/.test(
        tokens.slice(i + 1, i + 7).join(' '),
      )
    )
      out.push({ signId: 'wound-infection', start: i, end: i + 1, phrase: 'wound looks infected' });
    // A bad smell down below.
    if (
      /^(?:smell|smells|smelly|stink|stinks|stinky|odour|odor)$/.test(t) &&
      /\b(?:down there|down below|discharge|lochia|bleeding|vagina|vaginal|blood|pad|pads)\b/.test(
        tokens.slice(Math.max(0, i - 4), i + 5).join(' '),
      )
    )
      out.push({ signId: 'foul-discharge', start: i, end: i + 1, phrase: 'bad-smelling discharge' });
    // No wet nappies, said with a negation.
    if (
      (t === 'nappy' || t === 'nappies') &&
      tokens[i - 1] === 'wet' &&
      /\b(?:no|not|hasnt|havent|hadnt|without|zero|only one|only 1|fewer|less)\b/.test(
        tokens.slice(Math.max(0, i - 5), i - 1).join(' '),
      )
    )
      out.push({
        signId: 'newborn-no-wet-nappy',
        start: i - 1,
        end: i + 1,
        phrase: 'no wet nappies',
        selfNegated: true,
      });

    // Heavy bleeding said any way.
    if (t === 'bleeding' || t === 'blood' || t === 'bled' || t === 'bleed') {
      const near = tokens.slice(Math.max(0, i - 4), i + 9).join(' ');
      if (
        /\b(?:heavy|heavily|heavier|loads|lots|so much|too much|a lot|pouring|gushing|soaking|soaked|soak|through (?:a |my |the |\d+ |two |three |several |many |a few |loads of )?pads?|pad an hour|pads? (?:an|every|in an) hour|clots|clot|huge|massive|alot|tons|all over|everywhere|wont stop|not stopping|sheets|puddle|running down|pool of)\b/.test(
          near,
        )
      )
        out.push({
          signId: 'heavy-bleeding',
          start: i,
          end: i + 1,
          phrase: 'heavy bleeding',
        });
    }
    // Pads soaked within an hour, said without the word bleeding (AWHONN: a pad an hour or more).
    if (
      (t === 'pads' || t === 'pad') &&
      /\b(?:soak|soaked|soaking|through|filled|filling|changed|changing|full|ruined)\b/.test(
        tokens.slice(Math.max(0, i - 5), i).join(' '),
      ) &&
      /\b(?:an hour|one hour|1 hour|the last hour|half an hour|every hour|each hour|hourly|minutes)\b/.test(
        tokens.slice(i + 1, i + 7).join(' '),
      )
    )
      out.push({ signId: 'heavy-bleeding', start: i, end: i + 1, phrase: 'soaking pads within an hour' });
    // Damp or wet underwear in pregnancy may be the waters (CDC Hear Her: fluid leaking).
    if (
      /^(?:knickers|underwear|pants)$/.test(t) &&
      /\b(?:wet|damp|soaked|soaking|soggy|drenched)\b/.test(
        tokens.slice(Math.max(0, i - 3), i + 5).join(' '),
      ) &&
      !/\b(?:pee|peed|wee|weed|leak when|sneez\w*|cough\w*|laugh\w*|discharge)\b/.test(text)
    )
      out.push({ signId: 'waters-breaking', start: i, end: i + 1, phrase: 'wet underwear' });
    // Swollen face or hands.
    if (t === 'swollen' || t === 'swelling' || t === 'puffy' || t === 'swelled' || t === 'puffed') {
      const near = tokens.slice(Math.max(0, i - 4), i + 5).join(' ');
      if (/\b(?:face|hands|fingers|eyes|eyelids|cheeks|rings?)\b/.test(near))
        out.push({ signId: 'sudden-swelling', start: i, end: i + 1, phrase: 'swollen face or hands' });
    }
    // Waters: "I think my waters have gone", "leaking clear stuff".
    if (t === 'waters' || t === 'water') {
      const after = tokens.slice(i + 1, i + 5).join(' ');
      const m =
        /^(?:(?:have|has|just|may|might|must|could|probably|be|been|are|is|keep|keeps|started|start) )*(?:broke|broken|gone|went|burst|leaking|popped|released|breaking|trickling|dribbling)\b/.exec(
          after,
        );
      if (m)
        out.push({
          signId: 'waters-breaking',
          start: i,
          end: i + 1 + m[0].split(' ').length,
          phrase: 'waters breaking',
        });
    }
    // Self-harm, indirect.
    if (t === 'ending' || t === 'end') {
      const after = tokens.slice(i + 1, i + 4).join(' ');
      if (
        /^(?:it|it all|things|everything|myself|my life)\b/.test(after) &&
        !/\b(?:end of|ending of|in the end|at the end)\b/.test(
          tokens.slice(Math.max(0, i - 2), i + 2).join(' '),
        )
      )
        out.push({ signId: 'self-harm-thoughts', start: i, end: i + 2, phrase: 'ending it' });
    }
  });
  return out;
}

/** Phrases that contain a warning word but are ordinary ("a faint line", "my jeans aren't fitting"). */
const BENIGN: readonly RegExp[] = [
  /\bfaint (?:line|positive|test|smell|taste|lines)\b/,
  /\bnosebleed\b/,
  // Bleeding from somewhere else: the nose, gums, a lip or finger, piles.
  /\b(?:nose|nostrils?|gums?|lips?|finger|thumb|toe|knee|elbow|ears?|mouth|tongue|tooth|teeth|scratch|graze|pimple|piles|hemorrhoids|bum|bottom|anus)\b(?: \w+){0,3}? (?:bleeding|bleed|bleeds|bled)\b/,
  // An injury somewhere else ("cut my finger chopping onions and it won't stop bleeding").
  /\b(?:cut|sliced|nicked|grazed|scratched|caught|stabbed|burnt|burned|bashed|bumped)(?: \w+){0,2}? (?:finger|thumb|hand|knee|leg|foot|toe|lip|arm|elbow|face|head|chin|nose)\b(?: \w+){0,8}? (?:bleeding|bleed|bleeds|bled)\b/,
  // Wanting time away ("disappear under the duvet for a week") is rest, not a wish to die.
  /\bdisappear (?:for (?:a|an|the|few|couple|one|two|\d)|under|into (?:my|a|the) (?:bed|duvet|room|sofa)|on (?:holiday|a))\b/,
  /\b(?:bleeding|bleed|bleeds) (?:gums|from (?:my |the )?(?:gums|nose|nipples?|bum|bottom|finger|lip))\b/,
  /\bgums? (?:are |were |keep |keeps )?(?:bleeding|bleed|bled)\b/,
  /\bnipples? (?:are |is |were )?(?:bleeding|bleed|bled)\b/,
  /\b(?:bleeding|bled) (?:nipples?)\b/,
  /\bblood (?:test|tests|pressure|sugar|sugars|type|group|work|results|glucose)\b/,
  /\b(?:not|arent|isnt|no longer|stopped) fitting\b/,
  /\bfitting (?:into|in|room|me)\b/,
  /\b(?:a|with a|walking with a) limp\b/,
  /\bhot (?:flush|flushes|flash|flashes|weather|day|bath|shower)\b/,
  /\bbirth (?:plan|pool)\b/,
  /\bswollen (?:ankles|feet)\b(?! (?:and|with) (?:face|hands))/,
];

const BENIGN_G = BENIGN.map((re) => new RegExp(re.source, 'g'));

/** Where the text names something harmless that contains a warning word ("bleeding gums"); symptom-match.ts reads it too. */
export function benignSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const g of BENIGN_G) {
    g.lastIndex = 0;
    for (let m = g.exec(text); m; m = g.exec(text)) spans.push([m.index, m.index + m[0].length]);
  }
  return spans;
}

// ---------------------------------------------------------------------------------------------------------
// Numbers: temperature and blood pressure.

interface NumberFinding {
  signId: string | null;
  /** Token index range of the number. */
  start: number;
  end: number;
  phrase: string;
  below: 'fever' | 'bp' | null;
}

function numberRules(tokens: string[]): NumberFinding[] {
  const out: NumberFinding[] = [];
  tokens.forEach((t, i) => {
    const bp = /^(\d{2,3})\/(\d{2,3})$/.exec(t);
    const bpOver = /^\d{2,3}$/.test(t) && tokens[i + 1] === 'over' && /^\d{2,3}$/.test(tokens[i + 2] ?? '');
    if (bp || bpOver) {
      const sys = Number(bp ? bp[1] : t);
      const dia = Number(bp ? bp[2] : tokens[i + 2]);
      if (sys >= 70 && sys <= 260 && dia >= 30 && dia <= 180) {
        const severe = sys >= 160 || dia >= 110;
        out.push({
          signId: severe ? 'severe-high-blood-pressure' : null,
          start: i,
          end: i + (bpOver ? 3 : 1),
          phrase: `blood pressure ${sys}/${dia}`,
          below: severe ? null : 'bp',
        });
      }
      return;
    }
    if (!/^\d{2,3}(?:\.\d+)?$/.test(t)) return;
    const v = Number(t);
    const next = tokens[i + 1] ?? '';
    const unitC = next === 'c' || next === 'celsius' || next === 'degrees' || next === 'centigrade';
    const unitF = next === 'f' || next === 'fahrenheit';
    const ctx = [...tokens.slice(Math.max(0, i - 6), i), ...tokens.slice(i + 1, i + 3)].join(' ');
    const tempWord =
      /\b(?:temp|temperature|fever|thermometer|reading|degrees|temps|feverish|ran|running)\b/.test(ctx) ||
      unitC ||
      unitF;
    if (!tempWord) return;
    if (/\b(?:week|weeks|wks|days|years|hours|minutes|mg|ml|kg|lbs|percent)\b/.test(next)) return;
    let celsius: number | null = null;
    if (unitF || (v >= 90 && v <= 110)) celsius = (v - 32) / 1.8;
    else if (v >= 30 && v <= 45) celsius = v;
    if (celsius === null) return;
    const isFever = unitF || v >= 90 ? v >= 100.4 : v >= 38;
    const isLow = celsius < 36;
    out.push({
      signId: isFever ? 'fever' : isLow ? 'newborn-low-temperature' : null,
      start: i,
      end: i + 1,
      phrase: `temperature ${t}${unitF || v >= 90 ? ' F' : ' C'}`,
      below: isFever || isLow ? null : 'fever',
    });
  });
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// The engine

interface Candidate {
  sign: WarningSign;
  start: number;
  end: number;
  phrase: string;
  selfNegated: boolean;
  /** Found by a meaning rule rather than a catalogue phrase. */
  rule?: true;
}

const NEWBORN_COUNTERPART: Record<string, string> = {
  fever: 'newborn-fever',
  'chest-pain-breathing': 'newborn-breathing-difficulty',
  seizure: 'newborn-seizure',
  'newborn-low-temperature': 'newborn-low-temperature',
  'dizziness-fainting': 'newborn-floppy-unresponsive',
};

/** After the birth, a pregnancy sign reads as this postpartum sign (symptom-match.ts reads it too). */
export const POSTPARTUM_COUNTERPART: Readonly<Record<string, string>> = {
  'heavy-bleeding': 'postpartum-heavy-bleeding',
  'severe-abdominal-pain': 'postpartum-severe-abdominal-pain',
  'severe-headache': 'postpartum-headache',
};

function matchPattern(tokens: string[], p: Pattern, from: number): number {
  // Returns end index (exclusive) if the pattern matches at `from`, else -1. Fillers may sit between words.
  let i = from;
  for (let k = 0; k < p.tokens.length; k++) {
    const want = p.tokens[k];
    if (k > 0) {
      let skipped = 0;
      while (
        i < tokens.length &&
        fold(tokens[i] ?? '') !== want &&
        FILLERS.has(tokens[i] ?? '') &&
        skipped < 2
      ) {
        i++;
        skipped++;
      }
    }
    if (i >= tokens.length || fold(tokens[i] ?? '') !== want) return -1;
    i++;
  }
  return i;
}

const signById = new Map(warningSigns.map((s) => [s.id, s]));
const sign = (id: string): WarningSign => {
  const s = signById.get(id);
  if (!s) throw new Error(`triage: unknown sign ${id}`);
  return s;
};

function stageAllows(s: WarningSign, ctx: TriageContext): boolean {
  if (ctx.stage === null) return true;
  if (s.stages.includes('mental-health')) return true;
  if (ctx.stage === 'pregnant') {
    if (!s.stages.includes('pregnancy')) return false;
    if (ctx.week !== null) {
      if (s.fromWeek !== undefined && ctx.week < s.fromWeek) return false;
      if (s.untilWeek !== undefined && ctx.week > s.untilWeek) return false;
    }
    return true;
  }
  return s.stages.includes('postpartum') || s.stages.includes('newborn');
}

/** Token index ranges of sentences and clauses. */
function bounds(tokens: string[], isBreak: (t: string) => boolean): number[] {
  const ids: number[] = [];
  let n = 0;
  for (const t of tokens) {
    if (isBreak(t)) n++;
    ids.push(n);
  }
  return ids;
}

export function triage(message: string, context: TriageContext): TriageResult {
  const text = normalise(message);
  const tokens = tokenise(text);
  const sentenceOf = bounds(tokens, (t) => SENTENCE_END.has(t));
  const clauseOf = bounds(tokens, (t) => SENTENCE_END.has(t) || CLAUSE_BREAK.has(t));
  const sentences = new Map<number, string>();
  tokens.forEach((t, i) => {
    const s = sentenceOf[i] ?? 0;
    sentences.set(s, sentences.has(s) ? `${sentences.get(s)} ${t}` : t);
  });
  const sentenceText = (i: number) => (sentences.get(sentenceOf[i] ?? 0) ?? '').replace(/^[.!?] /, '');

  // Character offsets of tokens, for benign spans.
  const offsets: number[] = [];
  let pos = 0;
  for (const t of tokens) {
    offsets.push(pos);
    pos += t.length + 1;
  }
  const benign = benignSpans(text);
  const inBenign = (start: number, end: number) => {
    const a = offsets[start] ?? 0;
    const b = (offsets[end - 1] ?? 0) + (tokens[end - 1]?.length ?? 0);
    return benign.some(([s, e]) => a < e && b > s);
  };

  // 1. Candidates: catalogue phrases, meaning rules, numbers.
  let cands: Candidate[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (const p of byFirstToken.get(fold(tokens[i] ?? '')) ?? []) {
      const end = matchPattern(tokens, p, i);
      if (end > 0)
        cands.push({
          sign: p.sign,
          start: i,
          end,
          phrase: p.phrase,
          selfNegated: p.tokens.some(
            (w) => NEGATORS.has(w) || w === 'cant' || w === 'wont' || w === 'couldnt',
          ),
        });
    }
  }
  for (const r of specialRules(tokens))
    cands.push({
      sign: sign(r.signId),
      start: r.start,
      end: r.end,
      phrase: r.phrase,
      selfNegated: r.selfNegated ?? false,
      rule: true,
    });
  const numbers = numberRules(tokens);
  for (const n of numbers)
    if (n.signId)
      cands.push({ sign: sign(n.signId), start: n.start, end: n.end, phrase: n.phrase, selfNegated: false });

  // A measured temperature or pressure under the catalogue's threshold quiets the word-level match in its sentence.
  for (const n of numbers.filter((x) => x.below)) {
    const ids = n.below === 'fever' ? ['fever', 'newborn-fever'] : ['severe-high-blood-pressure'];
    cands = cands.filter(
      (c) =>
        !(
          ids.includes(c.sign.id) &&
          sentenceOf[c.start] === sentenceOf[n.start] &&
          !c.phrase.startsWith('temperature')
        ),
    );
  }

  // Benign phrases; and shorter matches inside a longer match of another sign (e.g. "bleed" in "nose bleed").
  cands = cands.filter((c) => !inBenign(c.start, c.end));
  cands = cands.filter(
    (c) =>
      !cands.some(
        (o) =>
          o !== c &&
          !(c.rule && RANK[o.sign.level] < RANK[c.sign.level]) &&
          o.sign.id !== c.sign.id &&
          o.start <= c.start &&
          o.end >= c.end &&
          o.end - o.start > c.end - c.start &&
          !(c.sign.level !== 'routine' && o.sign.level === 'routine' && o.sign.id === 'mild-headache'),
      ),
  );

  // 2. Who is it about? A baby's fever is the newborn sign; her toddler's is not ours.
  const babySubject = (c: Candidate): 'baby' | 'other-child' | null => {
    const clause = clauseOf[c.start];
    let subject: 'baby' | 'other-child' | null = null;
    for (let i = c.start - 1; i >= 0 && clauseOf[i] === clause; i--) {
      const w = tokens[i] ?? '';
      if (FIRST_PERSON.has(w) || w === 'me' || w === 'myself') return subject;
      if (CHILD_NOT_BABY.has(w)) subject = 'other-child';
      else if (BABY_WORDS.has(w) && subject === null) subject = 'baby';
    }
    // "38.6 and she's only 5 weeks old", "baby is 2 weeks, temp 38.2": a sentence about the baby, with
    // nothing of hers in it, is about the baby.
    const whole = sentenceText(c.start);
    if (
      subject === null &&
      (/\b(?:hes|shes|he is|she is|baby is|theyre|they are)(?: only| just)? baby\b/.test(whole) ||
        (/\b(?:baby|newborn|lo)\b/.test(whole) && !/\b(?:i|im|ive|id|me|my|myself)\b/.test(whole)))
    )
      return 'baby';
    const after = tokens.slice(c.end, c.end + 3);
    if (subject === null && after.some((w) => w === 'baby' || w === 'newborn') && c.sign.id === 'fever')
      return null;
    return subject;
  };
  cands = cands.flatMap((c) => {
    if (c.sign.stages.includes('newborn') || c.sign.stages.includes('mental-health')) return [c];
    const who = babySubject(c);
    if (who === 'other-child') return [];
    if (who === 'baby' && context.stage !== 'pregnant') {
      const counterpart = NEWBORN_COUNTERPART[c.sign.id];
      return counterpart ? [{ ...c, sign: sign(counterpart) }] : [];
    }
    return [c];
  });
  // After the birth, the pregnancy signs read as their postpartum counterparts.
  if (context.stage === 'postpartum')
    cands = cands.map((c) =>
      POSTPARTUM_COUNTERPART[c.sign.id]
        ? { ...c, sign: sign(POSTPARTUM_COUNTERPART[c.sign.id] ?? c.sign.id) }
        : c,
    );
  // The mother's low temperature is not a catalogue sign.
  cands = cands.filter(
    (c) =>
      c.sign.id !== 'newborn-low-temperature' || babySubject(c) === 'baby' || /\bbaby|newborn\b/.test(text),
  );

  // 3. Decide for each candidate whether it is present now.
  const present: Candidate[] = [];
  const mentioned: Candidate[] = [];

  for (const c of cands) {
    const selfHarm = c.sign.id === 'self-harm-thoughts';
    if (selfHarm) {
      // Whatever else is said, these thoughts are an emergency; only a plain denial of the state itself
      // ("I'm not suicidal, just exhausted", "no thoughts of harming myself") is not.
      const prev = tokens[c.start - 1] ?? '';
      const denied = !c.selfNegated && !c.rule && (prev === 'not' || prev === 'no' || prev === 'never');
      // Told as history ("I was suicidal as a teenager, will it come back?") and not back now.
      const told = sentenceText(c.start);
      const past = HISTORY.some((re) => re.test(told)) && !PRESENT.some((re) => re.test(told));
      (denied || past ? mentioned : present).push(c);
      continue;
    }
    // Feeding talk that is about one side, one time of day or technique is not a baby who is not feeding.
    if (c.sign.id === 'newborn-not-feeding') {
      const after = tokens.slice(c.end, c.end + 8).join(' ');
      const weak = /\b(?:latch|less|bottle|breast|interested)\b/.test(c.phrase);
      if (PARTIAL_FEEDING.test(after) || (weak && TIPS.test(sentenceText(c.start)))) {
        mentioned.push(c);
        continue;
      }
    }
    if (!stageAllows(c.sign, context)) {
      mentioned.push(c);
      continue;
    }
    const clause = clauseOf[c.start];
    const sent = sentenceText(c.start);
    const clauseTokens = tokens.filter((_, i) => clauseOf[i] === clause);
    const clauseText = clauseTokens.join(' ');
    const before: string[] = [];
    for (let i = c.start - 1; i >= 0 && clauseOf[i] === clause; i--) before.unshift(tokens[i] ?? '');

    // Negation: a negator within 5 words before, not stopped by "and", not a hedge ("not sure if").
    let negated = false;
    if (!c.selfNegated) {
      for (let k = before.length - 1, dist = 1; k >= 0 && dist <= 5; k--, dist++) {
        const w = before[k] ?? '';
        if (NEGATION_STOP.has(w)) break;
        if (
          NEGATORS.has(w) &&
          !HEDGE_AFTER_NEGATOR.has(before[k + 1] ?? '') &&
          !(w === 'no' && before[k + 1] === 'idea')
        ) {
          negated = true;
          break;
        }
      }
      // "bleeding? no." / "bleeding - none"
      const after = tokens.slice(c.end, c.end + 2).join(' ');
      if (/^(?:\? )?(?:none|no|nope|nothing)\b/.test(after) && clauseOf[c.end] !== clause) negated = true;
    }
    // "it's not that I can't feel the baby" is rare; "not sure if my waters broke" counts as present.
    if (negated) {
      mentioned.push(c);
      continue;
    }

    // Someone else: a third party before the match in its clause, with no "I" between.
    let other = false;
    for (let k = before.length - 1; k >= 0; k--) {
      const w = before[k] ?? '';
      if (FIRST_PERSON.has(w)) break;
      if (
        THIRD_PARTY.has(w) &&
        !(w === 'mum' && /\b(?:as a|new|first time|im a|bad|good) mum\b/.test(clauseText))
      ) {
        other = true;
        break;
      }
    }
    if (other) {
      mentioned.push(c);
      continue;
    }

    // Questions and hypotheticals.
    // What she hears or sees in psychosis is not a story she read ("I heard a voice tell me...").
    const hypothetical =
      (c.sign.id === 'postpartum-psychosis'
        ? SIGNS_QUESTION.test(sent)
        : HYPOTHETICAL.some((re) => re.test(sent))) &&
      !/\b(?:im|ive|i have|i think im|i think i|i am) (?:having|got|been|bleeding|started|just|now|currently|noticed)\b/.test(
        sent,
      ) &&
      !/\b(?:right now|at the moment|currently|just now|since|(?:\d+|few|couple of|an|a) (?:minutes|hours|hour|minute) ago|earlier today|this (?:morning|afternoon|evening)|tonight|today|last night)\b/.test(
        sent,
      );
    if (hypothetical) {
      mentioned.push(c);
      continue;
    }

    // The past, and what is over.
    const present_ =
      PRESENT.some((re) => re.test(clauseText)) ||
      PRESENT.some((re) => re.test(sent.slice(sent.indexOf(tokens[c.start] ?? ''))));
    const history = HISTORY.some((re) => re.test(sent));
    const masked = tokens.map((w, i) => (i >= c.start && i < c.end ? 'X' : w));
    const maskedSent = masked.filter((_, i) => sentenceOf[i] === sentenceOf[c.start]).join(' ');
    const resolved =
      RESOLVED.some((re) => re.test(maskedSent)) ||
      RESOLVED.some((re) => re.test(masked.slice(c.end, c.end + 14).join(' ')));
    const laterPresent = tokens.slice(c.end).join(' ');
    const presentLater = PRESENT.some((re) => re.test(laterPresent)) && !resolved;
    if (
      (history && !present_ && !presentLater) ||
      (resolved &&
        !PRESENT.some((re) => re.test(clauseText.replace(/\b(?:fine|ok|okay|good|better) now\b/, ''))))
    ) {
      if (!(resolved && /\b(?:again|worse|back)\b/.test(laterPresent))) {
        mentioned.push(c);
        continue;
      }
    }

    // First movements: "haven't felt the baby move yet" is a question about early pregnancy.
    if (
      (c.sign.id === 'reduced-fetal-movement' || c.sign.id === 'reduced-movement-with-pain-or-bleeding') &&
      FIRST_MOVE_CUES.test(sent) &&
      !/\b(?:today|since|usual|normal|hours|this morning|yesterday)\b/.test(sent)
    ) {
      mentioned.push(c);
      continue;
    }
    present.push(c);
  }

  // 4. Combinations the catalogue names: reduced movement with pain or bleeding; bleeding with fainting after birth.
  const has = (...ids: string[]) => present.find((c) => ids.includes(c.sign.id));
  const painOrBleeding = /\b(?:pain|pains|cramps|cramping|hurts|hurting|agony|bleeding|blood|bled)\b/;
  const movement = has('reduced-fetal-movement');
  if (
    movement &&
    (has('vaginal-bleeding', 'heavy-bleeding', 'severe-abdominal-pain', 'preterm-contractions') ||
      (painOrBleeding.test(text) && !/\b(?:no|not|without|any) (?:pain|bleeding|blood|cramps)\b/.test(text)))
  )
    present.push({
      ...movement,
      sign: sign('reduced-movement-with-pain-or-bleeding'),
      phrase: 'baby moving less with pain or bleeding',
    });
  // Jaundice with poor feeding, floppiness or unusual sleepiness is the emergency (warning-signs.md C).
  const jaundice = present.find((c) => c.sign.id === 'newborn-jaundice' && c.phrase !== 'pale or chalky poo');
  if (
    jaundice &&
    (has('newborn-not-feeding', 'newborn-floppy-unresponsive') ||
      /\b(?:sleepy|drowsy|lethargic|floppy|hard to wake|barely wakes?|wont wake|wont feed|poor feeding|not interested in (?:feeding|feeds))\b/.test(
        text,
      ))
  )
    present.push({ ...jaundice, sign: sign('newborn-jaundice-unwell'), phrase: 'jaundice and unwell' });
  const bleeding = has('postpartum-heavy-bleeding', 'heavy-bleeding', 'vaginal-bleeding');
  const faint =
    /\b(?:faint|fainted|fainting|dizzy|lightheaded|collapsed|collapse|passed out|passing out|pass out|heart racing|racing heart|blacked out|woozy)\b/.test(
      text,
    );
  if (
    bleeding &&
    faint &&
    context.stage !== 'pregnant' &&
    /\b(?:bleeding|bled|blood|clots?|pads?|soaking|soaked)\b/.test(text)
  )
    present.push({
      ...bleeding,
      sign: sign('postpartum-haemorrhage-collapse'),
      phrase: 'bleeding with feeling faint',
    });

  // 5. Level and reason.
  const uniq = (cs: Candidate[]) => {
    const seen = new Map<string, Candidate>();
    for (const c of cs) if (!seen.has(c.sign.id)) seen.set(c.sign.id, c);
    return [...seen.values()].sort((a, b) => RANK[b.sign.level] - RANK[a.sign.level]);
  };
  const now = uniq(present);
  const named = uniq(mentioned).filter((c) => !now.some((n) => n.sign.id === c.sign.id));
  let level: TriageLevel = 'routine';
  for (const c of now) level = higherLevel(level, c.sign.level);

  const reason = now.length
    ? `${level.toUpperCase()}: ${now
        .filter((c) => c.sign.level !== 'routine' || level === 'routine')
        .map((c) => `${c.sign.name} ("${c.phrase}", ${c.sign.level})`)
        .join('; ')}`
    : named.length
      ? `ROUTINE: warning signs named but not happening now (${named.map((c) => c.sign.name).join(', ')})`
      : 'ROUTINE: no warning sign found';
  return { level, signs: now.map((c) => c.sign.id), reason, mentioned: named.map((c) => c.sign.id) };
}

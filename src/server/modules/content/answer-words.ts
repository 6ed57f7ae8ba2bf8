/**
 * How the answer library reads words: everyday, brand and texting words folded to the word the library uses
 * (on both sides, so "tylenol" in a question finds "paracetamol" in an answer), close words a question may
 * use for a library word (weighed a little less), and the words that shape a question without saying what it
 * is about ("is it ok", "normal", "baby").
 */
import porter2 from 'wink-porter2-stemmer';
import { normaliseWord, STOP, wordSpans } from '../../../core/domain/text-search.ts';

/** Rewrites applied to lower-cased text before it is split into terms, in order. */
const FOLDS: ReadonlyArray<[RegExp, string]> = [
  // "I'll" is not "ill" (unwell), which the library needs to read.
  [/\b(i|you|we|they|she|he|it)['’]ll\b/g, '$1 will'],
  [/['’]/g, ''],
  // Texting at 3 a.m.: the words spelled out.
  [/\bshud\b/g, 'should'],
  [/\bwud\b/g, 'would'],
  [/\bcud\b/g, 'could'],
  [/\b(?:r)\b/g, 'are'],
  [/\b(?:u|ya)\b/g, 'you'],
  [/\bur\b/g, 'your'],
  [/\b(?:wat|wot)\b/g, 'what'],
  [/\bwen\b/g, 'when'],
  [/\b(?:cos|coz|cuz|bc|becuz|bcos)\b/g, 'because'],
  [/\bn\b/g, 'and'],
  [/\b(?:tmrw|tmr|tmw|2moro|2morrow)\b/g, 'tomorrow'],
  [/\b(?:hrs?)\b/g, 'hours'],
  [/\b(?:mins?)\b/g, 'minutes'],
  [/\b(?:enuf|enuff)\b/g, 'enough'],
  [/\b(?:abt|bout)\b/g, 'about'],
  [/\b(?:pls|plz)\b/g, 'please'],
  [/\b(?:ppl)\b/g, 'people'],
  [/\b(?:mil|fil|sil|in ?laws?)\b/g, 'grandparents family'],
  [/\b(?:dh|dp|oh|hubby|husband|boyfriend|fiance)\b/g, 'partner'],
  [/\b(?:a ?& ?e|a and e|ed)\b/g, 'emergency'],
  [/\bpp\b/g, 'postnatal'],
  [
    /\bdowns?(?: syndrome| test| screening)?\b(?= (?:syndrome|test|screening|risk|scan|part))|\bdowns syndrome\b/g,
    'downsyndrome',
  ],
  [
    /\b(?:nan|nana|nanna|nanny|gran|granny|grandma|grandmother|grandad|grandpa|grandfather)\b/g,
    'grandparents',
  ],
  // "Won't take a bottle" is refusing it; the stop list would drop "won't".
  [
    /\b(?:wont|will not|refuses|refusing|refused)\b(?= (?:take|feed|eat|latch|drink|sleep|settle|nap|go))/g,
    'refuse',
  ],
  [/\bon (?:my|your|her) (?:stomach|tummy|belly|front)\b/g, 'on front'],
  // Compound nouns whose halves mean something else alone.
  [/\bhot ?dogs?\b/g, 'hotdog'],
  [/\bhot ?water ?bottles?\b/g, 'hotwaterbottle'],
  [/\b(?:settee|couch|sofas|armchair)\b/g, 'sofa'],
  [/\btop(?:ping)?[\s-]?ups?\b/g, 'topup'],
  [/\b(?:nauseous|nauseated|queasy|nauseus|nausious)\b/g, 'nausea'],
  [
    /\b(?:paint(?:ing)? (?:my )?(?:toe)?nails|gel nails|acrylic nails|manicure|pedicure|nail varnish|nail polish)\b/g,
    'nail polish',
  ],
  [
    /\b(?:milk|supply) (?:is |has )?(?:drying|dried|dropping|dropped|going) (?:up|down)\b/g,
    'milk supply low',
  ],
  [/\bice ?packs?\b/g, 'icepack'],
  // Irregular verbs the stemmer leaves apart.
  [/\b(?:woke|woken)\b/g, 'wake'],
  [/\b(?:slept)\b/g, 'sleep'],
  [/\b(?:ate|eaten)\b/g, 'eat'],
  [/\b(?:drank|drunk)\b/g, 'drink'],
  [/\b(?:fed)\b/g, 'feed'],
  [/\b(?:fell|fallen)\b/g, 'fall'],
  [/\b(?:bit|bitten)\b(?= (?:me|my|her|him|nipple))/g, 'bite'],
  [/\b(?:gave|given)\b/g, 'give'],
  [/\b(?:took|taken)\b/g, 'take'],
  // A body temperature written as a number (36.8, 38 or more) is about temperature, not weeks or days.
  [
    /\b(3[5-9]|4[0-2])(?:[.,]\d)?(?:\s?(?:c|°c|°|degrees?))?(?!\s*(?:\+|weeks?|wks?|w\b|days?|months?|kg|ml|hours?|minutes?))/g,
    'temperature $&',
  ],
  // What kind of answer is asked for survives as a word of its own ("how much should my newborn sleep" is not
  // "how should my newborn sleep"); these words only shape a question, so they weigh little.
  [/\bhow (?:much|many)\b/g, 'howmuch'],
  [/\bhow long\b/g, 'howlong'],
  [/\b(?:when|how soon|at what age|what age|how old)\b/g, '$& whenq'],
  [/\b(?:how|more|less) (?:often|frequently)\b/g, 'howoften'],
  [
    /\b(?:what (?:can|should|do) (?:i|we) do|what helps?|what can help|how (?:can|do|to|should) (?:i |we )?(?:stop|ease|help|relieve|soothe|get rid|cope|manage|treat)|tips|remed(?:y|ies)|relief|ways to)\b/g,
    '$& helpq',
  ],
  // Vitamin A, D and K are different questions; a lone letter would otherwise be dropped.
  [/\bvit(?:amin)?\.? ?(a|b12|b|c|d|k)\b/g, 'vitamin vitamin$1'],
  // US -ize spellings become UK -ise (sterilize, immunization); words shorter than 3 letters before it stay.
  [/\b([a-z]{3,})iz(e|es|ed|ing|ation|ations)\b/g, '$1is$2'],
  [/\bbreast[\s-]?(feed\w*|fed|milk|pump\w*)\b/g, 'breast $1'],
  [/\b(?:bf|bfing|ebf|nursing|breastfeeds?)\b/g, 'breast feeding'],
  [/\b(?:boob|boobs|boobie|boobies|titties|nipple feeding)\b/g, 'breast'],
  [/\b(?:poop|poops|pooped|pooping|poos|pooing|stools?|bowel movements?|bm|bms)\b/g, 'poo'],
  [/\b(?:pee|pees|peeing|wees|weeing|urine|urinate|urinating|peeing)\b/g, 'wee'],
  [/\b(?:crib|cribs|bassinet|bassinets|moses baskets?|next ?to ?me|sidecar cot)\b/g, 'cot'],
  [/\b(?:pacifiers?|binky|binkies|soothers?|dummies)\b/g, 'dummy'],
  [/\b(?:tylenol|acetaminophen|calpol|panadol|paracetemol|paracetomol)\b/g, 'paracetamol'],
  [/\b(?:advil|motrin|nurofen|brufen|ibuprofin|ibroprofen|iboprofen)\b/g, 'ibuprofen'],
  [/\b(?:jabs?|shots?|vaccines?|vaccinations?|immunisations?|inoculations?)\b/g, 'vaccine'],
  [/\b(?:flu jab|flu shot)\b/g, 'flu vaccine'],
  [/\b(?:temp|temps)\b/g, 'temperature'],
  [/\b(?:feverish|fevers|high temperature)\b/g, 'fever'],
  [/\b(?:ogtt|gtt|glucose tolerance test|sugar test|glucose drink|glucola)\b/g, 'glucose test'],
  [/\bgd\b/g, 'gestational diabetes'],
  [/\bbp\b/g, 'blood pressure'],
  [/\b(?:preggo|preggers|preggy|preg|pregant|pregnat|prego)\b/g, 'pregnant'],
  [/\b(?:wk|wks)\b/g, 'weeks'],
  [/\b(?:lo|bubba|bubs|bub|bb|babe|babys|bebe|newborns?|infants?)\b/g, 'baby'],
  [/\b(?:dd|ds|dh)\b/g, ''],
  [/\b(?:ppd|pnd)\b/g, 'postnatal depression'],
  [/\bpost[\s-]?(?:partum|natal)\b/g, 'postnatal'],
  [/\bpostpartum\b/g, 'postnatal'],
  [/\b(?:c[\s-]?sec(?:tion)?s?|cesareans?|caesareans?|caesarians?|cesarians?|sections?)\b/g, 'caesarean'],
  [/\b(?:sids|cot death|crib death)\b/g, 'sids'],
  [/\b(?:burps?|burping|burped|windy|wind|gassy|trapped gas)\b/g, 'wind'],
  [/\b(?:spit(?:s|ting)? up|spitting|sick(?:ing)? up|possets?|possetting)\b/g, 'posset'],
  [/\bcolicky\b/g, 'colic'],
  [/\b(?:water infection|bladder infection|urine infection|utis)\b/g, 'uti'],
  [/\b(?:intercourse|make love|making love|shag|bonk)\b/g, 'sex'],
  [/\b(?:birth control|contraceptives?|the pill|mini pill)\b/g, 'contraception'],
  [/\b(?:prenatals?|pregnacare|multivitamins?|vitamins)\b/g, 'vitamin'],
  [/\bfolate\b/g, 'folic acid'],
  [/\b(?:kitty litter|litter tray|litter box|cat poo|cat litter)\b/g, 'cat litter'],
  [/\b(?:kegels?|kegal|kegel exercises)\b/g, 'pelvic floor'],
  [/\b(?:engorged|engorgment)\b/g, 'engorgement'],
  [/\b(?:tongue[\s-]tie|tongue tied|tongue[\s-]tied)\b/g, 'tonguetie'],
  [/\b(?:cluster[\s-]?feed\w*)\b/g, 'cluster feeding'],
  [/\b(?:expressing|expressed)\b/g, 'express'],
  [/\b(?:co[\s-]?sleep\w*|bed[\s-]?shar\w*)\b/g, 'cosleeping'],
  [/\b(?:lochia)\b/g, 'bleeding after birth'],
  [/\b(?:spd|pgp|pelvic girdle pain)\b/g, 'pelvic girdle pain'],
  [/\b(?:hg|hyperemesis gravidarum)\b/g, 'hyperemesis'],
  [/\b(?:throw(?:ing)? up|threw up|puk\w*|barf\w*|vomming|vom)\b/g, 'vomit'],
  [/\b(?:hiccough\w*|hiccup\w*|hicups?)\b/g, 'hiccups'],
  [/\b(?:weaning|solids|solid food|first foods?)\b/g, 'weaning solid food'],
  [/\b(?:teeth(?:ing)?|teethe)\b/g, 'teething'],
  [/\b(?:sterilis\w*|steralis\w*)\b/g, 'sterilise'],
  [/\b(?:rocking chair)\b/g, 'chair'],
  [/\b(?:drs|dr|gp|physician|ob|obgyn|ob-gyn)\b/g, 'doctor'],
  [/\b(?:fluids?)\b/g, 'fluid'],
  [
    /\b(?:(?:a |one |small )?(?:glass|glasses|bottle|sip|drop) of (?:wine|champagne|prosecco|fizz|beer|cider|alcohol)|booze|alcoholic drinks?|pints?|beers?|wines?|prosecco|champagne|cider|cocktails?|vodka|gin|spirits)\b/g,
    'alcohol',
  ],
  [/\b(?:coffees?|lattes?|espressos?|cappuccinos?|decaf)\b/g, 'coffee caffeine'],
  [/\b(?:energy drinks?|red bull|coke|cola)\b/g, 'caffeine'],
  [/\b(?:ciggies|cigarettes?|smoke|smoking|vape|vaping|vapes?)\b/g, 'smoking'],
  [/\b(?:weed|cannabis|marijuana|thc|cbd)\b/g, 'cannabis'],
  [/\b(?:sleepy|sleeping|asleep|slept)\b/g, 'sleep'],
  [/\b(?:cry|cries|cried|crying|screams?|screaming|wailing|fussy|fussing|unsettled)\b/g, 'crying'],
];

export const foldText = (text: string): string =>
  FOLDS.reduce((t, [re, to]) => t.replace(re, to), text.toLowerCase());

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
  'he hes him his she shes her hers herself himself weve were theyve youve youd shed hed whats thats theres hows wheres whos whys isnt arent wasnt werent doesnt didnt wont shouldnt wouldnt couldnt havent hasnt youre theyre lets let lol haha omg x xx xxx ok okay pls please just really so like literally bit kinda sorta yeah'.split(
    ' ',
  ),
);

/** Index terms of a text as the answer library reads it: folded, stop words dropped, stemmed; numbers kept. */
export function answerTerms(text: string): string[] {
  const out: string[] = [];
  for (const { word } of wordSpans(foldText(text))) {
    const n = normaliseWord(word);
    if ((STOP.has(n) && n !== 'ill') || MORE_STOP.has(n) || (n.length < 2 && !/^\d$/.test(n))) continue;
    out.push(stemOf(n));
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
  jaundice: 'yellow',
};

export const closeWords: ReadonlyMap<string, string[]> = new Map(
  Object.entries(CLOSE_WORDS).map(([from, to]) => [termOf(from), [...new Set(answerTerms(to))]]),
);

/** The kind of answer asked for (how much, how long, how often, what helps): it tells entries apart a little. */
export const INTENT = new Set(answerTerms('howmuch howlong howoften helpq whenq'));

/** Words that shape a question but do not say what it is about: they count, but little. */
export const SHAPING = new Set(
  answerTerms(
    'ok okay safe normal fine up down out off trimester first second third couple few several lots awful terrible horrible stupid silly dumb person stuff honestly seriously basically totally ease relieve relief soothe cope manage treat remedy remedies do doing does did have having has get getting gets got alright like feel feeling since keep keeps all cant wont tip tips any advice ideas getting week weeks day days month months time start started starting pregnant pregnancy baby thing things good bad need want know tell help happen happening yes really still while during ever even again now today tonight way best little bit lot sure actually maybe try whether worry worried mean means long often should allowed common usual anything something someone go goes going went without old first after before much many every already usually always never why put make made give take taking use using say said look looks seem seems',
  ),
);

/**
 * Words that say a question is about caring for the baby (in pregnancy: the baby to come). Not "baby" itself,
 * which pregnancy questions use all the time ("have I hurt the baby?").
 */
export const BABY_TERMS = new Set(
  answerTerms(
    'breastfeeding breast feeding formula bottle bottles nappy nappies cot moses basket pram car seat sling swaddle dummy colic burp wind posset latch pump express steriliser sterilise drops nursery',
  ),
);

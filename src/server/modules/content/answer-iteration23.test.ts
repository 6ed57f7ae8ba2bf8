/**
 * Iteration 23's families, asked in the helper's own wordings (never AH46's or AH47's, nor the library's ways of
 * asking; informal, misspelt, US, UK and Australian words): key-topic questions that found nothing or another
 * entry (cluster feeding and topping up, paracetamol after the 8-week MenB vaccine, formula amounts by weight,
 * a cover over the pram in the sun, sunscreen under 6 months, taking a new baby out, a decongestant while
 * breastfeeding, a lump while breastfeeding, running in late pregnancy), and the fact a question turns on beside
 * its entry.
 */
import { describe } from 'vitest';
import { type FamilyCase, type FamilyFact, familyTests } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  // Cluster feeding, and whether to top up with formula.
  [
    'cluster: nurses all evening',
    'my 5 week old nurses nonstop every night from 7pm, my mil says supplement with formula',
    'postpartum',
    5,
    'feed-cluster-feeding',
  ],
  [
    'cluster: top up',
    'baby wants to nurse every hour in the evening, should i give a bottle to top her up',
    'postpartum',
    3,
    'feed-cluster-feeding',
  ],
  [
    'cluster: Australian',
    'bubs feeding all arvo and all evening, is my milk not enough, should we supplement',
    'postpartum',
    6,
    'feed-cluster-feeding',
  ],
  // Paracetamol after the 8-week vaccines, whoever advised it.
  [
    'MenB: practice nurse',
    'the practice nurse said give calpol after her 8 week injections, is that safe so young',
    'postpartum',
    8,
    'baby-paracetamol-after-menb',
  ],
  [
    'MenB: hv',
    'hv says paracetamol after the menb jab but she is only 8 weeks',
    'postpartum',
    8,
    'baby-paracetamol-after-menb',
  ],
  [
    'MenB: doctor',
    '8 week jabs today, doctor said give calpol after, is that ok for a baby under 3 months',
    'postpartum',
    9,
    'baby-paracetamol-after-menb',
  ],
  // Formula by weight, and overfeeding.
  [
    'formula: pounds',
    'how much formula should a 12 lb baby have in a day, she takes 6 oz a bottle',
    'postpartum',
    7,
    'feed-formula-how-much',
  ],
  [
    'formula: overfeeding',
    'he guzzles 150ml of formula every 2 hours and cries for more, am i overfeeding',
    'postpartum',
    5,
    'feed-formula-how-much',
  ],
  [
    'formula: kilos',
    'my 8 week old weighs 5kg, how many ml of formula a day',
    'postpartum',
    8,
    'feed-formula-how-much',
  ],
  // A cover over the pram in the sun (overheating), and sunscreen under 6 months.
  [
    'pram cover: blanket',
    'is it ok to throw a blanket over the pushchair so he sleeps in the sun',
    'postpartum',
    6,
    'baby-sun-safety',
  ],
  [
    'pram cover: muslin',
    'covering the pram with a muslin on a hot day, safe?',
    'postpartum',
    10,
    'baby-sun-safety',
  ],
  [
    'pram cover: stroller',
    'can i hang a cloth over the stroller to block the sun while she naps',
    'postpartum',
    5,
    'baby-sun-safety',
  ],
  ['sunscreen: sun cream', 'can a 3 month old wear sun cream', 'postpartum', 12, 'baby-sun-safety'],
  ['sunscreen: spf', 'spf for a 2 month old at the pool', 'postpartum', 8, 'baby-sun-safety'],
  ['sunscreen: short', 'sunscreen under 6 months ok?', 'postpartum', 10, 'baby-sun-safety'],
  // Taking a new baby out.
  [
    'going out: a walk in the cold',
    'how soon can i take my 2 week old for a walk outside in the cold',
    'postpartum',
    2,
    'baby-going-outside',
  ],
  [
    'going out: the supermarket',
    'can we take the newborn to the supermarket yet',
    'postpartum',
    1,
    'baby-going-outside',
  ],
  [
    'going out: the house',
    'when are we allowed to take him out of the house',
    'postpartum',
    2,
    'baby-going-outside',
  ],
  // A decongestant while breastfeeding.
  [
    'decongestant: sudafed',
    'can i take sudafed when breastfeeding a 6 week old',
    'postpartum',
    6,
    'feed-cold-remedies-breastfeeding',
  ],
  [
    'decongestant: supply',
    'decongestant while nursing, will it dry up my milk',
    'postpartum',
    10,
    'feed-cold-remedies-breastfeeding',
  ],
  [
    'decongestant: blocked nose',
    'nose is totally bunged up, what cold medicine can i take while breastfeeding',
    'postpartum',
    5,
    'feed-cold-remedies-breastfeeding',
  ],
  // A lump while breastfeeding, no fever.
  [
    'lump: no fever',
    'sore red lump in my breast, no fever, should i stop feeding on that side',
    'postpartum',
    4,
    'feed-blocked-duct',
  ],
  [
    'lump: under the arm',
    'blocked duct lump under my arm, can i keep breastfeeding',
    'postpartum',
    6,
    'feed-blocked-duct',
  ],
  [
    'lump: a relative says stop',
    'hard tender spot in my boob, mum says stop feeding from it',
    'postpartum',
    3,
    'feed-blocked-duct',
  ],
  // Running in late pregnancy.
  ['running: jogging', 'still jogging at 30 weeks, is it safe for the baby', 'pregnant', 30, 'preg-running'],
  ['running: 10k', 'i run 10k twice a week, should i stop now im pregnant', 'pregnant', 24, 'preg-running'],
  ['running: parkrun', 'can i still do parkrun at 34 weeks', 'pregnant', 34, 'preg-running'],
  // The entry a question turns on, reached.
  [
    'folic acid: late',
    'never took folic acid, found out at 7 weeks, is it pointless now',
    'pregnant',
    7,
    'preg-folic-acid',
  ],
  [
    'thawed milk: back in the freezer',
    'can i refreeze defrosted breastmilk she didnt finish',
    'postpartum',
    5,
    'feed-thawing-breast-milk',
  ],
  [
    'waking to feed',
    'should i wake my 10 day old for feeds, she sleeps 5 hours at night',
    'postpartum',
    1,
    'baby-sleepy-newborn-waking-to-feed',
  ],
];

const facts: FamilyFact[] = [
  [
    'combined test: nuchal',
    'whats the difference between the combined test and nipt',
    'pregnant',
    11,
    /nuchal translucency/,
  ],
  [
    'induction: a caesarean',
    'will being induced end in a c section',
    'pregnant',
    40,
    /not mean you will need/,
  ],
  ['folic acid: late', 'found out late, is it too late for folic acid', 'pregnant', 7, /start as soon as/],
  ['folic acid: vitamin D', 'found out late, is it too late for folic acid', 'pregnant', 7, /vitamin D/],
  ['water in the heat', 'heatwave in brisbane, does my 2 month old need water', 'postpartum', 9, /6 months/],
  ['37.4: not a fever', 'is 37.4 under the arm a fever for a 5 week old', 'postpartum', 5, /not a fever/],
  [
    'leaking: physio',
    'i still leak when i cough, 8 weeks after the birth',
    'postpartum',
    8,
    /pelvic health physiotherapist/,
  ],
  ['nappies: wet count', 'breastfed poo colour, 2 weeks old', 'postpartum', 2, /6 heavy wet nappies/],
  [
    'bath: no bubble bath',
    'how often should i bath my 3 week old',
    'postpartum',
    3,
    /no bubble bath or soap/,
  ],
  [
    'car seat: rear-facing',
    'how long can my 2 month old stay in her car seat',
    'postpartum',
    9,
    /rear-facing/,
  ],
  [
    'cluster: supply and demand',
    'why does she want to feed all evening',
    'postpartum',
    3,
    /supply and demand/,
  ],
  ['soft breasts: normal', 'my breasts feel soft now, 7 weeks in', 'postpartum', 7, /settles down/],
  ['no juice for poo', 'breastfed baby not pooed for 5 days', 'postpartum', 8, /prune juice or water/],
  ['car seat: not for sleep', 'snowsuit in the car seat ok', 'postpartum', 6, /travel, not sleep/],
  [
    'tummy time: awake',
    'will he choke on his back if he is sick',
    'postpartum',
    4,
    /awake and watched/,
  ],
  [
    'a warm head while feeding',
    'what temperature is a fever for a baby',
    'postpartum',
    6,
    /back of the neck/,
  ],
  [
    'how to take it',
    'what temperature is a fever for a baby',
    'postpartum',
    6,
    /rectal reading is the most accurate/,
  ],
  ['pram cover: overheat', 'can i put a cloth over the buggy in summer', 'postpartum', 8, /trap heat/],
];

describe('iteration 23: key-topic questions reached in new words, and facts beside their entries', () => {
  familyTests(cases, facts);
});

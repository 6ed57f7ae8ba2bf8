/**
 * Iteration 26's families in the helper's own wordings (never AH52's or AH53's, nor the library's; informal,
 * misspelt, second-language English, UK, US and Australian words): a neighbour's entry that shares a word but
 * answers another question (a remedy whose target is in her story, treatment at the dentist, how she looks read
 * as her stage), relatives asking on her behalf, and the fact a question turns on beside its entry.
 */
import { describe } from 'vitest';
import { type FamilyCase, type FamilyFact, familyTests } from '../../testing/answer-library.ts';

const P = 'pregnant' as const;
const B = 'postpartum' as const;

const cases: FamilyCase[] = [
  // A remedy asked about with nothing it is for: what it is for is in her story.
  [
    'remedy: haemorrhoids, ointment',
    'haemorrhoids after my delivery 10 days ago, really painful. can i put some ointment on while im nursing',
    B,
    1,
    'pp-piles',
  ],
  [
    'remedy: piles, pharmacy',
    'my bum has piles since i pushed, it burns. is there anything i can buy at the pharmacy that is ok with breast feeding',
    B,
    2,
    'pp-piles',
  ],
  [
    'remedy: hemroids, drugstore',
    'got hemroids after the baby came 3 wks ago, can i use a cream from the drugstore if im breastfeeding?',
    B,
    3,
    'pp-piles',
  ],
  // Treatment at the dentist: the dentist's numbing, not alcohol's "pump and dump".
  [
    'dentist: tooth pulled, afterwards',
    'getting a tooth pulled next week with the numbing jab, still nursing. do i have to throw away my milk afterwards',
    B,
    20,
    'feed-dental-treatment-breastfeeding',
  ],
  [
    'dentist: root canal, second language',
    'My dentist say he give injection for root canal. I am breast feeding my baby 4 month. Is it safe for milk?',
    B,
    17,
    'feed-dental-treatment-breastfeeding',
  ],
  [
    'dentist: filling, pump and dump',
    'booked in for a filling with local anesthetic, ebf 5 month old, will i need to pump and dump after?',
    B,
    21,
    'feed-dental-treatment-breastfeeding',
  ],
  // Alcohol's "pump and dump" stays alcohol's.
  [
    'dentist: alcohol unchanged',
    'had 2 glasses of prosecco at a wedding, do i need to pump and dump after?',
    B,
    10,
    'feed-alcohol-while-breastfeeding',
  ],
  // How she looks is not her stage: a tummy after the birth "like 5 months pregnant".
  [
    'looks pregnant: gap, sit-ups',
    '10 weeks postpartum and i look 6 months pregnant still, my belly has a gap down the middle. are sit ups ok',
    B,
    10,
    'pp-diastasis-recti',
  ],
  [
    'looks pregnant: stranger asked',
    'baby is 9 weeks, people ask if im pregnant lol, tummy muscles split in the middle, can i do crunches',
    B,
    9,
    'pp-diastasis-recti',
  ],
  [
    'looks pregnant: like 20 weeks',
    'my c section was 2 months ago and my stomach looks like im 20 weeks pregnant, theres a dip between the muscles. what exercise fixes it',
    B,
    8,
    'pp-diastasis-recti',
  ],
  // Head concepts whose word has a commoner sense: exercise, a young baby's feeds, breastfeeding as
  // contraception, one bottle beside breastfeeding.
  [
    'head: workout, taste',
    'after a workout does my breastmilk taste funny to the baby? 4 month old',
    B,
    17,
    'feed-exercise-breastfeeding',
  ],
  [
    'head: working out, supply',
    'is working out bad for my supply, started spin again, bub is 10 wks',
    B,
    10,
    'feed-exercise-breastfeeding',
  ],
  [
    'head: gym, sour',
    'mate says gym makes ur milk go sour and baby wont drink it, true?? 5 month old',
    B,
    21,
    'feed-exercise-breastfeeding',
  ],
  [
    'head: eats every hour',
    'my 6 day old eats every hour n a half, is something wrong with my milk',
    B,
    0,
    'feed-how-often-breastfeed',
  ],
  [
    'head: how many times eat',
    'how many times in a day newborn must eat? my son is 10 days, i breastfeed',
    B,
    1,
    'feed-how-often-breastfeed',
  ],
  [
    'head: eating constantly',
    'how many times should my 2 week old eat in 24 hours? breastfed',
    B,
    2,
    'feed-how-often-breastfeed',
  ],
  [
    'head: cannot get pregnant',
    'My sister say if you breast feed you cannot get pregnant. My baby 3 month, only breast milk. True?',
    B,
    12,
    'pp-contraception-breastfeeding',
  ],
  [
    'head: protection',
    'breastfeeding is protection from pregnancy, my aunties say. baby 6 wks, is that right',
    B,
    6,
    'pp-contraception-breastfeeding',
  ],
  [
    'head: wont get pregnant',
    'is it true you wont fall pregnant while breastfeeding? 10 wk old exclusively breastfed',
    B,
    10,
    'pp-lactational-amenorrhoea',
  ],
  [
    'head: one formula bottle',
    'thinking of a bottle of formula at night so my husband can do a feed, will my supply drop? ebf 4 wks',
    B,
    4,
    'feed-mixed-feeding',
  ],
  [
    'head: single formula feed',
    'is one formula feed at night going to wreck my supply, breastfed 5 wk old',
    B,
    5,
    'feed-mixed-feeding',
  ],
  [
    'head: occasional formula',
    'does an occasional bottle of formula ruin breastfeeding? my mum reckons it will, LO is 6 wks',
    B,
    6,
    'feed-mixed-feeding',
  ],
  // A relative buying for her reaches what she would.
  [
    'relative: boyfriend vitamins',
    'boyfriend here, gf is 5 weeks, which vitamins do i buy her at the chemist',
    P,
    5,
    'preg-prenatal-vitamins',
  ],
  [
    'relative: husband, packs',
    'husband here. wife is 8 wks pregnant, theres a load of fancy prenatal packs, which one do i get',
    P,
    8,
    'preg-prenatal-vitamins',
  ],
  [
    'relative: sister essentials',
    'my sis is 33 weeks and has nothing for the baby yet, what are the real essentials only?',
    P,
    33,
    'baby-essentials',
  ],
  // A grandparent or in-law writing about her mood: the helper's entry.
  [
    'helper: grandson, tearful',
    'our grandson is 3 weeks and my daughter is exhausted and tearful, how can i help her',
    B,
    3,
    'pp-how-partners-can-help',
  ],
  [
    'helper: a son s baby',
    'my sons baby is 5 wks, his wife cries all the time and wont let me do anything. how do we support her',
    B,
    5,
    'pp-how-partners-can-help',
  ],
  [
    'helper: nana staying',
    "im the nana, staying 2 weeks. my daughter's baby is 4 wks and she keeps crying. how should i support her",
    B,
    4,
    'pp-how-partners-can-help',
  ],
];

const facts: FamilyFact[] = [
  [
    'appointments: anomaly scan',
    'partner here, which antenatal appointments should i not miss, shes 15 wks',
    P,
    15,
    /anomaly scan/,
  ],
  [
    'caesarean: scar massage',
    'when can i start massaging my c section scar, its 6 wks',
    B,
    6,
    /scar massage/,
  ],
  [
    'exercise: swimming',
    'when can i go back in the pool after having my baby, 5 wks pp',
    B,
    5,
    /Swimming is fine once your bleeding has stopped/,
  ],
  [
    'work: PUMP Act year',
    'in the us, does my job have to let me pump, how long for',
    B,
    12,
    /1 year after the birth/,
  ],
  [
    'work: feed before and after',
    'how do i keep my milk going when i go back to work full time',
    B,
    20,
    /before and after work/,
  ],
  [
    'mastitis: looser poo',
    'on antibiotics for mastitis, is my milk still ok for the baby',
    B,
    5,
    /poo a little looser/,
  ],
  [
    'weight: half a kilo',
    'when can i start dieting after baby, im breastfeeding',
    B,
    10,
    /0\.5 kg \(1 lb\) a week/,
  ],
  [
    'diet: sushi',
    'what foods do i avoid now im breastfeeding, can i have sashimi',
    B,
    3,
    /Sushi and raw fish are fine/,
  ],
  [
    'fever: under 38',
    'is it ok to give nurofen and calpol at the same time to my 7 month old',
    B,
    30,
    /below 38 is not a fever/,
  ],
];

describe('iteration 26: neighbours that shared a word, and facts beside their entries', () => {
  familyTests(cases, facts);
});

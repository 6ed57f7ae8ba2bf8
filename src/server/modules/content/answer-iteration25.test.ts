/**
 * Iteration 25's families in the helper's own wordings (never AH50's or AH51's, nor the library's; informal,
 * misspelt, UK, Irish, Australian, US, Indian and Filipino words): plain questions that found nothing (staying
 * active against a relative's rest, when to ring in labour, the baby's first weeks indoors, driving late), key
 * questions lost to a neighbour (sex late in pregnancy, spots on a baby's face, acidity, malaria medicine for a
 * baby's fever, paracetamol before the jabs), and the fact a question turns on beside its entry.
 */
import { describe } from 'vitest';
import { type FamilyCase, type FamilyFact, familyTests } from '../../testing/answer-library.ts';

const P = 'pregnant' as const;
const B = 'postpartum' as const;

const cases: FamilyCase[] = [
  // Staying active against a relative's advice to rest.
  [
    'active: nan, gym',
    'my nan reckons i should stop the gym and put my feet up now im 30 weeks, is she right?',
    P,
    30,
    'preg-exercise',
  ],
  [
    'active: in-laws, walks',
    'my in-laws keep telling me to stop my long walks and rest now im in third trimester, are they right',
    P,
    31,
    'preg-exercise',
  ],
  [
    'active: mother-in-law, spin',
    'mother-in-law says no more spin class, just lie down and rest at 29 wks. who do i listen to',
    P,
    29,
    'preg-exercise',
  ],
  // When to ring or go in with a first baby.
  [
    'labour: ring, first',
    'ftm at 37 weeks, when do i ring the labour ward once the contractions kick off',
    P,
    37,
    'birth-when-to-go-in',
  ],
  [
    'labour: phone, too early',
    'first pregnancy, at what point in labour do i phone the hospital, dont wanna turn up too early',
    P,
    38,
    'birth-when-to-go-in',
  ],
  [
    'labour: sent home',
    'how far apart should contractions be so i dont get sent home, first bub',
    P,
    39,
    'birth-when-to-go-in',
  ],
  // The baby's first weeks indoors, and taking a young baby out.
  [
    'out: 40 days',
    'in laws say baby shouldnt leave the house for 40 days, is that true',
    B,
    4,
    'baby-going-outside',
  ],
  [
    'out: shopping centre',
    'is it ok to bring our 12 day old to a big shopping centre at the weekend',
    B,
    1,
    'baby-going-outside',
  ],
  [
    'out: supermarket, confinement',
    'lola says no going out until 40 days, can i take my 3 week old to the supermarket',
    B,
    3,
    'baby-going-outside',
  ],
  // Sex late in pregnancy, with a partner's fear of hurting the baby.
  [
    'sex: far along',
    'ok to still have sex this far along? hubby is scared hell hurt the baby',
    P,
    35,
    'preg-sex',
  ],
  [
    'sex: far gone, Irish',
    'is sex grand when youre so far gone, my fella is nervous about the baby',
    P,
    34,
    'preg-sex',
  ],
  [
    'sex: making love',
    'is making love safe at 32 weeks, my husband worries it hurts the baby',
    P,
    32,
    'preg-sex',
  ],
  ['sex: slang', 'hubby worried bonking will poke the baby lol is it ok at 34 wks', P, 34, 'preg-sex'],
  // One bottle of formula beside breastfeeding.
  [
    'one bottle: when',
    'when is it ok to give a bottle of formula if im breastfeeding',
    B,
    5,
    'feed-mixed-feeding',
  ],
  [
    'one bottle: ebf',
    'ebf but want to give one formula bottle a night, is 3 weeks too soon',
    B,
    3,
    'feed-mixed-feeding',
  ],
  [
    'one bottle: top up',
    'how early can you add formula to breastfeeding without wrecking supply',
    B,
    2,
    'feed-mixed-feeding',
  ],
  // Driving late in pregnancy, against a relative's word.
  [
    'driving: sil',
    'sil reckons i shouldnt drive anymore at 35 weeks, is that a thing',
    P,
    35,
    'preg-long-drives',
  ],
  ['driving: stop now', 'should i stop driving now im 36 weeks', P, 36, 'preg-long-drives'],
  ['driving: to work', 'is it still ok for me to drive to work at 33 weeks', P, 33, 'preg-long-drives'],
  // Spots on a baby's face that a relative blames on her diet.
  [
    'spots: lola, shrimp',
    'baby got tiny white and red bumps on her cheeks, lola says its because i ate shrimp, true?',
    B,
    3,
    'baby-acne',
  ],
  ['spots: diet', 'is baby acne caused by the mums diet when breastfeeding', B, 5, 'baby-acne'],
  [
    'spots: pimples, spicy',
    'pimples all over my 3 week olds face, should i stop eating chilli',
    B,
    3,
    'baby-acne',
  ],
  // Acidity and Indian antacids in pregnancy.
  ['acidity: digene', 'so much acidity at night, is digene safe in pregnancy', P, 20, 'preg-heartburn'],
  [
    'acidity: gelusil',
    'burning in my chest after every meal, 24 weeks, can i have gelusil',
    P,
    24,
    'preg-heartburn',
  ],
  ['acidity: eno', 'can i drink eno for acidity at 30 weeks pregnant', P, 30, 'preg-heartburn'],
  // Malaria medicine for a baby's fever, without a test.
  [
    'malaria: aunty, Lagos',
    'my aunty wants me to give the baby malaria medicine because he is warm, we are in lagos',
    B,
    20,
    'baby-fever-malaria-medicine',
  ],
  [
    'malaria: artemether',
    'can i just give artemether to my 4 month old for fever',
    B,
    16,
    'baby-fever-malaria-medicine',
  ],
  [
    'malaria: chemist',
    'should i buy antimalarial syrup from the chemist for my 5 month olds temperature',
    B,
    21,
    'baby-fever-malaria-medicine',
  ],
];

// The fact a question turns on, each beside the entry it belongs to.
const facts: FamilyFact[] = [
  [
    'alcohol: FASD',
    'is a small glass of red ok at 20 weeks, my aunty says it relaxes the baby',
    P,
    20,
    /fetal alcohol spectrum disorder/,
  ],
  [
    'sleep: wake on back',
    'woke up flat on my back at 30 wks, have i hurt the baby',
    P,
    30,
    /no need to worry/,
  ],
  ['flying: 36 weeks', 'how late in pregnancy can you fly with ryanair', P, 27, /up to about 36 weeks/],
  [
    'GBS: no caesarean',
    'tested positive for group b strep, does that mean a c section',
    P,
    36,
    /not a reason for a caesarean/,
  ],
  [
    'movements: myth',
    'do babies slow down moving at 38 weeks cos theres no room',
    P,
    38,
    /myth: babies do not move less/,
  ],
  [
    'due date: few on the day',
    'what happens if im overdue, will they induce me',
    P,
    40,
    /only a few babies arrive on their due date/,
  ],
  ['feeds: nappies', 'how often should a 5 day old breastfeed', B, 0, /wet and dirty nappies/],
  [
    'fever: ear thermometer',
    'what temp is a fever in a 2 week old',
    B,
    2,
    /Ear thermometers are less reliable/,
  ],
  [
    'heat: offer the breast',
    'my mother in law wants to give gripe water and ghutti to my 10 day old',
    B,
    1,
    /offer the breast more often/,
  ],
  ['heat: extra feeds', 'does a 2 month old need water when its 40 degrees', B, 8, /extra feeds/],
  ['nipples: lanolin', 'nipple is split and bleeding, how do i heal it', B, 1, /lanolin/],
  ['poo: pale', 'is dark green poo ok for a 3 week old', B, 3, /Pale, white or chalky poo/],
  ['poo: yellow normal', 'baby poo is green sometimes, is that bad', B, 2, /yellow or mustard, seedy/],
  ['confinement: clots', 'my family say i must stay in bed for 40 days after the birth', B, 1, /blood clots/],
  ['anxiety: US line', 'cant stop worrying something will happen to my baby', B, 5, /1-833-852-6262/],
  ['colic: peak', 'is gripe water any good for a colicky baby', B, 4, /peaks at around 6 weeks/],
  [
    'jabs: not before',
    'should i give calpol before the 8 week jabs',
    B,
    7,
    /before the appointment just in case is not recommended/,
  ],
  [
    'partner: hands-on',
    'can dads get postnatal depression',
    B,
    10,
    /bathing, changing nappies, giving bottles/,
  ],
  [
    'temperature: strips',
    'how do i take a newborns temperature',
    B,
    1,
    /Forehead strips and feeling their skin are not reliable/,
  ],
  ['malaria: test', 'can i just give artemether to my 4 month old for fever', B, 16, /malaria test/],
  ['temperature: normal range', 'what temp is normal for a baby', B, 6, /36\.4 to 37\.5 C/],
  ['urates: day 5', 'brick dust in the nappy on day 4', B, 0, /at least 6 heavy wet nappies/],
  ['crying: step away', 'baby is so fussy every evening, what is the witching hour', B, 5, /step away/],
  ['crying: never shake', 'how do i know if my baby crying means shes sick', B, 3, /Never shake a baby/],
  ['flat spot: pillow', 'can my 2 month old have a pillow for his flat head', B, 8, /Flat spots are common/],
  [
    'hiccups: beside eye',
    'my 10 day old keeps sneezing and one eye is gunky',
    B,
    1,
    /Sneezing, like hiccups, is normal/,
  ],
  [
    'bottle: established',
    'how can my partner help with night feeds if im breastfeeding',
    B,
    4,
    /Once breastfeeding is established/,
  ],
  [
    'formula: strength',
    'can i give my 4 month old water in the heat',
    B,
    16,
    /too much powder can make them constipated/,
  ],
  ['milestones: 4 months', 'when do babies roll over', B, 16, /coo and chuckle/],
];

describe('iteration 25: plain and key questions reached in new words, and facts beside their entries', () => {
  familyTests(cases, facts);
});

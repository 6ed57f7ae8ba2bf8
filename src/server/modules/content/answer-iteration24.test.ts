/**
 * Iteration 24's families, asked in the helper's own wordings (never AH48's or AH49's, nor the library's ways of
 * asking; informal, misspelt, UK, Irish, US, Indian and Filipino words): questions asked in pregnancy about after
 * the birth or a booked caesarean (the stage filter), plain questions that found nothing (castor oil, the airline's
 * letter, water in the heat, red bleeding again, when to go in), key-topic questions lost to a neighbour
 * (swaddling, skin to skin, a lean breastfed baby, crying in the first week), and the fact a question turns on
 * beside its entry.
 */
import { describe } from 'vitest';
import { type FamilyCase, type FamilyFact, familyTests } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  // Asked ahead, in pregnancy, about after the birth or a booked caesarean: the after-birth entry is hers.
  [
    'ahead: driving, US',
    'scheduled cesarean on friday, when am i allowed to drive afterwards',
    'pregnant',
    39,
    'pp-caesarean-driving',
  ],
  [
    'ahead: injections',
    'planned section next week, will they make me inject clexane after',
    'pregnant',
    38,
    'pp-blood-thinning-injections',
  ],
  [
    'ahead: contraception',
    'what birth control can i use after the baby is born, breastfeeding',
    'pregnant',
    35,
    'pp-contraception-breastfeeding',
  ],
  [
    'ahead: fertility',
    'how quick can you fall pregnant again after giving birth',
    'pregnant',
    36,
    'pp-contraception-options',
  ],
  [
    'ahead: hospital stay',
    'how many days in hospital after a planned caesarean',
    'pregnant',
    37,
    'birth-hospital-stay',
  ],
  // Plain questions that found nothing.
  [
    'castor oil: nan',
    'nana says a spoon of castor oil will get things moving at 40 wks, good idea?',
    'pregnant',
    40,
    'birth-bringing-on-labour-naturally',
  ],
  [
    'castor oil: misspelt',
    'is caster oil ok to bring on labor at 39 weeks',
    'pregnant',
    39,
    'birth-bringing-on-labour-naturally',
  ],
  [
    'castor oil: wait',
    'my aunty says drink castor oil to start labour. should i or just wait?',
    'pregnant',
    40,
    'birth-bringing-on-labour-naturally',
  ],
  [
    'flying: letter',
    'flying to lanzarote at 33 weeks, does the airline need a letter from my midwife',
    'pregnant',
    30,
    'preg-flying',
  ],
  ['flying: US', 'do i need a doctors note to fly at 32 weeks', 'pregnant', 29, 'preg-flying'],
  [
    'water: heat, India',
    'very hot summer in delhi, can i give my 6 week breastfed son some water',
    'postpartum',
    6,
    'feed-water-for-baby',
  ],
  [
    'water: heatwave',
    'heatwave and my ebf baby is 10 weeks, does she need extra water',
    'postpartum',
    10,
    'feed-water-for-baby',
  ],
  [
    'water: nani',
    'my nani wants to give boiled water to my 1 month old breastfed baby cos its hot',
    'postpartum',
    4,
    'feed-water-for-baby',
  ],
  [
    'red again: walk',
    'bleeding turned bright red again after a long walk, 3 weeks pp',
    'postpartum',
    3,
    'pp-bleeding-heavier-again',
  ],
  [
    'red again: housework',
    'lochia was nearly stopped but went red again after doing loads of housework',
    'postpartum',
    4,
    'pp-bleeding-heavier-again',
  ],
  ['when to go in: L&D', 'first baby, when do we leave for L&D', 'pregnant', 39, 'birth-when-to-go-in'],
  ['when to go in: 5-1-1', '511 rule what does it mean for going in', 'pregnant', 38, 'birth-when-to-go-in'],
  [
    'when to go in: labour ward',
    'how far apart should contractions be before i go to the labour ward',
    'pregnant',
    38,
    'birth-when-to-go-in',
  ],
  // Key-topic questions lost to a neighbour.
  [
    'swaddle: arms out',
    'she keeps wriggling out of the swaddle at 10 weeks, when do we stop',
    'postpartum',
    10,
    'baby-swaddling',
  ],
  [
    'swaddle: rolling',
    'nurse said stop swaddling when he rolls, hes 8 weeks, what now',
    'postpartum',
    8,
    'baby-swaddling',
  ],
  [
    'skin to skin: theatre',
    'can you do skin to skin in theatre if you have a section',
    'pregnant',
    36,
    'birth-skin-to-skin',
  ],
  [
    'skin to skin: why',
    'why is skin to skin such a big deal after birth',
    'pregnant',
    34,
    'birth-skin-to-skin',
  ],
  [
    'skin to skin: dad',
    'if i have a c section can my husband do skin to skin instead',
    'pregnant',
    37,
    'birth-skin-to-skin',
  ],
  [
    'lean baby: formula',
    'everyone says my breastfed girl is skinny compared to formula babies, shes on her centile',
    'postpartum',
    14,
    'baby-weight-gain',
  ],
  [
    'lean baby: top up',
    'breastfed baby looks thin but gaining well, do i need to add formula',
    'postpartum',
    12,
    'baby-weight-gain',
  ],
  [
    'blues: weepy',
    'so weepy on day 5 for no reason, is this the baby blues or ppd',
    'postpartum',
    0,
    'pp-baby-blues',
  ],
];

const facts: FamilyFact[] = [
  ['castor oil: not advised', 'castor oil to start labour', 'pregnant', 40, /castor oil/],
  ['sex: no evidence', 'does having sex start labour', 'pregnant', 39, /no good evidence/],
  ['Pepto: avoid', 'is pepto bismol ok for indigestion pregnant', 'pregnant', 30, /Pepto-Bismol/],
  ['waters: a pad', 'what do i do when my waters break', 'pregnant', 38, /pad, not a tampon/],
  ['TENS: not in water', 'does a tens machine help in labour', 'pregnant', 35, /cannot be used in water/],
  [
    'cord blood: less collected',
    'delayed cord clamping and cord blood banking',
    'pregnant',
    32,
    /less blood can be collected/,
  ],
  [
    'breech: all fours',
    'breech at 35 weeks, can i turn her myself',
    'pregnant',
    35,
    /not been shown to turn a breech/,
  ],
  ['sofa: never', 'safe sleep tips newborn', 'postpartum', 1, /sofa or in an armchair/],
  [
    'fever: not sweat it out',
    'should i wrap my baby up when she has a temperature',
    'postpartum',
    6,
    /sweat it out/,
  ],
  [
    'monitor: Owlet',
    'contact naps on me all afternoon ok',
    'postpartum',
    8,
    /not been shown to lower the risk of SIDS/,
  ],
  [
    'colic: peaks',
    'nani wants to give janam ghutti to my crying 5 week old',
    'postpartum',
    4,
    /peaks at around 6 weeks/,
  ],
  ['colic: dairy', 'should i stop dairy because my baby has colic', 'postpartum', 5, /cows’ milk allergy/],
  ['sleep: hours', 'when will my baby sleep through', 'postpartum', 8, /14 to 17 hours/],
  [
    'formula: no harm',
    'i feel so guilty about switching to formula',
    'postpartum',
    6,
    /not harmed your baby/,
  ],
  [
    'smoker: never bed-share',
    'my partner smokes outside only, is that ok around the baby',
    'postpartum',
    3,
    /never sleep with the baby/,
  ],
  ['alcohol: never bed-share', 'can i have a drink while breastfeeding', 'postpartum', 12, /Never bed-share/],
  [
    'lean baby: no formula needed',
    'how much weight should my baby gain',
    'postpartum',
    10,
    /no need to add formula/,
  ],
  [
    'anxiety: checking',
    'i keep checking the baby is breathing all night',
    'postpartum',
    4,
    /Taking turns at night/,
  ],
];

describe('iteration 24: questions asked ahead, plain and key-topic questions reached in new words, and facts beside their entries', () => {
  familyTests(cases, facts);
});

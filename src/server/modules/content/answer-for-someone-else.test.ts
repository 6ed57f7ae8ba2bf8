/**
 * Retrieval and answers by family for iteration 11, on the real library: someone asking for someone else in the
 * third person (a partner for his wife, a friend, a grandparent minding the baby, what a helper can do, the
 * vaccines of the family around a newborn), and the fact a question turns on, in the entry it reaches (a clear
 * cot, ear thermometers, colostrum, the first steps after a positive test, taking iron, night bottles, cluster
 * feeding, India's vaccine schedule, ibuprofen while breastfeeding). Wordings of the helper's own (never a blind
 * set's, nor the ways of asking the library holds), so a change that breaks a family fails here with its name.
 */
import { describe, expect, it } from 'vitest';
import { foldText } from './answer-folds.ts';
import { familyTests, type FamilyCase, type FamilyFact } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  [
    'a friend helping',
    'my best friend had a baby last month and she seems really overwhelmed, what can i actually do to help',
    'postpartum',
    4,
    'pp-how-partners-can-help',
  ],
  [
    'a sister helping',
    'what can i do to help my sister after her baby arrives next week',
    'postpartum',
    0,
    'pp-how-partners-can-help',
  ],
  [
    'a partner at night keeps his entry',
    'im the dad, wife is breastfeeding so what can i actually do to help at night',
    'postpartum',
    4,
    'feed-partner-support-breastfeeding',
  ],
  [
    'a baby girl is not a helper',
    'my baby girl has trapped wind, what can i do to help her',
    'postpartum',
    3,
    'baby-wind-burping',
  ],
  [
    'a grandparent laying the baby down',
    'how should i lay the baby down to sleep hes staying at ours tonight',
    'postpartum',
    6,
    'baby-safe-sleep-basics',
  ],
  [
    'a sister babysitting',
    'my sister is babysitting overnight, how should she put him down to sleep',
    'postpartum',
    5,
    'baby-safe-sleep-basics',
  ],
  [
    'family vaccines',
    'do the in laws need any vaccinations before they visit our newborn',
    'postpartum',
    1,
    'baby-visitors-vaccines',
  ],
  [
    'her father meeting the baby',
    'my dad wants to meet the baby as soon as shes born, does he need a jab first',
    'pregnant',
    36,
    'baby-visitors-vaccines',
  ],
  [
    'a friend after a caesarean',
    'my friend just had a c section how long till shes back to normal',
    'postpartum',
    1,
    'pp-caesarean-recovery',
  ],
  ['her own low mood, lately', 'been feeling really down lately', 'postpartum', 3, 'pp-postnatal-depression'],
  [
    'bumpers, while up googling',
    'up at 4am googling, are sheepskins and cot bumpers safe for newborns',
    'postpartum',
    2,
    'baby-cot-products',
  ],
  [
    'a blanket to keep her cosy',
    'my aunt knitted a thick blanket to keep her cosy in the crib, can we use it',
    'postpartum',
    5,
    'baby-sleeping-bags-blankets',
  ],
  [
    'taking iron so it works',
    'midwife put me on iron, whats the best way to take it so it works properly',
    'pregnant',
    30,
    'preg-iron-anaemia',
  ],
  [
    'night bottles ahead',
    'can i make the formula for the night feeds before i go to bed and keep in fridge',
    'postpartum',
    8,
    'feed-night-bottles',
  ],
  [
    'evening feeds',
    'shes feeding constantly every evening from 7 till midnight, is she getting enough',
    'postpartum',
    1,
    'feed-cluster-feeding',
  ],
];

const facts: FamilyFact[] = [
  [
    'ibuprofen for his wife',
    'my wife is 26 weeks and her back is killing her, can she take ibuprofen or is that bad for the baby?',
    'pregnant',
    26,
    /paracetamol/i,
  ],
  [
    'a friend after a caesarean: 6 weeks and driving',
    'my friend just had a c section how long till shes back to normal',
    'postpartum',
    1,
    /6 weeks[\s\S]*emergency stop/,
  ],
  [
    'a helper: practical help',
    'my best friend had a baby last month and she seems really overwhelmed, what can i actually do to help',
    'postpartum',
    4,
    /meals[\s\S]*rest, shower or sleep/,
  ],
  [
    'family vaccines: whooping cough, 2 weeks, flu',
    'nana has a tickly cough, can she still hold the baby and does she need a flu jab',
    'postpartum',
    2,
    /whooping cough[\s\S]*2 weeks[\s\S]*flu/i,
  ],
  [
    'a clear cot from grandparents',
    'grandma here, is it ok to put a little pillow and quilt in the cot',
    'postpartum',
    3,
    /sleeping bag|no higher than the shoulders/,
  ],
  [
    'ear thermometers',
    'is the ear thermometer ok for my 3 month old',
    'postpartum',
    12,
    /not recommended until about 6 months/,
  ],
  [
    'colostrum from 36 weeks',
    'when can i start expressing colostrum, midwife suggested it because of my diabetes',
    'pregnant',
    34,
    /from 36 weeks/,
  ],
  [
    'after a positive test: booking',
    'just got a positive pregnancy test, what should i do first',
    'pregnant',
    4,
    /before 10 weeks/,
  ],
  [
    'after a positive test: scan and folic acid',
    'just got a positive pregnancy test, what should i do first',
    'pregnant',
    4,
    /11 and 14 weeks[\s\S]*400 micrograms of folic acid[\s\S]*vitamin D/,
  ],
  [
    'iron with vitamin C, not with tea',
    'can i take my iron tablet with my morning tea',
    'pregnant',
    20,
    /vitamin C[\s\S]*not with tea, coffee, milk/,
  ],
  [
    'night bottles: 70 C, 5 C, 24 hours',
    'can i make the formula for the night feeds before i go to bed and keep in fridge',
    'postpartum',
    8,
    /5 C or lower\) for no more than 24 hours[\s\S]*70 C/,
  ],
  [
    'cluster feeding: nappies and weight',
    'shes feeding constantly every evening from 7 till midnight, is she getting enough',
    'postpartum',
    1,
    /normal[\s\S]*wet and dirty nappies[\s\S]*weight gain/,
  ],
  [
    'India: 6, 10 and 14 weeks',
    'baby had bcg and hep b at birth in delhi, when are the next shots',
    'postpartum',
    3,
    /6, 10 and 14 weeks/,
  ],
  [
    'ibuprofen while breastfeeding',
    'can i take nurofen for a headache while breastfeeding',
    'postpartum',
    10,
    /usual adult dose[\s\S]*aspirin/i,
  ],
];

describe('someone asking for someone else, and the fact a question turns on (iteration 11)', () => {
  familyTests(cases, facts);

  it('reads a helper, her pain, laying down, lately and why she is up', () => {
    expect(foldText('her back is killing her')).toBe('her back pain');
    expect(foldText('my friend is exhausted, how can i help her')).toContain('helpher');
    expect(foldText('my daughter has colic, how can i help her')).not.toContain('helpher');
    expect(foldText('lay her down')).toBe('put her down');
    expect(foldText('i feel so down lately').trim()).toBe('i feel low mood');
    expect(foldText('cant sleep so googling everything').trim()).toBe('');
    expect(foldText('my dad wants to visit')).toBe('grandparents wants to visit');
  });
});

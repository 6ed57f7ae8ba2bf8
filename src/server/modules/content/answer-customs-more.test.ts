/**
 * Iteration 16's words and customs (answer-fold-customs-more.ts and the entries they reach) on the real library:
 * Portuguese, Polish, Hindi and Tagalog words with accents, family words, the weeks of rest after the birth, a
 * wrap like a burrito, rolled towels in the cot, a medicine sent from home, a trip to a malaria area, a heart rate
 * and a 5k, a wahakura and a Lead Maternity Carer; and the fact a question turns on. Wordings of the helper's own,
 * never a blind set's nor the ways of asking the library holds; and the English words the folds must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { familyTests, type FamilyCase, type FamilyFact } from '../../testing/answer-library.ts';
import { foldText } from './answer-folds.ts';

const cases: FamilyCase[] = [
  [
    'running: a 10k and a watch',
    'i do a 10k every sunday, garmin says my pulse gets to 170, ok to carry on at 16 weeks?',
    'pregnant',
    16,
    'preg-running',
  ],
  [
    'New Zealand: finding an LMC',
    'we are in auckland and 9 weeks, how do i get an lmc and is it free',
    'pregnant',
    9,
    'preg-nz-lead-maternity-carer',
  ],
  [
    'New Zealand: a Pēpi-Pod',
    'our midwife gave us a pēpi-pod for our bed, is baby safer in that than just next to us',
    'postpartum',
    3,
    'baby-wahakura-pepi-pod',
  ],
  [
    'a medicine from home: novalgin',
    'my sogra brought novalgin from são paulo for when the baby gets febre, 6 months old, can we use it',
    'postpartum',
    26,
    'baby-medicines-from-abroad',
  ],
  [
    'a trip to a malaria area: Accra',
    'flying to accra for my grandads funeral at 24 weeks, do i need malaria tablets',
    'pregnant',
    20,
    'preg-malaria-area',
  ],
  [
    'fear of birth after a hard first birth',
    'my first labour was awful and ended in an emergency section, now pregnant again and dreading it',
    'pregnant',
    25,
    'preg-fear-of-birth',
  ],
  [
    'the weeks of rest: resguardo and running',
    'minha mãe says no running in the resguardo, baby is 10 weeks, when can i start jogging again',
    'postpartum',
    10,
    'pp-running-after-birth',
  ],
  [
    'a swaddle like a burrito',
    'my mother in law wraps her like a burrito every night, is swaddling safe',
    'postpartum',
    4,
    'baby-swaddling',
  ],
  [
    'a vinegar compress for a fever',
    'babcia wants to put vinegar socks on him for his temperature, he is 8 months',
    'postpartum',
    34,
    'baby-fever-care',
  ],
  [
    'waking on her back',
    'i keep waking up lying on my back at 32 weeks, did i hurt the baby',
    'pregnant',
    32,
    'preg-sleep-position',
  ],
];

const facts: FamilyFact[] = [
  [
    'folic acid: 800 in a prenatal',
    'my pregnancy multivitamin has 800 mcg of folic acid, should i take half?',
    'pregnant',
    6,
    /800\), and that is fine/,
  ],
  [
    'day 3: feeding all the time',
    'day 2 and he is on the breast constantly, is my milk not in yet',
    'postpartum',
    0,
    /colostrum/i,
  ],
  [
    'formula at night: water boiled earlier',
    'can i use water from the kettle i boiled before bed for the night bottle',
    'postpartum',
    4,
    /ready-to-feed/i,
  ],
  [
    'the 1-hour glucose screen',
    'do i need to fast for the 1 hour sugar drink test',
    'pregnant',
    26,
    /do not need to fast/,
  ],
  [
    'a show and when labour follows',
    'lost my plug at 39 weeks, how soon will labour start',
    'pregnant',
    39,
    /weeks away/,
  ],
  [
    'LAM with a bottle at night',
    'is breastfeeding enough contraception if he has one bottle of formula at night',
    'postpartum',
    10,
    /not reliable any more/,
  ],
  [
    'a cold while breastfeeding',
    'i have the flu, should i stop breastfeeding so the baby doesnt catch it',
    'postpartum',
    8,
    /keep feeding/,
  ],
  [
    'reflux and a raised cot',
    'can i put a towel under the mattress to raise one end for her reflux, 6 weeks',
    'postpartum',
    6,
    /do not raise|keep the mattress flat/i,
  ],
  [
    'cow’s milk as a drink',
    'can my 5 month old have cows milk in his bottle instead of formula',
    'postpartum',
    22,
    /12 months/,
  ],
  [
    'a disinfectant in the bath',
    'is it ok to put dettol in the baby bath to keep her skin clean',
    'postpartum',
    5,
    /potassium permanganate/,
  ],
  [
    'saffron and a fair baby',
    'does saffron milk make the baby fair skinned, my saas insists',
    'pregnant',
    14,
    /genes/,
  ],
  [
    'a hot compress on a caesarean',
    'my mum wants to put hot towels on my c section tummy to shrink it, 3 weeks',
    'postpartum',
    3,
    /womb shrinks/,
  ],
  ['boldo tea', 'is boldo tea ok at 9 weeks for my stomach', 'pregnant', 9, /boldo tea/i],
  [
    'no water in hot weather',
    'its 35 degrees here, does my 3 week old breastfed baby need water',
    'postpartum',
    3,
    /do not need water|does not need water|no water|not need/i,
  ],
];

describe("iteration 16's words and customs, and the fact a question turns on", () => {
  familyTests(cases, facts);

  it('drops accents and reads family words, and leaves English words alone', () => {
    expect(foldText('minha mãe diz')).toContain('grandparents');
    expect(foldText('moja teściowa mówi')).toContain('grandparents');
    expect(foldText('po połogu')).toContain('confinement');
    expect(foldText('i wrapped the present tightly')).not.toContain('swaddle');
    expect(foldText('we went to the library in lagos')).not.toContain('malaria');
    expect(foldText('the hr department said')).not.toContain('heart rate');
  });
});

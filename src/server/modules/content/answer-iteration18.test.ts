/**
 * Iteration 18's families, asked in the helper's own wordings (never AH34's or AH35's, nor the library's ways of
 * asking): what a grandparent did then against what we know now (aspirin for babies, alcohol on the gums, homemade
 * formula, thin-looking milk, her own room from the first night, walkers, bed rest after the birth, ibuprofen late
 * in pregnancy, how often she is seen), a medicine asked by name (ondansetron), and the fact a question turns on
 * beside its entry.
 */
import { describe, expect, it } from 'vitest';
import { type FamilyCase, type FamilyFact, familyTests } from '../../testing/answer-library.ts';
import { foldText } from './answer-folds.ts';

const cases: FamilyCase[] = [
  [
    'brandy on the gums',
    'my nan swears by a dab of brandy on the gums when they are cutting teeth, is that ok for my 6 month old',
    'postpartum',
    26,
    'baby-alcohol-on-gums',
  ],
  [
    'aspirin for a baby',
    'in my day we gave them half a junior aspirin for a temperature, can the baby have some',
    'postpartum',
    20,
    'baby-aspirin-never',
  ],
  [
    'homemade formula',
    'back in the 70s we made bottles with carnation milk and a spoon of syrup, can I do that for my grandson',
    'postpartum',
    10,
    'feed-homemade-formula',
  ],
  [
    'thin milk',
    'my mum says my breast milk looks weak and watery and I should switch to formula, is she right',
    'postpartum',
    2,
    'feed-breast-milk-thin',
  ],
  [
    'her own room from the first night',
    'my mother in law says he should sleep in the nursery from the first night like hers did, should he',
    'postpartum',
    3,
    'baby-room-sharing',
  ],
  [
    'walkers',
    'grandad says we all had walkers in the 80s and they got us walking early, should we get one',
    'postpartum',
    30,
    'baby-walkers',
  ],
  [
    'bed rest after the birth',
    'my gran says I should be lying in bed for two weeks after having the baby like she had to, is that right',
    'postpartum',
    1,
    'pp-bed-rest-after-birth',
  ],
  [
    'ibuprofen late in pregnancy',
    'nanny says take nurofen for my back like she did, is that ok at 31 weeks',
    'pregnant',
    31,
    'preg-ibuprofen',
  ],
  [
    'how often she is seen',
    'my grandma saw the midwife twice the whole pregnancy, why do they want me in every two weeks now',
    'pregnant',
    32,
    'preg-antenatal-visits',
  ],
  [
    'ondansetron by name',
    'the doctor gave me ondansetron for being sick all day, is it ok for the baby at 8 weeks',
    'pregnant',
    8,
    'preg-ondansetron',
  ],
  [
    'a decongestant and supply',
    'will decongestant tablets dry up my milk, i have a horrible cold',
    'postpartum',
    8,
    'feed-cold-remedies-breastfeeding',
  ],
];

const facts: FamilyFact[] = [
  ['aspirin: Reye’s', 'is baby aspirin safe for my 4 month old', 'postpartum', 17, /Reye/],
  ['ondansetron: first-line', 'is zofran safe in early pregnancy', 'pregnant', 9, /B6/],
  [
    'carrier naps: TICKS',
    'is it ok that he naps in the baby sling most afternoons',
    'postpartum',
    6,
    /TICKS/,
  ],
  [
    'a fever after the jabs',
    'he had his 16 week jabs and has a temperature tonight, what should I do',
    'postpartum',
    16,
    /48 hours/,
  ],
  [
    'pumped volume',
    'i only get a tiny bit when i pump, how do i make more milk',
    'postpartum',
    6,
    /not a (reliable )?measure/,
  ],
  ['stairs after a caesarean', 'when can i drive after my c section', 'postpartum', 2, /Stairs are fine/],
  ['sertraline', 'should i keep taking my antidepressant now im pregnant', 'pregnant', 10, /most studied/],
  ['no cool baths', 'when can my baby have nurofen for a temperature', 'postpartum', 20, /cool bath/],
  ['teething and fever', 'can teething cause a fever', 'postpartum', 24, /real fever/],
  [
    'stool softeners',
    'could i be low in iron after a big bleed at the birth',
    'postpartum',
    3,
    /docusate or lactulose/,
  ],
  ['soothing colic', 'does my baby have colic, he screams every evening', 'postpartum', 5, /white noise/],
  ['going slowly', 'why am i so dry down there since the birth', 'postpartum', 8, /slowly and gently/],
  ['formula at one week', 'how much formula should my 10 day old have', 'postpartum', 1, /2 to 3 oz/],
  ['olive oil', 'how do i get rid of cradle cap', 'postpartum', 8, /Olive oil is no longer/],
  [
    'paracetamol is not to settle',
    'how old does my baby need to be for calpol',
    'postpartum',
    12,
    /not to settle/,
  ],
  ['quinine', 'how do i stop leg cramps at night, 32 weeks', 'pregnant', 32, /Quinine/],
  [
    'smoking outside',
    'my partner smokes outside, does it still affect the baby',
    'postpartum',
    4,
    /wash your hands/,
  ],
];

describe('iteration 18: then and now, a medicine by name and the fact beside its entry', () => {
  familyTests(cases, facts);

  it('drops the era and the proof of an old practice, and reads the practice as its class', () => {
    expect(foldText('in my day we did it').trim()).toBe('we did it');
    expect(foldText('back in the 80s').trim()).toBe('');
    expect(foldText('thats what she did wi us').trim()).toBe('');
    expect(foldText('just a drop never hurt anyone').trim()).toBe('');
    expect(foldText('junior disprin')).toBe('aspirin');
    expect(foldText('teething powders')).toBe('teething gel');
    expect(foldText('evaporated milk and karo syrup')).toBe('homemade formula and homemade formula');
    expect(foldText('the wean should go in her own room')).toContain('the baby should');
    // Weaning itself is left alone.
    expect(foldText('when do i wean him onto solids')).toContain('wean');
  });
});

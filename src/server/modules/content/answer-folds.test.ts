/**
 * Retrieval by family, on the real library: brands and everyday names, drinks, products, ages, amounts, her
 * story around the question, and her stage and weeks. Wordings of the helper's own (never a blind set's), one
 * or two per family, so a change that breaks a family fails here with its name.
 */
import { describe, expect, it } from 'vitest';
import { answers, type FamilyCase, finder } from '../../testing/answer-library.ts';
import { foldText } from './answer-folds.ts';

const cases: FamilyCase[] = [
  ['a drink by name', 'is a glass of prosecco at christmas ok at 20 weeks', 'pregnant', 20, 'preg-alcohol'],
  ['a drink by name', 'can i have a g&t or a shandy while pregnant', 'pregnant', 14, 'preg-alcohol'],
  [
    'a medicine brand',
    'can i take gaviscon while breastfeeding',
    'postpartum',
    6,
    'feed-antacids-indigestion-breastfeeding',
  ],
  ['a medicine brand', 'is canesten ok when pregnant', 'pregnant', 24, 'preg-thrush'],
  [
    'a medicine brand',
    'im on sertraline and just found out im pregnant',
    'pregnant',
    6,
    'preg-antidepressants',
  ],
  ['a medicine brand', 'can i take imodium pregnant', 'pregnant', 18, 'preg-diarrhoea'],
  ['an age as the question', 'whats the youngest you can give calpol', 'postpartum', 5, 'baby-paracetamol'],
  [
    'an entry for weeks she has passed',
    'how much calpol can i give my 4 month old',
    'postpartum',
    17,
    'baby-paracetamol',
  ],
  [
    'a product by name',
    'is a sleepyhead safe for my newborn to sleep in',
    'postpartum',
    2,
    'baby-cot-products',
  ],
  [
    'a product by name',
    'what tog grobag for a 22 degree room',
    'postpartum',
    10,
    'baby-sleeping-bags-blankets',
  ],
  ['a product by name', 'are cot bumpers safe, buying for the nursery', 'pregnant', 33, 'baby-cot-products'],
  ['clothes by item', 'does my baby need socks in bed', 'postpartum', 12, 'baby-dressing-for-temperature'],
  [
    'her bed as a place',
    'my husband wants baby in bed with us, is that ok',
    'postpartum',
    4,
    'baby-bed-sharing',
  ],
  [
    'strength work is exercise',
    'is it safe to do squats and weights pregnant',
    'pregnant',
    20,
    'preg-lifting',
  ],
  ['a plant drink is milk', 'is oat milk ok for my 11 month old', 'postpartum', 47, 'feed-cows-milk-when'],
  [
    'an amount in ounces',
    'how much formula for a 6 week old, hes having 4oz every 3 hours',
    'postpartum',
    6,
    'feed-formula-how-much',
  ],
  [
    'her boss is her employer',
    'when do i have to tell my boss im pregnant',
    'pregnant',
    13,
    'preg-tell-employer',
  ],
  ['before she knew', 'i had 2 glasses of wine before i found out', 'pregnant', 5, 'preg-drank-before-knew'],
  [
    'her story around the question',
    'is one glass of champagne ok at my sisters wedding? everyone says a little is fine',
    'pregnant',
    25,
    'preg-alcohol',
  ],
  [
    'her story around the question',
    'its boiling hot this week, should i give my 8 week old some water',
    'postpartum',
    8,
    'feed-water-for-baby',
  ],
  [
    'an idiom of not coping',
    'shes been crying for hours and im at the end of my rope',
    'postpartum',
    3,
    'baby-overwhelmed-never-shake',
  ],
  [
    'going in, in labour',
    'when should we go in when labour starts? first baby',
    'pregnant',
    38,
    'birth-when-to-go-in',
  ],
  // Iteration 6: what she compares with a previous baby is background when she asks something of her own,
  // and what she asks about when she asks vaguely; who asks; old advice; NHS words.
  [
    'a comparison with a previous baby',
    'with my eldest i was back at the gym at 3 weeks and my pelvic floor paid for it. when can i start exercising again?',
    'postpartum',
    5,
    'pp-exercise-after-birth',
  ],
  [
    'a comparison asked about vaguely',
    'i had bad pre-eclampsia with my first. will it happen again?',
    'pregnant',
    14,
    'preg-pre-eclampsia-signs',
  ],
  [
    'a partner asking',
    'my girlfriend is 12 weeks, i smoke in the garden. does that still affect the baby',
    'pregnant',
    12,
    'partner-smoking-outside',
  ],
  ['quoted advice', 'is a bottle of stout ok in pregnancy for iron', 'pregnant', 20, 'preg-alcohol'],
  [
    'quoted advice',
    'my aunties want to give the baby honey for good luck, is that safe at 2 weeks',
    'postpartum',
    2,
    'baby-honey-ghutti-newborn',
  ],
  ['NHS words', 'when can i start mat leave', 'pregnant', 20, 'preg-work-maternity-leave'],
  ['NHS words', 'what trimester is 13 weeks', 'pregnant', 13, 'preg-trimesters'],
  ['NHS words', 'how often will i see the midwife from 30 weeks', 'pregnant', 30, 'preg-antenatal-visits'],
  [
    'a baby home from the neonatal unit',
    'she was in special care and they laid her on her front there, is that ok at home',
    'postpartum',
    6,
    'baby-premature-sleep-home',
  ],
  [
    'who to call at night',
    'who do i ring at 2am if my baby is poorly and the surgery is closed',
    'postpartum',
    10,
    'baby-unwell-at-night-who-to-call',
  ],
  [
    'a threshold asked as a point',
    'at what point should i worry about a cough in a 4 month old',
    'postpartum',
    17,
    'baby-cough-bronchiolitis',
  ],
  // Iteration 7: a relative or friend asking on her behalf, very short questions, topics the library missed.
  [
    'who asks',
    'my best mate is 26 weeks and wants to go to greece, can she fly',
    'pregnant',
    26,
    'preg-flying',
  ],
  ['who asks', 'my little sis is 22 weeks, which cheeses can she have', 'pregnant', 22, 'preg-cheese'],
  [
    'who asks',
    'my niece had a c section two days ago and is breastfeeding, what painkillers can she have',
    'postpartum',
    0,
    'pp-painkillers-after-birth',
  ],
  [
    'who asks',
    'my daughter is in floods of tears 4 days after the birth, is that normal',
    'postpartum',
    0,
    'pp-baby-blues',
  ],
  ['a short question', 'what if I go over', 'pregnant', 40, 'preg-overdue'],
  ['a short question', 'feet like balloons by the end of the day. normal?', 'pregnant', 33, 'preg-swelling'],
  ['a short question', 'how long does the tiredness last', 'pregnant', 9, 'preg-tiredness-early'],
  ['a short question', 'the right way to take his temp', 'postpartum', 2, 'baby-take-temperature'],
  ['a short question', 'what temp should his room be', 'postpartum', 4, 'baby-room-temperature'],
  [
    'a short question',
    'what should the room temperature be at night',
    'postpartum',
    3,
    'baby-room-temperature',
  ],
  ['a short question', 'brownish spotting 5 weeks after birth, ok?', 'postpartum', 5, 'pp-lochia-how-long'],
  [
    'a topic the library missed',
    'rh negative and they want to give me an injection at 28 weeks, why',
    'pregnant',
    25,
    'preg-anti-d',
  ],
  [
    'a topic the library missed',
    'is a safari ok at 20 weeks with malaria around',
    'pregnant',
    20,
    'preg-malaria-area',
  ],
  [
    'a topic the library missed',
    'my mother in law wants to put the baby in the sun for his jaundice',
    'postpartum',
    1,
    'baby-jaundice',
  ],
  ['a topic the library missed', 'can i get my hair coloured at 10 weeks', 'pregnant', 10, 'preg-hair-dye'],
  [
    'a topic the library missed',
    'can he have his teddy in the cot yet',
    'postpartum',
    20,
    'baby-cot-products',
  ],
];

describe('retrieval by family', () => {
  it.each(cases)('%s: "%s"', (_family, message, stage, week, id) => {
    expect(answers(message, stage, week)).toBe(id);
  });

  it('reads an everyday word as meant, not as a slip for a library word', () => {
    // "stuff" is everyday speech, not a misspelt "stuffy"; "bang" is not "bag".
    expect(
      finder.matches('buying stuff for the nursery', { stage: 'pregnant', week: 30 }, 3),
    ).not.toContainEqual(
      expect.objectContaining({ entry: expect.objectContaining({ id: 'preg-blocked-nose' }) }),
    );
  });

  it('folds brands and amounts to the library’s words', () => {
    expect(foldText('Nurofen or Calpol')).toContain('ibuprofen');
    expect(foldText('4oz')).toBe('4 oz');
    expect(foldText('120mls')).toBe('120 ml');
    expect(foldText('my boss')).toContain('employer');
    expect(foldText('with my 2nd')).toBe('with my second');
    expect(foldText('mat leave')).toBe('maternity leave');
    expect(foldText('are these BH')).toContain('braxton hicks');
    expect(foldText('i ran until 30 weeks')).toContain('run');
    expect(foldText('her milk took ages to come in')).not.toContain('hospital');
    expect(foldText('im O negative')).toContain('rhesus negative');
    expect(foldText('she keeps bursting into tears')).not.toContain('tear');
    expect(foldText('spotting')).toBe('light bleeding');
  });
});

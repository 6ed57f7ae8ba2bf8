/**
 * Retrieval by family, on the real library: brands and everyday names, drinks, products, ages, amounts, her
 * story around the question, and her stage and weeks. Wordings of the helper's own (never a blind set's), one
 * or two per family, so a change that breaks a family fails here with its name.
 */
import { describe, expect, it } from 'vitest';
import { testContent } from '../../testing/test-app.ts';
import { createAnswerFinder } from '../../zara/responder-answers.ts';
import { foldText } from './answer-folds.ts';

const finder = createAnswerFinder(testContent());
const answers = (message: string, stage: 'pregnant' | 'postpartum', week: number) =>
  finder.answer(message, { stage, week, babyWeeks: null })?.entry.id ?? null;

const cases: [family: string, message: string, stage: 'pregnant' | 'postpartum', week: number, id: string][] =
  [
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
    [
      'a product by name',
      'are cot bumpers safe, buying for the nursery',
      'pregnant',
      33,
      'baby-cot-products',
    ],
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
    [
      'before she knew',
      'i had 2 glasses of wine before i found out',
      'pregnant',
      5,
      'preg-drank-before-knew',
    ],
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
  });
});

/**
 * Iteration 19's families, asked in the helper's own wordings and other cultures' words for the same practice
 * (never AH36's or AH37's, nor the library's ways of asking): family traditions by class (a thread, bracelet or
 * beads on a baby, an eclipse, the Ramadan fast in pregnancy, dates before labour, a belly wrap after the birth,
 * a hanging cradle, guessing the sex from the bump, the first milk called bad, saffron milk), and the fact a
 * question turns on beside its entry.
 */
import { describe, expect, it } from 'vitest';
import { type FamilyCase, type FamilyFact, familyTests } from '../../testing/answer-library.ts';
import { foldText } from './answer-folds.ts';

const cases: FamilyCase[] = [
  [
    'an azabache bracelet',
    'my suegra put an azabache bracelet on the baby for mal de ojo, can he sleep with it on',
    'postpartum',
    6,
    'baby-thread-amulet',
  ],
  [
    'waist beads',
    'grandma tied waist beads on my 2 month old, is that ok at night',
    'postpartum',
    8,
    'baby-thread-amulet',
  ],
  [
    'a lunar eclipse',
    'lunar eclipse tonight and my aunty says a pregnant woman must not hold a knife or the baby gets a birthmark',
    'pregnant',
    24,
    'preg-eclipse',
  ],
  ['puasa', 'is it ok to do puasa at 18 weeks pregnant', 'pregnant', 18, 'preg-fasting-ramadan'],
  [
    'kurma before labour',
    'should i eat kurma every day from 36 weeks to help labour along',
    'pregnant',
    36,
    'preg-dates-labour',
  ],
  [
    'a bengkung',
    'my mum wants me to wear a bengkung after my normal birth so my tummy goes flat, is it good',
    'postpartum',
    1,
    'pp-belly-binding',
  ],
  [
    'a duyan',
    'my lola wants the baby to sleep in the duyan all night because he settles better',
    'postpartum',
    4,
    'baby-hammock-cradle',
  ],
  [
    'carrying high',
    'everyone says i am carrying high so it must be a girl, can you really tell',
    'pregnant',
    26,
    'preg-bump-shape-sex',
  ],
  [
    'the first milk called bad',
    'my mother in law says the first yellow milk is bad and we should throw it away, is she right',
    'postpartum',
    0,
    'feed-colostrum-not-dirty',
  ],
];

const facts: FamilyFact[] = [
  ['jaundice in daylight', 'how do i check my newborn for jaundice', 'postpartum', 0, /daylight/],
  [
    'female staff',
    'can i have a female midwife when i give birth',
    'pregnant',
    36,
    /female doctors and midwives/,
  ],
  ['legs straighten', 'is swaddling bad for the hips', 'postpartum', 2, /straighten on their own/],
  ['the postnatal check matters', 'when is my postnatal check', 'postpartum', 5, /important to go/],
];

describe('iteration 19: family traditions by class and the fact beside its entry', () => {
  familyTests(cases, facts);

  it('reads a tradition by its own names as its class', () => {
    expect(foldText('a taweez on kala dhaga')).toContain('amulet thread');
    expect(foldText('surya grahan')).toBe('eclipse');
    expect(foldText('keeping roza')).toContain('ramadan fast');
    expect(foldText('6 khajoor a day')).toContain('dates');
    expect(foldText('a saree jhoola')).toContain('hammock cradle');
    // The bump's shape is the sex question only when a boy or girl is named.
    expect(foldText('bump is low so its a boy')).toContain('bump shape sex');
    expect(foldText('my bump is low, is labour close')).not.toContain('bump shape sex');
  });
});

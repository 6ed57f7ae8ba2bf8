/**
 * Iteration 21's families, asked in the helper's own wordings (never AH40-AH43's, nor the library's ways of
 * asking): questions that found nothing though a real entry exists, the two new entries, the local names of a
 * baby's things, the fact a question turns on beside its entry, and English questions that keep their entries.
 */
import { describe, expect, it } from 'vitest';
import { type FamilyCase, type FamilyFact, familyTests } from '../../testing/answer-library.ts';
import { foldText } from './answer-folds.ts';

const cases: FamilyCase[] = [
  [
    'car seat: second hand',
    'my cousin is selling her old baby capsule on gumtree, ok to use it for our newborn?',
    'pregnant',
    33,
    'pp-second-hand-car-seat',
  ],
  [
    'labour: the birth partner',
    'first time dad, what am i meant to do while she is in labour so im not just standing around',
    'pregnant',
    38,
    'birth-partner-role',
  ],
  [
    'bottle: propping',
    'can i leave the bottle propped on a cushion so she feeds on her own for a bit',
    'postpartum',
    6,
    'feed-responsive-bottle-feeding',
  ],
  [
    'bottle: half drunk',
    'he only took half his bottle before nodding off, is it ok to give him the rest when he wakes',
    'postpartum',
    4,
    'feed-leftover-formula',
  ],
  [
    'infection contact',
    'my daughter came home from nursery with chickenpox and i cant remember if i had it, im 20 weeks',
    'pregnant',
    20,
    'preg-infection-exposure',
  ],
  [
    'a second baby',
    'so scared about coping with a toddler and a newborn, i cry about it most days, 22 weeks',
    'pregnant',
    22,
    'preg-second-baby-guilt',
  ],
  [
    'a partner in pregnancy',
    'my wife is 12 weeks pregnant, how can i support her day to day',
    'pregnant',
    12,
    'preg-partner-how-to-help',
  ],
  [
    'a sick toddler',
    'my 2 year old has a bad cold and a fever, how do i stop my 6 week old getting it',
    'postpartum',
    6,
    'baby-sick-sibling',
  ],
  [
    'Ireland at night',
    'we are in cork, who do we phone at night if the baby is sick as there is no 111 here',
    'postpartum',
    5,
    'baby-unwell-at-night-who-to-call',
  ],
  // English questions that keep their entries.
  ['kept: alcohol', 'is it safe to drink any alcohol while pregnant', 'pregnant', 14, 'preg-alcohol'],
  ['kept: fish oil capsules', 'can i take fish oil capsules in pregnancy', 'pregnant', 20, 'preg-omega-3'],
];

const facts: FamilyFact[] = [
  ['car seat: Australia', 'is a used car seat ok in australia', 'pregnant', 34, /restraint fitter/],
  ['bottle: propping', 'is it ok to prop up a bottle for my baby', 'postpartum', 6, /overfeed/],
  ['folic acid: BMI', 'how much folic acid do i need', 'pregnant', 6, /5 mg/],
  ['dummy: falls out', 'should i give my baby a dummy at night', 'postpartum', 6, /no need to put it back/],
];

describe('iteration 21: real entries reached, new entries, local names and facts beside their entries', () => {
  familyTests(cases, facts);

  it('reads a capsule in the car as a car seat, and a fish oil capsule as itself', () => {
    expect(foldText('the capsule in the car, rearward facing?')).toContain('car seat');
    expect(foldText('can i take fish oil capsules')).not.toContain('car seat');
    expect(foldText('they cost $400 new')).not.toMatch(/temperature/);
  });
});

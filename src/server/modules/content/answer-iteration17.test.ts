/**
 * Iteration 17's families, asked in the helper's own wordings (never AH32's or AH33's, nor the library's ways of
 * asking): what was "don't know" (sex in pregnancy feared to touch the baby, an induction booked at 41 weeks,
 * flying after 28 weeks, dozing on the sofa with the baby, a febrile seizure in an older child, stopping an
 * antidepressant on finding out), Caribbean Patois and the words of a grandmother (cerasee and bush tea, uji,
 * gogo and shosh), and the fact a question turns on beside its entry.
 */
import { describe, expect, it } from 'vitest';
import { type FamilyCase, type FamilyFact, familyTests } from '../../testing/answer-library.ts';
import { foldText } from './answer-folds.ts';

const cases: FamilyCase[] = [
  [
    'sex feared to hurt',
    'my boyfriend thinks having sex at 34 weeks will hurt the babys head, is that true',
    'pregnant',
    34,
    'preg-sex',
  ],
  [
    'induction at 41',
    'midwife wants to induce me at 41+3, can I just wait and see if labour starts on its own?',
    'pregnant',
    41,
    'preg-overdue',
  ],
  [
    'flying after 28',
    'are you allowed on a plane at 33 weeks, heard airlines say no after 28',
    'pregnant',
    33,
    'preg-flying',
  ],
  [
    'flying, she will be',
    'is it true u cant fly after 28 weeks? our holiday is when shell be 33 weeks',
    'pregnant',
    26,
    'preg-flying',
  ],
  [
    'dozing on the sofa',
    'my husband dozes off in the armchair with her on his chest most nights, is that dangerous',
    'postpartum',
    3,
    'baby-sofa-sleep',
  ],
  [
    'febrile seizure',
    'her brother had a fit with a high temp when he was 2, does that mean the baby could get them, shes 7 months',
    'postpartum',
    30,
    'baby-febrile-seizure-worry',
  ],
  [
    'antidepressant on finding out',
    'im on citalopram and got a positive test today, my mum says come off it now for the baby',
    'pregnant',
    5,
    'preg-antidepressants',
  ],
  [
    'tummy sleep',
    'is it really that bad to let him sleep on his front? my mum put all of us on our stomachs',
    'postpartum',
    12,
    'baby-rolls-onto-tummy-asleep',
  ],
  [
    'a thermometer under the arm',
    'which is better for a 3 week old, the ear thermometer or a digital one under the arm',
    'postpartum',
    3,
    'baby-thermometer-which',
  ],
  [
    'uji before 6 months',
    'my mother in law wants to give uji at 4 months because he wakes at night, is it too early',
    'postpartum',
    17,
    'feed-when-to-start-solids',
  ],
];

const facts: FamilyFact[] = [
  [
    'VBAC her choice',
    'after a c section last time can I try for a normal birth this time',
    'pregnant',
    22,
    /it is your choice/,
  ],
  [
    'malaria beside flying',
    'flying to Lagos at 24 weeks to see family, anything I should know about the flight',
    'pregnant',
    24,
    /malaria/i,
  ],
  [
    'yellow poo by day 5',
    'day 5 and his poo has gone yellow and seedy, is that ok',
    'postpartum',
    0,
    /good sign/,
  ],
  [
    'mastitis beside sore nipples',
    'my nipples are so sore and cracked, any tips',
    'postpartum',
    1,
    /mastitis/,
  ],
  [
    'TICKS beside the car seat',
    'how long can she sleep in the car seat on a long drive, and is a sling better',
    'postpartum',
    4,
    /TICKS/,
  ],
  [
    'a changed cry',
    'is this purple crying? every evening he screams for hours',
    'postpartum',
    6,
    /cry changes/,
  ],
  ['the baby check', 'what happens at the 6 week check', 'postpartum', 5, /hips/],
  ['39 C at 3 to 6 months', 'what temperature is a fever in a baby', 'postpartum', 14, /39 C/],
  [
    'LAM beside sex after birth',
    'when can we start having sex again after the baby',
    'postpartum',
    6,
    /all three/,
  ],
  [
    'back sleeping and SIDS',
    'she keeps rolling onto her tummy at night, do I turn her back',
    'postpartum',
    14,
    /greatly lowers the risk/,
  ],
  [
    'tandem feeding',
    'can I breastfeed my toddler and the newborn at the same time',
    'postpartum',
    1,
    /supply and demand/,
  ],
  [
    'febrile seizure: medicine does not prevent',
    'will calpol stop my baby having a febrile seizure',
    'postpartum',
    30,
    /do not prevent/,
  ],
];

describe('iteration 17: what was "don\'t know", Patois and the fact beside its entry', () => {
  familyTests(cases, facts);

  it('reads Patois particles, a grandmother and her remedies', () => {
    expect(foldText('mi granny seh fi drink it').trim()).toBe('my grandparents says drink it');
    expect(foldText('a pickney')).toBe('a baby');
    expect(foldText('cerasee')).toBe('herbal tea');
    expect(foldText('bush tea')).toBe('herbal tea');
    expect(foldText('fi build up di baby blood')).toContain('iron');
    expect(foldText('gogo says')).toBe('grandparents says');
    expect(foldText('nodding off')).toContain('doze');
    expect(foldText('shell be 30 weeks')).toBe('she will be 30 weeks');
  });
});

import { describe, expect, it } from 'vitest';
import { triage, type TriageLevel, type TriageStage } from './triage.ts';

/*
 * The families of false alarms on everyday questions found by the blind answer sets AH28/AH29 (batch Q12), in new
 * wordings written for these tests (not Q12's), each beside the real sign the family must keep raising.
 */
type Case = [text: string, stage: TriageStage, week: number | null, level: TriageLevel];
const level = ([text, stage, week]: Case) => triage(text, { stage, week }).level;

const routine: Case[] = [
  // A fear in pregnancy that the way she slept hurt the baby.
  [
    'keep rolling onto my back in the night, am i hurting the baby?? so worried. 31 weeks',
    'pregnant',
    31,
    'routine',
  ],
  // A drink given to the baby, a flow grown lighter, two medicines for the baby.
  [
    'my aunt says give him gripe water for the colic, he is 3 weeks and feeding fine. does it work?',
    'postpartum',
    3,
    'routine',
  ],
  [
    'bleeding is much lighter now at 3 weeks, more pinky brown. when can I go swimming?',
    'postpartum',
    3,
    'routine',
  ],
  [
    'can I alternate calpol and ibuprofen for my 10 month old? she has a cold and a temp of 38.4',
    'postpartum',
    43,
    'routine',
  ],
  // The weather, and an older baby's temperature.
  [
    'its meant to be 38 degrees outside tomorrow, how do i keep the nursery cool for a 2 month old?',
    'postpartum',
    8,
    'routine',
  ],
  [
    'my 6 month old has 38.5 after his jabs but hes giggling and drinking his milk, ok to give calpol?',
    'postpartum',
    26,
    'routine',
  ],
  // A cold that makes her feel like death.
  [
    'streaming head cold and i feel like death warmed up, 5 weeks postpartum. what can i take while breastfeeding?',
    'postpartum',
    5,
    'routine',
  ],
  // Nipples in bits, walking a lot, iron to build blood, heartburn she cannot keep putting up with.
  [
    'nipples are in bits and one is bleeding a bit, day 5, how do i fix the latch',
    'postpartum',
    1,
    'routine',
  ],
  [
    'lochia is brown but goes red when i walk a lot, 10 days after birth. how long does it last?',
    'postpartum',
    2,
    'routine',
  ],
  [
    'my nan says eat liver to build up my blood, iron is low. 26 weeks. is liver ok?',
    'pregnant',
    26,
    'routine',
  ],
  [
    'heartburn every night, i cant keep putting up with it. 33 weeks, what else helps?',
    'pregnant',
    33,
    'routine',
  ],
  // A parent's habits and a baby who sleeps on her.
  [
    'he only naps on my chest, is bed sharing safe if i dont drink or smoke? 3 weeks old',
    'postpartum',
    3,
    'routine',
  ],
];

const raised: Case[] = [
  // Her low mood told by a partner, dated from the birth (the net had learned the fathers' own as routine).
  [
    'worried about my wife, since about 10 days after the birth she is tearful and flat every day. baby is 5 weeks',
    'postpartum',
    5,
    'urgent',
  ],
  [
    'I keep picturing holding the baby under the bath water, I am scared I will hurt him',
    'postpartum',
    4,
    'emergency',
  ],
  [
    'I have been saving up all his calpol and mine, I want us both to go to sleep and not wake up',
    'postpartum',
    6,
    'emergency',
  ],
  ['my 6 week old has a temp of 38.3 and is not feeding well', 'postpartum', 6, 'emergency'],
  ['i have a temp of 38.6 and my breast is red and sore, baby is 4 months', 'postpartum', 17, 'urgent'],
  [
    '10 days after birth, shivering so hard I cannot stop and I feel like I am going to die',
    'postpartum',
    2,
    'emergency',
  ],
  [
    '2 weeks after birth I soaked a pad in half an hour and passed a clot the size of a plum',
    'postpartum',
    2,
    'urgent',
  ],
  ['I cannot keep anything down, not even water, for two days. 12 weeks', 'pregnant', 12, 'urgent'],
  ['baby 4 days old, yellow down to his legs now and too sleepy to feed', 'postpartum', 0, 'emergency'],
  ['she has not fed since 5am, it is 3pm, 6 days old and very sleepy', 'postpartum', 0, 'urgent'],
];

describe("everyday questions that borrow a sign's words (Q12 families)", () => {
  it.each(routine)('leaves routine: %s', (...c) => {
    expect(level(c)).toBe('routine');
  });
  it.each(raised)('still raises: %s', (...c) => {
    const got = level(c);
    expect(c[3] === 'emergency' ? got : got === 'routine' ? 'routine' : 'urgent').toBe(
      c[3] === 'emergency' ? 'emergency' : 'urgent',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { type Stage, statedWeek } from './stated-week.ts';

const cases: [message: string, stage: Stage | null, expected: ReturnType<typeof statedWeek>][] = [
  // A relative or friend says whose pregnancy, and its week.
  [
    'my daughter is 30 weeks with her first, how often should she see the midwife',
    null,
    { stage: 'pregnant', week: 30 },
  ],
  [
    "my sister's 30 wks and wants to fly over to see us, is she allowed?",
    'postpartum',
    { stage: 'pregnant', week: 30 },
  ],
  [
    'im her mum. my daughter is 14 weeks, surely one glass of wine wont hurt',
    null,
    { stage: 'pregnant', week: 14 },
  ],
  ['my friend is 8 wks pregnant n wants to know about coffee', 'postpartum', { stage: 'pregnant', week: 8 }],
  // After the birth, "my daughter is N weeks" is her baby, not a pregnancy.
  ['my daughter is 30 weeks and not sleeping', 'postpartum', null],
  // Said outright.
  ['40+5 and no signs, what happens now', null, { stage: 'pregnant', week: 40 }],
  ['5 months pregnant and my back hurts', null, { stage: 'pregnant', week: 21 }],
  // How she looks is not her stage.
  ['8 wks pp and i still look 5 months pregnant', 'postpartum', { stage: 'postpartum', week: 8 }],
  [
    'my tummy looks like im 20 weeks pregnant, baby is 2 months',
    'postpartum',
    { stage: 'postpartum', week: 8 },
  ],
  ['now 34 weeks with #2, can I try for a vbac', 'pregnant', { stage: 'pregnant', week: 34 }],
  // The baby's age, or time since the birth.
  ['my nieces baby is 4 days old and a bit yellow', null, { stage: 'postpartum', week: 0 }],
  ['how much tylenol for my 5 month old', 'pregnant', { stage: 'postpartum', week: 21 }],
  [
    'its boiling here, should she give the baby water? shes 2 weeks',
    'postpartum',
    { stage: 'postpartum', week: 2 },
  ],
  [
    '2nd degree tear, 4 wks postpartum. when do the stitches dissolve',
    null,
    { stage: 'postpartum', week: 4 },
  ],
  ['C-section 2 weeks ago. When can I drive again', 'pregnant', { stage: 'postpartum', week: 2 }],
  [
    'my sister had a c section yesterday, what painkillers can she take',
    null,
    { stage: 'postpartum', week: 0 },
  ],
  ['the baby is 3 months, how do i stop her catching the cold', null, { stage: 'postpartum', week: 13 }],
  // Her own week: of the stage she is in, pregnancy if she has none.
  ['6 wks, do i keep taking folic acid', null, { stage: 'pregnant', week: 6 }],
  ['6 wks, is it normal to still bleed', 'postpartum', { stage: 'postpartum', week: 6 }],
  ["I'll be 29 wks when we fly, is that ok", 'pregnant', { stage: 'pregnant', week: 29 }],
  // "She's N weeks" says a pregnancy or a baby only by the stage of whoever asks.
  ["she's 18 wks, is she meant to have the whooping cough jab", null, null],
  ["she's 18 wks, is she meant to have the whooping cough jab", 'pregnant', { stage: 'pregnant', week: 18 }],
  // Not her week now: a comparison, a week she is told about, a check or jabs, a decimal age.
  ['with my first I went to 41 weeks, will this one be late too', 'pregnant', null],
  ['doc says I need a shot at 28 weeks, what is it for', 'pregnant', null],
  ['8 week jabs next wk, will she get a temperature', 'postpartum', null],
  ['6 wk check tomorrow, what happens', 'postpartum', null],
  ['first baby 37 wks. how will i know its time', 'pregnant', { stage: 'pregnant', week: 37 }],
  ['nothing about weeks here, is sushi ok', 'pregnant', null],
];

describe('statedWeek', () => {
  it.each(cases)('%s (%s)', (message, stage, expected) => {
    expect(statedWeek(message, stage)).toEqual(expected);
  });
});

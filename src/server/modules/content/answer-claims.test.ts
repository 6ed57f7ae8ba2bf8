/**
 * Retrieval and answers by family for iteration 12, on the real library: what a relative says and a
 * generation's advice (eating for two, "they run out of room", smoking only outside, feeding every 4 hours,
 * a daily bath and oil, putting off jabs, hair loss "from breastfeeding") and questions that reached nothing or a
 * neighbour (appointments late in pregnancy, flying, checking her baby's breathing, a cold sore, drinks before
 * she knew, the anomaly scan, what to do first); the facts they turn on are in answer-claims-facts.test.ts.
 * Wordings of the helper's own
 * (never a blind set's, nor the ways of asking the library holds), so a change that breaks a family fails
 * here with its name.
 */
import { describe, expect, it } from 'vitest';
import { foldText } from './answer-folds.ts';
import { questionParts } from './question-parts.ts';
import { familyTests, type FamilyCase } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  [
    'double portions',
    'mum keeps telling me to eat double portions since im pregnant',
    'pregnant',
    33,
    'preg-eating-well',
  ],
  [
    'seconds',
    'my aunty says i need seconds at every meal now im in the third trimester',
    'pregnant',
    31,
    'preg-eating-well',
  ],
  [
    'out of space',
    'my gran reckons babies slow down at the end cos they run out of space, true?',
    'pregnant',
    36,
    'preg-movements-late',
  ],
  [
    'no room',
    'auntie says its normal for baby to go quiet near the due date as theres no room',
    'pregnant',
    34,
    'preg-movements-late',
  ],
  [
    'smoking in the garden',
    'my partner only smokes in the garden so thats ok for the baby right',
    'pregnant',
    30,
    'partner-smoking-outside',
  ],
  [
    'smoking on the balcony',
    'my boyfriend says its fine if he smokes out on the balcony once the baby is here',
    'pregnant',
    35,
    'partner-smoking-outside',
  ],
  [
    '4-hourly feeds',
    'hes a week old and feeds nonstop, my mum says stretch him to 4 hourly',
    'postpartum',
    1,
    'feed-how-often-breastfeed',
  ],
  [
    'every four hours',
    '3 day old wants feeding all the time but my nan says only every four hours',
    'postpartum',
    0,
    'feed-how-often-breastfeed',
  ],
  [
    'oil and a daily bath',
    'granny wants to bath her every day and massage her with mustard oil',
    'postpartum',
    2,
    'baby-bath-how-often',
  ],
  [
    'jabs when bigger',
    'grandma says wait until hes bigger for the injections',
    'postpartum',
    6,
    'baby-vaccinations',
  ],
  [
    'jabs spread out',
    'my dad says we should spread out her vaccines and not do them all together',
    'postpartum',
    6,
    'baby-vaccinations',
  ],
  [
    'hair and breastfeeding',
    'losing loads of hair, my sister says its the breastfeeding',
    'postpartum',
    14,
    'pp-hair-loss',
  ],
  ['an appointment typed fast', 'when is my next appt, im 26 weeks', 'pregnant', 26, 'preg-antenatal-visits'],
  [
    'a flight for a hen do',
    'booked a flight to portugal at 34 weeks for a hen do, will they let me on',
    'pregnant',
    30,
    'preg-flying',
  ],
  [
    'checking breathing',
    'i check hes still breathing every few minutes at night, am i losing it',
    'postpartum',
    3,
    'pp-anxiety',
  ],
  [
    'a grandad with a cold sore',
    'grandad has a cold sore, can he still cuddle our newborn',
    'postpartum',
    1,
    'baby-visitors-kisses',
  ],
  [
    'a cold sore and a granddaughter',
    'i have a cold sore, can i still hold my granddaughter',
    'postpartum',
    2,
    'baby-visitors-kisses',
  ],
  ['her own cold sores', 'i get cold sores, will it hurt the baby', 'pregnant', 20, 'preg-cold-sores-herpes'],
  [
    'a party before she knew',
    'had a few drinks at a party before i knew, have i hurt the baby',
    'pregnant',
    6,
    'preg-drank-before-knew',
  ],
  ['the morphology scan', 'when is the morphology ultrasound', 'pregnant', 16, 'preg-scans-when'],
  [
    'what to do first',
    'im 7 weeks pregnant what should i do first',
    'pregnant',
    7,
    'preg-booking-appointment',
  ],
  ['who to contact', '6 weeks pregnant, who do i contact', 'pregnant', 6, 'preg-booking-appointment'],
];

describe('what a relative says, missing entries and the fact a question turns on (iteration 12)', () => {
  familyTests(cases, []);

  it('reads the claim, the weather, the occasion and a bare "have I hurt the baby" in the library words', () => {
    expect(foldText('im eating for 2')).toBe('im eatingfortwo');
    expect(foldText('they run out of room')).toBe('they less room');
    expect(foldText('babies slow down')).toBe('babies move less');
    expect(foldText('4 hourly')).toBe('every 4 hours');
    expect(foldText('its 40 degrees here')).toBe('hot weather here');
    expect(foldText('a temperature of 38 degrees')).toContain('temperature 38');
    expect(foldText('his temp has been 39 degrees today')).toContain('temperature 39');
    expect(foldText('his temp its 39 degrees here')).toContain('temperature 39');
    expect(foldText('my bf smokes')).toBe('my partner smokes');
    expect(foldText('can i bf on antibiotics')).toContain('breast feeding');
    expect(foldText('fly to spain for my cousins wedding')).toBe('fly abroad ');
    expect(questionParts('had drinks before i knew. have i hurt the baby?')).toEqual([
      'had drinks before i knew. have i hurt the baby?',
    ]);
    expect(questionParts('i fell down the stairs. what should i do?')).toEqual(['what should i do?']);
  });
});

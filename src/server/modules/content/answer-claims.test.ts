/**
 * Retrieval and answers by family for iteration 12, on the real library: what a relative says and a
 * generation's advice (eating for two, "they run out of room", smoking only outside, feeding every 4 hours,
 * a daily bath and oil, putting off jabs, breastfeeding as contraception, hair loss "from breastfeeding"),
 * questions that reached nothing or a neighbour (appointments late in pregnancy, flying, checking her baby's
 * breathing, a cold sore, drinks before she knew, the anomaly scan, what to do first), and the fact a
 * question turns on (antacids and iron, aspirin until 36 weeks, cold remedies and paracetamol, alternating a
 * baby's painkillers, paracetamol after MenB, never shaking a crying baby). Wordings of the helper's own
 * (never a blind set's, nor the ways of asking the library holds), so a change that breaks a family fails
 * here with its name.
 */
import { describe, expect, it } from 'vitest';
import { foldText } from './answer-folds.ts';
import { questionParts } from './question-parts.ts';
import { answers, reply, type Stage } from '../../testing/answer-library.ts';

const cases: [family: string, message: string, stage: Stage, week: number, id: string][] = [
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

const facts: [family: string, message: string, stage: Stage, week: number, fact: RegExp][] = [
  [
    'eating for two: 200 calories',
    'my grandma says i should be eating for two now, is she right',
    'pregnant',
    30,
    /200 extra calories/,
  ],
  [
    'no room: a myth, call',
    'my mother says they stop kicking so much at the end because there isnt space, is she right',
    'pregnant',
    37,
    /myth[\s\S]*call your maternity unit straight away/,
  ],
  [
    'smoking outside: cot death',
    'hubby smokes outside only, can he still hold the baby after',
    'postpartum',
    2,
    /cot death|SIDS/,
  ],
  [
    'feeds: 8-12 in 24 hours',
    'my mother in law says feed him every 4 hours on a schedule, hes 5 days old',
    'postpartum',
    1,
    /8-12 times in 24 hours/,
  ],
  [
    'bath: two or three a week, no oils',
    'my mother in law oils the baby and bathes her daily, is that ok',
    'postpartum',
    3,
    /Two or three baths a week[\s\S]*no oils or lotions in the first month/,
  ],
  [
    'jabs: on time',
    'thinking of delaying his 8 week jabs, mum thinks its too much for him',
    'postpartum',
    7,
    /first routine vaccines are at 8 weeks[\s\S]*Delaying or spreading them out only leaves your baby unprotected/,
  ],
  [
    'LAM: three conditions',
    'can i fall pregnant if im breastfeeding and havent had a period yet',
    'postpartum',
    5,
    /under 6 months, you fully breastfeed day and night/,
  ],
  [
    'hair: hormones, 3 to 4 months',
    'my hair is falling out, does breastfeeding cause it',
    'postpartum',
    12,
    /not breastfeeding[\s\S]*3 to 4 months/,
  ],
  ['appointments: every 2 weeks', 'how often r my checkups now at 32 weeks', 'pregnant', 32, /2 weeks/],
  [
    'flying: 36 weeks',
    'flying abroad at 33 weeks is that allowed',
    'pregnant',
    28,
    /36 to 37 weeks \(about 32 weeks with twins\)/,
  ],
  [
    'checking breathing: anxiety',
    'so scared she will stop breathing i check on her constantly',
    'postpartum',
    6,
    /postnatal anxiety/,
  ],
  ['cold sore: no kissing', 'my mum has a cold sore can she hold the baby', 'postpartum', 2, /kiss/],
  [
    'drinks before she knew: low risk',
    'went out drinking at a party before i found out, is the baby ok',
    'pregnant',
    5,
    /unlikely|low/,
  ],
  [
    'first steps: booking by 10 weeks',
    'just found out at 7 weeks, do i call the doctor or a midwife',
    'pregnant',
    7,
    /10 weeks/,
  ],
  [
    'antacids apart from iron',
    'can i take rennie with my iron tablets',
    'pregnant',
    30,
    /at least 2 hours apart/,
  ],
  ['aspirin until 36 weeks', 'how long do i take low dose aspirin for', 'pregnant', 25, /until 36 weeks/],
  [
    'paracetamol at the normal dose',
    'can i take beechams or just paracetamol for my cold',
    'pregnant',
    12,
    /paracetamol is fine in pregnancy at the normal dose/,
  ],
  [
    'cold remedies double the paracetamol',
    'i have flu, can i take paracetamol and lemsip together',
    'pregnant',
    14,
    /doubles the dose[\s\S]*Sudafed/,
  ],
  [
    'a baby: alternating',
    'can i alternate calpol and ibuprofen for teething temp',
    'postpartum',
    30,
    /Alternating[\s\S]*do not give both at once/,
  ],
  [
    'her own painkillers together',
    'can i take nurofen and paracetamol together for my stitches while breastfeeding',
    'postpartum',
    1,
    /together or alternated/,
  ],
  [
    'after MenB: 2.5 ml, 3 doses',
    'is a temperature normal after his 8 week vaccines',
    'postpartum',
    8,
    /3 doses[\s\S]*2\.5 ml[\s\S]*4 to 6 hours apart/,
  ],
  [
    'colic: never shake',
    'colic screaming every evening nothing helps, does infacol work',
    'postpartum',
    4,
    /never shake a baby/,
  ],
  [
    'induction: a sweep first',
    'im 40 weeks and fed up, when do they induce you',
    'pregnant',
    40,
    /membrane sweep/,
  ],
];

describe('what a relative says, missing entries and the fact a question turns on (iteration 12)', () => {
  it.each(cases)('%s: "%s" reaches its entry', (_family, message, stage, week, id) => {
    expect(answers(message, stage, week)).toBe(id);
  });

  it.each(facts)('%s: "%s" is answered with its fact', (_family, message, stage, week, fact) => {
    expect(reply(message, stage, week)).toMatch(fact);
  });

  it('reads the claim, the weather, the occasion and a bare "have I hurt the baby" in the library words', () => {
    expect(foldText('im eating for 2')).toBe('im eatingfortwo');
    expect(foldText('they run out of room')).toBe('they less room');
    expect(foldText('babies slow down')).toBe('babies move less');
    expect(foldText('4 hourly')).toBe('every 4 hours');
    expect(foldText('its 40 degrees here')).toBe('hot weather here');
    expect(foldText('a temperature of 38 degrees')).toContain('temperature 38');
    expect(foldText('my bf smokes')).toBe('my partner smokes');
    expect(foldText('can i bf on antibiotics')).toContain('breast feeding');
    expect(foldText('fly to spain for my cousins wedding')).toBe('fly abroad ');
    expect(questionParts('had drinks before i knew. have i hurt the baby?')).toEqual([
      'had drinks before i knew. have i hurt the baby?',
    ]);
    expect(questionParts('i fell down the stairs. what should i do?')).toEqual(['what should i do?']);
  });
});

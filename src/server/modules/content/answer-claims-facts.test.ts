/**
 * The facts the questions of iteration 12 turn on, in the answers they reach on the real library: what a
 * relative's claim is answered with (200 extra calories, the movements myth, 8-12 feeds, two or three baths and
 * no oils, jabs on time, LAM's conditions, hair loss from hormones), the entries that were missed (appointments,
 * flying, postnatal anxiety, a cold sore, drinks before she knew, booking) and the fact a question turns on
 * (antacids and iron, aspirin until 36 weeks, cold remedies and paracetamol, alternating a baby's painkillers,
 * her own taken together, paracetamol after MenB, never shaking a crying baby, a sweep before induction).
 * Wordings of the helper's own, never a blind set's nor the ways of asking the library holds.
 */
import { describe } from 'vitest';
import { familyTests, type FamilyFact } from '../../testing/answer-library.ts';

const facts: FamilyFact[] = [
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
    /36 weeks, some to 37 weeks \(about 32 weeks with twins\)/,
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

describe('the facts the questions of iteration 12 turn on', () => {
  familyTests([], facts);
});

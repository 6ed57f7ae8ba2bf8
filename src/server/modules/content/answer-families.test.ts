/**
 * Retrieval by family for iteration 9, on the real library: where she is ("we live in leeds", "im from dublin",
 * a last word "perth") and asides that say nothing ("is killing me", "if it matters", "nite") are her story; a
 * request for tips on a thing named in two words asks, however long the story before it, and on one word leans
 * on the story; a pregnancy question that names no baby is hers, not the baby's sleep; paracetamol by its names
 * abroad; and the facts a question turns on, said in the lead that a neighbouring answer is given by. Wordings of
 * the helper's own (never a blind set's), with other places and words than the sets used, so a change that
 * breaks a family fails here with its name.
 */
import { describe, expect, it } from 'vitest';
import { answers, familyTests, type FamilyCase, type FamilyFact } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  [
    'where she lives, and an aside',
    'my back is killing me at 31 weeks, we live in leeds. what helps',
    'pregnant',
    31,
    'preg-back-pain',
  ],
  [
    'where she is from, and "if it matters"',
    'constipation at 22 wks, im from dublin if it matters, what can i take',
    'pregnant',
    22,
    'preg-constipation',
  ],
  [
    'a place as the last word, and "nite"',
    'cant sleep at nite, 33 weeks, living in mombasa',
    'pregnant',
    33,
    'preg-insomnia',
  ],
  [
    'a place after the question',
    'how long can breast milk stay in the fridge? we are in perth',
    'postpartum',
    6,
    'feed-storing-breast-milk',
  ],
  [
    'a request for tips on a thing named in two words',
    'baby is 3 weeks, we are in lagos, and hes so windy after feeds. any tips on burping',
    'postpartum',
    3,
    'baby-wind-burping',
  ],
  [
    'a request for tips on one word leans on the story',
    'legs cramping every night and my bump is heavy, 32 wks. any tips on stretches',
    'pregnant',
    32,
    'preg-leg-cramps',
  ],
  [
    'a right at work',
    'can my employer refuse to let me express milk at work',
    'postpartum',
    20,
    'feed-returning-to-work-breastfeeding',
  ],
  [
    'an allergy tablet by brand while breastfeeding',
    'can i take piriton for hayfever, im breastfeeding a 3 month old',
    'postpartum',
    13,
    'feed-antihistamines-breastfeeding',
  ],
  [
    'malaria prevention at the clinic, by brand',
    'the nurse at the antenatal clinic gave me fansidar, what is it for',
    'pregnant',
    24,
    'preg-malaria-prevention-at-home',
  ],
  [
    'paracetamol by its name in India',
    'how much crocin syrup for my 4 month old',
    'postpartum',
    17,
    'baby-paracetamol',
  ],
  [
    'co codamol spelt apart',
    'co codamol after my section, breastfeeding, ok?',
    'postpartum',
    1,
    'pp-painkillers-after-birth',
  ],
];

const facts: FamilyFact[] = [
  ['iodine beside folic acid', 'do i need anything besides folic acid? 10 weeks', 'pregnant', 10, /iodine/i],
  [
    'WHO contacts',
    'how many antenatal checkups will i have altogether',
    'pregnant',
    18,
    /at least 8 antenatal/i,
  ],
  ['induction if nothing works', 'what if pineapple doesnt work, 40 weeks', 'pregnant', 40, /41 to 42 weeks/],
  [
    'the check before the gym',
    'when can i do weights at the gym after my c section',
    'postpartum',
    5,
    /6 to 8 week/,
  ],
  [
    'feeds a day',
    'she wants to feed every hour, 4 days old, is she getting enough',
    'postpartum',
    0,
    /8 to 12/,
  ],
  ['the PUMP Act', 'can my employer refuse to let me express milk at work', 'postpartum', 20, /PUMP Act/],
  ['a sedating antihistamine', 'is benadryl ok when nursing a 6 week old', 'postpartum', 6, /drowsy/i],
];

describe('places, asides, requests and the facts a question turns on (iteration 9)', () => {
  familyTests(cases, facts);

  it('lets no place she names choose an entry', () => {
    // "Cork" is also a bottle's; where she is must not lower or change the answer.
    expect(answers('heartburn at 30 weeks, im in cork. what can i do', 'pregnant', 30)).toBe(
      'preg-heartburn',
    );
    expect(answers('heartburn at 30 weeks, what can i do', 'pregnant', 30)).toBe('preg-heartburn');
  });
});

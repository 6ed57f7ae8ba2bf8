/**
 * Retrieval and answers by family for iteration 10, on the real library: a second child (carrying a toddler in
 * pregnancy, getting an older child ready, guilt about the first, when to go in the second time, a toddler in
 * the bed with the baby); what changed since last time or what her mother says (swaddling and rolling,
 * paracetamol after the MenB jabs, baths, the "run out of room" myth); and the fact a question turns on, in the
 * answer on its subject. Wordings of the helper's own (never a blind set's, nor the ways of asking the library
 * holds), so a change that breaks a family fails here with its name.
 */
import { describe, expect, it } from 'vitest';
import { foldText } from './answer-folds.ts';
import { familyTests, type FamilyCase, type FamilyFact } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  [
    'carrying a toddler',
    'my 4 year old still wants carrying everywhere, is that ok at 22 wks',
    'pregnant',
    22,
    'preg-lifting',
  ],
  [
    'an older child readied',
    'getting our 3yo ready for a little sister, any tips',
    'pregnant',
    33,
    'pp-siblings-preparing',
  ],
  [
    'guilt about the first',
    'i feel like im betraying my firstborn by having another baby',
    'pregnant',
    27,
    'preg-second-baby-guilt',
  ],
  [
    'when to go in, second time',
    'when should i head in second time around? last labour was 20 hours',
    'pregnant',
    37,
    'birth-when-to-go-in',
  ],
  [
    'a toddler in the bed',
    'our 2 year old ends up in our bed most nights, can the baby be in with us too',
    'postpartum',
    5,
    'baby-bed-sharing',
  ],
  [
    'sickness and the sex',
    'so much sicker than with my daughter, is it a boy this time',
    'pregnant',
    9,
    'preg-sickness-baby-sex',
  ],
  [
    'how many nappies',
    'roughly how many nappies does a 1 week old get through daily',
    'postpartum',
    1,
    'baby-nappies-how-many-a-day',
  ],
  [
    'expressed milk in a bottle',
    'how much of my pumped milk should grandma give him per feed while im out',
    'postpartum',
    14,
    'feed-expressed-milk-how-much',
  ],
  [
    'a back that is killing her',
    'lower back is killing me at 30 weeks, what can i do apart from whinging',
    'pregnant',
    30,
    'preg-back-pain',
  ],
];

const facts: FamilyFact[] = [
  [
    'carrying: comfortable, knees bent, child close',
    'can i carry my 2yo up the stairs at 16 weeks',
    'pregnant',
    16,
    /bend your knees.*hold your child close/,
  ],
  [
    'an older child: no big changes at the birth',
    'should we move our toddler to a big bed before the baby',
    'pregnant',
    32,
    /potty training, a move to a big bed/,
  ],
  [
    'guilt: common',
    'sad that my eldest wont be the only one anymore, is that weird',
    'pregnant',
    30,
    /very common/,
  ],
  [
    'second labours quicker, waters',
    'my first took 2 days, when do i go in with number 2',
    'pregnant',
    38,
    /Second and later labours are often quicker[\s\S]*waters break|waters break[\s\S]*Second and later labours are often quicker/,
  ],
  [
    'a toddler in the bed: never beside the baby',
    'my toddler sleeps with us, is it ok for the newborn to join',
    'postpartum',
    2,
    /Never let your baby sleep next to a toddler or other children/,
  ],
  [
    'swaddling stops at rolling',
    'grobag or swaddle for our newborn',
    'postpartum',
    1,
    /stop swaddling as soon as your baby shows signs of trying to roll/i,
  ],
  [
    'MenB fever after the jabs',
    'my mum says calpol after jabs only if baby is hot, is that still the advice',
    'postpartum',
    8,
    /MenB/,
  ],
  [
    'no daily bath',
    'when do we do the first bath and does it have to be daily',
    'postpartum',
    0,
    /no need to bath your baby every day|daily bath is not needed/,
  ],
  [
    'the "run out of room" myth',
    'do babies move less near the end as theres less space',
    'pregnant',
    35,
    /myth/i,
  ],
  [
    'sickness does not tell the sex',
    'nausea is awful this time, old wives say that means a girl',
    'pregnant',
    8,
    /cannot tell you your baby’s sex/,
  ],
  [
    'depression back: raised chance, not certain',
    'i had pnd with my son, am i going to get it again',
    'pregnant',
    14,
    /more likely to return[^.]*not certain/,
  ],
  [
    'pelvic floor: about 3 months',
    'how long do pelvic floor exercises take to help, 7 weeks after birth',
    'postpartum',
    7,
    /3 months/,
  ],
  [
    'pumping for work: weeks before, per hour',
    'return to work at 6 months, how do i prepare with pumping',
    'postpartum',
    20,
    /a few weeks before you go back[\s\S]*1 to 1\.5 oz/,
  ],
  [
    'running: carry on if comfortable',
    'i jogged before pregnancy, ok to keep jogging at 24 weeks',
    'pregnant',
    24,
    /carry on running for as long as it feels comfortable/,
  ],
  [
    'second-hand car seats beside the basics',
    'which car seat for a newborn, can i use my cousins old one',
    'pregnant',
    34,
    /full history/,
  ],
  [
    'express at the missed feed',
    'when can dad give a bottle of my milk so i can sleep through one feed',
    'postpartum',
    6,
    /missed feed|express around then/,
  ],
  [
    'bleeding: 6 weeks, pads not tampons',
    'how long will the bleeding after birth last, pads or tampons',
    'postpartum',
    0,
    /6 weeks[\s\S]*tampons/,
  ],
  [
    'nappies a day',
    'how many nappies a day should we expect for a newborn',
    'postpartum',
    0,
    /10 to 12 nappy changes a day/,
  ],
  [
    'milk in the fridge and freezer',
    'how long is expressed milk ok in the fridge and freezer',
    'postpartum',
    4,
    /8 days[\s\S]*6 months/,
  ],
];

describe('a second child, then and now, and the fact a question turns on (iteration 10)', () => {
  familyTests(cases, facts);

  it('reads her words for an older child, pain, this time and a bottle of her milk', () => {
    expect(foldText('my 2yo')).toBe('my toddler');
    expect(foldText('our daughter is 3')).toBe('our toddler');
    expect(foldText('my son is 3 weeks')).toBe('my son is 3 weeks');
    expect(foldText('my eldest')).toBe('my toddler');
    expect(foldText('my back is killing me')).toBe('my back pain');
    expect(foldText('this heat is killing me')).toBe('this heat ');
    expect(foldText('second time round')).toBe('second time');
    expect(foldText('a bottle of my milk')).toContain('express');
    expect(foldText('how many a day? tryna work out how many packs to buy').trim()).toBe('howmuch a day?');
    expect(foldText('what helps apart from moaning to my husband')).not.toContain('moaning');
  });
});

/**
 * Iteration 15's words and customs of her own language and family on the real library
 * (answer-fold-customs.ts and the entries they reach): clay and pica, fresh Latin American cheeses and ceviche,
 * mosquito illnesses on a trip home, a chosen date for a caesarean, a coin or band on the cord, herbs in a baby's
 * bath, quilts and cushions in the cot, alcohol rubs and sweating a fever out, teas for colic, a charcoal stove
 * and steaming after the birth, the month of rest, kajal with an oil massage, sex that "hits the baby", fasting
 * in Ramadan; and the fact a question turns on. Wordings of the helper's own, never a blind set's nor the ways of
 * asking the library holds; and the English words the folds must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { familyTests, type FamilyCase, type FamilyFact } from '../../testing/answer-library.ts';
import { foldText } from './answer-folds.ts';

const cases: FamilyCase[] = [
  [
    'clay: shile from the market',
    'my aunt gave me shile to chew for the nausea, is a bit ok? 16 weeks',
    'pregnant',
    16,
    'preg-cravings',
  ],
  [
    'clay: craving earth',
    'i keep craving to eat clay and dirt after rain, 20 wks, is that weird',
    'pregnant',
    20,
    'preg-cravings',
  ],
  [
    'fresh cheese: queso blanco',
    'can i eat queso blanco from the tienda while pregnant',
    'pregnant',
    18,
    'preg-cheese',
  ],
  [
    'ceviche: aguachile',
    'is aguachile or ceviche ok at 15 weeks, the lime cooks it right?',
    'pregnant',
    15,
    'preg-sushi',
  ],
  [
    'a trip home: dengue',
    'visiting family in colombia at 22 weeks, worried about dengue and mosquitoes',
    'pregnant',
    22,
    'preg-travel-vaccines',
  ],
  [
    'a chosen date: auspicious day',
    'the astrologer gave an auspicious day for my c section at 37 weeks, will the hospital do it',
    'pregnant',
    32,
    'birth-caesarean-before-39-weeks',
  ],
  [
    'a coin on the cord',
    'my suegra wants to tape a coin on the ombligo, the cord is still on, 6 days old',
    'postpartum',
    0,
    'baby-cord-care',
  ],
  [
    'herbs in the bath',
    'mother in law puts neem leaves and turmeric in the bath water for my 2 week old, is that ok',
    'postpartum',
    2,
    'baby-bath-how-often',
  ],
  [
    'quilts in the cot',
    'can i use the rajai my mum made in the crib for my 6 week old',
    'postpartum',
    6,
    'baby-cot-products',
  ],
  [
    'an alcohol rub',
    'my dad says sponge the baby down with rubbing alcohol when he is hot, 5 months, is that ok',
    'postpartum',
    21,
    'baby-fever-care',
  ],
  [
    'sweating it out',
    'grandma wants to wrap him in blankets to sweat the fever out, he is 6 months',
    'postpartum',
    26,
    'baby-fever-care',
  ],
  [
    'teas for colic: chamomile',
    'can i put a little chamomile tea in the bottle for her colic, 5 weeks old',
    'postpartum',
    5,
    'baby-colic-drops-gripe-water',
  ],
  [
    'a charcoal burner',
    'my in laws want a charcoal burner in the bedroom to keep me and the baby warm after the birth',
    'postpartum',
    1,
    'pp-charcoal-steaming',
  ],
  [
    'a yoni steam',
    'is a yoni steam ok after birth to help my stitches heal? 1 week',
    'postpartum',
    1,
    'pp-charcoal-steaming',
  ],
  [
    'the month of rest: 坐月子',
    '坐月子 rules say no washing hair for a month, 5 days after birth, is that true',
    'postpartum',
    0,
    'pp-confinement-customs',
  ],
  [
    'Ramadan: roza',
    'can i keep my roza this ramadan while breastfeeding my 3 month old',
    'postpartum',
    13,
    'feed-fasting-ramadan',
  ],
  [
    'sex: poke the baby',
    'my husband thinks sex will poke the baby, 22 weeks, is it safe',
    'pregnant',
    22,
    'preg-sex',
  ],
  [
    'a balm on a teething baby',
    'can i rub tiger balm on my teething 7 month old, she has a temp',
    'postpartum',
    30,
    'baby-teething',
  ],
];

const facts: FamilyFact[] = [
  [
    'clay: lead and parasites',
    'is it ok to eat a little white clay, i crave it, 14 weeks',
    'pregnant',
    14,
    /lead or parasites/,
  ],
  [
    'a chosen date: from 39 weeks',
    'can we book the caesarean on a lucky date at 37 weeks',
    'pregnant',
    30,
    /from 39 weeks/,
  ],
  [
    'an alcohol rub can poison',
    'should i rub my baby with alcohol for a fever? 4 months',
    'postpartum',
    17,
    /can poison a baby/,
  ],
  [
    'charcoal: carbon monoxide',
    'is a charcoal stove under the bed safe after giving birth',
    'postpartum',
    1,
    /carbon monoxide/,
  ],
  [
    'Ramadan: excused from fasting',
    'fasting in ramadan while exclusively breastfeeding a 2 month old, should i',
    'postpartum',
    8,
    /excused from fasting/,
  ],
  [
    'stitches: a pad when you poo',
    'scared to do a poo with my stitches, 5 days after birth',
    'postpartum',
    0,
    /clean pad against your stitches/,
  ],
];

describe('words and customs of her own language and family (iteration 15)', () => {
  familyTests(cases, facts);

  it('leaves the English words the folds could take alone', () => {
    expect(foldText('is raw fish ok')).toContain('raw fish');
    expect(foldText('pale clay coloured poo')).not.toContain('pica');
    expect(foldText('my baby has a cold and a cough')).toContain('cold');
    expect(foldText('touching the baby after washing hands')).toContain('touching the baby');
    expect(foldText('a nursing pillow and cushions for feeding')).toContain('cushions');
  });

  it('reads the words that name a practice', () => {
    expect(foldText('ayilo')).toContain('pica');
    expect(foldText('queso fresco')).toContain('unpasteurised cheese');
    expect(foldText('nằm than')).toContain('carbon monoxide');
    expect(foldText('捂汗')).toContain('sweat it out');
    expect(foldText('bà nội says')).toContain('grandparents');
    expect(foldText('the ombliguero with a coin')).toContain('binder');
  });
});

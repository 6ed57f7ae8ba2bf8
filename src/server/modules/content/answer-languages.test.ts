/**
 * Iteration 14's languages beside English on the real library: Tagalog beyond the words iteration 13 folded,
 * Nigerian Pidgin, and the Hindi and Urdu words mothers mix in (answer-fold-taglish.ts, answer-fold-pidgin.ts,
 * answer-fold-hindi.ts) reach the English entry. Wordings of the helper's own, never a blind set's nor the ways
 * of asking the library holds; and the English words the folds must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { familyTests, type FamilyCase, type FamilyFact } from '../../testing/answer-library.ts';
import { foldText } from './answer-folds.ts';

const cases: FamilyCase[] = [
  // Tagalog.
  [
    'Tagalog: is she getting enough milk',
    'paano ko malalaman kung sapat ang dede ni baby? 2 weeks siya',
    'postpartum',
    2,
    'feed-is-baby-getting-enough',
  ],
  [
    'Tagalog: beside her in bed',
    'pwede ba katabi ko matulog si baby sa kama? 6 weeks na',
    'postpartum',
    6,
    'baby-bed-sharing',
  ],
  [
    'Tagalog: how long milk keeps',
    'gaano katagal pwede ang breast milk sa ref?',
    'postpartum',
    10,
    'feed-storing-breast-milk',
  ],
  [
    'Tagalog: how many cups of coffee',
    'ilang tasa ng kape pwede habang buntis?',
    'pregnant',
    14,
    'preg-caffeine',
  ],
  [
    'Tagalog: leg cramps at night',
    'lagi akong pinupulikat sa binti tuwing gabi, 30 weeks',
    'pregnant',
    30,
    'preg-leg-cramps',
  ],
  [
    'Tagalog: when she may shower',
    'kelan ba talaga pwede maligo after manganak? may tahi ako',
    'postpartum',
    1,
    'pp-confinement-customs',
  ],
  [
    'Tagalog: when the jabs are',
    'kailan dapat ang bakuna ni baby? 7 weeks na siya',
    'postpartum',
    7,
    'baby-vaccinations',
  ],
  [
    'Tagalog: a fever after the jab',
    'nilalagnat si baby after ng bakuna kahapon, 8 weeks',
    'postpartum',
    8,
    'baby-fever-after-vaccines',
  ],
  [
    'Tagalog: her own cold while feeding',
    'may sipon at ubo ako, pwede ba uminom ng paracetamol habang nagpapadede',
    'postpartum',
    6,
    'feed-cold-remedies-breastfeeding',
  ],
  [
    'Tagalog: breastfeeding as family planning',
    'breastfeeding lang ako, pwede na ba yun as family planning? wala pa regla ko',
    'postpartum',
    10,
    'pp-contraception-breastfeeding',
  ],
  // Nigerian Pidgin.
  [
    'Pidgin: no poo for days',
    'abeg wetin i fit do, my pikin never poo for 5 days, she dey feed well',
    'postpartum',
    9,
    'baby-not-pooed',
  ],
  ['Pidgin: liver in pregnancy', 'abeg i fit chop liver when i get belle?', 'pregnant', 18, 'preg-liver'],
  [
    'Pidgin: crying every evening',
    'wetin i fit do for pikin wey dey cry every evening? 3 weeks old',
    'postpartum',
    3,
    'baby-evening-fussing',
  ],
  [
    'Pidgin: how often to feed',
    'abeg how many times pikin suppose feed for one day? e don reach 2 weeks',
    'postpartum',
    2,
    'feed-how-often-breastfeed',
  ],
  [
    'Pidgin: the cord not yet off',
    'the cord never fall after 3 weeks, e normal?',
    'postpartum',
    3,
    'baby-cord-falling-off',
  ],
  [
    'Pidgin: stout to build blood',
    'una sabi if i fit drink Guinness to build blood? 30 weeks',
    'pregnant',
    30,
    'preg-alcohol',
  ],
  [
    'Pidgin: water in the heat',
    'no be say pikin need water for hot weather? he be 1 month',
    'postpartum',
    4,
    'feed-water-for-baby',
  ],
  // Hindi and Urdu words.
  [
    'Hindi: janam ghutti',
    'can i give janam ghutti to my 10 day old',
    'postpartum',
    1,
    'baby-honey-ghutti-newborn',
  ],
  [
    'Hindi: honey on the tongue',
    'my saas wants to put shahad on the babys tongue for the naming, he is 6 days old',
    'postpartum',
    0,
    'baby-honey-ghutti-newborn',
  ],
  ['Hindi: a nazar mark', 'nazar ka tika on baby face with kajal, safe?', 'postpartum', 5, 'baby-kohl-kajal'],
  [
    'Hindi: sutak',
    'sutak ke 40 din no bath, is it safe to not shower',
    'postpartum',
    1,
    'pp-confinement-customs',
  ],
  [
    'Hindi: malish with mustard oil',
    'dai wants to do malish with mustard oil on my 2 week old, is it ok',
    'postpartum',
    2,
    'baby-bath-how-often',
  ],
  [
    'Hindi: a fever at 2 months',
    'bachche ko bukhar hai 38.5, 2 months old, kya karu',
    'postpartum',
    9,
    'baby-fever-under-3-months',
  ],
  [
    'Hindi: painkillers while feeding',
    'doodh pilane ke time pe kya main paracetamol le sakti hu',
    'postpartum',
    5,
    'feed-painkillers-breastfeeding',
  ],
  ['Hindi: chai with iron', 'chai with iron tablet ok?', 'pregnant', 24, 'preg-iron-anaemia'],
];

const facts: FamilyFact[] = [
  ['Tagalog: coffee, under 200 mg', 'ilang tasa ng kape pwede habang buntis?', 'pregnant', 14, /200 ?mg/],
  [
    'Tagalog: breastfeeding as contraception only while periods have not come back',
    'breastfeeding lang ako, pwede na ba yun as family planning? wala pa regla ko',
    'postpartum',
    10,
    /your periods have not come back/,
  ],
  [
    'Pidgin: Guinness does not build blood',
    'una sabi if i fit drink Guinness to build blood? 30 weeks',
    'pregnant',
    30,
    /no known safe amount of alcohol[\s\S]*does not build blood/,
  ],
  [
    'Hindi: honey, botulism before 12 months',
    'my saas wants to put shahad on the babys tongue for the naming, he is 6 days old',
    'postpartum',
    0,
    /No honey before 12 months: it can cause infant botulism/,
  ],
];

describe('languages beside English (iteration 14)', () => {
  familyTests(cases, facts);

  it('leaves the English words the folds could take alone', () => {
    // A blood group is not Pidgin's "o", raw fish is not Tagalog's "raw" (daw), a month is not "mo".
    expect(foldText('im O negative')).toContain('rhesus negative');
    expect(foldText('is raw fish ok')).toContain('raw fish');
    expect(foldText('how far along am i')).toContain('far');
    expect(foldText('she is 2 mo old')).toContain('mo');
    expect(foldText('the main meal of the day')).toContain('main');
  });

  it('reads the words that name a topic in each language', () => {
    expect(foldText('ilang tasa ng kape')).toContain('coffee');
    expect(foldText('pinupulikat sa binti')).toMatch(/cramps\s+legs/);
    expect(foldText('my pikin dey vomit')).toContain('baby');
    expect(foldText('wetin i fit do')).toContain('what can i do');
    expect(foldText('pehla doodh')).toContain('colostrum');
    expect(foldText('sutak ke 40 din')).toContain('confinement');
  });
});

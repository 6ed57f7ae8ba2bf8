/**
 * Iteration 20's families, asked in the helper's own wordings (never AH38's or AH39's, nor the library's ways of
 * asking): questions in Spanish and Tagalog find the entry an English speaker asking the same gets; family beliefs
 * by class; precise questions with their own entries; and English questions keep their entries, with the language
 * folds leaving English text exactly as it was.
 */
import { describe, expect, it } from 'vitest';
import { type FamilyCase, familyTests } from '../../testing/answer-library.ts';
import { foldLanguages } from './answer-fold-languages.ts';
import { foldText } from './answer-folds.ts';
import { loadContent } from './library.ts';

const cases: FamilyCase[] = [
  ['Spanish: fever', 'mi bebé de 4 meses tiene fiebre, qué hago?', 'postpartum', 17, 'baby-fever-older-baby'],
  [
    'Spanish: bed-sharing',
    'es seguro dormir juntos con el bebé en la cama?',
    'postpartum',
    6,
    'baby-bed-sharing',
  ],
  [
    'Spanish: alcohol',
    'puedo tomar una cerveza si le doy pecho a mi bebé?',
    'postpartum',
    10,
    'feed-alcohol-while-breastfeeding',
  ],
  [
    'Spanish: a faja',
    'mi mamá dice que me ponga una faja bien apretada después del parto, es bueno?',
    'postpartum',
    1,
    'pp-belly-after-birth',
  ],
  [
    'Spanish: manzanilla water',
    'le puedo dar agüita de manzanilla a mi bebé de un mes para los cólicos?',
    'postpartum',
    4,
    'baby-colic-drops-gripe-water',
  ],
  [
    'Tagalog: alcohol rub',
    'nilalagnat si baby, pwede ba punasan ng alcohol sabi ng lola ko?',
    'postpartum',
    20,
    'baby-fever-care',
  ],
  [
    'belief: womb massage',
    'my aunt wants to do a sobada massage to put my womb back after the birth',
    'postpartum',
    2,
    'pp-womb-massage',
  ],
  [
    'belief: watery milk',
    'my breast milk looks so thin and watery, is it weak',
    'postpartum',
    6,
    'feed-breast-milk-thin',
  ],
  [
    'precise: donor milk',
    'is it safe to get breast milk from another mum on facebook',
    'postpartum',
    1,
    'feed-donor-milk',
  ],
  [
    'precise: induced lactation',
    'i am the non birth mum, can i induce lactation before our baby comes',
    'pregnant',
    30,
    'feed-induced-lactation',
  ],
  [
    'Spanish: mal de ojo',
    'mi suegra dice que al bebé le hicieron mal de ojo y por eso llora todas las noches, es cierto?',
    'postpartum',
    6,
    'baby-evil-eye-crying',
  ],
  [
    'Spanish: a cold in pregnancy',
    'tengo 20 semanas y tengo gripa, qué puedo tomar?',
    'pregnant',
    20,
    'preg-cold-flu-remedies',
  ],
  [
    'precise: levothyroxine',
    'just got a positive test and i am on thyroxine for hashimotos, should i keep taking it',
    'pregnant',
    5,
    'preg-levothyroxine',
  ],
  [
    'precise: progesterone support',
    'can i stop my progesterone pessaries at 9 weeks after ivf or do i ask the clinic',
    'pregnant',
    9,
    'preg-ivf-progesterone',
  ],
  [
    'precise: her age is not a temperature',
    'im 43 and 38 weeks, why are they offering me an induction because of my age',
    'pregnant',
    38,
    'birth-induction-older-mother',
  ],
  [
    'precise: dropping a night pump',
    'exhausted, can i skip the 4am pump session at 3 weeks',
    'postpartum',
    3,
    'feed-how-often-pump',
  ],
  [
    'English keeps its entry: cold remedies',
    'what can i take for a cold when pregnant',
    'pregnant',
    14,
    'preg-cold-flu-remedies',
  ],
  [
    'English keeps its entry: how often to feed',
    'how often should i breastfeed my newborn',
    'postpartum',
    0,
    'feed-how-often-breastfeed',
  ],
];

describe('iteration 20: her language, family beliefs and precise questions', () => {
  familyTests(cases, []);

  it('reads her age as her age, never a temperature', () => {
    expect(foldText("I'm 42 and 37 weeks")).not.toContain('temperature');
    expect(foldText('40 yo, 16 weeks')).not.toContain('temperature');
  });

  it('leaves English text, the whole library included, exactly as it was', () => {
    const texts = loadContent().answers.flatMap((e) => [
      e.question,
      ...e.asked,
      e.lead,
      ...e.points,
      e.whenToCall,
    ]);
    for (const raw of texts) expect(foldLanguages(raw.toLowerCase())).toBe(raw.toLowerCase());
    expect(foldLanguages('can i give my lo calpol for a temp of 38')).toBe(
      'can i give my lo calpol for a temp of 38',
    );
  });
});

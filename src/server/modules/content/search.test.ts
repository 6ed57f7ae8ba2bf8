/**
 * Search finds the right article or FAQ for everyday questions. Each case: the query, and ids of which at least
 * one must be among the first three results.
 */
import { describe, expect, it } from 'vitest';
import { testContent } from '../../testing/test-app.ts';
import { buildIndex, search } from './search.ts';

const index = buildIndex(testContent());

const cases: [string, string[]][] = [
  ['heartburn', ['heartburn-and-indigestion']],
  ['can i eat sushi', ['can-i-eat-sushi', 'foods-to-avoid-in-pregnancy']],
  ['baby kicks less', ['baby-movements-and-kick-counting']],
  ['baby not moving as much', ['baby-movements-and-kick-counting', 'how-often-should-baby-move']],
  ['hospitl bag', ['packing-your-hospital-bag', 'when-to-pack-hospital-bag']],
  ['what to pack for hospital', ['packing-your-hospital-bag', 'when-to-pack-hospital-bag']],
  ['c-section recovery', ['caesarean-birth-what-to-expect', 'caesarean-recovery']],
  ['cesarean', ['caesarean-birth-what-to-expect']],
  ['waters breaking', ['signs-of-labour', 'how-do-i-know-waters-broken']],
  ['morning sicknes', ['morning-sickness']],
  ['throwing up all day', ['morning-sickness', 'coping-with-morning-sickness']],
  ['nappies', ['newborn-feeding-cues-and-nappies']],
  ['diapers', ['newborn-feeding-cues-and-nappies']],
  ['preeclampsia', ['pre-eclampsia-signs']],
  ['pre-eclampsia symptoms', ['pre-eclampsia-signs']],
  ['folic acid', ['folic-acid-and-vitamins']],
  ['epidural', ['pain-relief-options-in-labour']],
  ['sleeping on my back', ['can-i-sleep-on-my-back', 'sleeping-position-in-later-pregnancy']],
  ['is coffee ok', ['is-coffee-safe', 'alcohol-smoking-and-caffeine']],
  ['itchy hands and feet', ['itching-in-pregnancy', 'why-am-i-itchy']],
  ['baby blues', ['baby-blues-and-postnatal-depression', 'what-are-the-baby-blues']],
  ['postnatal depression', ['baby-blues-and-postnatal-depression']],
  [
    'when will i feel the baby move',
    ['feeling-your-baby-move-for-the-first-time', 'when-will-i-feel-baby-move'],
  ],
  ['safe sleep for my baby', ['safe-sleep-for-babies']],
  ['braxton hicks', ['braxton-hicks-vs-real-contractions']],
  ['contractions before 37 weeks', ['braxton-hicks-vs-real-contractions']],
  ['birth plan', ['writing-a-birth-plan']],
  ['overdue baby', ['when-your-baby-is-overdue']],
  ['induction', ['when-your-baby-is-overdue']],
  ['back pain', ['back-pain-in-pregnancy']],
  ['swollen ankles', ['swelling-in-pregnancy']],
  ['leg cramps at night', ['leg-cramps-and-restless-legs']],
  ['constipation', ['constipation-and-piles']],
  ['piles', ['constipation-and-piles']],
  ['headache', ['headaches-in-pregnancy']],
  ['anatomy scan', ['the-anatomy-scan']],
  ['20 week scan', ['the-anatomy-scan']],
  ['gestational diabetes', ['gestational-diabetes-what-it-means']],
  ['flying while pregnant', ['travel-during-pregnancy']],
  ['exercise in pregnancy', ['staying-active-in-pregnancy']],
  ['tummy time', ['tummy-time-and-early-play']],
  ['newborn fever', ['newborn-warning-signs']],
  ['bleeding after birth', ['the-first-days-after-birth', 'recovering-from-birth-your-body']],
  ['vaccines', ['vaccines-in-pregnancy']],
  ['scared of giving birth', ['fear-of-birth']],
];

describe('search finds the right article for everyday questions', () => {
  it.each(cases)('%s', (query, expected) => {
    const top = search(index, query, { limit: 3 }).map((r) => r.id);
    expect(
      top.some((id) => expected.includes(id)),
      `top 3 for "${query}": ${top.join(', ')}`,
    ).toBe(true);
  });

  it('ranks a title match above a body-only match', () => {
    const [first] = search(index, 'heartburn');
    expect(first?.title.some((run) => run.match)).toBe(true);
  });

  it('highlights what matched, as text runs that rebuild the original', () => {
    const [first] = search(index, 'morning sickness');
    expect(first?.title.map((r) => r.text).join('')).toMatch(/Morning sickness/i);
    expect(first?.title.filter((r) => r.match).map((r) => r.text.toLowerCase())).toEqual(
      expect.arrayContaining(['morning', 'sickness']),
    );
  });

  it('filters by category and returns nothing for nonsense or stop words only', () => {
    expect(search(index, 'sleep', { category: 'baby' }).every((r) => r.category === 'baby')).toBe(true);
    expect(search(index, 'qwxzzv')).toEqual([]);
    expect(search(index, 'the and of')).toEqual([]);
  });
});

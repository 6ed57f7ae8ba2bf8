/**
 * Which articles and questions a week gets: key articles first at the weeks they matter, every fitting
 * question (none cut off), and after birth the after-birth ones.
 */
import { describe, expect, it } from 'vitest';
import { testContent } from '../../testing/test-app.ts';
import { afterBirthEducation, weeklyEducation } from './service.ts';

const lib = testContent();
const firstFour = (week: number) => (weeklyEducation(lib, week)?.articles ?? []).slice(0, 4).map((a) => a.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('weekly articles: key articles first', () => {
  const keyArticles: [number, string[]][] = [
    [24, ['baby-movements-and-kick-counting']],
    [28, ['third-trimester-what-changes', 'gestational-diabetes-what-it-means']],
    ...range(36, 42).map((w): [number, string[]] => [w, ['signs-of-labour', 'packing-your-hospital-bag']]),
    ...range(40, 42).map((w): [number, string[]] => [
      w,
      ['when-your-baby-is-overdue', 'baby-movements-and-kick-counting'],
    ]),
  ];
  it.each(keyArticles)('week %i leads with %j', (week, ids) => {
    expect(firstFour(week)).toEqual(expect.arrayContaining(ids));
  });

  it('no newborn-only article leads a pregnancy week, and the baby blues wait until the last weeks', () => {
    for (const w of range(1, 42))
      expect(firstFour(w)[0], `week ${String(w)}`).not.toBe('tummy-time-and-early-play');
    expect(firstFour(30)).not.toContain('baby-blues-and-postnatal-depression');
  });

  it('every week 1-42 has at least 4 articles, each fitting the week', () => {
    for (const w of range(1, 42)) {
      const articles = weeklyEducation(lib, w)?.articles ?? [];
      expect(articles.length, `week ${String(w)}`).toBeGreaterThanOrEqual(4);
      for (const a of articles) expect(a.weekStart <= w && w <= a.weekEnd, a.id).toBe(true);
    }
  });
});

describe('weekly questions: every fitting one', () => {
  it('a week gets every FAQ whose weeks hold it, each with its chip', () => {
    for (const w of [1, 20, 40]) {
      const faqs = weeklyEducation(lib, w)?.faqs ?? [];
      const fitting = lib.faqs.filter((f) => f.weekStart <= w && w <= f.weekEnd);
      expect(faqs.map((f) => f.id).sort()).toEqual(fitting.map((f) => f.id).sort());
      for (const f of faqs) expect(['baby', 'body', 'emotional', 'preparation']).toContain(f.chip);
    }
  });

  it('across weeks 1-42 every pregnancy question can be reached', () => {
    const reached = new Set(
      range(1, 42).flatMap((w) => (weeklyEducation(lib, w)?.faqs ?? []).map((f) => f.id)),
    );
    expect(reached.size).toBe(lib.faqs.length);
  });
});

describe('after birth', () => {
  it.each([0, 2, 6, 12, 13, 40])(
    'postpartum week %i gets every after-birth question and no labour ones',
    (w) => {
      const ab = afterBirthEducation(lib, w);
      const ids = ab.faqs.map((f) => f.id);
      for (const f of lib.faqs.filter((x) => x.category === 'after-birth')) expect(ids).toContain(f.id);
      expect(ab.faqs.some((f) => f.category === 'labour-and-birth')).toBe(false);
      expect(ids).not.toContain('what-happens-induction');
      expect(ab.articles.length).toBeGreaterThanOrEqual(4);
      expect(ab.articles.every((a) => a.postpartum)).toBe(true);
      expect(ab.week).toBe(Math.min(w, 13));
    },
  );

  it('leads with the article for her weeks after birth', () => {
    expect(afterBirthEducation(lib, 0).articles[0]?.id).toBe('the-first-days-after-birth');
    expect(
      afterBirthEducation(lib, 3)
        .articles.slice(0, 4)
        .map((a) => a.id),
    ).toContain('newborn-warning-signs');
    expect(
      afterBirthEducation(lib, 10)
        .articles.slice(0, 2)
        .map((a) => a.id),
    ).toContain('tummy-time-and-early-play');
  });
});

import { describe, expect, it } from 'vitest';
import type { BabyDay, MotherDay, WeekFigures } from './postpartum-figures.ts';
import { reportTexts } from './postpartum-report.ts';

const day = (date: string, over: Partial<BabyDay> = {}): BabyDay => ({
  date,
  dayOfLife: 10,
  feeds: 8,
  wet: 6,
  dirty: 2,
  nappies: 8,
  sleepMinutes: 600,
  targets: { feedsMin: 8, wetMin: 6, dirtyMin: 2 },
  judged: true,
  ...over,
});
const mum = (date: string, over: Partial<MotherDay> = {}): MotherDay => ({
  date,
  pain: null,
  mood: null,
  anxiety: null,
  heavyBleeding: false,
  ...over,
});

function week(days: BabyDay[], mother: MotherDay[], flags: WeekFigures['flags'] = []): WeekFigures {
  const values = (k: 'pain' | 'mood' | 'anxiety') => mother.flatMap((m) => (m[k] === null ? [] : [m[k]]));
  const avg = (v: number[]) =>
    v.length ? Math.round((v.reduce((a, b) => a + b, 0) / v.length) * 10) / 10 : null;
  return {
    weekNumber: 1,
    startDate: '2026-11-19',
    endDate: '2026-11-25',
    daysCovered: days.length,
    babies: [
      {
        id: 'b',
        name: 'Ada',
        days,
        totalFeedings: days.reduce((n, d) => n + d.feeds, 0),
        totalDiapers: days.reduce((n, d) => n + d.nappies, 0),
        totalSleepMinutes: days.reduce((n, d) => n + d.sleepMinutes, 0),
      },
    ],
    mother,
    flags,
    totals: {
      totalFeedings: 0,
      totalDiapers: 0,
      totalSleepHours: 0,
      avgSleepDuration: 0,
      avgPainLevel: avg(values('pain')),
      avgMoodRating: avg(values('mood')),
      avgAnxietyLevel: avg(values('anxiety')),
      redFlagCount: flags.length,
    },
  };
}

describe('baby rules', () => {
  it('8 feeds, 6 wet and 2 dirty on day of life 10 meet the targets; one fewer of each does not', () => {
    const met = reportTexts(week([day('2026-11-19')], []));
    expect(met.babyConcerns).toEqual([]);
    expect(met.weeklyInsights).toContain(
      'Ada had the expected feeds for the day of life on all 1 day judged.',
    );
    const short = reportTexts(week([day('2026-11-19', { feeds: 7, wet: 5, dirty: 1 })], []));
    expect(short.babyConcerns).toEqual([
      'Ada had fewer than 8 feeds logged on 1 day of 1 (Thu 19 Nov: 7 of 8); newborns usually feed 8 to 12 times in 24 hours.',
      'Ada had fewer wet nappies than expected for the day of life on 1 day of 1 (Thu 19 Nov: 5 of 6).',
      'Ada had fewer dirty nappies than expected for the day of life on 1 day of 1 (Thu 19 Nov: 1 of 2).',
    ]);
    expect(short.recommendations).toHaveLength(3);
  });

  it('judges no day that was not judged (past day 28, today, nothing logged)', () => {
    const texts = reportTexts(week([day('2026-11-19', { feeds: 2, judged: false, targets: null })], []));
    expect(texts.babyConcerns).toEqual([]);
  });

  it('says when nothing was logged for the baby', () => {
    const texts = reportTexts(
      week(
        [day('2026-11-19', { feeds: 0, nappies: 0, wet: 0, dirty: 0, sleepMinutes: 0, judged: false })],
        [],
      ),
    );
    expect(texts.weeklyInsights[0]).toBe('Ada: no feeds, nappies or sleeps were logged this week.');
  });
});

describe('her rules', () => {
  it('pain 7 is not severe, pain 8 is; pain rising is a concern, easing an insight', () => {
    const seven = reportTexts(week([], [mum('2026-11-19', { pain: 7 })]));
    expect(seven.maternalConcerns).toEqual([]);
    const eight = reportTexts(week([], [mum('2026-11-19', { pain: 8 })]));
    expect(eight.maternalConcerns).toEqual(['Pain of 8 or more out of 10 was logged on 1 day (Thu 19 Nov).']);
    const rising = reportTexts(week([], [mum('2026-11-19', { pain: 3 }), mum('2026-11-20', { pain: 4 })]));
    expect(rising.maternalConcerns).toEqual(['Your pain rose from 3 on Thu 19 Nov to 4 on Fri 20 Nov.']);
    const easing = reportTexts(week([], [mum('2026-11-19', { pain: 4 }), mum('2026-11-20', { pain: 3 })]));
    expect(easing.maternalConcerns).toEqual([]);
    expect(easing.weeklyInsights).toContain('Your pain eased from 4 on Thu 19 Nov to 3 on Fri 20 Nov.');
    const same = reportTexts(week([], [mum('2026-11-19', { pain: 4 }), mum('2026-11-20', { pain: 4 })]));
    expect(same.maternalConcerns).toEqual([]);
  });

  it('mood 3 and anxiety 7 are not concerns; mood 2 and anxiety 8 are, with the catalogue’s advice', () => {
    const fine = reportTexts(week([], [mum('2026-11-19', { mood: 3, anxiety: 7 })]));
    expect(fine.maternalConcerns).toEqual([]);
    const low = reportTexts(week([], [mum('2026-11-19', { mood: 2, anxiety: 8 })]));
    expect(low.maternalConcerns).toEqual([
      'Your mood was 2 or less out of 10 on 1 day (Thu 19 Nov).',
      'Your anxiety was 8 or more out of 10 on 1 day (Thu 19 Nov).',
    ]);
    expect(low.recommendations[0]).toMatch(/midwife, health visitor or doctor/);
  });

  it('heavy bleeding or clots is a concern with the catalogue’s advice; none is not', () => {
    expect(reportTexts(week([], [mum('2026-11-19')])).maternalConcerns).toEqual([]);
    const heavy = reportTexts(week([], [mum('2026-11-19', { heavyBleeding: true })]));
    expect(heavy.maternalConcerns).toEqual(['Heavy bleeding or clots were logged on 1 day (Thu 19 Nov).']);
    expect(heavy.recommendations[0]).toMatch(
      /^If you are still bleeding heavily or passing clots: Call your midwife/,
    );
  });
});

describe('alerts and the quiet week', () => {
  it('counts the week’s alerts and how many were reviewed; a quiet week says nothing reached a level', () => {
    const quiet = reportTexts(week([], []));
    expect(quiet.weeklyInsights).toContain('No health alerts were raised this week.');
    expect(quiet.recommendations).toEqual([
      'Nothing in this week’s logs reached a level to act on. Keep logging, and bring this report to your next check.',
    ]);
    const flag = {
      createdAt: '2026-11-19T10:00:00Z',
      date: '2026-11-19',
      reason: 'x',
      priority: 'high',
      reviewed: true,
      reviewedAt: null,
    };
    const alerts = reportTexts(week([], [], [flag, { ...flag, reviewed: false }]));
    expect(alerts.weeklyInsights).toContain(
      '2 health alerts raised this week; 1 reviewed by a clinician so far.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { assessDayOfLife, nappyRowFor, newbornSigns, type BabyWindow } from './baby-targets.ts';
import { bottle, breast, nappy } from './baby-test-logs.ts';

const now = new Date('2027-03-10T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

/** A day of a 5-day-old: `feeds` feeds and `wet`/`dirty` nappies spread over the last 24 hours. */
function window(feeds: number, wet: number, dirty: number, over: Partial<BabyWindow> = {}): BabyWindow {
  const logs = [
    ...Array.from({ length: feeds }, (_, i) => bottle(hoursAgo(23 - i * (23 / feeds)), 60)),
    ...Array.from({ length: wet }, (_, i) => nappy(hoursAgo(22 - i), 'wet')),
    ...Array.from({ length: dirty }, (_, i) => nappy(hoursAgo(10 - i), 'dirty')),
  ];
  const lastWet =
    logs.filter((l) => l.diaperType === 'wet').sort((a, b) => +b.startedAt - +a.startedAt)[0] ?? null;
  return {
    dayNow: 6,
    dayAtWindowStart: 5,
    ageHours: 130,
    logs,
    firstLogAt: new Date(hoursAgo(30)),
    lastWet,
    now,
    ...over,
  };
}

describe('the day-of-life table', () => {
  it('has the research file’s rows', () => {
    expect(
      [1, 2, 3, 4, 5, 6, 7, 28, 29].map(
        (d) => nappyRowFor(d) && [nappyRowFor(d)?.wet, nappyRowFor(d)?.dirty],
      ),
    ).toEqual([[1, 1], [1, 1], [3, 2], [3, 2], [5, 2], [5, 2], [6, 2], [6, 2], null]);
  });
});

describe('assessDayOfLife', () => {
  it('is on target with 8 feeds, 5 wet and 2 dirty on day 5-6', () => {
    const r = assessDayOfLife(window(8, 5, 2));
    expect(r).toMatchObject({ day: 6, judged: true, notJudgedBecause: null, below: [] });
    expect(r.feeds).toEqual({ count: 8, min: 8, max: 12 });
    expect(r.wet).toEqual({ count: 5, min: 5, max: null });
    expect(r.dirty).toEqual({ count: 2, min: 2, max: null });
  });

  it('is below with 7 feeds, 4 wet and 1 dirty', () => {
    expect(assessDayOfLife(window(7, 4, 1)).below).toEqual(['feeds', 'wet', 'dirty']);
  });

  it('judges a window that spans two rows by the lower (its first hour’s)', () => {
    expect(assessDayOfLife(window(8, 3, 2, { dayNow: 5, dayAtWindowStart: 4 })).below).toEqual([]);
    expect(assessDayOfLife(window(8, 3, 2, { dayNow: 6, dayAtWindowStart: 5 })).below).toEqual(['wet']);
  });

  it('does not judge the first day, a day not fully logged, or past day 28', () => {
    expect(assessDayOfLife(window(1, 0, 0, { dayNow: 1, dayAtWindowStart: 1, ageHours: 20 }))).toMatchObject({
      judged: false,
      notJudgedBecause: 'first-day',
      below: [],
    });
    expect(assessDayOfLife(window(2, 1, 0, { firstLogAt: new Date(hoursAgo(5)) }))).toMatchObject({
      judged: false,
      notJudgedBecause: 'not-enough-logs',
      below: [],
    });
    expect(assessDayOfLife(window(2, 1, 0, { firstLogAt: null })).notJudgedBecause).toBe('not-enough-logs');
    const older = assessDayOfLife(window(2, 1, 0, { dayNow: 29, dayAtWindowStart: 28, ageHours: 700 }));
    expect(older).toMatchObject({
      judged: false,
      notJudgedBecause: 'past-table',
      feeds: null,
      wet: null,
      dirty: null,
    });
  });

  it('says how long since the last wet nappy, to one decimal', () => {
    const r = assessDayOfLife(window(8, 5, 2));
    expect(r.lastWetAt?.toISOString()).toBe(hoursAgo(18));
    expect(r.hoursSinceWet).toBe(18);
    expect(assessDayOfLife(window(8, 0, 2)).hoursSinceWet).toBeNull();
  });
});

describe('newbornSigns', () => {
  const base = {
    underThreeMonths: true,
    wetReference: null,
    lastFeed: null,
    feedTimerRunning: false,
    recentNappies: [],
    now,
  };

  it('no wet nappy: nothing under 8 hours, a warning from 8, a sign from 12', () => {
    const at = (h: number) => newbornSigns({ ...base, wetReference: nappy(hoursAgo(h), 'wet') });
    expect(at(7.9)).toEqual([]);
    expect(at(8)).toMatchObject([
      { signId: 'newborn-no-wet-nappy', level: 'warning', reason: 'No wet nappy logged for 8 hours' },
    ]);
    expect(at(11.9)[0]?.level).toBe('warning');
    expect(at(12)).toMatchObject([
      { signId: 'newborn-no-wet-nappy', level: 'sign', reason: 'No wet nappy logged for 12 hours' },
    ]);
    expect(at(12)[0]?.since.toISOString()).toBe(hoursAgo(12));
  });

  it('no feed for 8 hours, counted from the end of the last feed, unless a feed timer runs', () => {
    const feed = breast(hoursAgo(8.2), 20, 'left'); // ended 7 h 52 min ago
    expect(newbornSigns({ ...base, lastFeed: feed })).toEqual([]);
    const older = breast(hoursAgo(9), 30, 'left');
    expect(newbornSigns({ ...base, lastFeed: older })).toMatchObject([
      {
        signId: 'newborn-not-feeding',
        level: 'sign',
        reason: 'No feed logged for 8 hours',
        sourceLogId: older.id,
      },
    ]);
    expect(newbornSigns({ ...base, lastFeed: older, feedTimerRunning: true })).toEqual([]);
  });

  it('a pale stool in the last 24 hours', () => {
    const pale = nappy(hoursAgo(3), 'dirty', { stoolColor: 'pale' });
    expect(
      newbornSigns({ ...base, recentNappies: [nappy(hoursAgo(1), 'dirty', { stoolColor: 'yellow' }), pale] }),
    ).toMatchObject([
      {
        signId: 'newborn-jaundice',
        level: 'sign',
        reason: 'A pale, chalky stool was logged',
        sourceLogId: pale.id,
      },
    ]);
    expect(
      newbornSigns({ ...base, recentNappies: [nappy(hoursAgo(24), 'dirty', { stoolColor: 'pale' })] }),
    ).toEqual([]);
  });

  it('applies only under three months', () => {
    expect(
      newbornSigns({ ...base, underThreeMonths: false, wetReference: nappy(hoursAgo(20), 'wet') }),
    ).toEqual([]);
  });
});

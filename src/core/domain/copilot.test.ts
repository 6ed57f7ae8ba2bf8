import { describe, expect, it } from 'vitest';
import {
  CHECKIN_OVERDUE_DAYS,
  checkinRecommendation,
  checkinStatus,
  emotionalTrend,
  moodScore,
} from './copilot.ts';
import { emotionalTrend as moodTrend } from './mood-history.ts';

const today = '2026-01-20';
const day = (ago: number) => `2026-01-${String(20 - ago).padStart(2, '0')}`;
const seq = (moods: [string, number][]) =>
  moods.map(([mood, ago]) => ({ date: day(ago), mood, intensity: 5 }));

describe('emotional trend', () => {
  it('is unknown without a check-in in both weeks', () => {
    expect(emotionalTrend(seq([['happy', 0]]), today).emotionalTrend).toBe('unknown');
    expect(
      emotionalTrend(
        seq([
          ['happy', 2],
          ['sad', 0],
        ]),
        today,
      ).emotionalTrend,
    ).toBe('unknown');
  });

  it('improves, declines or holds steady: the last 7 days against the 7 before', () => {
    expect(
      emotionalTrend(
        seq([
          ['anxious', 9],
          ['happy', 1],
        ]),
        today,
      ).emotionalTrend,
    ).toBe('improving');
    expect(
      emotionalTrend(
        seq([
          ['happy', 9],
          ['overwhelmed', 1],
        ]),
        today,
      ).emotionalTrend,
    ).toBe('declining');
    expect(
      emotionalTrend(
        seq([
          ['calm', 9],
          ['calm', 1],
        ]),
        today,
      ).emotionalTrend,
    ).toBe('steady');
  });

  it('says what /mental-wellness says, for every mix of check-ins (one rule, docs/product.md, "Co-pilot")', () => {
    const word = { brighter: 'improving', steady: 'steady', harder: 'declining', not_enough: 'unknown' };
    const moods = ['happy', 'tired', 'sad', 'calm'];
    for (let mask = 0; mask < 256; mask++) {
      const checkins = [0, 3, 8, 12].map((ago, i) => ({
        date: day(ago),
        mood: moods[(mask >> (i * 2)) & 3] ?? 'calm',
        intensity: 5,
      }));
      const wellness = moodTrend(
        checkins.map((c) => ({ mood: c.mood, localDate: c.date })),
        today,
      );
      expect(emotionalTrend(checkins, today).emotionalTrend).toBe(word[wellness]);
    }
  });

  it('scores moods 1-5 with intensity as a small tilt', () => {
    expect(moodScore('happy', 10)).toBe(5);
    expect(moodScore('overwhelmed', 10)).toBe(1);
    expect(moodScore('tired', 5)).toBe(3);
    expect(moodScore('anxious', 9)).toBeLessThan(2);
  });
});

describe('check-in status', () => {
  const today = '2026-03-10';
  it('is done for the window only when she checked in during it today', () => {
    const s = checkinStatus([{ localDate: today, window: 'morning' }], today, 'afternoon', '2026-01-01');
    expect(s).toEqual({ doneThisWindow: false, daysSinceLast: 0, overdue: false });
    expect(checkinRecommendation(s, 'afternoon')).toMatchObject({
      id: 'checkin',
      title: 'Your afternoon check-in',
    });
    const done = checkinStatus([{ localDate: today, window: 'afternoon' }], today, 'afternoon', '2026-01-01');
    expect(done.doneThisWindow).toBe(true);
    expect(checkinRecommendation(done, 'afternoon')).toBeNull();
  });

  it(`is overdue after ${String(CHECKIN_OVERDUE_DAYS)} days without one, and says how long`, () => {
    const yesterday = checkinStatus(
      [{ localDate: '2026-03-09', window: 'evening' }],
      today,
      'morning',
      '2026-01-01',
    );
    expect(yesterday).toMatchObject({ daysSinceLast: 1, overdue: false });
    const twoDays = checkinStatus(
      [{ localDate: '2026-03-08', window: 'evening' }],
      today,
      'morning',
      '2026-01-01',
    );
    expect(twoDays).toMatchObject({ daysSinceLast: 2, overdue: true });
    expect(checkinRecommendation(twoDays, 'morning')).toMatchObject({
      id: 'checkin-overdue',
      message: 'Your last check-in was 2 days ago. How are you feeling today?',
    });
  });

  it('counts from her first day when she has never checked in', () => {
    expect(checkinStatus([], today, 'evening', today)).toMatchObject({ daysSinceLast: null, overdue: false });
    const waited = checkinStatus([], today, 'evening', '2026-03-07');
    expect(waited.overdue).toBe(true);
    expect(checkinRecommendation(waited, 'evening')?.message).toContain('You have not checked in yet');
  });
});

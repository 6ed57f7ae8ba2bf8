import { describe, expect, it } from 'vitest';
import { emotionalTrend, moodScore } from './copilot.ts';
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

  it('says what /mental-wellness says, for every mix of check-ins (one rule, 03-decisions.md section 3)', () => {
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

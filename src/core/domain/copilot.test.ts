import { describe, expect, it } from 'vitest';
import { emotionalTrend, moodScore } from './copilot.ts';

const day = (i: number) => `2026-01-${String(10 + i).padStart(2, '0')}`;
describe('emotional trend', () => {
  it('is unknown with fewer than three check-ins', () => {
    expect(emotionalTrend([{ date: day(0), mood: 'happy', intensity: 5 }]).emotionalTrend).toBe('unknown');
  });
  it('improves, declines or holds steady, later half against earlier half', () => {
    const seq = (moods: string[]) => moods.map((mood, i) => ({ date: day(i), mood, intensity: 5 }));
    expect(emotionalTrend(seq(['anxious', 'overwhelmed', 'tired', 'happy'])).emotionalTrend).toBe(
      'improving',
    );
    expect(emotionalTrend(seq(['happy', 'peaceful', 'anxious', 'overwhelmed'])).emotionalTrend).toBe(
      'declining',
    );
    expect(emotionalTrend(seq(['tired', 'calm', 'tired', 'calm'])).emotionalTrend).toBe('steady');
  });
  it('scores moods 1-5 with intensity as a small tilt', () => {
    expect(moodScore('happy', 10)).toBe(5);
    expect(moodScore('overwhelmed', 10)).toBe(1);
    expect(moodScore('tired', 5)).toBe(3);
    expect(moodScore('anxious', 9)).toBeLessThan(2);
  });
});

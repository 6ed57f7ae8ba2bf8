import { describe, expect, it } from 'vitest';
import {
  CHECKIN_OVERDUE_DAYS,
  checkinRecommendation,
  checkinStatus,
  emotionalTrend,
  moodScore,
} from './copilot.ts';

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

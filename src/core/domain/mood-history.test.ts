import { describe, expect, it } from 'vitest';
import { emotionalTrend, moodGroup, moodWeeks, weekStartOf } from './mood-history.ts';

describe('mood history', () => {
  it('groups the check-in moods', () => {
    for (const m of ['happy', 'peaceful', 'excited', 'grateful', 'Calm', 'hopeful'])
      expect(moodGroup(m)).toBe('brighter');
    for (const m of ['tired', 'anxious', 'overwhelmed', 'uncertain', 'nervous', 'sad'])
      expect(moodGroup(m)).toBe('harder');
    expect(moodGroup('meh')).toBeNull();
  });

  it('weeks start on Sunday', () => {
    expect(weekStartOf('2026-11-22')).toBe('2026-11-22'); // a Sunday
    expect(weekStartOf('2026-11-28')).toBe('2026-11-22'); // Saturday
    expect(weekStartOf('2026-11-21')).toBe('2026-11-15');
  });

  it('counts each week, oldest first, skipping unknown moods', () => {
    expect(
      moodWeeks([
        { mood: 'happy', localDate: '2026-11-23' },
        { mood: 'tired', localDate: '2026-11-24' },
        { mood: 'meh', localDate: '2026-11-24' },
        { mood: 'calm', localDate: '2026-11-16' },
      ]),
    ).toEqual([
      { weekStart: '2026-11-15', brighter: 1, harder: 0 },
      { weekStart: '2026-11-22', brighter: 1, harder: 1 },
    ]);
  });

  const today = '2026-11-22';
  it('compares the last 7 days with the 7 before, at both window edges', () => {
    const before = { mood: 'tired', localDate: '2026-11-15' }; // 7 days ago: the earlier window
    expect(emotionalTrend([before, { mood: 'happy', localDate: '2026-11-16' }], today)).toBe('brighter'); // 6 days ago
    expect(
      emotionalTrend(
        [
          { mood: 'happy', localDate: '2026-11-09' },
          { mood: 'sad', localDate: today },
        ],
        today,
      ),
    ).toBe('harder'); // 13 days ago
    expect(
      emotionalTrend(
        [
          { mood: 'sad', localDate: '2026-11-09' },
          { mood: 'sad', localDate: today },
        ],
        today,
      ),
    ).toBe('steady');
  });

  it('needs a check-in in both windows', () => {
    expect(emotionalTrend([], today)).toBe('not_enough');
    expect(emotionalTrend([{ mood: 'happy', localDate: today }], today)).toBe('not_enough');
    expect(
      emotionalTrend(
        [
          { mood: 'happy', localDate: '2026-11-08' },
          { mood: 'happy', localDate: today },
        ],
        today,
      ),
    ).toBe('not_enough'); // 14 days ago is outside both
  });
});

import { describe, expect, it } from 'vitest';
import type { Timer } from '../../../core/contracts/baby-tracking-status.ts';
import { minutesSince, pastInstant, timerClock } from './timer-clock.ts';

const timer: Timer = {
  id: 't1',
  babyId: 'b1',
  kind: 'feeding',
  status: 'running',
  side: 'right',
  startedAt: '2027-03-15T02:00:00.000Z',
  runningSince: '2027-03-15T02:05:00.000Z',
  elapsedSeconds: 400,
  leftSeconds: 300,
  rightSeconds: 100,
  asOf: '2027-03-15T02:06:40.000Z',
};

describe('timerClock', () => {
  it('counts on from when the answer arrived, on the side now running', () => {
    expect(timerClock(timer, 1_000_000, 1_000_000 + 65_500)).toEqual({ elapsed: 465, left: 300, right: 165 });
  });
  it('a paused timer stands still', () => {
    expect(timerClock({ ...timer, status: 'paused' }, 1_000_000, 1_090_000)).toEqual({
      elapsed: 400,
      left: 300,
      right: 100,
    });
  });
  it('never counts backwards when the clock moves back', () => {
    expect(timerClock(timer, 1_000_000, 990_000).elapsed).toBe(400);
  });
});

describe('minutesSince', () => {
  it('adds the minutes since the answer', () => {
    expect(minutesSince(90, 0, 30 * 60_000)).toBe(120);
  });
});

describe('pastInstant', () => {
  const now = Date.parse('2027-03-15T04:10:00Z'); // 00:10 in New York
  it('a time later than now on her clock was yesterday', () => {
    expect(pastInstant('23:50', '2027-03-15', 'America/New_York', now)).toBe('2027-03-15T03:50:00.000Z');
  });
  it('a time earlier than now is today', () => {
    expect(pastInstant('00:05', '2027-03-15', 'America/New_York', now)).toBe('2027-03-15T04:05:00.000Z');
  });
});

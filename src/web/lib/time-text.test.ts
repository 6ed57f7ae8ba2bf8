import { describe, expect, it } from 'vitest';
import { clockText, dateText, dayName, durationText, spokenClock, timeIn } from './time-text.ts';

describe('durationText', () => {
  it('says minutes and hours plainly', () => {
    expect(durationText(0)).toBe('Under a minute');
    expect(durationText(0.9)).toBe('Under a minute');
    expect(durationText(1)).toBe('1 min');
    expect(durationText(45)).toBe('45 min');
    expect(durationText(60)).toBe('1 h');
    expect(durationText(125)).toBe('2 h 5 min');
    expect(durationText(-3)).toBe('Under a minute');
  });
});

describe('clockText and spokenClock', () => {
  it('writes a timer as m:ss, or h:mm:ss past an hour', () => {
    expect(clockText(7)).toBe('0:07');
    expect(clockText(725)).toBe('12:05');
    expect(clockText(3723)).toBe('1:02:03');
    expect(clockText(-5)).toBe('0:00');
  });
  it('says it in words for screen readers', () => {
    expect(spokenClock(0)).toBe('0 seconds');
    expect(spokenClock(61)).toBe('1 minute 1 second');
    expect(spokenClock(3723)).toBe('1 hour 2 minutes 3 seconds');
  });
});

describe('times and dates', () => {
  it('shows an instant on her clock in her zone, not the browser zone', () => {
    expect(timeIn('America/New_York', '2027-03-15T02:10:00Z', 'en-GB')).toBe('22:10');
    expect(timeIn('Europe/London', '2027-03-15T02:10:00Z', 'en-US')).toBe('2:10 AM');
  });
  it('writes a calendar date without shifting it a day', () => {
    expect(dateText('2027-03-14', 'en-US')).toBe('Mar 14, 2027');
  });
  it('names today and yesterday', () => {
    expect(dayName('2027-03-14', '2027-03-14')).toBe('Today');
    expect(dayName('2027-03-13', '2027-03-14')).toBe('Yesterday');
    expect(dayName('2027-03-10', '2027-03-14', 'en-US')).toBe('Wed, Mar 10');
  });
});

import { describe, expect, it } from 'vitest';
import {
  bubbleActive,
  checkinWindow,
  greetingPart,
  hourIn,
  localDateIn,
  moodCardVisible,
} from './time-windows.ts';

describe('greeting', () => {
  it.each([
    [0, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [16, 'afternoon'],
    [17, 'evening'],
    [23, 'evening'],
  ] as const)('hour %i is %s', (h, part) => expect(greetingPart(h)).toBe(part));
});

describe('check-in window', () => {
  it.each([
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
  ] as const)('hour %i is %s', (h, part) => expect(checkinWindow(h)).toBe(part));
});

describe('mood card and bubble windows', () => {
  it.each([
    [5, false],
    [6, true],
    [9, true],
    [10, false],
    [17, false],
    [18, true],
    [21, true],
    [22, false],
  ] as const)('mood card at %i: %s', (h, v) => expect(moodCardVisible(h)).toBe(v));
  it.each([
    [7, false],
    [8, true],
    [9, true],
    [10, false],
    [18, false],
    [19, true],
    [20, true],
    [21, false],
  ] as const)('bubble at %i: %s', (h, v) => expect(bubbleActive(h)).toBe(v));
});

describe('time zones', () => {
  const at = new Date('2026-03-01T20:30:00Z');
  it('Auckland is already the next morning, Los Angeles is still midday', () => {
    expect(localDateIn('Pacific/Auckland', at)).toBe('2026-03-02');
    expect(hourIn('Pacific/Auckland', at)).toBe(9);
    expect(localDateIn('America/Los_Angeles', at)).toBe('2026-03-01');
    expect(hourIn('America/Los_Angeles', at)).toBe(12);
  });
  it('falls back to UTC for an unknown zone', () => {
    expect(hourIn('Not/AZone', at)).toBe(20);
    expect(localDateIn('Not/AZone', at)).toBe('2026-03-01');
  });
});

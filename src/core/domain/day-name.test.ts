import { describe, expect, it } from 'vitest';
import { dayName } from './day-name.ts';

describe('dayName', () => {
  it('names the day of a plain date, across months and years', () => {
    expect(dayName('2026-11-25')).toBe('Wed 25 Nov');
    expect(dayName('2026-12-31')).toBe('Thu 31 Dec');
    expect(dayName('2027-01-01')).toBe('Fri 1 Jan');
    expect(dayName('2028-02-29')).toBe('Tue 29 Feb');
  });
});

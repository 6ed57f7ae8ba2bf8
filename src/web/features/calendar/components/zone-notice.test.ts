import { describe, expect, it } from 'vitest';
import { sameClock } from './zone-notice.tsx';

const JAN = Date.parse('2027-01-15T12:00:00Z');

describe('sameClock (whether to offer her device zone)', () => {
  it('treats names for the same clock as the same', () => {
    expect(sameClock('UTC', 'Etc/UTC', JAN)).toBe(true);
    expect(sameClock('Europe/Paris', 'Europe/Berlin', JAN)).toBe(true);
    expect(sameClock('Asia/Calcutta', 'Asia/Kolkata', JAN)).toBe(true);
  });

  it('tells different clocks apart, summer time included', () => {
    expect(sameClock('Pacific/Auckland', 'UTC', JAN)).toBe(false);
    // Same offset in January, an hour apart from March to October.
    expect(sameClock('Europe/London', 'Africa/Abidjan', JAN)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { formatEventDate } from './event-date.ts';

describe('event dates in her locale', () => {
  it('reads the stored day as her local day, in her language', () => {
    expect(formatEventDate('2026-12-17', null, 'en-GB')).toBe('Thu 17 Dec');
    expect(formatEventDate('2026-12-17', '14:30', 'en-GB')).toBe('Thu 17 Dec, 14:30');
    expect(formatEventDate('2026-12-17', '14:30', 'en-US')).toBe('Thu, Dec 17, 2:30 PM');
    expect(formatEventDate('2026-12-17', null, 'de-DE')).toBe('Do., 17. Dez.');
  });
});

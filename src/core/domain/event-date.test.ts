import { describe, expect, it } from 'vitest';
import { eventDateFrom, isEventDateInput } from './event-date.ts';

describe('eventDateFrom', () => {
  it('keeps a plain date as it is, in any zone', () => {
    expect(eventDateFrom('2026-03-01', 'America/New_York')).toBe('2026-03-01');
    expect(eventDateFrom('2026-03-01', 'Asia/Tokyo')).toBe('2026-03-01');
  });

  it('reads an instant on the day it falls in her time zone', () => {
    // Local midnight of 1 March in Berlin (UTC+1) is 23:00 UTC the day before.
    expect(eventDateFrom('2026-02-28T23:00:00.000Z', 'Europe/Berlin')).toBe('2026-03-01');
    expect(eventDateFrom('2026-02-28T23:00:00.000Z', 'UTC')).toBe('2026-02-28');
    expect(eventDateFrom('2026-03-01T00:00:00Z', 'America/New_York')).toBe('2026-02-28');
    expect(eventDateFrom('2026-03-01T09:30:00+05:30', 'Asia/Kolkata')).toBe('2026-03-01');
    expect(eventDateFrom('2026-03-01T01:00:00+0200', 'UTC')).toBe('2026-02-28');
  });

  it('takes the date of a timestamp without an offset as her wall clock', () => {
    expect(eventDateFrom('2026-03-01T23:30', 'Asia/Tokyo')).toBe('2026-03-01');
    expect(eventDateFrom('2026-03-01T00:00:00.123', 'America/Los_Angeles')).toBe('2026-03-01');
  });

  it('refuses what is not a real date or an ISO timestamp', () => {
    for (const bad of [
      '',
      '2026-02-30',
      '2026-02-30T10:00:00Z',
      '2026-03-01T24:00:00Z',
      '2026-03-01 10:00',
      '1 March 2026',
      '2026-03-01T10:00:00+25:00',
      '2026-03-01Tnoon',
    ]) {
      expect(eventDateFrom(bad, 'UTC'), bad).toBeNull();
      expect(isEventDateInput(bad), bad).toBe(false);
    }
    expect(isEventDateInput('2026-03-01T10:00:00.000Z')).toBe(true);
  });
});

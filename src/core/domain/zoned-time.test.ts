import { describe, expect, it } from 'vitest';
import { isValidTimeZone, localDateTimeIn, offsetMs, zonedTimeToInstant } from './zoned-time.ts';

const LA = 'America/Los_Angeles';
const AKL = 'Pacific/Auckland';
const iso = (d: Date) => d.toISOString();

describe('zonedTimeToInstant', () => {
  it('turns ordinary wall-clock times into instants in winter and summer', () => {
    expect(iso(zonedTimeToInstant('2026-01-15', '10:30', LA))).toBe('2026-01-15T18:30:00.000Z');
    expect(iso(zonedTimeToInstant('2026-07-01', '10:30', LA))).toBe('2026-07-01T17:30:00.000Z');
    expect(iso(zonedTimeToInstant('2026-06-15', '10:30', AKL))).toBe('2026-06-14T22:30:00.000Z');
    expect(iso(zonedTimeToInstant('2026-12-15', '10:30', AKL))).toBe('2026-12-14T21:30:00.000Z');
    expect(iso(zonedTimeToInstant('2026-12-15', '10:30', 'UTC'))).toBe('2026-12-15T10:30:00.000Z');
  });

  it('moves a time skipped by spring-forward on by the gap (Los Angeles 8 March 2026)', () => {
    expect(iso(zonedTimeToInstant('2026-03-08', '02:30', LA))).toBe('2026-03-08T10:30:00.000Z');
    expect(iso(zonedTimeToInstant('2026-03-08', '01:59', LA))).toBe('2026-03-08T09:59:00.000Z');
    expect(iso(zonedTimeToInstant('2026-03-08', '03:00', LA))).toBe('2026-03-08T10:00:00.000Z');
  });

  it('takes the first of a repeated time at fall-back (Los Angeles 1 November 2026)', () => {
    expect(iso(zonedTimeToInstant('2026-11-01', '01:30', LA))).toBe('2026-11-01T08:30:00.000Z');
    expect(iso(zonedTimeToInstant('2026-11-01', '02:00', LA))).toBe('2026-11-01T10:00:00.000Z');
  });

  it('handles Auckland: the gap on 27 September 2026 and the overlap on 5 April 2026', () => {
    expect(iso(zonedTimeToInstant('2026-09-27', '02:30', AKL))).toBe('2026-09-26T14:30:00.000Z');
    expect(iso(zonedTimeToInstant('2026-04-05', '02:30', AKL))).toBe('2026-04-04T13:30:00.000Z');
    expect(iso(zonedTimeToInstant('2026-04-05', '00:00', AKL))).toBe('2026-04-04T11:00:00.000Z');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone(AKL)).toBe(true);
    expect(iso(zonedTimeToInstant('2026-12-15', '10:30', 'Mars/Olympus'))).toBe('2026-12-15T10:30:00.000Z');
  });
});

describe('localDateTimeIn and offsetMs', () => {
  it('reads the local date and time of an instant', () => {
    const at = new Date('2026-11-22T11:30:00Z');
    expect(localDateTimeIn(AKL, at)).toEqual({ date: '2026-11-23', time: '00:30' });
    expect(localDateTimeIn(LA, at)).toEqual({ date: '2026-11-22', time: '03:30' });
    expect(offsetMs(at.getTime(), AKL)).toBe(13 * 3_600_000);
    expect(offsetMs(at.getTime(), LA)).toBe(-8 * 3_600_000);
  });
});

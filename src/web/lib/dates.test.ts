import { describe, expect, it } from 'vitest';
import {
  clockText,
  dayName,
  durationText,
  spokenClock,
  firstDayOfWeek,
  formatClock,
  formatDay,
  formatDayAndClock,
  formatInstant,
  formatInstantDay,
  weekdayNames,
} from './dates.ts';

describe('one way of writing dates, in her locale', () => {
  it('a calendar day in full, as each locale writes it', () => {
    expect(formatDay('2027-03-16', 'full', 'en-GB')).toBe('Tuesday, 16 March 2027');
    expect(formatDay('2027-03-16', 'full', 'en-IE')).toBe('Tuesday 16 March 2027');
    expect(formatDay('2027-03-16', 'full', 'en-US')).toBe('Tuesday, March 16, 2027');
  });

  it('the shorter styles keep her order of day and month', () => {
    expect(formatDay('2027-03-16', 'long', 'en-GB')).toBe('16 March 2027');
    expect(formatDay('2027-03-16', 'long', 'en-US')).toBe('March 16, 2027');
    expect(formatDay('2027-03-16', 'weekday', 'en-GB')).toBe('Tue 16 Mar');
    expect(formatDay('2027-03-16', 'weekday', 'en-US')).toBe('Tue, Mar 16');
    expect(formatDay('2027-03-16', 'dayMonth', 'en-GB')).toBe('16 March');
    expect(formatDay('2027-03-16', 'monthYear', 'en-US')).toBe('March 2027');
  });

  it('a calendar day is never moved by a time zone, and a bad value is shown as it is', () => {
    expect(formatDay('2027-01-01', 'long', 'en-GB')).toBe('1 January 2027');
    expect(formatDay('not a day', 'long', 'en-GB')).toBe('not a day');
  });

  it('an instant is read in the given time zone', () => {
    // 23:30 UTC on the 16th is already the 17th in Dublin's summer time and still the 16th in New York.
    const at = '2027-06-16T23:30:00Z';
    expect(formatInstantDay(at, 'long', { locale: 'en-IE', timeZone: 'Europe/Dublin' })).toBe('17 June 2027');
    expect(formatInstantDay(at, 'long', { locale: 'en-US', timeZone: 'America/New_York' })).toBe(
      'June 16, 2027',
    );
    expect(formatInstant(at, 'weekday', { locale: 'en-GB', timeZone: 'UTC' })).toBe('Wed 16 Jun, 23:30');
  });

  it('times as her locale writes them, never a bare hour', () => {
    expect(formatClock(18, 'en-GB')).toBe('18:00');
    expect(formatClock(18, 'en-US')).toBe('6:00 PM');
    expect(formatClock('09:05', 'en-IE')).toBe('09:05');
    expect(formatDayAndClock('2027-03-16', '14:30', 'weekday', 'en-US')).toBe('Tue, Mar 16, 2:30 PM');
    expect(formatDayAndClock('2027-03-16', null, 'weekday', 'en-GB')).toBe('Tue 16 Mar');
  });
});

describe('the first day of her week', () => {
  it('Monday in the UK and Ireland, Sunday in the US, Saturday in Egypt', () => {
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('en-IE')).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(firstDayOfWeek('ar-EG')).toBe(6);
  });

  it('falls back on her region where Intl has no week info', () => {
    const real = Object.getOwnPropertyDescriptor(Intl.Locale.prototype, 'getWeekInfo');
    const realInfo = Object.getOwnPropertyDescriptor(Intl.Locale.prototype, 'weekInfo');
    try {
      Object.defineProperty(Intl.Locale.prototype, 'getWeekInfo', { value: undefined, configurable: true });
      Object.defineProperty(Intl.Locale.prototype, 'weekInfo', { value: undefined, configurable: true });
      expect(firstDayOfWeek('en-GB')).toBe(1);
      expect(firstDayOfWeek('en-US')).toBe(0);
      expect(firstDayOfWeek('es-MX')).toBe(0);
      expect(firstDayOfWeek('ar-EG')).toBe(6);
      expect(firstDayOfWeek('de')).toBe(1);
    } finally {
      if (real) Object.defineProperty(Intl.Locale.prototype, 'getWeekInfo', real);
      else Reflect.deleteProperty(Intl.Locale.prototype, 'getWeekInfo');
      if (realInfo) Object.defineProperty(Intl.Locale.prototype, 'weekInfo', realInfo);
      else Reflect.deleteProperty(Intl.Locale.prototype, 'weekInfo');
    }
  });

  it('names the days in her order', () => {
    expect(weekdayNames(1, 'en-GB')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames(0, 'en-US')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });
});

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

describe('dayName', () => {
  it('names today and yesterday', () => {
    expect(dayName('2027-03-14', '2027-03-14')).toBe('Today');
    expect(dayName('2027-03-13', '2027-03-14')).toBe('Yesterday');
    expect(dayName('2027-03-10', '2027-03-14', 'en-US')).toBe('Wed, Mar 10');
  });
});

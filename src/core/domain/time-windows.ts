/**
 * Time-of-day windows (docs/product.md, "Home and the dashboards" and "Check-ins"). Each is its own feature and keeps
 * its own bounds: the greeting changes at 12 and 17, the check-in window at 12 and 18.
 * All take the hour (0-23) in the user's own time zone.
 */
import { localDateTimeIn } from './zoned-time.ts';

export type DayPart = 'morning' | 'afternoon' | 'evening';

/** Greeting: morning before 12, afternoon before 17, evening otherwise. */
export function greetingPart(hour: number): DayPart {
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

export const greetingText = (hour: number) => `Good ${greetingPart(hour)}`;

/** Check-in window: morning before 12, afternoon before 18, else evening. */
export function checkinWindow(hour: number): DayPart {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** The dashboard mood card shows only between 06-10 and 18-22. */
export const moodCardVisible = (hour: number) => (hour >= 6 && hour < 10) || (hour >= 18 && hour < 22);

/** The Zara bubble wobbles and sparkles during 8-10 and 19-21. */
export const bubbleActive = (hour: number) => (hour >= 8 && hour < 10) || (hour >= 19 && hour < 21);

/** The hour of `at` in an IANA time zone (falls back to UTC for an unknown zone). */
export const hourIn = (timeZone: string, at: Date = new Date()): number =>
  Number(localDateTimeIn(timeZone, at).time.slice(0, 2));

/** The calendar date (yyyy-mm-dd) of `at` in an IANA time zone (UTC's for an unknown zone). */
export const localDateIn = (timeZone: string, at: Date = new Date()): string =>
  localDateTimeIn(timeZone, at).date;

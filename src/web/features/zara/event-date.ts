import { formatDayAndClock } from '../../lib/dates.ts';

/**
 * A calendar event's day and time in her own locale ("Thu 17 Dec, 14:30" or "Thu, Dec 17, 2:30 PM"), not the
 * stored 2026-12-17. Events keep local wall-clock values (no zone), so they are read as local, never shifted.
 */
export const formatEventDate = (date: string, time: string | null, locale?: string): string =>
  formatDayAndClock(date, time, 'weekday', locale);

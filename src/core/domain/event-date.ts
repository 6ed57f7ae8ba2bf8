/**
 * The `date` of a new calendar event (docs/product.md, "Calendar"): the spec's client sends an ISO timestamp
 * ("date (ISO)"), our own client a plain date. A plain date is her calendar date as it stands. A timestamp with an
 * offset (`Z`, `+02:00`) is an instant: its date is the day it falls on in her time zone, so a picker's local
 * midnight sent as UTC lands on the day she chose. A timestamp without an offset is already her wall clock.
 */
import { isValidDate } from './calendar.ts';
import { localDateIn } from './time-windows.ts';

const TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/i;

/** True for a plain date (yyyy-mm-dd) or an ISO 8601 timestamp on a real calendar date. */
export const isEventDateInput = (value: string): boolean => eventDateFrom(value, 'UTC') !== null;

/** Her local calendar date for the input, or null when it is neither a valid date nor an ISO timestamp. */
export function eventDateFrom(value: string, timeZone: string): string | null {
  if (isValidDate(value)) return value;
  const m = TIMESTAMP.exec(value);
  const day = m?.[1];
  if (!m || !day || !isValidDate(day)) return null;
  if (!m[5]) return day;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : localDateIn(timeZone, instant);
}

/** Dates as the toolkit says them: "Tuesday 2 December", with "today" and "tomorrow" where they fit. */
import { addDays } from '../../../../core/domain/pregnancy.ts';

export function dayText(isoDate: string, today: string): string {
  if (isoDate === today) return 'today';
  if (isoDate === addDays(today, 1)) return 'tomorrow';
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

/** An instant as her short date ("12 Nov"). */
export const shortDate = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' }).format(new Date(iso));

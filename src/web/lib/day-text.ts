import { addDays } from '../../core/domain/pregnancy.ts';

/** Her local date (yyyy-mm-dd) as words: "today", "tomorrow", else "Tuesday, December 2". */
export function dayText(isoDate: string, today: string): string {
  if (isoDate === today) return 'today';
  if (isoDate === addDays(today, 1)) return 'tomorrow';
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

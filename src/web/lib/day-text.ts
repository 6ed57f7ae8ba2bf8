import { addDays } from '../../core/domain/pregnancy.ts';
import { formatDay } from './dates.ts';

/** Her local date (yyyy-mm-dd) as words: "today", "tomorrow", else the day in full in her locale (dates.ts). */
export function dayText(isoDate: string, today: string): string {
  if (isoDate === today) return 'today';
  if (isoDate === addDays(today, 1)) return 'tomorrow';
  return formatDay(isoDate, 'full');
}

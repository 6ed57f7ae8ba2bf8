import type { Difficulty } from '../../../core/domain/exercise.ts';

export { CATEGORY_LABELS } from '../../../core/domain/exercise.ts';

export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  gentle: 'Gentle',
  light: 'Light',
  moderate: 'Moderate',
};

/** "Sun 22 Nov" style short date for a yyyy-mm-dd calendar date (no time-zone shift). */
export function shortDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** "Nov 22" style: a week's first day on a chart axis. */
export function dayMonth(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

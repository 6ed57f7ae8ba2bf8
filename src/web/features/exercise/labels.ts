import type { Difficulty } from '../../../core/domain/exercise.ts';
import { formatDay } from '../../lib/dates.ts';

export { CATEGORY_LABELS } from '../../../core/domain/exercise.ts';

export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  gentle: 'Gentle',
  light: 'Light',
  moderate: 'Moderate',
};

/** "Sun 22 Nov" / "Sun, Nov 22": a yyyy-mm-dd calendar date (no time-zone shift). */
export const shortDate = (isoDate: string) => formatDay(isoDate, 'weekday');

/** "22 Nov" / "Nov 22": a week's first day on a chart axis. */
export const dayMonth = (isoDate: string) => formatDay(isoDate, 'short');

import { formatInstantDay } from '../../../lib/dates.ts';

/** An instant as her short date ("12 Nov" / "Nov 12"). */
export const shortDate = (iso: string) => formatInstantDay(iso, 'short');

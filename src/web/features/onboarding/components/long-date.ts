import { formatDay } from '../../../lib/dates.ts';

/** A calendar date (yyyy-mm-dd) in full, in her locale, e.g. "Sunday, March 14, 2027" (docs/product.md, "Onboarding"). */
export const longDate = (isoDate: string, locale?: string): string => formatDay(isoDate, 'full', locale);

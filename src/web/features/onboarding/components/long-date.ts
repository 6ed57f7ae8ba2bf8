/** A calendar date (yyyy-mm-dd) in a long localized format, e.g. "Sunday, March 14, 2027" (docs/product.md, "Onboarding"). */
export function longDate(isoDate: string, locale?: string): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(d);
}

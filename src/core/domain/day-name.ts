/**
 * A calendar date as a reader names a day in her documents ("Wed 25 Nov"): the postpartum report's sentences and the
 * visit summary's day rows. The date is a plain yyyy-mm-dd (her local date), so it is read at noon UTC and formatted
 * in UTC, which names the same day whatever the server's zone.
 */
const FORMAT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

export const dayName = (date: string): string => FORMAT.format(new Date(`${date}T12:00:00Z`));

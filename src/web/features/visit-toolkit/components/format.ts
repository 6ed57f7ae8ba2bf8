/** An instant as her short date ("Nov 12"). */
export const shortDate = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' }).format(new Date(iso));

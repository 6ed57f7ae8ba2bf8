/**
 * A calendar event's day and time in her own locale ("Thu 17 Dec, 14:30" or "Thu, Dec 17, 2:30 PM"), not the
 * stored 2026-12-17. Events keep local wall-clock values (no zone), so they are read as local, never shifted.
 */
export function formatEventDate(date: string, time: string | null, locale?: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = (time ?? '').split(':').map(Number);
  const at = new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, hh ?? 12, mm ?? 0);
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' }).format(
    at,
  );
  if (!time) return day;
  return `${day}, ${new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(at)}`;
}

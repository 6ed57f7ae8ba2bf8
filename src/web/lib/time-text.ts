/**
 * How lengths of time and moments read on the trackers (docs/product.md, "Baby tracker"): "2 h 5 min", a timer's
 * "12:05", a moment in her own time zone ("10:10 PM"), and a calendar date as words. Pure, no React.
 */

/** Minutes as words: "Under a minute", "45 min", "2 h", "2 h 5 min". */
export function durationText(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  if (m < 1) return 'Under a minute';
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (h === 0) return `${String(rest)} min`;
  return rest === 0 ? `${String(h)} h` : `${String(h)} h ${String(rest)} min`;
}

/** A running timer's clock: "0:07", "12:05", "1:02:03". */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${String(h)}:${String(m).padStart(2, '0')}:${sec}` : `${String(m)}:${sec}`;
}

/** "1 hour 2 minutes 3 seconds": a timer's clock for screen readers. */
export function spokenClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const parts: [number, string][] = [
    [Math.floor(s / 3600), 'hour'],
    [Math.floor((s % 3600) / 60), 'minute'],
    [s % 60, 'second'],
  ];
  const said = parts.filter(([n]) => n > 0).map(([n, w]) => `${String(n)} ${w}${n === 1 ? '' : 's'}`);
  return said.length ? said.join(' ') : '0 seconds';
}

/** The time of an instant on her clock, in her zone: "10:10 PM" (or "22:10", as her browser writes times). */
export function timeIn(timeZone: string, iso: string, locale?: string): string {
  return new Date(iso).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit', timeZone });
}

/** "Mar 14, 2027" (her browser's way of writing a date) for a calendar date yyyy-mm-dd. */
export function dateText(date: string, locale?: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Today", "Yesterday", or "Sat, Mar 13" for a date near `today`. */
export function dayName(date: string, today: string, locale?: string): string {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

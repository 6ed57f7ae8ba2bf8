import { formatInstantDay, formatInstantTime } from '../../../lib/dates.ts';

const dayKey = (d: Date) => `${String(d.getFullYear())}-${String(d.getMonth())}-${String(d.getDate())}`;

/** "Last saved today at 2:32 PM", "... yesterday at ...", or "... 3 June at ..." in her own time. */
export function lastSavedText(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const time = formatInstantTime(at);
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(at) === dayKey(now)) return `Last saved today at ${time}`;
  if (dayKey(at) === dayKey(yesterday)) return `Last saved yesterday at ${time}`;
  const day = formatInstantDay(at, at.getFullYear() === now.getFullYear() ? 'dayMonth' : 'long');
  return `Last saved ${day} at ${time}`;
}

/** Display helpers for her local dates (yyyy-mm-dd) and times (HH:mm). */
import type { EventType, Priority } from '../../../../core/domain/calendar.ts';

const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Tue, Nov 24". */
export const shortDay = (date: string) =>
  asUtc(date).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** "Tuesday, November 24, 2026". */
export const longDay = (date: string) =>
  asUtc(date).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "November 2026". */
export const monthLabel = (date: string) =>
  asUtc(date).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "10:30 AM" (or "All day"). */
export function timeLabel(time: string | null): string {
  if (!time) return 'All day';
  return new Date(`1970-01-01T${time}:00Z`).toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

/** Plain words: 'ob_appointment' also covers her 6-week check and the baby's check-ups, so just 'Appointment'. */
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  ob_appointment: 'Appointment',
  milestone: 'Milestone',
  reminder: 'Reminder',
  manual: 'Personal',
  trimester_event: 'Trimester',
};

export const PRIORITY_LABELS: Record<Priority, string> = { low: 'Low', medium: 'Medium', high: 'High' };

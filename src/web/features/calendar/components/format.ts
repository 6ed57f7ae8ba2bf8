/** Display helpers for her local dates (yyyy-mm-dd) and times (HH:mm), through the one date helper (lib/dates.ts). */
import type { EventType, Priority } from '../../../../core/domain/calendar.ts';
import { formatClock, formatDay } from '../../../lib/dates.ts';

/** "Tue 24 Nov" / "Tue, Nov 24". */
export const shortDay = (date: string) => formatDay(date, 'weekday');

/** "Tuesday, 24 November 2026" / "Tuesday, November 24, 2026". */
export const longDay = (date: string) => formatDay(date, 'full');

/** "November 2026". */
export const monthLabel = (date: string) => formatDay(date, 'monthYear');

/** "10:30" / "10:30 AM" (or "All day"). */
export const timeLabel = (time: string | null): string => (time ? formatClock(time) : 'All day');

/** Plain words: 'ob_appointment' also covers her 6-week check and the baby's check-ups, so just 'Appointment'. */
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  ob_appointment: 'Appointment',
  milestone: 'Milestone',
  reminder: 'Reminder',
  manual: 'Personal',
  trimester_event: 'Trimester',
};

export const PRIORITY_LABELS: Record<Priority, string> = { low: 'Low', medium: 'Medium', high: 'High' };

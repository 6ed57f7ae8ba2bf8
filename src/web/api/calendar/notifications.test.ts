import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../../../core/contracts/calendar.ts';
import { currentReminders } from './notifications.ts';

const NOW = Date.parse('2026-11-24T09:45:00Z');
const EVENT = '7f1c3a56-0000-4000-8000-000000000001';
const OTHER = '7f1c3a56-0000-4000-8000-000000000002';

function reminder(
  id: string,
  title: string,
  dueAt: string,
  extra: Partial<AppNotification> = {},
): AppNotification {
  return {
    id: `00000000-0000-4000-8000-00000000000${id}`,
    kind: title.startsWith('Tomorrow') ? 'appointment_day_before' : 'appointment_soon',
    title,
    body: 'Tuesday, November 24 at 10:30',
    route: '/calendar',
    eventId: EVENT,
    dueAt,
    readAt: null,
    ...extra,
  };
}

// The server lists them newest first.
const soon = reminder('1', 'In an hour: Scan', '2026-11-24T09:30:00Z');
const dayBefore = reminder('2', 'Tomorrow: Scan', '2026-11-23T10:30:00Z');

describe('currentReminders', () => {
  it('shows only the newest reminder of an event', () => {
    expect(currentReminders([soon, dayBefore], NOW)).toEqual([soon]);
  });

  it('does not bring back "Tomorrow" once "In an hour" is dismissed', () => {
    const read = { ...soon, readAt: '2026-11-24T09:40:00Z' };
    expect(currentReminders([read, dayBefore], NOW)).toEqual([]);
  });

  it('keeps other events apart and drops reminders older than a day', () => {
    const other = reminder('3', 'Tomorrow: Class', '2026-11-24T08:00:00Z', { eventId: OTHER });
    const stale = reminder('4', 'Tomorrow: Old', '2026-11-23T09:45:00Z', {
      eventId: '7f1c3a56-0000-4000-8000-000000000003',
    });
    expect(currentReminders([soon, other, dayBefore, stale], NOW)).toEqual([soon, other]);
  });
});

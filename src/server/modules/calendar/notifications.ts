/**
 * In-app appointment reminders. They are generated when she reads her notifications (no background job: a
 * reminder exists from its due time, and reading is when it matters), one row per event and kind so a reminder
 * keeps its read state. Her notification setting 'appointments' switches them off.
 */
import type { AppNotification } from '../../../core/contracts/calendar.ts';
import {
  dueReminders,
  eventEndsAt,
  type ReminderKind,
  reminderTitle,
} from '../../../core/domain/calendar.ts';
import { addDays } from '../../../core/domain/pregnancy.ts';
import type { Db } from '../../db/client.ts';
import { loadUserContext } from '../profile/context.ts';
import * as repo from './notification-repository.ts';
import { remindableEvents } from './repository.ts';

export const APPOINTMENT_KINDS: Record<ReminderKind, string> = {
  day_before: 'appointment_day_before',
  hour_before: 'appointment_soon',
};

const toNotification = (
  row: repo.NotificationRow,
  event?: { date: string; time: string | null; location: string } | null,
): AppNotification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  route: row.route,
  eventId: row.eventId,
  ...(event === undefined ? {} : { event }),
  dueAt: row.dueAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

function when(date: string, time: string | null): string {
  const day = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return time ? `${day} at ${time}` : day;
}

function texts(
  kind: ReminderKind,
  e: { title: string; date: string; time: string | null; location: string },
) {
  const body = `${when(e.date, e.time)}${e.location ? `, ${e.location}` : ''}`;
  return { title: reminderTitle(kind, e), body };
}

/** Writes the reminders that are due now and not yet written. */
async function generateDueReminders(
  db: Db,
  userId: string,
  now: Date,
  { timeZone, today }: { timeZone: string; today: string },
): Promise<void> {
  const events = await remindableEvents(db, userId, addDays(today, -1));
  const rows = events.flatMap((e) =>
    dueReminders(e, timeZone, now).map((r) => ({
      userId,
      kind: APPOINTMENT_KINDS[r.kind],
      ...texts(r.kind, e),
      route: '/calendar',
      eventId: e.id,
      dueAt: r.at,
    })),
  );
  await repo.insertReminders(db, rows);
}

const appointmentKinds = new Set(Object.values(APPOINTMENT_KINDS));

/**
 * Her due notifications, newest first. Appointment ones only when her setting allows them, and only until their
 * event starts (an all-day event: until its day is over): at 20:00, 'In an hour: Scan' for a 10:30 scan is
 * wrong, not late.
 */
export async function listNotifications(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<AppNotification[]> {
  const ctx = await loadUserContext(db, userId, now);
  const appointmentsOn = !ctx.profile || ctx.profile.notifications.appointments;
  if (appointmentsOn) await generateDueReminders(db, userId, now, ctx);
  const rows = await repo.dueNotifications(db, userId, now, 50);
  return rows
    .filter(({ notification: n, event }) => {
      if (!appointmentKinds.has(n.kind)) return true;
      return appointmentsOn && event !== null && eventEndsAt(event, ctx.timeZone) > now;
    })
    .map(({ notification, event }) => toNotification(notification, event));
}

export async function markRead(db: Db, id: string): Promise<AppNotification | null> {
  const row = await repo.markRead(db, id);
  return row ? toNotification(row) : null;
}

export const notificationOwner = repo.notificationOwner;

/** Its reminders were for the old date, time or setting (or the event is done): they go. */
export const clearEventNotifications = repo.deleteEventNotifications;

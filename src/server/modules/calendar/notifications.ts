/**
 * In-app appointment reminders. They are generated when she reads her notifications (no background job: a
 * reminder exists from its due time, and reading is when it matters), one row per event and kind so a reminder
 * keeps its read state. Her notification setting 'appointments' switches them off.
 */
import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import type { AppNotification } from '../../../core/contracts/calendar.ts';
import { dueReminders, type ReminderKind, reminderTitle } from '../../../core/domain/calendar.ts';
import { addDays } from '../../../core/domain/pregnancy.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/calendar.ts';
import { loadUserContext } from '../profile/context.ts';
import { remindableEvents } from './repository.ts';

type Row = typeof notifications.$inferSelect;

export const APPOINTMENT_KINDS: Record<ReminderKind, string> = {
  day_before: 'appointment_day_before',
  hour_before: 'appointment_soon',
};

const toNotification = (row: Row): AppNotification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  route: row.route,
  eventId: row.eventId,
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

/** Writes the reminders that are due now and not yet written; false when her setting turns them off. */
export async function generateDueReminders(db: Db, userId: string, now: Date): Promise<boolean> {
  const { profile, timeZone, today } = await loadUserContext(db, userId, now);
  if (profile && !profile.notifications.appointments) return false;
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
  if (rows.length) await db.insert(notifications).values(rows).onConflictDoNothing();
  return true;
}

/** Her due notifications, newest first (appointment ones only when her setting allows them). */
export async function listNotifications(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<AppNotification[]> {
  const appointmentsOn = await generateDueReminders(db, userId, now);
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), lte(notifications.dueAt, now)))
    .orderBy(desc(notifications.dueAt))
    .limit(50);
  const kinds = new Set(Object.values(APPOINTMENT_KINDS));
  return rows.filter((r) => appointmentsOn || !kinds.has(r.kind)).map(toNotification);
}

export async function markRead(db: Db, id: string): Promise<AppNotification | null> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  return row ? toNotification(row) : null;
}

export async function notificationOwner(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.id, id))
    .limit(1);
  return row?.userId ?? null;
}

export async function clearEventNotifications(db: Db, eventId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.eventId, eventId));
}

/** In-app reminders (notifications), with the date and time of the event each one is for. */
import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarEvents, notifications } from '../../db/schema/calendar.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** Writes reminders; one that is already there (the same event and kind) is skipped. */
export async function insertReminders(db: Db, rows: (typeof notifications.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(notifications).values(rows).onConflictDoNothing();
}

/** Her notifications due by `now`, newest first, each with its event's date and time (null without an event). */
export function dueNotifications(db: Db, userId: string, now: Date, limit: number) {
  return db
    .select({
      notification: notifications,
      event: { date: calendarEvents.date, time: calendarEvents.time, location: calendarEvents.location },
    })
    .from(notifications)
    .leftJoin(calendarEvents, eq(calendarEvents.id, notifications.eventId))
    .where(and(eq(notifications.userId, userId), lte(notifications.dueAt, now)))
    .orderBy(desc(notifications.dueAt))
    .limit(limit);
}

/** Marks it read (the first read time is kept); the row as it now is, or null when it is gone. */
export async function markRead(db: Db, id: string): Promise<NotificationRow | null> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  return row ?? null;
}

export async function notificationOwner(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.id, id))
    .limit(1);
  return row?.userId ?? null;
}

export async function deleteEventNotifications(db: Db, eventId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.eventId, eventId));
}

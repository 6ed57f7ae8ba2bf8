import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkins, dailyTasks } from '../../db/schema/checkins.ts';
import { returnedRow } from '../../returned-row.ts';

export type CheckinRow = typeof checkins.$inferSelect;

export async function insertCheckin(db: Db, values: typeof checkins.$inferInsert): Promise<CheckinRow> {
  return returnedRow(await db.insert(checkins).values(values).returning(), 'a check-in');
}

/** Her check-ins between two local dates (either may be open), oldest first. */
export function listCheckins(db: Db, userId: string, range: { from?: string; to?: string }) {
  return db
    .select()
    .from(checkins)
    .where(
      and(
        eq(checkins.userId, userId),
        range.from ? gte(checkins.localDate, range.from) : undefined,
        range.to ? lte(checkins.localDate, range.to) : undefined,
      ),
    )
    .orderBy(asc(checkins.createdAt));
}

/** Her check-ins on or after a local date, newest first. */
export function checkinsSince(db: Db, userId: string, fromDate: string): Promise<CheckinRow[]> {
  return db
    .select()
    .from(checkins)
    .where(and(eq(checkins.userId, userId), gte(checkins.localDate, fromDate)))
    .orderBy(desc(checkins.localDate), desc(checkins.createdAt));
}

/** Her latest check-ins' days and windows, newest day first (the co-pilot's check-in reminder). */
export function recentCheckinWindows(db: Db, userId: string, limit: number) {
  return db
    .select({ localDate: checkins.localDate, window: checkins.window })
    .from(checkins)
    .where(eq(checkins.userId, userId))
    .orderBy(desc(checkins.localDate))
    .limit(limit);
}

/** The keys of the tasks she ticked on a local day, sorted. */
export async function doneTasks(db: Db, userId: string, localDate: string): Promise<string[]> {
  const rows = await db
    .select({ taskKey: dailyTasks.taskKey })
    .from(dailyTasks)
    .where(
      and(eq(dailyTasks.userId, userId), eq(dailyTasks.localDate, localDate), eq(dailyTasks.done, true)),
    );
  return rows.map((r) => r.taskKey).sort();
}

export async function tickTask(db: Db, userId: string, localDate: string, taskKey: string): Promise<void> {
  await db
    .insert(dailyTasks)
    .values({ userId, localDate, taskKey, done: true })
    .onConflictDoUpdate({
      target: [dailyTasks.userId, dailyTasks.localDate, dailyTasks.taskKey],
      set: { done: true },
    });
}

export async function untickTask(db: Db, userId: string, localDate: string, taskKey: string): Promise<void> {
  await db
    .delete(dailyTasks)
    .where(
      and(
        eq(dailyTasks.userId, userId),
        eq(dailyTasks.localDate, localDate),
        eq(dailyTasks.taskKey, taskKey),
      ),
    );
}

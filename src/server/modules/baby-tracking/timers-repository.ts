/** Live timers (baby_timers): one per baby and kind, by the unique index. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { babyTimers } from '../../db/schema/baby-tracking.ts';

export type TimerRow = typeof babyTimers.$inferSelect;
export type NewTimer = typeof babyTimers.$inferInsert;

export const listTimers = (db: Db, userId: string): Promise<TimerRow[]> =>
  db.select().from(babyTimers).where(eq(babyTimers.userId, userId)).orderBy(asc(babyTimers.createdAt));

export async function timerOwner(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: babyTimers.userId })
    .from(babyTimers)
    .where(eq(babyTimers.id, id))
    .limit(1);
  return row?.userId ?? null;
}

/** The timer, locked until the transaction ends (a stop and a switch from two phones at once take turns). */
export async function lockTimer(db: Db, id: string): Promise<TimerRow | null> {
  return (await db.select().from(babyTimers).where(eq(babyTimers.id, id)).limit(1).for('update'))[0] ?? null;
}

/** A new timer, or null when this baby already has one of this kind running. */
export async function insertTimer(db: Db, values: NewTimer): Promise<TimerRow | null> {
  const [row] = await db.insert(babyTimers).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function timerFor(db: Db, babyId: string, kind: TimerRow['kind']): Promise<TimerRow | null> {
  const [row] = await db
    .select()
    .from(babyTimers)
    .where(and(eq(babyTimers.babyId, babyId), eq(babyTimers.kind, kind)))
    .limit(1);
  return row ?? null;
}

export async function saveSegments(
  db: Db,
  id: string,
  segments: TimerRow['segments'],
): Promise<TimerRow | null> {
  const [row] = await db
    .update(babyTimers)
    .set({ segments, updatedAt: new Date() })
    .where(eq(babyTimers.id, id))
    .returning();
  return row ?? null;
}

export async function deleteTimer(db: Db, id: string): Promise<void> {
  await db.delete(babyTimers).where(eq(babyTimers.id, id));
}

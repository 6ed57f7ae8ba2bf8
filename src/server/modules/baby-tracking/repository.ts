/** Baby logs (baby_logs): the queries of the tracker's day, its status, overlaps and her recent logs. */
import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { babyLogs } from '../../db/schema/baby-tracking.ts';
import { returnedRow } from '../../returned-row.ts';

export type BabyLogRow = typeof babyLogs.$inferSelect;
export type NewBabyLog = typeof babyLogs.$inferInsert;

export async function insertLog(db: Db, values: NewBabyLog): Promise<BabyLogRow> {
  return returnedRow(await db.insert(babyLogs).values(values).returning(), 'a baby log');
}

export async function updateLog(db: Db, id: string, set: Partial<NewBabyLog>): Promise<BabyLogRow> {
  return returnedRow(
    await db
      .update(babyLogs)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(babyLogs.id, id))
      .returning(),
    'a baby log',
  );
}

export async function deleteLog(db: Db, id: string): Promise<void> {
  await db.delete(babyLogs).where(eq(babyLogs.id, id));
}

export async function findLog(db: Db, id: string): Promise<BabyLogRow | null> {
  return (await db.select().from(babyLogs).where(eq(babyLogs.id, id)).limit(1))[0] ?? null;
}

export async function logOwner(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: babyLogs.userId })
    .from(babyLogs)
    .where(eq(babyLogs.id, id))
    .limit(1);
  return row?.userId ?? null;
}

/** One baby's logs that started in [from, to), oldest first. */
export const logsStartedBetween = (db: Db, babyId: string, from: Date, to: Date): Promise<BabyLogRow[]> =>
  db
    .select()
    .from(babyLogs)
    .where(and(eq(babyLogs.babyId, babyId), gte(babyLogs.startedAt, from), lt(babyLogs.startedAt, to)))
    .orderBy(asc(babyLogs.startedAt));

/** One baby's logs of one type that started in [from, to] (overlap candidates: nothing lasts over 24 hours). */
export const typeStartedBetween = (
  db: Db,
  babyId: string,
  logType: BabyLogRow['logType'],
  from: Date,
  to: Date,
) =>
  db
    .select()
    .from(babyLogs)
    .where(
      and(
        eq(babyLogs.babyId, babyId),
        eq(babyLogs.logType, logType),
        gte(babyLogs.startedAt, from),
        lte(babyLogs.startedAt, to),
      ),
    );

/** The newest `limit` logs of one type (feeds: enough to rebuild the last session). */
export const latestOfType = (db: Db, babyId: string, logType: BabyLogRow['logType'], limit: number) =>
  db
    .select()
    .from(babyLogs)
    .where(and(eq(babyLogs.babyId, babyId), eq(babyLogs.logType, logType)))
    .orderBy(desc(babyLogs.startedAt))
    .limit(limit);

/** The last wet (or both) nappy. */
export async function lastWetNappy(db: Db, babyId: string): Promise<BabyLogRow | null> {
  const [row] = await db
    .select()
    .from(babyLogs)
    .where(
      and(
        eq(babyLogs.babyId, babyId),
        eq(babyLogs.logType, 'diaper'),
        inArray(babyLogs.diaperType, ['wet', 'both']),
      ),
    )
    .orderBy(desc(babyLogs.startedAt))
    .limit(1);
  return row ?? null;
}

/** The first nappy ever logged. */
export async function firstNappy(db: Db, babyId: string): Promise<BabyLogRow | null> {
  const [row] = await db
    .select()
    .from(babyLogs)
    .where(and(eq(babyLogs.babyId, babyId), eq(babyLogs.logType, 'diaper')))
    .orderBy(asc(babyLogs.startedAt))
    .limit(1);
  return row ?? null;
}

/** When her first log of this baby started, or null. */
export async function firstLogAt(db: Db, babyId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: babyLogs.startedAt })
    .from(babyLogs)
    .where(eq(babyLogs.babyId, babyId))
    .orderBy(asc(babyLogs.startedAt))
    .limit(1);
  return row?.at ?? null;
}

/** Her newest logs, every baby. */
export const recentLogs = (db: Db, userId: string, limit: number): Promise<BabyLogRow[]> =>
  db
    .select()
    .from(babyLogs)
    .where(eq(babyLogs.userId, userId))
    .orderBy(desc(babyLogs.startedAt), desc(babyLogs.createdAt))
    .limit(limit);

/**
 * Holds one baby's signs for the rest of the transaction, so two status reads at once raise a sign's flag once.
 */
export async function lockBabySigns(db: Db, babyId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`baby-signs:${babyId}`}))`);
}

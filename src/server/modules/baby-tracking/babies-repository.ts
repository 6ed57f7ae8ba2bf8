/** Her babies (babies). */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { babies, babyLogs } from '../../db/schema/baby-tracking.ts';
import { returnedRow } from '../../returned-row.ts';

export type BabyRow = typeof babies.$inferSelect;
export type NewBaby = typeof babies.$inferInsert;

/** Hers, the first recorded first. */
export const listBabies = (db: Db, userId: string): Promise<BabyRow[]> =>
  db.select().from(babies).where(eq(babies.userId, userId)).orderBy(asc(babies.createdAt), asc(babies.id));

export async function findBaby(db: Db, id: string): Promise<BabyRow | null> {
  return (await db.select().from(babies).where(eq(babies.id, id)).limit(1))[0] ?? null;
}

export async function babyOwner(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ userId: babies.userId }).from(babies).where(eq(babies.id, id)).limit(1);
  return row?.userId ?? null;
}

export async function insertBaby(db: Db, values: NewBaby): Promise<BabyRow> {
  return returnedRow(await db.insert(babies).values(values).returning(), 'a baby');
}

export async function updateBaby(
  db: Db,
  id: string,
  set: Partial<Omit<NewBaby, 'id' | 'userId'>>,
): Promise<BabyRow> {
  return returnedRow(await db.update(babies).set(set).where(eq(babies.id, id)).returning(), 'a baby');
}

export async function deleteBaby(db: Db, id: string): Promise<void> {
  await db.delete(babies).where(eq(babies.id, id));
}

export async function deleteBabiesOf(db: Db, userId: string): Promise<void> {
  await db.delete(babies).where(eq(babies.userId, userId));
}

/** How many logs her babies have (undoing the birth record is refused while there are any). */
export async function countLogsOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(babyLogs)
    .where(eq(babyLogs.userId, userId));
  return row?.n ?? 0;
}

/** How many logs one baby has. */
export async function countLogsOfBaby(db: Db, babyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(babyLogs)
    .where(eq(babyLogs.babyId, babyId));
  return row?.n ?? 0;
}

/** The local date of a baby's earliest log, or null. */
export async function firstLogDate(db: Db, babyId: string): Promise<string | null> {
  const [row] = await db
    .select({ date: sql<string | null>`min(${babyLogs.logDate})::text` })
    .from(babyLogs)
    .where(eq(babyLogs.babyId, babyId));
  return row?.date ?? null;
}

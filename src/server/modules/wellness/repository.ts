/** Screenings (PHQ-9, GAD-7) and the crisis flags raised from them. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { screenings } from '../../db/schema/health.ts';
import { returnedRow } from '../../returned-row.ts';

export type ScreeningRow = typeof screenings.$inferSelect;

export async function insertScreening(db: Db, values: typeof screenings.$inferInsert): Promise<ScreeningRow> {
  return returnedRow(await db.insert(screenings).values(values).returning(), 'a self-check');
}

export async function findScreening(db: Db, id: string): Promise<ScreeningRow | null> {
  return (await db.select().from(screenings).where(eq(screenings.id, id)).limit(1))[0] ?? null;
}

/** Her screenings, newest first. */
export async function screeningsOf(db: Db, userId: string): Promise<ScreeningRow[]> {
  return db
    .select()
    .from(screenings)
    .where(eq(screenings.userId, userId))
    .orderBy(desc(screenings.createdAt), desc(screenings.id));
}

/**
 * Serialises work on one self-check until the transaction ends, so a double tap, a retry and the final submit
 * cannot raise two crisis flags for the same check.
 */
export async function lockCheck(db: Db, checkId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${checkId}))`);
}

/** One of her self-checks (the record behind a health flag), or null. */
export async function findOwnScreening(db: Db, userId: string, id: string): Promise<ScreeningRow | null> {
  const [row] = await db
    .select()
    .from(screenings)
    .where(and(eq(screenings.id, id), eq(screenings.userId, userId)));
  return row ?? null;
}

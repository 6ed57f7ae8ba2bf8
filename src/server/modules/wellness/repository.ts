/** Screenings (PHQ-9, GAD-7) and the crisis flags raised from them. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { healthFlags, screenings } from '../../db/schema/health.ts';

export type ScreeningRow = typeof screenings.$inferSelect;

export async function insertScreening(db: Db, values: typeof screenings.$inferInsert): Promise<ScreeningRow> {
  const [row] = await db.insert(screenings).values(values).returning();
  if (!row) throw new Error('screening insert returned nothing');
  return row;
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

/** The crisis flag raised during one run of a self-check (its source id is the check's id). */
export async function findCheckFlag(db: Db, userId: string, checkId: string) {
  const [row] = await db
    .select()
    .from(healthFlags)
    .where(
      and(
        eq(healthFlags.userId, userId),
        eq(healthFlags.source, 'screening'),
        eq(healthFlags.sourceId, checkId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function describeFlag(
  db: Db,
  id: string,
  text: { symptomDescription: string; aiAnalysis: string },
): Promise<void> {
  await db.update(healthFlags).set(text).where(eq(healthFlags.id, id));
}

/**
 * Serialises work on one self-check until the transaction ends, so a double tap, a retry and the final submit
 * cannot raise two crisis flags for the same check.
 */
export async function lockCheck(db: Db, checkId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${checkId}))`);
}

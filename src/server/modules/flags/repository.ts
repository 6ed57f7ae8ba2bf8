/** Health flags (health_flags) and the audit log of reviewers' reads. */
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/auth.ts';
import { healthFlags } from '../../db/schema/health.ts';
import { returnedRow } from '../../returned-row.ts';

export type FlagRow = typeof healthFlags.$inferSelect;
export type NewFlag = typeof healthFlags.$inferInsert;

export async function insertFlag(db: Db, values: NewFlag): Promise<FlagRow> {
  return returnedRow(await db.insert(healthFlags).values(values).returning(), 'a health flag');
}

/** Newest first; `userId` null means everyone's (reviewers). */
export async function listFlags(db: Db, userId: string | null): Promise<FlagRow[]> {
  const q = db.select().from(healthFlags);
  return (userId === null ? q : q.where(eq(healthFlags.userId, userId))).orderBy(
    desc(healthFlags.createdAt),
    desc(healthFlags.id),
  );
}

export async function findFlag(db: Db, id: string): Promise<FlagRow | null> {
  return (await db.select().from(healthFlags).where(eq(healthFlags.id, id)).limit(1))[0] ?? null;
}

export async function setReviewed(
  db: Db,
  id: string,
  reviewed: boolean,
  by: string,
): Promise<FlagRow | null> {
  const [row] = await db
    .update(healthFlags)
    .set(
      reviewed
        ? { reviewed: true, reviewedBy: by, reviewedAt: new Date() }
        : { reviewed: false, reviewedBy: null, reviewedAt: null },
    )
    .where(eq(healthFlags.id, id))
    .returning();
  return row ?? null;
}

/** The text of a flag, rewritten once the record that raised it is complete (a finished self-check). */
export async function describeFlag(
  db: Db,
  id: string,
  text: { symptomDescription: string; aiAnalysis: string },
): Promise<void> {
  await db.update(healthFlags).set(text).where(eq(healthFlags.id, id));
}

/** The flag raised from one source record (a self-check's id), if any. */
export async function findFlagBySource(db: Db, userId: string, source: FlagRow['source'], sourceId: string) {
  const [row] = await db
    .select()
    .from(healthFlags)
    .where(
      and(eq(healthFlags.userId, userId), eq(healthFlags.source, source), eq(healthFlags.sourceId, sourceId)),
    )
    .limit(1);
  return row ?? null;
}

/** The flag one record raised for one reason (`context`): a baby's sign is raised once per episode. */
export async function findFlagBySourceAndContext(
  db: Db,
  userId: string,
  source: FlagRow['source'],
  sourceId: string,
  context: string,
) {
  const [row] = await db
    .select({ id: healthFlags.id })
    .from(healthFlags)
    .where(
      and(
        eq(healthFlags.userId, userId),
        eq(healthFlags.source, source),
        eq(healthFlags.sourceId, sourceId),
        eq(healthFlags.context, context),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** One audit row per mother whose records a reviewer read at once, so each mother's trail shows the read. */
export async function insertAudit(
  db: Db,
  actorId: string,
  subjectIds: readonly string[],
  action: string,
  target: string,
): Promise<void> {
  const subjects = [...new Set(subjectIds)];
  if (subjects.length === 0) return;
  await db.insert(auditLog).values(subjects.map((subjectId) => ({ actorId, subjectId, action, target })));
}

/** Her flags raised in [from, to), oldest first (a postpartum report's week). */
export const flagsBetween = (db: Db, userId: string, from: Date, to: Date): Promise<FlagRow[]> =>
  db
    .select()
    .from(healthFlags)
    .where(
      and(eq(healthFlags.userId, userId), gte(healthFlags.createdAt, from), lt(healthFlags.createdAt, to)),
    )
    .orderBy(healthFlags.createdAt);

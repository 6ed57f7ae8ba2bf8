/**
 * Health flags (health_flags): raised by symptom logs, screenings, Zara and the postpartum hub; read by the
 * mother (her own) and by clinical reviewers (everyone's, 03-decisions.md section 4).
 */
import { desc, eq } from 'drizzle-orm';
import type { HealthFlag } from '../../../core/contracts/flags.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/auth.ts';
import { healthFlags } from '../../db/schema/health.ts';

export type FlagRow = typeof healthFlags.$inferSelect;
export type NewFlag = typeof healthFlags.$inferInsert;

export const toFlag = (row: FlagRow): HealthFlag => ({
  id: row.id,
  userId: row.userId,
  flagType: row.flagType,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  symptom: { description: row.symptomDescription, aiAnalysis: row.aiAnalysis },
  source: row.source,
  sourceId: row.sourceId,
  priority: row.priority,
  reviewed: row.reviewed,
  reviewedBy: row.reviewedBy,
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
});

export async function insertFlag(db: Db, values: NewFlag): Promise<FlagRow> {
  const [row] = await db.insert(healthFlags).values(values).returning();
  if (!row) throw new Error('health flag insert returned nothing');
  return row;
}

/** Newest first; `userId` null means everyone's (admins). */
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

/** Every admin read of a mother's record is written down (issue 5: "written to an audit log"). */
export async function audit(db: Db, actorId: string, subjectId: string, action: string, target: string) {
  await db.insert(auditLog).values({ actorId, subjectId, action, target });
}

/** One audit row per mother whose records a reviewer read at once, so each mother's trail shows the read. */
export async function auditMany(
  db: Db,
  actorId: string,
  subjectIds: readonly string[],
  action: string,
  target: string,
) {
  const subjects = [...new Set(subjectIds)];
  if (subjects.length === 0) return;
  await db.insert(auditLog).values(subjects.map((subjectId) => ({ actorId, subjectId, action, target })));
}

/** The milestone tracker's statuses and weekly reports (db/schema/milestones.ts). */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { milestoneProgress, milestoneReports } from '../../db/schema/milestones.ts';
import { returnedRow } from '../../returned-row.ts';

export type ProgressRow = typeof milestoneProgress.$inferSelect;
export type NewProgress = typeof milestoneProgress.$inferInsert;
export type ReportRow = typeof milestoneReports.$inferSelect;
export type NewReport = typeof milestoneReports.$inferInsert;

export const listProgress = (db: Db, userId: string): Promise<ProgressRow[]> =>
  db
    .select()
    .from(milestoneProgress)
    .where(eq(milestoneProgress.userId, userId))
    .orderBy(desc(milestoneProgress.updatedAt));

export const progressOfBaby = (db: Db, babyId: string): Promise<ProgressRow[]> =>
  db.select().from(milestoneProgress).where(eq(milestoneProgress.babyId, babyId));

export async function findProgress(db: Db, babyId: string, templateId: string): Promise<ProgressRow | null> {
  const [row] = await db
    .select()
    .from(milestoneProgress)
    .where(and(eq(milestoneProgress.babyId, babyId), eq(milestoneProgress.milestoneTemplateId, templateId)))
    .limit(1);
  return row ?? null;
}

/** One current status per baby and milestone: a new choice replaces the one before (the unique index decides). */
export async function saveProgress(db: Db, values: NewProgress): Promise<ProgressRow> {
  const { babyAge, status, observedDate, notes, parentConcerns } = values;
  const rows = await db
    .insert(milestoneProgress)
    .values(values)
    .onConflictDoUpdate({
      target: [milestoneProgress.babyId, milestoneProgress.milestoneTemplateId],
      set: { babyAge, status, observedDate, notes, parentConcerns, updatedAt: new Date() },
    })
    .returning();
  return returnedRow(rows, 'milestone status');
}

/** A week's report for one baby: made again, it replaces the one before. */
export async function saveReport(db: Db, values: NewReport): Promise<ReportRow> {
  const { completion, babyAgeDays, correctedAge, items } = values;
  const rows = await db
    .insert(milestoneReports)
    .values(values)
    .onConflictDoUpdate({
      target: [milestoneReports.babyId, milestoneReports.weekNumber],
      set: { completion, babyAgeDays, correctedAge, items, createdAt: new Date() },
    })
    .returning();
  return returnedRow(rows, 'milestone report');
}

export const listReports = (db: Db, userId: string): Promise<ReportRow[]> =>
  db
    .select()
    .from(milestoneReports)
    .where(eq(milestoneReports.userId, userId))
    .orderBy(desc(milestoneReports.createdAt));

export async function findReport(db: Db, id: string): Promise<ReportRow | null> {
  const [row] = await db.select().from(milestoneReports).where(eq(milestoneReports.id, id)).limit(1);
  return row ?? null;
}

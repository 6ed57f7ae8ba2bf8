/** Her weekly postpartum reports (db/schema/postpartum-reports.ts). */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postpartumReports } from '../../db/schema/postpartum-reports.ts';
import { returnedRow } from '../../returned-row.ts';

export type ReportRow = typeof postpartumReports.$inferSelect;
export type NewReport = typeof postpartumReports.$inferInsert;

/** One report per postpartum week: made again, it replaces the one before. */
export async function saveReport(db: Db, values: NewReport): Promise<ReportRow> {
  const rows = await db
    .insert(postpartumReports)
    .values(values)
    .onConflictDoUpdate({
      target: [postpartumReports.userId, postpartumReports.weekNumber],
      // The same user and week, with the new figures and texts.
      set: { ...values, createdAt: new Date() },
    })
    .returning();
  return returnedRow(rows, 'postpartum report');
}

/** Newest week first. */
export const listReports = (db: Db, userId: string): Promise<ReportRow[]> =>
  db
    .select()
    .from(postpartumReports)
    .where(eq(postpartumReports.userId, userId))
    .orderBy(desc(postpartumReports.weekNumber));

export async function findReport(db: Db, id: string): Promise<ReportRow | null> {
  const [row] = await db.select().from(postpartumReports).where(eq(postpartumReports.id, id)).limit(1);
  return row ?? null;
}

import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { symptomLogs } from '../../db/schema/health.ts';
import { returnedRow } from '../../returned-row.ts';

export type SymptomLogRow = typeof symptomLogs.$inferSelect;

export async function insertSymptomLog(
  db: Db,
  values: typeof symptomLogs.$inferInsert,
): Promise<SymptomLogRow> {
  return returnedRow(await db.insert(symptomLogs).values(values).returning(), 'a symptom log');
}

/**
 * Logs whose symptom started since `since`, newest start first. The week list and the chart show when a symptom
 * started, so the window is read on the same field (a log made today about last week is last week's).
 */
export async function logsStartedSince(db: Db, userId: string, since: Date): Promise<SymptomLogRow[]> {
  return db
    .select()
    .from(symptomLogs)
    .where(and(eq(symptomLogs.userId, userId), gte(symptomLogs.startedAt, since)))
    .orderBy(desc(symptomLogs.startedAt), desc(symptomLogs.createdAt), desc(symptomLogs.id));
}

/** Logs she made since `since` (whenever the symptom started), newest start first: the visit summary's. */
export async function logsMadeSince(db: Db, userId: string, since: Date): Promise<SymptomLogRow[]> {
  return db
    .select()
    .from(symptomLogs)
    .where(and(eq(symptomLogs.userId, userId), gte(symptomLogs.createdAt, since)))
    .orderBy(desc(symptomLogs.startedAt), desc(symptomLogs.createdAt), desc(symptomLogs.id));
}

/** One page of her logs, newest start first (the order the severity chart plots them in). */
export async function logPage(
  db: Db,
  userId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: SymptomLogRow[]; total: number }> {
  const rows = await db
    .select()
    .from(symptomLogs)
    .where(eq(symptomLogs.userId, userId))
    .orderBy(desc(symptomLogs.startedAt), desc(symptomLogs.createdAt), desc(symptomLogs.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [c] = await db.select({ n: count() }).from(symptomLogs).where(eq(symptomLogs.userId, userId));
  return { rows, total: c?.n ?? 0 };
}

export async function findLog(db: Db, userId: string, id: string): Promise<SymptomLogRow | null> {
  const [row] = await db
    .select()
    .from(symptomLogs)
    .where(and(eq(symptomLogs.id, id), eq(symptomLogs.userId, userId)));
  return row ?? null;
}

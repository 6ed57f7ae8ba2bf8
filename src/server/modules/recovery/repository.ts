/** Recovery logs (recovery_logs) and their voice memos (recovery_voice_memos). */
import { and, asc, desc, eq, getTableColumns, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recoveryLogs, recoveryVoiceMemos } from '../../db/schema/recovery.ts';
import { returnedRow } from '../../returned-row.ts';

export type RecoveryLogRow = typeof recoveryLogs.$inferSelect;
export type NewRecoveryLog = typeof recoveryLogs.$inferInsert;
export type VoiceMemoRow = typeof recoveryVoiceMemos.$inferSelect;

/** A log with what is known of its memo (never its bytes). */
export type LogWithMemo = RecoveryLogRow & {
  memo: { contentType: VoiceMemoRow['contentType']; size: number; createdAt: Date } | null;
};

const memoColumns = {
  memoType: recoveryVoiceMemos.contentType,
  memoSize: recoveryVoiceMemos.size,
  memoCreatedAt: recoveryVoiceMemos.createdAt,
};

function withMemo(
  rows: (RecoveryLogRow & {
    memoType: VoiceMemoRow['contentType'] | null;
    memoSize: number | null;
    memoCreatedAt: Date | null;
  })[],
): LogWithMemo[] {
  return rows.map(({ memoType, memoSize, memoCreatedAt, ...log }) => ({
    ...log,
    memo:
      memoType && memoSize !== null && memoCreatedAt
        ? { contentType: memoType, size: memoSize, createdAt: memoCreatedAt }
        : null,
  }));
}

const selectWithMemo = (db: Db) =>
  db
    .select({ ...getTableColumns(recoveryLogs), ...memoColumns })
    .from(recoveryLogs)
    .leftJoin(recoveryVoiceMemos, eq(recoveryVoiceMemos.logId, recoveryLogs.id));

export async function insertLog(db: Db, values: NewRecoveryLog): Promise<RecoveryLogRow> {
  return returnedRow(await db.insert(recoveryLogs).values(values).returning(), 'a recovery log');
}

export async function updateLog(db: Db, id: string, set: Partial<NewRecoveryLog>): Promise<RecoveryLogRow> {
  return returnedRow(
    await db
      .update(recoveryLogs)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(recoveryLogs.id, id))
      .returning(),
    'a recovery log',
  );
}

export async function deleteLog(db: Db, id: string): Promise<void> {
  await db.delete(recoveryLogs).where(eq(recoveryLogs.id, id));
}

export async function findLog(db: Db, id: string): Promise<LogWithMemo | null> {
  return withMemo(await selectWithMemo(db).where(eq(recoveryLogs.id, id)).limit(1))[0] ?? null;
}

export async function logOwner(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: recoveryLogs.userId })
    .from(recoveryLogs)
    .where(eq(recoveryLogs.id, id))
    .limit(1);
  return row?.userId ?? null;
}

/** Her logs of one local day, newest first. */
export async function logsOfDay(db: Db, userId: string, date: string): Promise<LogWithMemo[]> {
  return withMemo(
    await selectWithMemo(db)
      .where(and(eq(recoveryLogs.userId, userId), eq(recoveryLogs.logDate, date)))
      .orderBy(desc(recoveryLogs.loggedAt), desc(recoveryLogs.createdAt)),
  );
}

export async function recentLogs(db: Db, userId: string, limit: number): Promise<LogWithMemo[]> {
  return withMemo(
    await selectWithMemo(db)
      .where(eq(recoveryLogs.userId, userId))
      .orderBy(desc(recoveryLogs.loggedAt), desc(recoveryLogs.createdAt))
      .limit(limit),
  );
}

/** Her red-flagged logs from a local date on, newest first. */
export async function flaggedSince(db: Db, userId: string, since: string): Promise<LogWithMemo[]> {
  return withMemo(
    await selectWithMemo(db)
      .where(
        and(
          eq(recoveryLogs.userId, userId),
          eq(recoveryLogs.redFlag, true),
          gte(recoveryLogs.logDate, since),
        ),
      )
      .orderBy(desc(recoveryLogs.loggedAt), desc(recoveryLogs.createdAt)),
  );
}

/** The latest dose of each medicine she has logged (by its name as one medicine), newest first. */
export async function lastDoses(db: Db, userId: string, limit: number): Promise<RecoveryLogRow[]> {
  const takenAt = sql`coalesce(${recoveryLogs.medicationTime}, ${recoveryLogs.loggedAt})`;
  const latest = db
    .selectDistinctOn([recoveryLogs.medicationKey])
    .from(recoveryLogs)
    .where(
      and(
        eq(recoveryLogs.userId, userId),
        eq(recoveryLogs.logType, 'medication'),
        isNotNull(recoveryLogs.medicationKey),
      ),
    )
    .orderBy(recoveryLogs.medicationKey, desc(takenAt))
    .as('latest');
  return db
    .select()
    .from(latest)
    .orderBy(desc(sql`coalesce(${latest.medicationTime}, ${latest.loggedAt})`))
    .limit(limit) as Promise<RecoveryLogRow[]>;
}

/** Keeps (or replaces) a log's recording. */
export async function saveMemo(
  db: Db,
  values: typeof recoveryVoiceMemos.$inferInsert,
): Promise<VoiceMemoRow> {
  const { logId, ...rest } = values;
  return returnedRow(
    await db
      .insert(recoveryVoiceMemos)
      .values(values)
      .onConflictDoUpdate({ target: recoveryVoiceMemos.logId, set: { ...rest, createdAt: new Date() } })
      .returning(),
    `the voice memo of ${logId}`,
  );
}

export async function findMemo(db: Db, logId: string): Promise<VoiceMemoRow | null> {
  return (
    (await db.select().from(recoveryVoiceMemos).where(eq(recoveryVoiceMemos.logId, logId)).limit(1))[0] ??
    null
  );
}

export async function deleteMemo(db: Db, logId: string): Promise<void> {
  await db.delete(recoveryVoiceMemos).where(eq(recoveryVoiceMemos.logId, logId));
}

/** Her logs of the local days from `fromDate` to `toDate` (inclusive), oldest first (a postpartum report). */
export const logsBetweenDates = (db: Db, userId: string, fromDate: string, toDate: string) =>
  db
    .select()
    .from(recoveryLogs)
    .where(
      and(
        eq(recoveryLogs.userId, userId),
        gte(recoveryLogs.logDate, fromDate),
        lte(recoveryLogs.logDate, toDate),
      ),
    )
    .orderBy(asc(recoveryLogs.loggedAt));

import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exerciseLogs, exerciseSettings } from '../../db/schema/care.ts';
import { returnedRow } from '../../returned-row.ts';

export type LogRow = typeof exerciseLogs.$inferSelect;
export type NewLogRow = typeof exerciseLogs.$inferInsert;
export type SettingsRow = typeof exerciseSettings.$inferSelect;

/** Her logs, newest first. */
export const listLogs = (db: Db, userId: string): Promise<LogRow[]> =>
  db
    .select()
    .from(exerciseLogs)
    .where(eq(exerciseLogs.userId, userId))
    .orderBy(desc(exerciseLogs.dateCompleted));

export async function insertLog(db: Db, values: NewLogRow): Promise<LogRow> {
  return returnedRow(await db.insert(exerciseLogs).values(values).returning(), 'an exercise log');
}

export async function findSettings(db: Db, userId: string): Promise<SettingsRow | null> {
  return (
    (await db.select().from(exerciseSettings).where(eq(exerciseSettings.userId, userId)).limit(1))[0] ?? null
  );
}

export async function upsertSettings(
  db: Db,
  userId: string,
  patch: { weeklyGoal?: number | undefined; voiceTips?: boolean | undefined },
): Promise<SettingsRow> {
  const set: Partial<SettingsRow> = {};
  if (patch.weeklyGoal !== undefined) set.weeklyGoal = patch.weeklyGoal;
  if (patch.voiceTips !== undefined) set.voiceTips = patch.voiceTips;
  const insert = db.insert(exerciseSettings).values({ userId, ...set });
  const [row] = await (Object.keys(set).length
    ? insert.onConflictDoUpdate({ target: exerciseSettings.userId, set }).returning()
    : insert.onConflictDoNothing().returning());
  return row ?? (await findSettings(db, userId)) ?? { userId, weeklyGoal: 3, voiceTips: false };
}

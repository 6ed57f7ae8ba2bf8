/** Baby logs (baby_logs): the queries of the tracker's day, its status, overlaps and her recent logs. */
import { and, asc, desc, eq, getTableColumns, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { babyLogs } from '../../db/schema/baby-tracking.ts';
import { returnedRow } from '../../returned-row.ts';

export type BabyLogRow = typeof babyLogs.$inferSelect;
export type NewBabyLog = typeof babyLogs.$inferInsert;
/** The columns an insert sets: all but those the database fills. */
type InsertColumn = Exclude<keyof NewBabyLog, 'id' | 'createdAt' | 'updatedAt'>;
/** A new log as the prepared insert takes it: every column it sets, null where the log has nothing. */
export type BabyLogValues = { [K in InsertColumn]-?: Exclude<NewBabyLog[K], undefined> };

/**
 * The tracker's busiest statements (a day's list, an insert, the overlap check) are the bench's (npm run bench,
 * "baby-tracking"). Their rows are read as PostgreSQL sends them and mapped by each column's own decoder: Drizzle's
 * generic row mapper checks every field's kind on every row, which cost three times the query itself for a day of
 * logs. The insert is a named prepared statement, built once per database.
 */
const decoders = Object.entries(getTableColumns(babyLogs)).map(([key, column]) => ({
  key,
  name: column.name,
  column,
}));

function fromDriver(raw: Record<string, unknown>): BabyLogRow {
  const row: Record<string, unknown> = {};
  for (const { key, name, column } of decoders) {
    const value = raw[name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as BabyLogRow;
}

async function readLogs(db: Db, query: SQL): Promise<BabyLogRow[]> {
  return (await db.execute(query)).rows.map(fromDriver);
}

/**
 * Each column's value is the parameter of its own name. The list is checked against the table: a column added to it
 * and not here, or a parameter under another column's name, does not compile.
 */
const p = <K extends InsertColumn>(column: K) => sql.placeholder(column);
const insertValues = {
  userId: p('userId'),
  babyId: p('babyId'),
  logType: p('logType'),
  startedAt: p('startedAt'),
  endedAt: p('endedAt'),
  logDate: p('logDate'),
  feedingType: p('feedingType'),
  feedingDuration: p('feedingDuration'),
  feedingAmount: p('feedingAmount'),
  feedingSide: p('feedingSide'),
  leftSeconds: p('leftSeconds'),
  rightSeconds: p('rightSeconds'),
  lastSide: p('lastSide'),
  diaperType: p('diaperType'),
  diaperNotes: p('diaperNotes'),
  stoolColor: p('stoolColor'),
  sleepQuality: p('sleepQuality'),
  sleepNotes: p('sleepNotes'),
  notes: p('notes'),
  fromTimer: p('fromTimer'),
} satisfies { [K in InsertColumn]: Placeholder<K> };
const insertStatement = (db: Db) =>
  db.insert(babyLogs).values(insertValues).returning().prepare('baby_logs_insert');
const inserts = new WeakMap<Db, ReturnType<typeof insertStatement>>();

export async function insertLog(db: Db, values: BabyLogValues): Promise<BabyLogRow> {
  let statement = inserts.get(db);
  if (!statement) inserts.set(db, (statement = insertStatement(db)));
  return returnedRow(await statement.execute(values), 'a baby log');
}

export async function updateLog(db: Db, id: string, set: Partial<NewBabyLog>): Promise<BabyLogRow> {
  return returnedRow(
    await db
      .update(babyLogs)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(babyLogs.id, id))
      .returning(),
    'a baby log',
  );
}

export async function deleteLog(db: Db, id: string): Promise<void> {
  await db.delete(babyLogs).where(eq(babyLogs.id, id));
}

export async function findLog(db: Db, id: string): Promise<BabyLogRow | null> {
  return (await db.select().from(babyLogs).where(eq(babyLogs.id, id)).limit(1))[0] ?? null;
}

export async function logOwner(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: babyLogs.userId })
    .from(babyLogs)
    .where(eq(babyLogs.id, id))
    .limit(1);
  return row?.userId ?? null;
}

/** One baby's logs that started in [from, to), oldest first. */
export const logsStartedBetween = (db: Db, babyId: string, from: Date, to: Date): Promise<BabyLogRow[]> =>
  readLogs(
    db,
    sql`select * from ${babyLogs} where ${babyLogs.babyId} = ${babyId}
      and ${babyLogs.startedAt} >= ${from} and ${babyLogs.startedAt} < ${to} order by ${babyLogs.startedAt}`,
  );

/** One baby's logs of one type that started in [from, to] (overlap candidates: nothing lasts over 24 hours). */
export const typeStartedBetween = (
  db: Db,
  babyId: string,
  logType: BabyLogRow['logType'],
  from: Date,
  to: Date,
): Promise<BabyLogRow[]> =>
  readLogs(
    db,
    sql`select * from ${babyLogs} where ${babyLogs.babyId} = ${babyId} and ${babyLogs.logType} = ${logType}
      and ${babyLogs.startedAt} >= ${from} and ${babyLogs.startedAt} <= ${to}`,
  );

/** The newest `limit` logs of one type (feeds: enough to rebuild the last session). */
export const latestOfType = (db: Db, babyId: string, logType: BabyLogRow['logType'], limit: number) =>
  db
    .select()
    .from(babyLogs)
    .where(and(eq(babyLogs.babyId, babyId), eq(babyLogs.logType, logType)))
    .orderBy(desc(babyLogs.startedAt))
    .limit(limit);

/** The last wet (or both) nappy. */
export async function lastWetNappy(db: Db, babyId: string): Promise<BabyLogRow | null> {
  const [row] = await db
    .select()
    .from(babyLogs)
    .where(
      and(
        eq(babyLogs.babyId, babyId),
        eq(babyLogs.logType, 'diaper'),
        inArray(babyLogs.diaperType, ['wet', 'both']),
      ),
    )
    .orderBy(desc(babyLogs.startedAt))
    .limit(1);
  return row ?? null;
}

/** The first nappy ever logged. */
export async function firstNappy(db: Db, babyId: string): Promise<BabyLogRow | null> {
  const [row] = await db
    .select()
    .from(babyLogs)
    .where(and(eq(babyLogs.babyId, babyId), eq(babyLogs.logType, 'diaper')))
    .orderBy(asc(babyLogs.startedAt))
    .limit(1);
  return row ?? null;
}

/** When her first log of this baby started, or null. */
export async function firstLogAt(db: Db, babyId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: babyLogs.startedAt })
    .from(babyLogs)
    .where(eq(babyLogs.babyId, babyId))
    .orderBy(asc(babyLogs.startedAt))
    .limit(1);
  return row?.at ?? null;
}

/** Her newest logs, every baby. */
export const recentLogs = (db: Db, userId: string, limit: number): Promise<BabyLogRow[]> =>
  db
    .select()
    .from(babyLogs)
    .where(eq(babyLogs.userId, userId))
    .orderBy(desc(babyLogs.startedAt), desc(babyLogs.createdAt))
    .limit(limit);

/**
 * Holds one baby's signs for the rest of the transaction, so two status reads at once raise a sign's flag once.
 */
export async function lockBabySigns(db: Db, babyId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`baby-signs:${babyId}`}))`);
}

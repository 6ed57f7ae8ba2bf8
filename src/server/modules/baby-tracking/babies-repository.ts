/**
 * Her babies (babies), and the only writes to them. Every baby log and day reads her babies (which one a request
 * means, its birth), and they change only when a birth is recorded or a baby added or corrected, so the lists read
 * through the app's database are kept in memory, as her profile is (modules/profile/repository.ts, and for the same
 * reasons the same rules): every write here forgets her list once its statement has returned; a read that
 * overlapped a write keeps nothing; a write inside someone else's transaction (her birth record, written with her
 * profile) is forgotten again once that transaction is over (`forgetBabies`, called by the profile's write). The
 * lists of a deleted account go with no write here, but no request can name that account again.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { babies, babyLogs } from '../../db/schema/baby-tracking.ts';
import { returnedRow } from '../../returned-row.ts';

export type BabyRow = typeof babies.$inferSelect;
export type NewBaby = typeof babies.$inferInsert;

class BabyCache {
  private readonly lists = new Map<string, readonly BabyRow[]>();
  generation = 0;

  constructor(private readonly maxEntries = 10_000) {}

  get(userId: string) {
    return this.lists.get(userId);
  }

  keep(userId: string, rows: readonly BabyRow[], readAt: number): void {
    if (readAt !== this.generation) return;
    if (this.lists.size >= this.maxEntries) {
      const oldest = this.lists.keys().next().value;
      if (oldest !== undefined) this.lists.delete(oldest);
    }
    this.lists.set(userId, rows);
  }

  forget(userId: string): void {
    this.generation++;
    this.lists.delete(userId);
  }
}

const caches = new WeakMap<Db, BabyCache>();
const liveCaches = new Set<WeakRef<BabyCache>>();

/** Turns the cache on for the app's database (not for a transaction, whose reads see its own writes). */
export function cacheBabies(db: Db): void {
  if (caches.has(db)) return;
  const cache = new BabyCache();
  caches.set(db, cache);
  liveCaches.add(new WeakRef(cache));
}

/** Forgets her list in every cache of this process (after each write, and after a transaction that wrote). */
export function forgetBabies(userId: string): void {
  for (const ref of liveCaches) {
    const cache = ref.deref();
    if (cache) cache.forget(userId);
    else liveCaches.delete(ref);
  }
}

const listStatement = (db: Db) =>
  db
    .select()
    .from(babies)
    .where(eq(babies.userId, sql.placeholder('userId')))
    .orderBy(asc(babies.createdAt), asc(babies.id))
    .prepare('babies_of_user');
const listStatements = new WeakMap<Db, ReturnType<typeof listStatement>>();

/** Hers, the first recorded first. */
export async function listBabies(db: Db, userId: string): Promise<readonly BabyRow[]> {
  const cache = caches.get(db);
  const cached = cache?.get(userId);
  if (cached) return cached;
  const readAt = cache?.generation;
  let statement = listStatements.get(db);
  if (!statement) listStatements.set(db, (statement = listStatement(db)));
  // Shared by every request that reads it: frozen, so no caller can change another's copy.
  const rows = Object.freeze((await statement.execute({ userId })).map((r) => Object.freeze(r)));
  if (cache && readAt !== undefined) cache.keep(userId, rows, readAt);
  return rows;
}

export async function findBaby(db: Db, id: string): Promise<BabyRow | null> {
  return (await db.select().from(babies).where(eq(babies.id, id)).limit(1))[0] ?? null;
}

export async function babyOwner(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ userId: babies.userId }).from(babies).where(eq(babies.id, id)).limit(1);
  return row?.userId ?? null;
}

export async function insertBaby(db: Db, values: NewBaby): Promise<BabyRow> {
  try {
    return returnedRow(await db.insert(babies).values(values).returning(), 'a baby');
  } finally {
    forgetBabies(values.userId);
  }
}

export async function updateBaby(
  db: Db,
  userId: string,
  id: string,
  set: Partial<Omit<NewBaby, 'id' | 'userId'>>,
): Promise<BabyRow> {
  try {
    return returnedRow(
      await db
        .update(babies)
        .set(set)
        .where(sql`${babies.id} = ${id} and ${babies.userId} = ${userId}`)
        .returning(),
      'a baby',
    );
  } finally {
    forgetBabies(userId);
  }
}

export async function deleteBaby(db: Db, userId: string, id: string): Promise<void> {
  try {
    await db.delete(babies).where(sql`${babies.id} = ${id} and ${babies.userId} = ${userId}`);
  } finally {
    forgetBabies(userId);
  }
}

export async function deleteBabiesOf(db: Db, userId: string): Promise<void> {
  try {
    await db.delete(babies).where(eq(babies.userId, userId));
  } finally {
    forgetBabies(userId);
  }
}

/** How many logs her babies have (undoing the birth record is refused while there are any). */
export async function countLogsOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(babyLogs)
    .where(eq(babyLogs.userId, userId));
  return row?.n ?? 0;
}

/** The local date of a baby's earliest log, or null. */
export async function firstLogDate(db: Db, babyId: string): Promise<string | null> {
  const [row] = await db
    .select({ date: sql<string | null>`min(${babyLogs.logDate})::text` })
    .from(babyLogs)
    .where(eq(babyLogs.babyId, babyId));
  return row?.date ?? null;
}

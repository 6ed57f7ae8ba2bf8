/**
 * Her profile row, and the only writes to it. Her profile is read on nearly every request and written rarely, so
 * rows read through the app's database are kept in memory, one cache per database. Every write in this file
 * forgets her row once its statement has returned, so no write path can forget to: the `profiles` table is
 * imported nowhere else (lint), and deleting her account (which removes the row by cascade) is here too. A read
 * that overlapped a write keeps nothing (the generation moved while it ran), so the cache never answers with a row
 * older than the last write that returned. One process serves the app, as for sessions and rate limits; reads
 * inside a transaction go to the database. Only existing profiles are kept.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/profile.ts';
import { returnedRow } from '../../returned-row.ts';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;

class ProfileCache {
  private readonly rows = new Map<string, ProfileRow>();
  generation = 0;

  constructor(private readonly maxEntries = 10_000) {}

  get(userId: string): ProfileRow | undefined {
    return this.rows.get(userId);
  }

  keep(userId: string, row: ProfileRow, readAt: number): void {
    if (readAt !== this.generation) return;
    if (this.rows.size >= this.maxEntries) {
      const oldest = this.rows.keys().next().value;
      if (oldest !== undefined) this.rows.delete(oldest);
    }
    // Shared by every request that reads it: frozen, so no caller can change another's copy.
    Object.freeze(row.notifications);
    this.rows.set(userId, Object.freeze(row));
  }

  forget(userId: string): void {
    this.generation++;
    this.rows.delete(userId);
  }
}

const caches = new WeakMap<Db, ProfileCache>();
/** Every cache of this process, so a write through a transaction's handle still forgets the app's copy. */
const liveCaches = new Set<WeakRef<ProfileCache>>();

/** Turns the cache on for the app's database (not for a transaction, whose reads see its own writes). */
export function cacheProfiles(db: Db): void {
  if (caches.has(db)) return;
  const cache = new ProfileCache();
  caches.set(db, cache);
  liveCaches.add(new WeakRef(cache));
}

/**
 * Called by every write below, after its statement has returned; and by app.ts after an idempotent write's
 * transaction commits (a read during it is not kept for good).
 */
export function forgetProfile(userId: string): void {
  for (const ref of liveCaches) {
    const cache = ref.deref();
    if (cache) cache.forget(userId);
    else liveCaches.delete(ref);
  }
}

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | null> {
  const cache = caches.get(db);
  const cached = cache?.get(userId);
  if (cached) return cached;
  const readAt = cache?.generation;
  const row = (await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1))[0] ?? null;
  if (row && cache && readAt !== undefined) cache.keep(userId, row, readAt);
  return row;
}

/**
 * What else must be written with her profile, in the same transaction (her first baby follows the birth record):
 * it runs after the profile's statement, and her cached row is forgotten only once the transaction is over; what
 * it answers is run then too (another cache forgetting what it wrote).
 */
export type AlsoWrite = (tx: Db, row: ProfileRow) => Promise<(() => void) | void>;

/** Onboarding: her profile, written whole (completing again replaces the answers). */
export async function saveProfile(db: Db, values: NewProfileRow, alsoWrite?: AlsoWrite): Promise<ProfileRow> {
  const after: { run?: () => void } = {};
  const write = async (d: Db) => {
    const rows = await d
      .insert(profiles)
      .values(values)
      .onConflictDoUpdate({ target: profiles.userId, set: values })
      .returning();
    const row = returnedRow(rows, 'her profile');
    if (alsoWrite) after.run = (await alsoWrite(d, row)) ?? undefined;
    return row;
  };
  try {
    return alsoWrite ? await db.transaction(write) : await write(db);
  } finally {
    forgetProfile(values.userId);
    after.run?.();
  }
}

/** An edit of her profile; null when she has none. */
export async function updateProfile(
  db: Db,
  userId: string,
  set: Partial<Omit<NewProfileRow, 'userId'>>,
  alsoWrite?: AlsoWrite,
): Promise<ProfileRow | null> {
  const after: { run?: () => void } = {};
  const write = async (d: Db) => {
    const [row] = await d.update(profiles).set(set).where(eq(profiles.userId, userId)).returning();
    if (row && alsoWrite) after.run = (await alsoWrite(d, row)) ?? undefined;
    return row ?? null;
  };
  try {
    return alsoWrite ? await db.transaction(write) : await write(db);
  } finally {
    forgetProfile(userId);
    after.run?.();
  }
}

/**
 * Deletes her account: the users row goes and every table of hers cascades (her profile with it). The audit log
 * is the reviewers' accountability, so it is kept, but without anything of hers: the rows say that her (now
 * unlinked) id was read by a reviewer and that the account was deleted; which records were read goes.
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.delete(users).where(eq(users.id, userId));
      await tx.update(auditLog).set({ target: null }).where(eq(auditLog.subjectId, userId));
      await tx.insert(auditLog).values({ actorId: null, subjectId: userId, action: 'account_deleted' });
    });
  } finally {
    forgetProfile(userId);
  }
}

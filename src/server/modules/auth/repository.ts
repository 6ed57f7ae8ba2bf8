import { and, eq, gt, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/auth.ts';

export type UserRow = typeof users.$inferSelect;

export const findUserByEmail = async (db: Db, email: string) =>
  (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];

export const findUserById = async (db: Db, id: string) =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export async function insertUser(
  db: Db,
  values: { email: string; passwordHash: string; displayName: string },
): Promise<UserRow | undefined> {
  const rows = await db.insert(users).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export const updatePasswordHash = (db: Db, id: string, passwordHash: string) =>
  db.update(users).set({ passwordHash }).where(eq(users.id, id));

/** Her new email, or undefined when another account has it. */
export async function updateEmail(db: Db, id: string, email: string): Promise<UserRow | undefined> {
  try {
    return (await db.update(users).set({ email }).where(eq(users.id, id)).returning())[0];
  } catch (error) {
    // unique_violation, from PostgreSQL directly or wrapped by Drizzle
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') return undefined;
    throw error;
  }
}

/** Every session of hers but `keep` (after a password change, other devices sign in again). */
export const deleteOtherSessions = (db: Db, userId: string, keep: string) =>
  db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep)));

export const setRole = (db: Db, email: string, role: 'mother' | 'admin') =>
  db.update(users).set({ role }).where(eq(users.email, email)).returning({ id: users.id });

/** A new session; her sessions that have expired are swept at the same time, so none lingers in the table. */
export async function insertSession(
  db: Db,
  tokenHash: string,
  userId: string,
  expiresAt: Date,
  createdAt: Date,
) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, createdAt)));
  await db.insert(sessions).values({ tokenHash, userId, expiresAt, createdAt });
}

/** The live session and its user, in one query. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .select({ user: users, expiresAt: sessions.expiresAt, createdAt: sessions.createdAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0];
}

export const extendSession = (db: Db, tokenHash: string, expiresAt: Date) =>
  db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));

export const deleteSession = (db: Db, tokenHash: string) =>
  db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));

export const deleteUserSessions = (db: Db, userId: string) =>
  db.delete(sessions).where(eq(sessions.userId, userId));

/** The Idempotency-Key records (db/schema/idempotency.ts); only the idempotency plugin uses them. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';

export interface StoredAnswer {
  requestHash: string;
  status: number;
  responseBody: string;
}

/**
 * Claims a key inside the caller's transaction: true when this request is the first with it. A second request
 * with the same key waits here (PostgreSQL holds it on the primary key) until the first commits (it then gets
 * false and reads the first answer) or rolls back (it then claims the key itself). The claim's status and body are
 * filled in by `recordAnswer` before the transaction commits, so nobody ever reads the placeholder.
 */
export async function claimKey(
  tx: Db,
  claim: { userId: string; key: string; endpoint: string; requestHash: string },
): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ ...claim, status: 0, responseBody: '' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function recordAnswer(
  tx: Db,
  userId: string,
  key: string,
  answer: { status: number; responseBody: string },
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set(answer)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function storedAnswer(db: Db, userId: string, key: string): Promise<StoredAnswer> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  // The claim that made us wait has committed, so its row is there (a deleted account ends the request earlier).
  if (!row) throw new Error('An idempotency key claimed by a committed request has no record');
  return row;
}

/** Whether she has a stored answer under this key (a repeat of a write that removed the row it named). */
export async function hasAnswer(db: Db, userId: string, key: string): Promise<boolean> {
  const rows = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return rows.length > 0;
}

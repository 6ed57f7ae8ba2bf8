import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The answers to writes sent with an `Idempotency-Key` (a log queued offline, a retry after a lost reply): one row
 * per key and user, written in the same transaction as the write itself, so a repeat answers this status and body
 * and writes nothing (src/server/idempotency.ts; docs/architecture.md, "Exactly once"). Her rows go with her account.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** `'POST /api/journal'`: the endpoint the key was first used on. */
    endpoint: text('endpoint').notNull(),
    /** SHA-256 of the endpoint, path parameters and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    /** The serialized JSON answer, exactly as first sent (empty for 204). */
    responseBody: text('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

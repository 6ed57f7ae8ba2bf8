import type { Database } from '../../db/client.ts';

/**
 * Whether the database answers: one ping at a time, reused for a second, so a busy health check does not load the
 * database.
 */
export function databaseHealth(database: Database): () => Promise<boolean> {
  let last: { at: number; result: Promise<boolean> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at > 1000) {
      last = {
        at: now,
        result: database.ping().then(
          () => true,
          () => false,
        ),
      };
    }
    return last.result;
  };
}

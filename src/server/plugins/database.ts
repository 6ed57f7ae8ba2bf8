import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';
import { currentTransaction } from '../db/transaction-scope.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/**
 * Exposes the opened database to routes and closes it when the server closes (after in-flight requests). `app.db`
 * is the transaction of the request in progress when it runs in one (an idempotent write: db/transaction-scope.ts),
 * else the database.
 */
export default fp(function databasePlugin(
  app: FastifyInstance,
  opts: { database: Database; closeOnExit: boolean },
) {
  app.decorate('database', opts.database);
  const db = opts.database.db;
  app.decorate('db', { getter: () => currentTransaction() ?? db });
  if (opts.closeOnExit) app.addHook('onClose', () => opts.database.close());
});

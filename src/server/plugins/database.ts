import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Exposes the opened database to routes and closes it when the server closes (after in-flight requests). */
export default fp(function databasePlugin(
  app: FastifyInstance,
  opts: { database: Database; closeOnExit: boolean },
) {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  if (opts.closeOnExit) app.addHook('onClose', () => opts.database.close());
});

/**
 * The database: embedded PostgreSQL (PGlite, a data folder) by default, PostgreSQL through `pg`
 * when DATABASE_URL is set. One schema and one set of migrations serve both.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** PostgreSQL connection string; when absent PGlite is used in `pgliteDir`. */
  databaseUrl?: string | undefined;
  pgliteDir?: string;
  /** Apply pending migrations (true at start-up). */
  migrate?: boolean;
  poolSize?: number;
}

/** Closing twice (a test that breaks the database, then the app's own close) is not an error. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = drizzlePg(pool);
    if (options.migrate) await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: once(() => pool.end()),
    };
  }
  const dir = options.pgliteDir;
  if (!dir) throw new Error('openDatabase needs databaseUrl or pgliteDir');
  mkdirSync(dirname(dir), { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client);
  if (options.migrate) await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: once(() => client.close()),
  };
}

export const pgliteDirIn = (dataDir: string) => join(dataDir, 'pglite');

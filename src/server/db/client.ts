/**
 * The database: by default a PostgreSQL the app starts itself in DATA_DIR/postgres (embedded-postgres.ts); a
 * PostgreSQL of your own when DATABASE_URL is set. Both are spoken to through `pg`, with one schema and one set
 * of migrations.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type EmbeddedPostgres, runningConnection, startEmbeddedPostgres } from './embedded-postgres.ts';
import { FolderInUseError } from './folder-lock.ts';
import { importPgliteFolder } from './import-pglite.ts';

export type Db = PgDatabase<NodePgQueryResultHKT>;

export interface Database {
  db: Db;
  /** `embedded`: the PostgreSQL the app started in its data folder; `postgres`: DATABASE_URL's. */
  kind: 'embedded' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** PostgreSQL connection string; when absent the embedded PostgreSQL of `dataDir` is used. */
  databaseUrl?: string | undefined;
  /** The data folder (DATA_DIR): the embedded cluster lives in its `postgres` folder. */
  dataDir?: string;
  /** Apply pending migrations (true at start-up). */
  migrate?: boolean;
  poolSize?: number;
  /**
   * A tool (make-admin) beside a running server: when another process has the embedded database, connect to
   * it instead of being refused.
   */
  attach?: boolean;
  /** Tests only: the embedded cluster without fsync (fast, not crash-safe). */
  scratch?: boolean;
  /** Told what start-up did that she should know of (data brought over from an earlier version). */
  note?: (message: string) => void;
  /** Hears if the embedded PostgreSQL stops without being closed: the server cannot go on. */
  onFailure?: (error: Error) => void;
}

/** Closing twice (a test that breaks the database, then the app's own close) is not an error. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export const clusterDirIn = (dataDir: string) => join(dataDir, 'postgres');

async function embedded(options: OpenOptions): Promise<{ pool: pg.Pool; server: EmbeddedPostgres | null }> {
  const dir = options.dataDir;
  if (!dir) throw new Error('openDatabase needs databaseUrl or dataDir');
  const max = options.poolSize ?? 10;
  try {
    const server = await startEmbeddedPostgres(clusterDirIn(dir), {
      scratch: options.scratch ?? false,
      ...(options.onFailure ? { onUnexpectedExit: options.onFailure } : {}),
    });
    return { pool: new pg.Pool({ ...server.connection, max }), server };
  } catch (error) {
    const running =
      options.attach && error instanceof FolderInUseError ? runningConnection(clusterDirIn(dir)) : null;
    if (!running) throw error;
    return { pool: new pg.Pool({ ...running, max }), server: null };
  }
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const { pool, server } = options.databaseUrl
    ? {
        pool: new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 }),
        server: null,
      }
    : await embedded(options);
  // An idle connection the server ends (a restart, an admin's kill) is dropped from the pool, not a crash.
  pool.on('error', () => undefined);
  const db = drizzle(pool);
  try {
    if (options.migrate) await migrate(db, { migrationsFolder });
    if (options.migrate && server && options.dataDir) {
      const rows = await importPgliteFolder(options.dataDir, pool, migrationsFolder);
      if (rows)
        options.note?.(`Brought ${String(rows)} rows over from the earlier embedded database (PGlite).`);
    }
  } catch (error) {
    await pool.end();
    await server?.stop();
    throw error;
  }
  return {
    db,
    kind: options.databaseUrl ? 'postgres' : 'embedded',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: once(async () => {
      try {
        await pool.end();
      } finally {
        await server?.stop();
      }
    }),
  };
}

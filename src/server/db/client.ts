/**
 * The database: embedded PostgreSQL (PGlite, a data folder) by default, PostgreSQL through `pg`
 * when DATABASE_URL is set. One schema and one set of migrations serve both.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PGliteRemote } from './pglite-remote.ts';

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
  /** Hears if the embedded database stops without being closed (its thread died): the server cannot go on. */
  onFailure?: (error: Error) => void;
}

/** Closing twice (a test that breaks the database, then the app's own close) is not an error. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/**
 * PGlite is PostgreSQL inside this process: two processes opening one data folder corrupt it (a second
 * `npm start`, or `make-admin` while the server runs). A lock file beside the folder holds the owner's pid; a
 * lock left by a process that has died is taken over.
 */
export function lockDataFolder(dir: string): () => void {
  const lockPath = join(dirname(dir), `${basename(dir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new Error(
          `The data folder ${dir} is in use by another Zara process (pid ${String(owner)}). ` +
            'The embedded database allows one process at a time: stop that one first, ' +
            'or set DATABASE_URL to use PostgreSQL.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
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
  const unlock = lockDataFolder(dir);
  let client: PGliteRemote;
  try {
    client = await PGliteRemote.open(dir, options.onFailure);
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client.asPGlite());
  if (options.migrate) await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: once(async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    }),
  };
}

export const pgliteDirIn = (dataDir: string) => join(dataDir, 'pglite');

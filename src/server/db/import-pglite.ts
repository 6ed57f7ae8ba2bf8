/**
 * Zara before 1.3 kept its data in an embedded PGlite folder (DATA_DIR/pglite). The first start of this version
 * on such a data folder copies every row into the new embedded PostgreSQL, so she finds her records where she
 * left them: the old folder is brought to the current migrations first (both then have the same tables and
 * columns, in the same order), every table is copied in one transaction (foreign keys not checked row by row:
 * the old database kept them, and a row may name one of a table not copied yet), and only once that has committed is the old folder renamed `pglite-imported-<date>`, kept for
 * her to delete when she wishes. A start interrupted before the rename finds her rows there and only renames.
 */
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';

export const oldPgliteDir = (dataDir: string) => join(dataDir, 'pglite');

/** Copies an old PGlite folder's rows into `pool`'s (migrated) database; the number of rows, or null if none. */
export async function importPgliteFolder(
  dataDir: string,
  pool: pg.Pool,
  migrationsFolder: string,
): Promise<number | null> {
  const old = oldPgliteDir(dataDir);
  if (!existsSync(join(old, 'PG_VERSION'))) return null;
  const done = () => renameSync(old, `${old}-imported-${new Date().toISOString().slice(0, 10)}`);
  const users = await pool.query<{ n: number }>('select count(*)::int as n from users');
  if ((users.rows[0]?.n ?? 0) > 0) {
    done();
    return 0;
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const lite = await PGlite.create(old);
  let copied = 0;
  try {
    await migrate(drizzle(lite), { migrationsFolder });
    const tables = (
      await lite.query<{ name: string }>(
        "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
      )
    ).rows.map((r) => r.name);
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('set local session_replication_role = replica');
      for (const table of tables) {
        const id = `"${table.replaceAll('"', '""')}"`;
        const { rows } = await lite.query<{ rows: string }>(
          `select coalesce(json_agg(t), '[]')::text as rows from ${id} t`,
        );
        const json = rows[0]?.rows ?? '[]';
        const result = await client.query(
          `insert into ${id} select * from json_populate_recordset(null::${id}, $1::json)`,
          [json],
        );
        copied += result.rowCount ?? 0;
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  } finally {
    await lite.close();
  }
  done();
  return copied;
}

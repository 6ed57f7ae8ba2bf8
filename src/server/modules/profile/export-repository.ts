/**
 * Her complete data (docs/product.md, "Your data"): every table with a user_id column, found from the schema so a
 * table added later is exported without anyone remembering to. Secrets (password and token hashes) are left out.
 */
import { eq, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { DataExport } from '../../../core/contracts/profile.ts';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

const SECRET = /hash|token|secret/i;

/** Every table with a user_id column (also used by the deletion test to prove nothing of hers is left). */
export function userTables(): { name: string; table: PgTable; userCol: PgColumn }[] {
  const all = Object.values(schema as Record<string, unknown>);
  const out: { name: string; table: PgTable; userCol: PgColumn }[] = [];
  for (const t of all) {
    if (!is(t, PgTable)) continue;
    const cfg = getTableConfig(t);
    const userCol = cfg.columns.find((c) => c.name === 'user_id');
    if (userCol) out.push({ name: cfg.name, table: t, userCol });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

const clean = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row)
      .filter(([k]) => !SECRET.test(k))
      // Dates as ISO text; bytes (a voice memo) as base64, so the download holds the recording itself.
      .map(([k, v]) => [
        k,
        v instanceof Date ? v.toISOString() : v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v,
      ]),
  );

export async function exportUserData(db: Db, userId: string, now = new Date()): Promise<DataExport> {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, userId)).limit(1);
  if (!user) throw notFound();
  const tables: DataExport['tables'] = {};
  for (const { name, table, userCol } of userTables()) {
    const rows = (await db.select().from(table).where(eq(userCol, userId))) as Record<string, unknown>[];
    tables[name] = rows.map(clean);
  }
  return {
    exportedAt: now.toISOString(),
    user: {
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      createdAt: user.createdAt.toISOString(),
    },
    tables,
  };
}

/**
 * Runs once before the test files: prepares a migrated PGlite template folder (copied by each file, since a
 * fresh PGlite takes ~3 s to initialise) or, with TEST_DATABASE_URL, a migrated template database
 * beside that one (see postgres.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder, openDatabase } from '../db/client.ts';
import { TEMPLATE_DIR } from './paths.ts';
import { freshTemplate } from './postgres.ts';

function migrationsHash(): string {
  const h = createHash('sha256');
  for (const f of readdirSync(migrationsFolder).sort()) {
    if (f.endsWith('.sql')) h.update(f).update(readFileSync(join(migrationsFolder, f)));
  }
  return h.digest('hex');
}

export default async function setup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) {
    const template = await freshTemplate(process.env.TEST_DATABASE_URL);
    const db = await openDatabase({ databaseUrl: template, migrate: true, poolSize: 1 });
    await db.close();
    return;
  }
  const stamp = join(TEMPLATE_DIR, '.migrations-hash');
  const hash = migrationsHash();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  const db = await openDatabase({ pgliteDir: TEMPLATE_DIR, migrate: true });
  await db.close();
  writeFileSync(stamp, hash);
}

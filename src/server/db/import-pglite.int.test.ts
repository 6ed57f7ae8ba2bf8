/**
 * A data folder from before 1.3 (PGlite in DATA_DIR/pglite) is brought over to the embedded PostgreSQL on the
 * first start: her rows are all there, the old folder is kept under a new name, and nothing is copied twice.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from './schema/auth.ts';
import { journalEntries } from './schema/health.ts';
import { migrationsFolder, openDatabase } from './client.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'zara-import-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a data folder from the PGlite versions', () => {
  it('is brought over on the first start, once', async () => {
    const lite = await PGlite.create(join(dataDir, 'pglite'));
    const old = drizzle(lite);
    await migrate(old, { migrationsFolder });
    const [ada] = await old
      .insert(users)
      .values({ email: 'ada@example.com', passwordHash: '$argon2id$x', displayName: 'Ada' })
      .returning();
    if (!ada) throw new Error('no user');
    await old
      .insert(journalEntries)
      .values({ userId: ada.id, category: 'mom', mood: 'calm', content: 'Kicks 🌙' });
    await lite.close();

    const notes: string[] = [];
    const database = await openDatabase({ dataDir, migrate: true, note: (m) => notes.push(m) });
    try {
      const [user] = await database.db.select().from(users).where(eq(users.email, 'ada@example.com'));
      expect(user).toMatchObject({ id: ada.id, displayName: 'Ada', createdAt: ada.createdAt });
      const entries = await database.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.userId, ada.id));
      expect(entries.map((e) => e.content)).toEqual(['Kicks 🌙']);
      expect(notes).toEqual([expect.stringMatching(/Brought \d+ rows over/)]);
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
      expect(readdirSync(dataDir)).toContainEqual(
        expect.stringMatching(/^pglite-imported-\d{4}-\d{2}-\d{2}$/),
      );
    } finally {
      await database.close();
    }
    const again = await openDatabase({ dataDir, migrate: true, note: (m) => notes.push(m) });
    await again.close();
    expect(notes).toHaveLength(1);
  }, 120_000);
});

import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TEMPLATE_DIR } from '../testing/paths.ts';
import { lockDataFolder, openDatabase } from './client.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'zara-lock-'));
  made.push(dir);
  return dir;
};

describe('one process per PGlite data folder', () => {
  // PGlite only (the PostgreSQL run of the suite has no PGlite template folder; PostgreSQL locks for itself).
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'a second opener is refused with a message that says what to do; after close it opens again',
    async () => {
      const dir = join(scratch(), 'pglite');
      cpSync(TEMPLATE_DIR, dir, { recursive: true });
      const first = await openDatabase({ pgliteDir: dir });
      await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(
        /in use by another Zara process .*stop that one first/,
      );
      await first.ping();
      await first.close();
      const again = await openDatabase({ pgliteDir: dir });
      await again.ping();
      await again.close();
    },
  );

  it('takes over a lock left by a process that has died', () => {
    const dir = join(scratch(), 'pglite');
    // PIDs are below 2^22 on Linux: this one cannot be running.
    writeFileSync(`${dir}.lock`, '4194999');
    const unlock = lockDataFolder(dir);
    expect(() => lockDataFolder(dir)).toThrow(/in use/);
    unlock();
    lockDataFolder(dir)();
  });
});

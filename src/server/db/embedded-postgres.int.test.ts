/**
 * The embedded database restarts after a crash without a hand, and still refuses a second live server
 * (issue 18). A stand-in server (testing/hold-database.ts) runs in a process of its own and is killed with
 * SIGKILL: all of it (its PostgreSQL too, as a power cut or an OOM kill of the container would), or the app
 * alone. Runs on the embedded database only: it starts its own, in a folder of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { clusterDirIn, type Database, openDatabase } from './client.ts';
import { FolderInUseError } from './folder-lock.ts';

const folders: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.pid) killGroup(child.pid);
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts the stand-in server on a new data folder; resolves when it has written its row. */
async function holder(): Promise<{ dataDir: string; child: ChildProcess; pid: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'zara-crash-'));
  folders.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/testing/hold-database.ts', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  children.push(child);
  const pid = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /ready (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`the stand-in server exited (${String(code)})`)));
  });
  return { dataDir, child, pid };
}

/** A live process that is not PostgreSQL (killed after the test). */
function spawnSleeper(): number {
  const sleeper = spawn('sleep', ['60'], { stdio: 'ignore', detached: true });
  children.push(sleeper);
  return sleeper.pid ?? 0;
}

const pidFile = (dataDir: string) => join(clusterDirIn(dataDir), 'postmaster.pid');
const postgresPid = (dataDir: string) => Number(readFileSync(pidFile(dataDir), 'utf8').split('\n')[0]);

/** Processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .filter((n) => {
      try {
        const stat = readFileSync(`/proc/${n}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function read(database: Database): Promise<string[]> {
  const result = (await database.db.execute(sql`select note from crash_probe`)) as {
    rows: { note: string }[];
  };
  return result.rows.map((r) => r.note);
}

async function notes(dataDir: string, attach = false): Promise<string[]> {
  const database = await openDatabase({ dataDir, poolSize: 1, attach });
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database after a crash', () => {
  it.each([
    ['the restarting server itself', () => process.pid],
    ['an unrelated process', () => spawnSleeper()],
  ])(
    'restarts when kill -9 left a lock file naming a live pid (%s), and refuses a second server',
    async (_, reused) => {
      const { dataDir, child } = await holder();
      killGroup(child.pid ?? 0);
      await until(() => child.exitCode !== null || child.signalCode !== null);
      // PostgreSQL's postmaster.pid is left behind, and after a restart (in a container especially) the pid it
      // names is often alive again as another process. PostgreSQL itself lets only its own, its parent's and its
      // grandparent's pid through, and would refuse to start for any other.
      const lines = readFileSync(pidFile(dataDir), 'utf8').split('\n');
      writeFileSync(pidFile(dataDir), [String(reused()), ...lines.slice(1)].join('\n'));

      const socketDir = lines[4] ?? '';
      expect(existsSync(socketDir)).toBe(true);
      const database = await openDatabase({ dataDir, poolSize: 1 });
      try {
        expect(await read(database)).toEqual(['written before the crash']);
        // The crashed start's private socket folder is cleared too.
        expect(existsSync(socketDir)).toBe(false);
        await expect(openDatabase({ dataDir })).rejects.toThrow(FolderInUseError);
        await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by another Zara process/);
      } finally {
        await database.close();
      }
      expect(await notes(dataDir)).toEqual(['written before the crash']);
    },
  );

  it('stops its PostgreSQL by itself when the app alone is killed, and starts again', async () => {
    const { dataDir, pid } = await holder();
    const postgres = postgresPid(dataDir);
    process.kill(pid, 'SIGKILL');
    await until(() => !alive(postgres));
    expect(await notes(dataDir)).toEqual(['written before the crash']);
  });

  it('stops a PostgreSQL left running by a crashed app (its watchdog gone too) and takes the folder over', async () => {
    const { dataDir, pid } = await holder();
    const postgres = postgresPid(dataDir);
    const watchdogs = childrenOf(pid).filter((c) => c !== postgres);
    expect(watchdogs.length).toBeGreaterThan(0);
    for (const w of watchdogs) process.kill(w, 'SIGKILL');
    process.kill(pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    expect(alive(postgres)).toBe(true);
    expect(await notes(dataDir)).toEqual(['written before the crash']);
    expect(alive(postgres)).toBe(false);
  });

  it('lets a tool (make-admin) use the database beside the running server', async () => {
    const { dataDir } = await holder();
    await expect(openDatabase({ dataDir })).rejects.toThrow(FolderInUseError);
    expect(await notes(dataDir, true)).toEqual(['written before the crash']);
  });
});

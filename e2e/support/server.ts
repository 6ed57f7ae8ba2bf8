/**
 * The real server (scripts/start.mjs) on a temporary data folder and a free port, and how Debian's Chromium is
 * started: shared by the browser tests (harness.ts) and npm run lighthouse, with no test runner needed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, no sandbox (root in CI), and none of the browser's own background traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A new data folder for a test server, in memory (/dev/shm) where the machine has it. The server is unchanged (its
 * PostgreSQL still flushes every commit), but a flush to memory is instant: on this machine's disk initdb alone took
 * 4.6 s per server and each commit waits on the disk. Throwaway test data loses nothing by it.
 */
export function testDataFolder(prefix: string): string {
  return mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), prefix));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export interface Server {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const dataDir = testDataFolder('zara-e2e-');
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ZARA_SKIP_WEB_BUILD: '1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  // Generous: on a loaded 2-core machine a start has taken over 30 s. A server that does not come up is stopped,
  // with its database, rather than left running beside the next test's.
  const deadline = Date.now() + 100_000;
  for (;;) {
    const failure =
      child.exitCode !== null
        ? `server exited with ${String(child.exitCode)}`
        : Date.now() > deadline
          ? 'server did not start within 100 s'
          : undefined;
    if (failure) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(failure);
    }
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
        child.kill('SIGTERM');
        // SIGTERM finishes in-flight requests and closes the database cleanly: the process exits 0.
        const code = await exited;
        if (code !== 0) throw new Error(`server exited with code ${String(code)} on SIGTERM`);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

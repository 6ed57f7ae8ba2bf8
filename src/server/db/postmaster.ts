/**
 * What a PostgreSQL left in a cluster folder: its postmaster.pid (PostgreSQL's own lock file) read, the process it
 * names confirmed to be a postgres of this folder or not, and, after a crash of the app, a PostgreSQL still running
 * there stopped and a stale postmaster.pid (naming a dead pid, or one reused by another process) removed.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The private socket folders are made in the system's temporary folder with this prefix. */
export const SOCKET_PREFIX = 'zara-pg-';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** postmaster.pid: line 1 the pid, line 4 the port, line 5 the socket folder (PostgreSQL's own lock file). */
export function readPidFile(clusterDir: string): { pid: number; port: number; socketDir: string } | null {
  try {
    const lines = readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(lines[0]), port: Number(lines[3]), socketDir: lines[4] ?? '' };
  } catch {
    return null;
  }
}

/** Whether `pid` is a postgres running in this cluster folder (Linux's /proc; elsewhere, `ps` and the name). */
export function isOurPostgres(pid: number, clusterDir: string): boolean {
  if (!alive(pid)) return false;
  try {
    const command = readFileSync(`/proc/${String(pid)}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return (
      command.endsWith('postgres') && readlinkSync(`/proc/${String(pid)}/cwd`) === realpathSync(clusterDir)
    );
  } catch {
    const ps = spawnSync('ps', ['-o', 'comm=', '-p', String(pid)], { encoding: 'utf8' });
    return ps.stdout.trim().endsWith('postgres');
  }
}

async function waitGone(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!alive(pid)) return true;
    await sleep(50);
  }
  return !alive(pid);
}

/**
 * Clears what a crashed app left: a PostgreSQL of this folder still running is asked to shut down (fast, then
 * immediate, then killed); a postmaster.pid naming no such process is removed, so a reused pid cannot block.
 */
export async function clearLeftovers(clusterDir: string): Promise<void> {
  const owner = readPidFile(clusterDir);
  if (!owner) return;
  if (Number.isInteger(owner.pid) && owner.pid > 0 && isOurPostgres(owner.pid, clusterDir)) {
    for (const [signal, ms] of [
      ['SIGINT', 30_000],
      ['SIGQUIT', 10_000],
      ['SIGKILL', 5_000],
    ] as const) {
      process.kill(owner.pid, signal);
      if (await waitGone(owner.pid, ms)) break;
    }
  }
  rmSync(join(clusterDir, 'postmaster.pid'), { force: true });
  // The crashed start's private socket folder, if it was one of ours.
  if (owner.socketDir.startsWith(join(tmpdir(), SOCKET_PREFIX)))
    rmSync(owner.socketDir, { recursive: true, force: true });
}

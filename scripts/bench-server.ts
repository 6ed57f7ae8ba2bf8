/**
 * The bench's servers: `npm start`'s script on a port of its own, in its own process group (so a crash can take
 * every process it started), its start-up time, and the memory of it and its children.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export interface Server {
  /** What was spawned: the server, or the tool wrapping it (strace). */
  child: ChildProcess;
  /** The server's own process (its memory and its SIGTERM). */
  pid: number;
  base: string;
  startMs: number;
}

/** The node process at or below `root` (the server itself when a tool such as strace wraps it). */
function serverPid(root: number): number {
  for (const pid of tree(root)) {
    try {
      if (readFileSync(`/proc/${String(pid)}/comm`, 'utf8').trim() === 'node') return pid;
    } catch {
      // gone meanwhile
    }
  }
  return root;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/** Starts `npm start`'s script in its own process group (so a crash can take every process it started). */
export async function startServer(
  env: NodeJS.ProcessEnv,
  port: number,
  wrap: string[] = [],
): Promise<Server> {
  const began = performance.now();
  const command = [...wrap, process.execPath, 'scripts/start.mjs'];
  const child = spawn(command[0] ?? process.execPath, command.slice(1), {
    // Many mothers sign up from one address here: the sign-up limit per address would stop the bench.
    env: {
      AUTH_RATE_LIMIT_PER_ADDRESS: '100000',
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    try {
      if ((await fetch(`${base}/healthz`)).ok) {
        const startMs = performance.now() - began;
        return { child, pid: serverPid(child.pid ?? 0), base, startMs };
      }
    } catch {
      // not up yet
    }
    await sleep(25);
  }
  throw new Error('server did not start');
}

export async function stopServer(s: Server, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return;
  const exited = new Promise((r) => s.child.once('exit', r));
  if (signal === 'SIGKILL' && s.child.pid) process.kill(-s.child.pid, 'SIGKILL');
  else process.kill(s.pid, signal);
  await exited;
}

/** Every process below `root`, itself included. */
function tree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const walk = (pid: number) => {
    out.push(pid);
    for (const c of children.get(pid) ?? []) walk(c);
  };
  walk(root);
  return out;
}

/**
 * CPU milliseconds used so far by the server and its children (user + system, and what their exited children
 * used: a database's finished backends count through the process that reaped them).
 */
export function cpuMs(root: number): number {
  let ticks = 0;
  for (const pid of tree(root)) {
    try {
      const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // Fields 14-17 of /proc/<pid>/stat (utime, stime, cutime, cstime), counted after the name's field 2.
      ticks += [11, 12, 13, 14].reduce((sum, i) => sum + Number(f[i] ?? 0), 0);
    } catch {
      // gone meanwhile
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** PSS in MiB of the server and its children (shared pages divided among the processes sharing them). */
export function pssMiB(root: number): number {
  let kb = 0;
  for (const pid of tree(root)) {
    try {
      const m = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${String(pid)}/smaps_rollup`, 'utf8'));
      kb += Number(m?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return kb / 1024;
}

/**
 * The bench's durability and footprint part, for the default embedded database (or DATABASE_URL):
 * - cold start: from launch to a first answer on an empty data folder, and again with that data;
 * - memory: the proportional set size (PSS, so shared memory counts once) of the server and every process
 *   it started, idle and at the peak of a write load;
 * - fsyncs per acknowledged commit (with strace, when installed): the fsync/fdatasync calls the server and
 *   its children make while journal entries are written one at a time, and by 10 writers at once;
 * - crash recovery: writers post journal entries, the server and everything it started are killed (SIGKILL
 *   to its process group) mid-load, and after a restart every entry that was acknowledged must be there.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { type BenchUser, signUpUser } from './bench-mixed.ts';
import { freePort, pssMiB, sleep, startServer, stopServer } from './bench-server.ts';

async function writeEntry(base: string, u: BenchUser, i: number): Promise<string | null> {
  try {
    const res = await fetch(`${base}/api/journal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: u.cookie },
      body: JSON.stringify({ category: 'mom', mood: 'calm', content: `entry ${String(i)}` }),
    });
    if (res.status !== 201) return null;
    return ((await res.json()) as { entry?: { id: string }; id?: string }).entry?.id ?? null;
  } catch {
    return null; // the server died before answering: not acknowledged
  }
}

/** `writers` loops posting entries until `until` says stop; returns the ids the server acknowledged. */
export async function writeLoad(
  base: string,
  u: BenchUser,
  writers: number,
  until: () => boolean,
): Promise<string[]> {
  const acked: string[] = [];
  let n = 0;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (!until()) {
        const id = await writeEntry(base, u, n++);
        if (id) acked.push(id);
        else if (until()) return;
      }
    }),
  );
  return acked;
}

export async function journalIds(base: string, u: BenchUser): Promise<Set<string>> {
  const res = await fetch(`${base}/api/journal/${u.userId}`, { headers: { cookie: u.cookie } });
  if (!res.ok) throw new Error(`journal read failed: ${String(res.status)}`);
  return new Set(((await res.json()) as { id: string }[]).map((e) => e.id));
}

/** fsync and fdatasync calls in an strace log between two instants (seconds since the epoch). */
export function syncsBetween(log: string, from: number, to: number): number {
  if (!existsSync(log)) return 0;
  let n = 0;
  for (const line of readFileSync(log, 'utf8').split('\n')) {
    const m = /^\d+\s+(\d+\.\d+) (fsync|fdatasync)\(/.exec(line);
    if (m && Number(m[1]) >= from && Number(m[1]) <= to) n++;
  }
  return n;
}

export interface DurabilityReport {
  coldStartEmptyMs: number;
  coldStartWithDataMs: number;
  idlePssMiB: number;
  loadPssMiB: number;
  /** Acknowledged commits and fsync calls during them (null without strace). */
  fsyncs: { writers: number; commits: number; syncs: number }[] | null;
  crash: { acknowledged: number; lost: number; restartMs: number };
}

const hasStrace = () => {
  try {
    execFileSync('strace', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Commits and fsyncs while `writers` loops write for `seconds`. */
async function countSyncs(base: string, u: BenchUser, log: string, writers: number, seconds: number) {
  const from = Date.now() / 1000;
  const stopAt = Date.now() + seconds * 1000;
  const acked = await writeLoad(base, u, writers, () => Date.now() >= stopAt);
  const to = Date.now() / 1000;
  await sleep(200); // strace writes its log as the calls return
  return { writers, commits: acked.length, syncs: syncsBetween(log, from, to) };
}

/**
 * Runs every measurement on fresh data folders under `root` (each its own), with `env` for the server
 * (DATABASE_URL for PostgreSQL; for the embedded default DATA_DIR is set here).
 */
export async function benchDurability(root: string, env: NodeJS.ProcessEnv): Promise<DurabilityReport> {
  // Cold starts and memory.
  const dataDir = `${root}/cold`;
  let server = await startServer({ ...env, DATA_DIR: dataDir }, await freePort());
  const coldStartEmptyMs = server.startMs;
  const u = await signUpUser(server.base, `durable-${String(Date.now())}@example.com`);
  const idlePssMiB = pssMiB(server.pid);
  let loadPssMiB = 0;
  const stopAt = Date.now() + 5000;
  const sampler = setInterval(() => {
    loadPssMiB = Math.max(loadPssMiB, pssMiB(server.pid));
  }, 250);
  await writeLoad(server.base, u, 20, () => Date.now() >= stopAt);
  clearInterval(sampler);
  await stopServer(server);
  server = await startServer({ ...env, DATA_DIR: dataDir }, await freePort());
  const coldStartWithDataMs = server.startMs;
  await stopServer(server);

  // fsyncs per acknowledged commit, under strace when it is there.
  let fsyncs: DurabilityReport['fsyncs'] = null;
  if (hasStrace()) {
    const log = `${root}/strace.log`;
    const wrap = ['strace', '-f', '-qq', '--seccomp-bpf', '-ttt', '-e', 'trace=fsync,fdatasync', '-o', log];
    server = await startServer({ ...env, DATA_DIR: `${root}/strace` }, await freePort(), wrap);
    const v = await signUpUser(server.base, `fsync-${String(Date.now())}@example.com`);
    fsyncs = [await countSyncs(server.base, v, log, 1, 3), await countSyncs(server.base, v, log, 10, 3)];
    await stopServer(server);
  }

  // Crash under write load: SIGKILL to the server's whole process group, then a restart.
  const crashDir = { ...env, DATA_DIR: `${root}/crash` };
  server = await startServer(crashDir, await freePort());
  const w = await signUpUser(server.base, `crash-${String(Date.now())}@example.com`);
  let killed = false;
  const load = writeLoad(server.base, w, 20, () => killed);
  await sleep(2000);
  await stopServer(server, 'SIGKILL');
  killed = true;
  const acknowledged = await load;
  server = await startServer(crashDir, await freePort());
  const kept = await journalIds(server.base, w);
  await stopServer(server);
  return {
    coldStartEmptyMs,
    coldStartWithDataMs,
    idlePssMiB,
    loadPssMiB,
    fsyncs,
    crash: {
      acknowledged: acknowledged.length,
      lost: acknowledged.filter((id) => !kept.has(id)).length,
      restartMs: server.startMs,
    },
  };
}

export function printDurability(r: DurabilityReport): void {
  console.log('\nDurability and footprint');
  console.log(`  cold start, empty data folder   ${r.coldStartEmptyMs.toFixed(0)} ms`);
  console.log(`  cold start, with data           ${r.coldStartWithDataMs.toFixed(0)} ms`);
  console.log(
    `  memory (PSS), idle / write load ${r.idlePssMiB.toFixed(0)} / ${r.loadPssMiB.toFixed(0)} MiB`,
  );
  if (!r.fsyncs) console.log('  fsyncs per commit               (strace is not installed)');
  for (const f of r.fsyncs ?? []) {
    const per = f.commits ? (f.syncs / f.commits).toFixed(2) : '-';
    console.log(
      `  fsyncs per acknowledged commit  ${per} (${String(f.syncs)} for ${String(f.commits)} commits, ${String(f.writers)} writer${f.writers === 1 ? '' : 's'})`,
    );
  }
  console.log(
    `  kill -9 under write load        ${String(r.crash.lost)} of ${String(r.crash.acknowledged)} acknowledged writes lost; restart ${r.crash.restartMs.toFixed(0)} ms`,
  );
}

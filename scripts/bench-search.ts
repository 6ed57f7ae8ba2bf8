/**
 * The content search timed in process, without HTTP: every query of the search tests plus the typo queries,
 * each run many times on a freshly built index (its expansion cache starts empty, as after a restart).
 * Prints p50 and p99 per group and overall, in wall-clock time and in CPU time (the process's own, so a machine
 * shared with other work shows what the search itself costs); the target is well under 20 ms.
 */
import { SEARCH_CASES, TYPO_CASES } from '../src/server/modules/content/search-cases.ts';
import { createIndex, search } from '../src/server/modules/content/search.ts';
import { loadContent } from '../src/server/modules/content/library.ts';

const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 200);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

interface Timings {
  wall: number[];
  cpu: number[];
}

function timeOne(index: ReturnType<typeof createIndex>, q: string, into: Timings): void {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  search(index, q);
  into.wall.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  into.cpu.push((c.user + c.system) / 1000);
}

function time(index: ReturnType<typeof createIndex>, queries: readonly string[]): Timings {
  const out: Timings = { wall: [], cpu: [] };
  for (let round = 0; round < ROUNDS; round++) for (const q of queries) timeOne(index, q, out);
  return out;
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

export function benchSearchInProcess(): void {
  const lib = loadContent();
  const t0 = performance.now();
  const index = createIndex(lib);
  const buildMs = performance.now() - t0;
  const everyday = SEARCH_CASES.map(([q]) => q);
  const typos = TYPO_CASES.map(([q]) => q);
  // The first pass of each query (empty expansion cache) is timed on its own: the worst case a user can hit.
  // A throwaway index takes the JIT's warm-up first, so this measures the search rather than the compiler.
  const warmUp = createIndex(lib);
  for (const q of [...everyday, ...typos]) search(warmUp, q);
  const cold: Timings = { wall: [], cpu: [] };
  for (const q of [...everyday, ...typos]) timeOne(index, q, cold);
  const warmEveryday = time(index, everyday);
  const warmTypos = time(index, typos);
  const groups: [string, Timings][] = [
    [`everyday (${String(everyday.length)} queries)`, warmEveryday],
    [`typos (${String(typos.length)} queries)`, warmTypos],
    ['first run of each query (cold cache)', cold],
    [
      'all, warm',
      { wall: [...warmEveryday.wall, ...warmTypos.wall], cpu: [...warmEveryday.cpu, ...warmTypos.cpu] },
    ],
  ];
  console.log(
    `\nSearch in process: ${String(lib.articles.length)} articles + ${String(lib.faqs.length)} FAQs, index built in ${buildMs.toFixed(0)} ms, ${String(ROUNDS)} rounds\n`,
  );
  console.log(
    `${'queries'.padEnd(40)}${'runs'.padStart(7)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'cpu p50'.padStart(9)}${'cpu p99'.padStart(9)}`,
  );
  for (const [name, t] of groups) {
    const wall = sorted(t.wall);
    const cpu = sorted(t.cpu);
    console.log(
      `${name.padEnd(40)}${String(wall.length).padStart(7)}${percentile(wall, 50).toFixed(2).padStart(9)}${percentile(wall, 99).toFixed(2).padStart(9)}${percentile(cpu, 50).toFixed(2).padStart(9)}${percentile(cpu, 99).toFixed(2).padStart(9)}`,
    );
  }
}

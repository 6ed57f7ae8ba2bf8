/**
 * The content search timed in process, without HTTP: every query of the search tests plus the typo queries,
 * each run many times on a freshly built index (its expansion cache starts empty, as after a restart).
 * Prints p50 and p99 per group and overall; the target is well under 20 ms for the whole library.
 */
import { SEARCH_CASES, TYPO_CASES } from '../src/server/modules/content/search-cases.ts';
import { createIndex, search } from '../src/server/modules/content/search.ts';
import { loadContent } from '../src/server/modules/content/library.ts';

const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 200);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function time(index: ReturnType<typeof createIndex>, queries: readonly string[]): number[] {
  const out: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of queries) {
      const t0 = performance.now();
      search(index, q);
      out.push(performance.now() - t0);
    }
  }
  return out.sort((a, b) => a - b);
}

export function benchSearchInProcess(): void {
  const lib = loadContent();
  const t0 = performance.now();
  const index = createIndex(lib);
  const buildMs = performance.now() - t0;
  const everyday = SEARCH_CASES.map(([q]) => q);
  const typos = TYPO_CASES.map(([q]) => q);
  // The first pass of each query (empty expansion cache) is timed on its own: the worst case a user can hit.
  const cold = [...everyday, ...typos]
    .map((q) => {
      const s = performance.now();
      search(index, q);
      return performance.now() - s;
    })
    .sort((a, b) => a - b);
  const groups: [string, number[]][] = [
    [`everyday (${String(everyday.length)} queries)`, time(index, everyday)],
    [`typos (${String(typos.length)} queries)`, time(index, typos)],
    ['first run of each query (cold cache)', cold],
  ];
  const all = [...(groups[0]?.[1] ?? []), ...(groups[1]?.[1] ?? [])].sort((a, b) => a - b);
  groups.push(['all, warm', all]);
  console.log(
    `\nSearch in process: ${String(lib.articles.length)} articles + ${String(lib.faqs.length)} FAQs, index built in ${buildMs.toFixed(0)} ms, ${String(ROUNDS)} rounds\n`,
  );
  console.log(
    `${'queries'.padEnd(42)}${'runs'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}`,
  );
  for (const [name, times] of groups) {
    console.log(
      `${name.padEnd(42)}${String(times.length).padStart(8)}${percentile(times, 50).toFixed(2).padStart(9)}${percentile(times, 99).toFixed(2).padStart(9)}${(times.at(-1) ?? 0).toFixed(2).padStart(9)}`,
    );
  }
}

/**
 * Triage timed in process (docs/clinical-safety.md, "Speed"): every message of the labelled corpus, as the
 * server runs it (concept rules and the learned safety net) and as the offline chat runs it (rules alone),
 * BENCH_TRIAGE_ROUNDS times (3 by default) after one unmeasured round. Prints p50 and p99 per message; the
 * target is a p99 under 5 ms.
 */
import { triage } from '../src/core/domain/triage.ts';
import { safetyNet } from '../src/server/zara/safety-net.ts';
import { messagesOf, readCorpus } from '../src/server/zara/triage-corpus.ts';

const ROUNDS = Number(process.env.BENCH_TRIAGE_ROUNDS ?? 3);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export function benchTriageInProcess(): { p50: number; p99: number } {
  const messages = messagesOf(readCorpus());
  const result = { p50: 0, p99: 0 };
  for (const [name, options] of [
    ['rules and learned net (server)', { net: safetyNet }],
    ['rules alone (offline chat)', {}],
  ] as const) {
    for (const m of messages) triage(m.text, { stage: m.stage, week: m.week }, options);
    const times: number[] = [];
    const cpu: number[] = [];
    for (let round = 0; round < ROUNDS; round++)
      for (const m of messages) {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        triage(m.text, { stage: m.stage, week: m.week }, options);
        times.push(performance.now() - t0);
        const c = process.cpuUsage(c0);
        cpu.push((c.user + c.system) / 1000);
      }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p99 = percentile(times, 99);
    // Wall time on a shared machine includes the neighbours; CPU time is triage's own (and its garbage collection).
    console.log(
      `triage in process, ${name}: ${String(messages.length)} messages x ${String(ROUNDS)}: wall p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms; CPU p50 ${percentile(cpu, 50).toFixed(2)} ms, p99 ${percentile(cpu, 99).toFixed(2)} ms (target p99 < 5 ms)`,
    );
    if (name.startsWith('rules and')) Object.assign(result, { p50, p99 });
  }
  return result;
}

if (process.argv[1]?.endsWith('bench-triage.ts')) benchTriageInProcess();

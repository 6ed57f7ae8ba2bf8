/**
 * Zara's built-in responder timed in process, without HTTP or triage: every question of the answer library
 * (its question and each way it is asked, at a stage it is written for), every responder test case and every
 * question of the answer sets already run (long messages, two questions in one), each
 * asked once in each of many rounds, each round on a fresh responder (its answer cache starts empty). Prints p50 and p99 over all questions, the
 * questions with the slowest p99, and the first round alone; the target is p99 under 10 ms.
 */
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { triage } from '../src/core/domain/triage.ts';
import { loadContent } from '../src/server/modules/content/library.ts';
import { buildIndex } from '../src/server/modules/content/search.ts';
import { RESPONDER_CASES } from '../src/server/zara/responder-cases.ts';
import { readAnswerSets } from '../src/server/zara/answer-eval.ts';
import { createResponder, type ResponderInput } from '../src/server/zara/responder.ts';

const ROUNDS = Number(process.env.BENCH_RESPONDER_ROUNDS ?? 20);

// Collect garbage between rounds (building a fresh responder makes plenty), so a collection left over from
// that build is not timed as an answer.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function benchResponderInProcess(): Promise<{ p50: number; p99: number }> {
  const library = loadContent();
  const inputs: ResponderInput[] = [
    ...library.answers.flatMap((e) => {
      const stage = e.stages[0] ?? 'pregnant';
      const range = stage === 'pregnant' ? e.pregnancyWeeks : e.postpartumWeeks;
      const week = range ? range.from : stage === 'pregnant' ? 20 : 2;
      return [e.question, ...e.asked].map((message) => ({ message, stage, week }));
    }),
    ...RESPONDER_CASES.map((c) => ({ message: c.message, stage: c.stage, week: c.week })),
    // The question sets already run: long messages with a story around the question, and two questions.
    ...readAnswerSets().flatMap((set) =>
      set.questions.map((q) => ({ message: q.question, stage: q.stage, week: q.week })),
    ),
  ].map((q) => ({ ...q, triage: triage(q.message, q), country: 'GB' }));
  // A throwaway responder takes the JIT's warm-up, so the runs measure the responder rather than the compiler.
  const warm = createResponder(library, buildIndex(library));
  for (const input of inputs) warm.respond(input);
  const perQuestion = inputs.map(() => [] as number[]);
  const cold: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // A fresh responder each round: its answer cache would otherwise time a map lookup, not an answer.
    const responder = createResponder(library, buildIndex(library));
    // Its answer library indexed first, as the server does once it listens: the rounds time answers, not the index.
    await responder.warm();
    collect();
    inputs.forEach((input, i) => {
      const t0 = performance.now();
      responder.respond(input);
      const ms = performance.now() - t0;
      perQuestion[i]?.push(ms);
      if (round === 0) cold.push(ms);
    });
  }
  const all = perQuestion.flat().sort((a, b) => a - b);
  const p50 = percentile(all, 50);
  const p99 = percentile(all, 99);
  console.log(
    `\nResponder in process: ${String(inputs.length)} questions (${String(library.answers.length)} library entries asked every way, and the responder cases), ${String(ROUNDS)} rounds`,
  );
  const coldSorted = [...cold].sort((a, b) => a - b);
  console.log(
    `all questions       p50 ${p50.toFixed(2)} ms   p99 ${p99.toFixed(2)} ms   (target: p99 under 10 ms)`,
  );
  console.log(
    `first round         p50 ${percentile(coldSorted, 50).toFixed(2)} ms   p99 ${percentile(coldSorted, 99).toFixed(2)} ms`,
  );
  const slowest = perQuestion
    .map((ts, i) => ({
      q: inputs[i]?.message ?? '',
      p99: percentile(
        [...ts].sort((a, b) => a - b),
        99,
      ),
    }))
    .sort((a, b) => b.p99 - a.p99)
    .slice(0, 5);
  console.log('slowest questions (p99 of each):');
  for (const s of slowest) console.log(`  ${s.p99.toFixed(2).padStart(7)} ms  ${s.q}`);
  return { p50, p99 };
}

// Run alone (`npm run bench:responder`): the responder's figures without the HTTP bench around them.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchResponderInProcess();

/**
 * npm run triage:train: retrains the learned safety net on the whole labelled corpus (fixtures/triage) and
 * writes src/server/zara/triage-net-weights.json. First it scores each batch with a net trained on all the
 * other batches (leave one batch out), chooses the thresholds on those honest scores (at most 8% of routine
 * messages raised by rules and net together), and prints each batch's figures, rules alone and rules with the
 * net, so the docs can report generalisation rather than fit. TRIAGE_MAX_FALSE_ALARMS changes the limit.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { messagesOf, readCorpus } from '../src/server/zara/triage-corpus.ts';
import {
  chooseThresholds,
  combined,
  examplesOf,
  type Figures,
  figures,
  outOfFold,
  toFile,
  train,
} from '../src/server/zara/triage-learn.ts';

const maxFalseAlarms = Number(process.env.TRIAGE_MAX_FALSE_ALARMS ?? 0.08);
const started = Date.now();
const batches = readCorpus();
const examples = examplesOf(messagesOf(batches));
console.log(`corpus: ${String(examples.length)} messages in ${String(batches.length)} batches`);

const scored = outOfFold(examples);
const thresholds = chooseThresholds(scored, maxFalseAlarms);
const show = (f: Figures) =>
  `emergency ${String(f.emergency[0])}/${String(f.emergency[1])}, urgent raised ${String(f.urgent[0])}/${String(f.urgent[1])}, routine raised ${String(f.routineRaised[0])}/${String(f.routineRaised[1])}`;
console.log(
  `thresholds (leave one batch out, false alarms at most ${String(maxFalseAlarms * 100)}%): raise ${String(thresholds.raise)}, emergency ${String(thresholds.emergency)}`,
);
console.log('batch | rules alone | rules + net trained without this batch');
for (const b of batches) {
  const mine = scored.filter((s) => s.e.batch === b.batch);
  const rules = figures(mine.map((s) => ({ expected: s.e.level, got: s.e.rules })));
  const both = figures(mine.map((s) => ({ expected: s.e.level, got: combined(s, thresholds) })));
  console.log(`${b.batch} | ${show(rules)} | ${show(both)}`);
}
const all = figures(scored.map((s) => ({ expected: s.e.level, got: combined(s, thresholds) })));
const rulesAll = figures(scored.map((s) => ({ expected: s.e.level, got: s.e.rules })));
console.log(`all | ${show(rulesAll)} | ${show(all)}`);

const net = { ...train(examples), thresholds };
const out = join(import.meta.dirname, '..', 'src', 'server', 'zara', 'triage-net-weights.json');
writeFileSync(out, `${JSON.stringify(toFile(net))}\n`);
console.log(`wrote ${out}: ${String(net.weights.size)} weights, in ${String(Date.now() - started)} ms`);

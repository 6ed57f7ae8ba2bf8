/**
 * npm run triage:train: retrains the learned safety net on the whole labelled corpus (fixtures/triage) and
 * writes src/server/zara/triage-net-weights.json. First it scores each batch with a net trained on all the
 * other batches (leave one batch out), chooses the thresholds on those honest scores (the most recall for the net
 * whose own false alarms, routine messages the rules left alone, stay within NET_BUDGET: 5% of all routine messages
 * and 10% of any batch of 50 routine messages or more), and prints
 * each batch's figures: the rules alone, the net alone and both, so the docs can report generalisation rather
 * than fit. TRIAGE_MAX_FALSE_ALARMS and TRIAGE_MAX_BATCH_FALSE_ALARMS change the budget.
 *
 * `npm run triage:train -- --keep-thresholds` refits only: the net trained on the whole corpus with the shipped
 * thresholds, no leave-one-batch-out (a minute rather than half an hour), as the corpus test checks the weights after a
 * rule or lexicon change alters the net's features. Its figures are fit, not generalisation: a retrain gives those.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SafetyNet, SafetyNetFile } from '../src/core/domain/triage-net.ts';
import { messagesOf, readCorpus } from '../src/server/zara/triage-corpus.ts';
import {
  chooseThresholds,
  combined,
  examplesOf,
  type Figures,
  figures,
  NET_BUDGET,
  netOnly,
  outOfFold,
  type Scored,
  scoresOf,
  toFile,
  train,
} from '../src/server/zara/triage-learn.ts';

const budget = {
  overall: Number(process.env.TRIAGE_MAX_FALSE_ALARMS ?? NET_BUDGET.overall),
  perBatch: Number(process.env.TRIAGE_MAX_BATCH_FALSE_ALARMS ?? NET_BUDGET.perBatch),
};
const started = Date.now();
const batches = readCorpus();
const examples = examplesOf(messagesOf(batches));
console.log(`corpus: ${String(examples.length)} messages in ${String(batches.length)} batches`);
const out = join(import.meta.dirname, '..', 'src', 'server', 'zara', 'triage-net-weights.json');
const write = (net: SafetyNet) => {
  writeFileSync(out, `${JSON.stringify(toFile(net))}\n`);
  const size = net.models.map((m) => `${m.view} ${String(m.weights.size)}`).join(', ');
  console.log(`wrote ${out}: weights ${size}, in ${String(Date.now() - started)} ms`);
};

if (process.argv.includes('--keep-thresholds')) {
  const shipped = (JSON.parse(readFileSync(out, 'utf8')) as SafetyNetFile).thresholds;
  console.log(`refit with the shipped thresholds: ${JSON.stringify(shipped)}`);
  write({ ...train(examples), thresholds: shipped });
  process.exit(0);
}

const scored = outOfFold(examples);
const thresholds = chooseThresholds(scored, budget);
const show = (f: Figures) =>
  `emergency ${String(f.emergency[0])}/${String(f.emergency[1])}, urgent raised ${String(f.urgent[0])}/${String(f.urgent[1])}, routine raised ${String(f.routineRaised[0])}/${String(f.routineRaised[1])}`;
console.log(
  `thresholds (leave one batch out; the net's own false alarms at most ${(budget.overall * 100).toFixed(1)}% overall, ${(budget.perBatch * 100).toFixed(1)}% per batch): raise ${String(thresholds.raise)}, emergency ${String(thresholds.emergency)}, emergency with a cue of the mind ${String(thresholds.mind ?? thresholds.emergency)}`,
);
const line = (name: string, mine: readonly Scored[]) => {
  const of = (got: (s: Scored) => string) =>
    show(figures(mine.map((s) => ({ expected: s.e.level, got: got(s) as Scored['e']['level'] }))));
  console.log(
    `${name} | rules: ${of((s) => s.e.rules)} | net alone: ${of((s) => netOnly(s, thresholds))} | both: ${of((s) => combined(s, thresholds))}`,
  );
};
console.log('batch | rules alone | net trained without this batch, alone | rules and that net');
for (const b of batches)
  line(
    b.batch,
    scored.filter((s) => s.e.batch === b.batch),
  );
line('all', scored);

// The mind's family (self-harm, harm to the baby, psychosis and mania), by the writers' own sign labels (batches
// without labels, L0 and H1-H3, are left out): each batch scored by a net trained without it; then the batches
// written for the mind (T04, T10, T12, T14, T15) all left out at once, a writer's style the net never saw.
const MIND_SIGN =
  /harm|not (?:wanting|want) to live|suicid|psychos|mania|delusion|hallucinat|self-injur|self harm|better off without/i;
const messageOf = new Map(examples.map((e, i) => [e, messagesOf(batches)[i]]));
const isMind = (s: Scored) => {
  const sign = messageOf.get(s.e)?.sign ?? '';
  return s.e.level === 'emergency' && MIND_SIGN.test(sign) && !/sepsis/i.test(sign);
};
const mindLine = (name: string, mine: readonly Scored[]) => {
  const m = mine.filter(isMind);
  if (!m.length) return;
  const n = (got: (s: Scored) => string) =>
    `${String(m.filter((s) => got(s) === 'emergency').length)}/${String(m.length)}`;
  console.log(
    `${name} | rules: ${n((s) => s.e.rules)} | net alone: ${n((s) => netOnly(s, thresholds))} | both: ${n((s) => combined(s, thresholds))}`,
  );
};
console.log(
  'mind family, emergencies recognised as emergency: batch | rules | net without this batch | both',
);
for (const b of batches)
  mindLine(
    b.batch,
    scored.filter((s) => s.e.batch === b.batch),
  );
mindLine('all', scored);
const SPECIALISTS = new Set(['T04', 'T10', 'T12', 'T14', 'T15']);
const withoutMind = train(examples.filter((e) => !SPECIALISTS.has(e.batch)));
const styleOut = examples
  .filter((e) => SPECIALISTS.has(e.batch))
  .map((e) => ({ e, p: scoresOf(withoutMind, e) }));
console.log('mind family, the mind writers all left out of the net: batch | rules | net | both');
for (const b of SPECIALISTS)
  mindLine(
    b,
    styleOut.filter((s) => s.e.batch === b),
  );
mindLine('all five', styleOut);

write({ ...train(examples), thresholds });

/**
 * Training the learned safety net (docs/clinical-safety.md, "The learned safety net"): two logistic regressions
 * (triage-net.ts), one over every hashed feature and one over the concepts and numbers only, each fitted by AdaGrad
 * with L2 in a fixed order, so the same corpus always gives the same weights. Missing a raised message costs more
 * than a false alarm. The thresholds are chosen on out-of-fold scores (each batch scored by a net that never saw
 * it): the lowest, so the most recall, whose own false alarms (routine messages the rules left alone and the net
 * raised) stay within the budget. The rules' false alarms are not counted: on the corpus they are fit, and on a
 * fresh batch they are several times higher, so the net's share is kept small on its own. Used by
 * scripts/triage-train.ts and the tests.
 */
import {
  emergencyThreshold,
  featureIndexes,
  meanScores,
  modelScores,
  type NetModel,
  type NetThresholds,
  type NetView,
  netFeatures,
  type SafetyNet,
  type SafetyNetFile,
} from '../../core/domain/triage-net.ts';
import { triage, type TriageLevel } from '../../core/domain/triage.ts';
import { readMessage } from '../../core/domain/triage-context.ts';
import { mindConcern } from '../../core/domain/triage-rules-mind.ts';
import type { LabelledMessage } from './triage-corpus.ts';

export const DIM = 1 << 18;

/** The two models: the whole message with firm regularisation (words overfit), and its concepts. */
const MODELS: readonly { view: NetView; l2: number }[] = [
  { view: 'all', l2: 1e-3 },
  { view: 'concepts', l2: 1e-4 },
];
const EPOCHS = 8;
const RATE = 0.3;

export interface Example {
  /** Bucket indexes per view. */
  x: Record<NetView, number[]>;
  level: TriageLevel;
  rules: TriageLevel;
  batch: string;
  /** A cue of the mind's family is present (the net's lower emergency threshold applies). */
  mind: boolean;
}

/** Features and the rules' own level for each labelled message. */
export function examplesOf(messages: readonly LabelledMessage[]): Example[] {
  return messages.map((m) => {
    const ctx = { stage: m.stage, week: m.week };
    const t = triage(m.text, ctx);
    // (As typed: the net does not read the Tagalog glosses, triage-tagalog.ts.)
    const r = readMessage(m.text, ctx.stage, ctx.week, false);
    const f = netFeatures(r);
    return {
      x: { all: featureIndexes(f, DIM, 'all'), concepts: featureIndexes(f, DIM, 'concepts') },
      level: m.level,
      rules: t.level,
      batch: m.batch,
      mind: mindConcern(r),
    };
  });
}

/** A seeded shuffle (a linear congruential generator): the same order on every machine. */
function order(n: number, seed: number): number[] {
  const idx = Array.from({ length: n }, (_, i) => i);
  let s = seed >>> 0;
  for (let i = n - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [idx[i], idx[j]] = [idx[j] ?? 0, idx[i] ?? 0];
  }
  return idx;
}

const round = (v: number) => Math.round(v * 10000) / 10000;

function trainModel(examples: readonly Example[], view: NetView, l2: number): NetModel {
  const w = [new Float64Array(DIM), new Float64Array(DIM)];
  const g = [new Float64Array(DIM).fill(1e-8), new Float64Array(DIM).fill(1e-8)];
  const bias = [0, 0];
  const gb = [1e-8, 1e-8];
  // Recall first: a raised message counts twice (urgent head) or two and a half times (emergency head).
  const weightOf = (y: number, head: number) => (y === 1 ? (head === 1 ? 2.5 : 2) : 1);
  for (let ep = 0; ep < EPOCHS; ep++) {
    for (const i of order(examples.length, 1234 + ep)) {
      const e = examples[i];
      if (!e) continue;
      const x = e.x[view];
      const ys = [e.level === 'routine' ? 0 : 1, e.level === 'emergency' ? 1 : 0];
      for (let h = 0; h < 2; h++) {
        const wh = w[h] as Float64Array;
        const gh = g[h] as Float64Array;
        let z = bias[h] ?? 0;
        for (const f of x) z += wh[f] ?? 0;
        const p = 1 / (1 + Math.exp(-z));
        const y = ys[h] ?? 0;
        const err = (p - y) * weightOf(y, h);
        for (const f of x) {
          const grad = err + l2 * (wh[f] ?? 0);
          gh[f] = (gh[f] ?? 0) + grad * grad;
          wh[f] = (wh[f] ?? 0) - (RATE * grad) / Math.sqrt(gh[f] ?? 1);
        }
        gb[h] = (gb[h] ?? 0) + err * err;
        bias[h] = (bias[h] ?? 0) - (RATE * err) / Math.sqrt(gb[h] ?? 1);
      }
    }
  }
  const weights = new Map<number, readonly [number, number]>();
  for (let f = 0; f < DIM; f++) {
    const a = w[0]?.[f] ?? 0;
    const b = w[1]?.[f] ?? 0;
    if (Math.abs(a) >= 0.002 || Math.abs(b) >= 0.002) weights.set(f, [round(a), round(b)]);
  }
  return { view, bias: [round(bias[0] ?? 0), round(bias[1] ?? 0)], weights };
}

export function train(examples: readonly Example[]): SafetyNet {
  return {
    dim: DIM,
    models: MODELS.map((m) => trainModel(examples, m.view, m.l2)),
    thresholds: { raise: 0.5, emergency: 0.5 },
  };
}

/** [P(urgent or worse), P(emergency)] of an example: the mean of the models' scores, as at run time. */
export function scoresOf(net: SafetyNet, e: Example): [number, number] {
  return meanScores(net.models.map((m) => modelScores(m, e.x[m.view])));
}

export interface Scored {
  e: Example;
  p: [number, number];
}

/**
 * Each batch scored by a net that never saw it. By default (the figures in docs/triage-evaluation.md) one net per
 * batch, trained on all the others; with `folds`, the batches are dealt in turn into that many groups and each group
 * is scored by a net trained on the rest (leave-several-batches-out: each net sees a little less, and the corpus
 * test trains 10 nets instead of one per batch).
 */
export function outOfFold(examples: readonly Example[], folds?: number): Scored[] {
  const batches = [...new Set(examples.map((e) => e.batch))];
  const groups = folds ?? batches.length;
  const groupOf = new Map(batches.map((b, i) => [b, i % groups]));
  const out: Scored[] = [];
  for (let g = 0; g < groups; g++) {
    const net = train(examples.filter((e) => groupOf.get(e.batch) !== g));
    for (const e of examples.filter((x) => groupOf.get(x.batch) === g)) out.push({ e, p: scoresOf(net, e) });
  }
  return out;
}

const RANK: Record<TriageLevel, number> = { routine: 0, urgent: 1, emergency: 2 };

/** The net's own level for a score. */
export function netOnly(s: Scored, t: NetThresholds): TriageLevel {
  return s.p[1] >= emergencyThreshold(t, s.e.mind) ? 'emergency' : s.p[0] >= t.raise ? 'urgent' : 'routine';
}

export function combined(s: Scored, t: NetThresholds): TriageLevel {
  const net = netOnly(s, t);
  return RANK[net] > RANK[s.e.rules] ? net : s.e.rules;
}

export interface Figures {
  emergency: [number, number];
  urgent: [number, number];
  routineRaised: [number, number];
}

export function figures(levels: readonly { expected: TriageLevel; got: TriageLevel }[]): Figures {
  const f: Figures = { emergency: [0, 0], urgent: [0, 0], routineRaised: [0, 0] };
  for (const { expected, got } of levels) {
    if (expected === 'emergency')
      f.emergency = [f.emergency[0] + (got === 'emergency' ? 1 : 0), f.emergency[1] + 1];
    else if (expected === 'urgent') f.urgent = [f.urgent[0] + (got !== 'routine' ? 1 : 0), f.urgent[1] + 1];
    else f.routineRaised = [f.routineRaised[0] + (got !== 'routine' ? 1 : 0), f.routineRaised[1] + 1];
  }
  return f;
}

export interface Budget {
  /** The net may raise at most this share of all routine messages that the rules left routine... */
  overall: number;
  /** ...and at most this share of any one batch's, for batches of a fresh batch's size (50 routine messages or more). */
  perBatch: number;
}

/**
 * The budget the shipped thresholds are chosen within (iteration 30; docs/clinical-safety.md, "Its thresholds are
 * chosen on honest scores"). Issue 12's bar allows 10% of a batch's routine messages raised, rules and net
 * together. Over the 56 fresh batches H32-H87 the rules raised about 5% on their first runs, and 38 of the 39
 * batches that missed the bar missed it on a sign not raised, one on false alarms alone: the earlier budget (2.5%
 * overall, 6% a batch) kept the net's thresholds above signs it scored just under them.
 */
export const NET_BUDGET: Budget = { overall: 0.05, perBatch: 0.1 };

/** Routine messages the rules left routine and the net raised, of all routine messages. */
export function netFalseAlarms(scored: readonly Scored[], t: NetThresholds): [number, number] {
  const routine = scored.filter((s) => s.e.level === 'routine');
  return [
    routine.filter((s) => s.e.rules === 'routine' && netOnly(s, t) !== 'routine').length,
    routine.length,
  ];
}

/** Whether the net's own false alarms stay within the budget, overall and in every batch of a fresh batch's size. */
function withinBudget(scored: readonly Scored[], t: NetThresholds, budget: Budget): boolean {
  const [raised, routine] = netFalseAlarms(scored, t);
  if (raised > budget.overall * routine) return false;
  return [...new Set(scored.map((s) => s.e.batch))].every((b) => {
    const [n, d] = netFalseAlarms(
      scored.filter((s) => s.e.batch === b),
      t,
    );
    return d < 50 || n <= budget.perBatch * d;
  });
}

// (Fine steps where the budget binds: 0.9 to 0.99.)
const GRID = [
  0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.92, 0.94, 0.95, 0.96, 0.97, 0.98, 0.99,
  0.995, 0.999, 1.01,
];

/**
 * The thresholds that buy the most recall for the net on its own (emergencies counted twice; on batches it never
 * saw, it stands for the messages whose wording the rules will miss) while its own false alarms stay within the
 * budget on every batch. Then, recall first where a miss can kill, the lowest emergency threshold for messages with
 * a cue of the mind's family that still buys emergencies there within the same budget: the budget left is spent
 * on the mind, and messages without such a cue (the body's families) keep their thresholds and false alarms.
 */
export function chooseThresholds(scored: readonly Scored[], budget: Budget): NetThresholds {
  let best: NetThresholds = { raise: 1.01, emergency: 1.01 };
  let bestGain = -1;
  for (const raise of GRID)
    for (const emergency of GRID) {
      const t = { raise, emergency };
      if (!withinBudget(scored, t, budget)) continue;
      const alone = figures(scored.map((s) => ({ expected: s.e.level, got: netOnly(s, t) })));
      const gain = 2 * alone.emergency[0] + alone.urgent[0] - 0.01 * netFalseAlarms(scored, t)[0];
      if (gain > bestGain) {
        bestGain = gain;
        best = t;
      }
    }
  const caught = (t: NetThresholds) =>
    scored.filter((s) => s.e.mind && s.e.level === 'emergency' && netOnly(s, t) === 'emergency').length;
  let mind = best.emergency;
  for (const m of GRID.filter((g) => g < best.emergency).reverse()) {
    const t = { ...best, mind: m };
    if (!withinBudget(scored, t, budget)) break;
    if (caught(t) > caught({ ...best, mind })) mind = m;
  }
  return mind < best.emergency ? { ...best, mind } : best;
}

export function toFile(net: SafetyNet): SafetyNetFile {
  return {
    dim: net.dim,
    models: net.models.map((m) => ({
      view: m.view,
      bias: m.bias,
      weights: [...m.weights.entries()].map(([i, [a, b]]) => [i, a, b]),
    })),
    thresholds: net.thresholds,
  };
}

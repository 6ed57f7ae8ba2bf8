/**
 * Training the learned safety net (docs/clinical-safety.md, "The learned safety net"): two logistic regressions
 * over hashed features (triage-net.ts), fitted by AdaGrad with L2, in a fixed order, so the same corpus always
 * gives the same weights. Thresholds are chosen on out-of-fold scores (each batch scored by a net that never saw
 * it) so that rules and net together miss as few emergencies and urgent messages as possible while raising at
 * most `maxFalseAlarms` of routine ones. Used by scripts/triage-train.ts and the tests.
 */
import {
  featureIndexes,
  netFeatures,
  netScores,
  type SafetyNet,
  type SafetyNetFile,
} from '../../core/domain/triage-net.ts';
import { triage, type TriageLevel } from '../../core/domain/triage.ts';
import { readMessage } from '../../core/domain/triage-context.ts';
import type { LabelledMessage } from './triage-corpus.ts';

export const DIM = 1 << 18;

export interface Example {
  x: number[];
  level: TriageLevel;
  rules: TriageLevel;
  batch: string;
}

/** Features and the rules' own level for each labelled message. */
export function examplesOf(messages: readonly LabelledMessage[]): Example[] {
  return messages.map((m) => {
    const ctx = { stage: m.stage, week: m.week };
    const t = triage(m.text, ctx);
    const r = readMessage(m.text, ctx.stage, ctx.week);
    const x = featureIndexes(
      netFeatures(r, { signs: t.signs, mentioned: t.mentioned, ask: t.ask ?? [] }),
      DIM,
    );
    return { x, level: m.level, rules: t.level, batch: m.batch };
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

export function train(examples: readonly Example[], epochs = 18, lr = 0.3, l2 = 1e-5): SafetyNet {
  const w = [new Float64Array(DIM), new Float64Array(DIM)];
  const g = [new Float64Array(DIM).fill(1e-8), new Float64Array(DIM).fill(1e-8)];
  const bias = [0, 0];
  const gb = [1e-8, 1e-8];
  // Missing a raised message costs more than a false alarm (recall first).
  const targets = (e: Example): [number, number] => [
    e.level === 'routine' ? 0 : 1,
    e.level === 'emergency' ? 1 : 0,
  ];
  const weightOf = (y: number, head: number) => (y === 1 ? (head === 1 ? 2.5 : 2) : 1);
  for (let ep = 0; ep < epochs; ep++) {
    for (const i of order(examples.length, 1234 + ep)) {
      const e = examples[i];
      if (!e) continue;
      const ys = targets(e);
      for (let h = 0; h < 2; h++) {
        const wh = w[h] as Float64Array;
        const gh = g[h] as Float64Array;
        let z = bias[h] ?? 0;
        for (const f of e.x) z += wh[f] ?? 0;
        const p = 1 / (1 + Math.exp(-z));
        const y = ys[h] ?? 0;
        const err = (p - y) * weightOf(y, h);
        for (const f of e.x) {
          const grad = err + l2 * (wh[f] ?? 0);
          gh[f] = (gh[f] ?? 0) + grad * grad;
          wh[f] = (wh[f] ?? 0) - (lr * grad) / Math.sqrt(gh[f] ?? 1);
        }
        gb[h] = (gb[h] ?? 0) + err * err;
        bias[h] = (bias[h] ?? 0) - (lr * err) / Math.sqrt(gb[h] ?? 1);
      }
    }
  }
  const weights = new Map<number, readonly [number, number]>();
  for (let f = 0; f < DIM; f++) {
    const a = w[0]?.[f] ?? 0;
    const b = w[1]?.[f] ?? 0;
    if (Math.abs(a) >= 0.002 || Math.abs(b) >= 0.002) weights.set(f, [round(a), round(b)]);
  }
  return {
    dim: DIM,
    bias: [round(bias[0] ?? 0), round(bias[1] ?? 0)],
    weights,
    thresholds: { raise: 0.5, emergency: 0.5 },
  };
}

const round = (v: number) => Math.round(v * 10000) / 10000;

export interface Scored {
  e: Example;
  p: [number, number];
}

/** Each batch scored by a net trained on all the other batches. */
export function outOfFold(examples: readonly Example[]): Scored[] {
  const batches = [...new Set(examples.map((e) => e.batch))];
  const out: Scored[] = [];
  for (const b of batches) {
    const net = train(examples.filter((e) => e.batch !== b));
    for (const e of examples.filter((x) => x.batch === b)) out.push({ e, p: netScores(net, e.x) });
  }
  return out;
}

const RANK: Record<TriageLevel, number> = { routine: 0, urgent: 1, emergency: 2 };

export function combined(s: Scored, t: { raise: number; emergency: number }): TriageLevel {
  const net: TriageLevel = s.p[1] >= t.emergency ? 'emergency' : s.p[0] >= t.raise ? 'urgent' : 'routine';
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

/** The thresholds with the fewest misses (emergencies counted twice) whose false alarms stay within the limit. */
export function chooseThresholds(
  scored: readonly Scored[],
  maxFalseAlarms: number,
): { raise: number; emergency: number } {
  const grid = [
    0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.88, 0.9, 0.92, 0.94, 0.95, 0.96, 0.97, 0.98, 0.99, 0.995, 0.999, 1.01,
  ];
  let best = { raise: 1.01, emergency: 1.01 };
  let bestCost = Infinity;
  for (const raise of grid)
    for (const emergency of grid) {
      const f = figures(scored.map((s) => ({ expected: s.e.level, got: combined(s, { raise, emergency }) })));
      if (f.routineRaised[0] > maxFalseAlarms * f.routineRaised[1]) continue;
      const cost =
        2 * (f.emergency[1] - f.emergency[0]) + (f.urgent[1] - f.urgent[0]) + 0.01 * f.routineRaised[0];
      if (cost < bestCost) {
        bestCost = cost;
        best = { raise, emergency };
      }
    }
  return best;
}

export function toFile(net: SafetyNet): SafetyNetFile {
  return {
    dim: net.dim,
    bias: net.bias,
    weights: [...net.weights.entries()].map(([i, [a, b]]) => [i, a, b]),
    thresholds: net.thresholds,
  };
}

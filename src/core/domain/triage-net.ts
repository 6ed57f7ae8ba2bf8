/**
 * The learned safety net beside the rules (docs/clinical-safety.md, "The learned safety net"): two logistic
 * regressions over hashed features of a message (its words, word pairs, stems and letter 4-grams, so typos
 * still meet; the concepts the concept layer named with their negation, subject and time; the rules' own
 * findings; numbers over thresholds; stage and week), one for "urgent or worse", one for "emergency". Trained
 * in the repository on the labelled corpus (`npm run triage:train`, scripts/triage-train.ts), shipped as a
 * weights file, deterministic at run time. Its thresholds are set for recall by cross-validation. It can only
 * raise triage's level, never lower it. Pure: the weights are passed in (the server loads them).
 */
import { stemmer } from '@orama/stemmers/english';
import { negated, type Reading, statusAt } from './triage-context.ts';
import { subjectAt } from './triage-subject.ts';

export interface SafetyNet {
  /** Number of hash buckets. */
  dim: number;
  /** [urgent-or-worse, emergency] intercepts. */
  bias: [number, number];
  /** Sparse weights: bucket index -> [urgent-or-worse, emergency]. */
  weights: ReadonlyMap<number, readonly [number, number]>;
  /** Probability thresholds chosen by cross-validation for recall. */
  thresholds: { raise: number; emergency: number };
}

/** The rules' verdicts the net sees as features. */
export interface RuleSummary {
  signs: readonly string[];
  mentioned: readonly string[];
  ask: readonly string[];
}

/** 32-bit FNV-1a: the same bucket for the same feature on every machine. */
export function hashFeature(s: string, dim: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % dim;
}

function weekBucket(stage: string | null, week: number | null): string {
  if (stage === null || week === null) return `${stage ?? 'none'}:?`;
  if (stage === 'pregnant')
    return week < 14 ? 'p:early' : week < 24 ? 'p:mid' : week < 37 ? 'p:late' : 'p:term';
  return week < 2 ? 'pp:0-1' : week < 6 ? 'pp:2-5' : week < 13 ? 'pp:6-12' : 'pp:13+';
}

/** The features of a message, as strings (hashed by the caller). */
export function netFeatures(r: Reading, rules: RuleSummary): string[] {
  const out: string[] = [`stage:${r.stage ?? 'none'}`, `wk:${weekBucket(r.stage, r.week)}`];
  const words = r.tokens.map((t) => t.w);
  words.forEach((w, i) => {
    out.push(`w:${w}`, `s:${stemmer(w)}`);
    if (i > 0) out.push(`b:${words[i - 1] ?? ''}_${w}`);
    if (w.length >= 5 && /^[a-z]+$/.test(w)) {
      const padded = `<${w}>`;
      for (let k = 0; k + 4 <= padded.length; k++) out.push(`c:${padded.slice(k, k + 4)}`);
    }
  });
  for (const m of r.mentions) {
    if (m.c === 'neg' || m.c === 'self' || m.c === 'my') continue;
    const st = statusAt(r, m.start, m.end);
    const who = subjectAt(r, m.start) ?? 'none';
    out.push(`k:${m.c}`, `k:${m.c}:${who}`);
    if (negated(r, m.start, m.end)) out.push(`kn:${m.c}`);
    if (st.question) out.push(`kq:${m.c}`);
    if (st.history) out.push(`kh:${m.c}`);
    if (st.resolved) out.push(`kr:${m.c}:${st.resolved}`);
  }
  for (const s of rules.signs) out.push(`rs:${s}`);
  for (const s of rules.mentioned) out.push(`rm:${s}`);
  for (const s of rules.ask) out.push(`ra:${s}`);
  const n = r.numbers;
  if (n.tempsC.some((t) => t.c >= 38)) out.push('n:temp>=38');
  if (n.tempsC.some((t) => t.c < 36)) out.push('n:temp<36');
  if (n.tempsC.some((t) => t.c >= 37.5 && t.c < 38)) out.push('n:temp37.5');
  if (n.bp.some((b) => (b.sys ?? 0) >= 160 || (b.dia ?? 0) >= 110)) out.push('n:bp-severe');
  else if (n.bp.some((b) => (b.sys ?? 0) >= 140 || (b.dia ?? 0) >= 90)) out.push('n:bp-high');
  else if (n.bp.length) out.push('n:bp-normal');
  if (n.heartRates.some((h) => h.v >= 120)) out.push('n:hr>=120');
  if (n.intervals.some((m) => m <= 10)) out.push('n:every<=10');
  if ((n.hours ?? 0) >= 8) out.push('n:hours>=8');
  if ((n.hours ?? 0) >= 12) out.push('n:hours>=12');
  if (n.feedRatio !== null && n.feedRatio <= 0.5) out.push('n:feed<=half');
  if ((n.spanDays ?? 0) >= 14) out.push('n:span>=14d');
  if (n.withinHour.size) out.push('n:within-hour');
  if (n.babyAgeDays !== null) out.push(n.babyAgeDays < 91 ? 'n:baby<3m' : 'n:baby>=3m');
  return out;
}

/** Bucket indexes of a message's features (each counted once). */
export function featureIndexes(features: readonly string[], dim: number): number[] {
  return [...new Set(features.map((f) => hashFeature(f, dim)))];
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** [P(urgent or worse), P(emergency)]. */
export function netScores(net: SafetyNet, indexes: readonly number[]): [number, number] {
  let a = net.bias[0];
  let b = net.bias[1];
  for (const i of indexes) {
    const w = net.weights.get(i);
    if (w) {
      a += w[0];
      b += w[1];
    }
  }
  return [sigmoid(a), sigmoid(b)];
}

/** The net's level for a message the rules have read. */
export function netLevel(net: SafetyNet, r: Reading, rules: RuleSummary): 'routine' | 'urgent' | 'emergency' {
  const [raise, emergency] = netScores(net, featureIndexes(netFeatures(r, rules), net.dim));
  if (emergency >= net.thresholds.emergency) return 'emergency';
  return raise >= net.thresholds.raise ? 'urgent' : 'routine';
}

/** The weights file's shape (scripts/triage-train.ts writes it). */
export interface SafetyNetFile {
  dim: number;
  bias: [number, number];
  /** [index, urgent-or-worse weight, emergency weight]. */
  weights: [number, number, number][];
  thresholds: { raise: number; emergency: number };
}

export function loadSafetyNet(file: SafetyNetFile): SafetyNet {
  return {
    dim: file.dim,
    bias: file.bias,
    weights: new Map(file.weights.map(([i, a, b]) => [i, [a, b] as const])),
    thresholds: file.thresholds,
  };
}

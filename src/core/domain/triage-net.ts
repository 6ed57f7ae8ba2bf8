/**
 * The learned safety net beside the rules (docs/clinical-safety.md, "The learned safety net"): two logistic
 * regressions, each with a head for "urgent or worse" and one for "emergency", whose scores are averaged. One reads
 * every hashed feature of a message (its words, word pairs, stems and letter 4-grams, so typos still meet; the
 * concepts the concept layer named with their negation, subject and time; numbers over thresholds; stage and
 * week); the other reads only the concepts, numbers, stage and week, so it hears a sign in wording no labelled
 * message used, as long as the lexicon knows its words. Neither sees the rules' verdicts: the net is a second
 * opinion that does not lean on the rules, so it can catch what they miss. Trained in the repository on the
 * labelled corpus (`npm run triage:train`, scripts/triage-train.ts), shipped as a weights file, deterministic at
 * run time. Its thresholds are set for recall on leave-one-batch-out scores, with a lower emergency threshold for
 * a message that carries a cue of the mind's family (recall first where a miss can kill). It can only raise
 * triage's level, never lower it. Pure: the weights are passed in (the server loads them).
 */
import { stemmer } from '@orama/stemmers/english';
import { negated, type Reading, sentenceText, span, statusAt } from './triage-context.ts';
import type { Mention } from './triage-lexicon.ts';
import { readingAsked } from './triage-fever-asked.ts';
import { mindCues, type MindClass, OCCASION, WEIGHT } from './triage-mind-cues.ts';
import { ACTS, figure } from './triage-mind-figures.ts';
import { mindConcern } from './triage-rules-mind.ts';
import { handsFeetOnly } from './triage-newborn-colour.ts';
import { stainedColour } from './triage-rule-kit.ts';
import { subjectAt } from './triage-subject.ts';

/** Which features a model reads: all of them, or the concepts, numbers, stage and week only. */
export type NetView = 'all' | 'concepts';

export interface NetModel {
  view: NetView;
  /** [urgent-or-worse, emergency] intercepts. */
  bias: [number, number];
  /** Sparse weights: bucket index -> [urgent-or-worse, emergency]. */
  weights: ReadonlyMap<number, readonly [number, number]>;
}

export interface SafetyNet {
  /** Number of hash buckets. */
  dim: number;
  models: readonly NetModel[];
  /** Probability thresholds chosen on leave-one-batch-out scores for recall. */
  thresholds: NetThresholds;
}

export interface NetThresholds {
  raise: number;
  emergency: number;
  /** The emergency threshold for a message with a cue of the mind's family (mindConcern): lower, recall first. */
  mind?: number;
}

/** The emergency threshold for a message: lower where a cue of the mind's family is present. */
export const emergencyThreshold = (t: NetThresholds, mind: boolean) =>
  mind && t.mind !== undefined ? Math.min(t.mind, t.emergency) : t.emergency;

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

/** Washing just before the hands: "wash hands", "washing their hands", "clean your hands". */
const WASHED =
  /\b(?:wash|washes|washed|washing|clean|cleans|cleaned|sanitise|sanitize|sanitised|sanitized|scrub|scrubbed|gel)(?: (?:their|your|his|her|my|our|the))?$/;

/** Concepts too common to pair (who is speaking, negation itself). */
const PLAIN = new Set(['neg', 'self', 'my', 'fine', 'usual', 'lots', 'joke']);

/** The stemmer, memoised: the same few thousand words come back in every message (cleared when it grows large). */
const stems = new Map<string, string>();
function stem(w: string): string {
  let s = stems.get(w);
  if (s === undefined) {
    if (stems.size >= 50_000) stems.clear();
    s = stemmer(w);
    stems.set(w, s);
  }
  return s;
}

/** The features of a message, as strings (hashed by the caller). */
export function netFeatures(r: Reading): string[] {
  const out: string[] = [`stage:${r.stage ?? 'none'}`, `wk:${weekBucket(r.stage, r.week)}`];
  const words = r.tokens.map((t) => t.w);
  words.forEach((w, i) => {
    out.push(`w:${w}`, `s:${stem(w)}`);
    if (i > 0) out.push(`b:${words[i - 1] ?? ''}_${w}`);
    if (w.length >= 5 && /^[a-z]+$/.test(w)) {
      const padded = `<${w}>`;
      for (let k = 0; k + 4 <= padded.length; k++) out.push(`c:${padded.slice(k, k + 4)}`);
    }
  });
  // A word of the mind in a fixed figure ("dying to meet you", "want to get the car seat sorted") is not the mind
  // for the net either (triage-mind-figures.ts).
  // Nor is an act the rules read as done to no one they guard ("he cries the second I put him down",
  // triage-mind-target.ts): only an act kept as a cue of the mind is one for the net.
  const cues = mindCues(r);
  // (Nor is a thing given away for an occasion or to clear space, "gave me her maternity clothes", a goodbye.)
  const figurative = (m: Mention) =>
    m.c in WEIGHT &&
    (figure(r, m.c as MindClass, m.start, m.end) ||
      (/^farewell/.test(m.c) && OCCASION.test(sentenceText(r, r.tokens[m.start]?.sent ?? -1))) ||
      (ACTS.test(m.c) && !cues.some((c) => c.at <= m.start && m.start < Math.max(c.end, c.at + 1))));
  // A colour the rules explain away (blue-ish hands and feet with pink lips and a warm chest; lips stained by a
  // slushie) is its own feature for the net, not the colour of a sign (iteration 37).
  // (So are hands washed, "ask them to wash hands before holding him": hygiene, not swollen hands or a rash; Q30.)
  const explained = (m: Mention) =>
    (m.c === 'blue' && (stainedColour(r) || (r.stage !== 'pregnant' && handsFeetOnly(r, m.start)))) ||
    (/^(?:faceHands|palmsSoles)$/.test(m.c) && WASHED.test(span(r, m.start - 3, m.start)));
  // Each mention's figure, explanation and status are worked out once and read by both the concept features and
  // the pairs said now (statusAt is the costly part of the net's features).
  const live = new Map<number, Set<string>>();
  for (const m of r.mentions) {
    if (m.c === 'neg' || m.c === 'self' || m.c === 'my' || figurative(m)) continue;
    if (explained(m)) {
      out.push(`kx:${m.c}`);
      continue;
    }
    const st = statusAt(r, m.start, m.end);
    const who = subjectAt(r, m.start) ?? 'none';
    out.push(`k:${m.c}`, `k:${m.c}:${who}`);
    if (negated(r, m.start, m.end)) out.push(`kn:${m.c}`);
    if (st.question) out.push(`kq:${m.c}`);
    if (st.history) out.push(`kh:${m.c}`);
    if (st.resolved) out.push(`kr:${m.c}:${st.resolved}`);
    // A case to come ("if she ever had a big bleed or really bad pain, do I ring or drive her?", H120) is its own
    // feature, and meets no other concept as said now; the mind's words pictured or feared still pair (recall first).
    const ahead = st.imagined && !(m.c in WEIGHT);
    if (st.imagined) out.push(`ki:${m.c}`);
    // Concepts that meet in a sentence, said now (not denied, over, asked or long ago): "bleed+heavy", "die+thought".
    if (PLAIN.has(m.c) || st.negated || st.resolved || st.question || st.history || ahead) continue;
    const sent = r.tokens[m.start]?.sent ?? -1;
    const set = live.get(sent) ?? new Set<string>();
    set.add(m.c);
    live.set(sent, set);
  }
  for (const set of live.values()) {
    const cs = [...set].sort();
    for (let a = 0; a < cs.length; a++)
      for (let b = a + 1; b < cs.length; b++) out.push(`kp:${cs[a] ?? ''}+${cs[b] ?? ''}`);
  }
  const n = r.numbers;
  // A figure asked about, not taken ("does the 100.4 rule change after 3 months?", "if her temp is 38 do we go in?":
  // triage-fever-asked.ts) is its own feature, not a reading over the line (iteration 46, AH76).
  const temps = n.tempsC.filter((t) => !readingAsked(r, t.at));
  if (temps.length < n.tempsC.length) out.push('n:temp-asked');
  if (temps.some((t) => t.c >= 38)) out.push('n:temp>=38');
  // (A fever over 38 in a baby of 3 months or more is not the newborn's emergency by itself: its own feature, so the
  // net can tell it from a fever under 3 months; iteration 51, Q39.)
  if (temps.some((t) => t.c >= 38) && n.babyAgeDays !== null && n.babyAgeDays >= 91)
    out.push('n:temp>=38+baby>=3m');
  if (temps.some((t) => t.c < 36)) out.push('n:temp<36');
  if (temps.some((t) => t.c >= 37.5 && t.c < 38)) out.push('n:temp37.5');
  // ("98.9 under the arm": every reading normal says something too, as a normal blood pressure does.)
  else if (temps.length && temps.every((t) => t.c >= 36 && t.c < 37.5)) out.push('n:temp-normal');
  // A raised reading followed by a normal one ("165/105 last week... today 132/84") is one treated and settled:
  // the latest reading says where she is now, the earlier one stays a feature of its own.
  const normal = (b: (typeof n.bp)[number]) => b.sys !== null && b.dia !== null && b.sys < 140 && b.dia < 90;
  const settled = (b: (typeof n.bp)[number]) => !normal(b) && n.bp.some((l) => l.at > b.at && normal(l));
  const current = n.bp.filter((b) => !settled(b));
  if (current.length < n.bp.length) out.push('n:bp-earlier-raised');
  if (current.some((b) => (b.sys ?? 0) >= 160 || (b.dia ?? 0) >= 110)) out.push('n:bp-severe');
  else if (current.some((b) => (b.sys ?? 0) >= 140 || (b.dia ?? 0) >= 90)) out.push('n:bp-high');
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

/** Whether a feature belongs to a view (the concepts view leaves out words, stems and letters). */
export const inView = (view: NetView, f: string) =>
  view === 'all' || /^(?:k|kn|kq|kh|kr|ki|kp|kx|n|stage|wk):/.test(f);

/** Bucket indexes of a message's features in a view (each counted once). */
export function featureIndexes(features: readonly string[], dim: number, view: NetView = 'all'): number[] {
  return [...new Set(features.filter((f) => inView(view, f)).map((f) => hashFeature(f, dim)))];
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** One model's [P(urgent or worse), P(emergency)] from its bucket indexes. */
export function modelScores(
  model: Pick<NetModel, 'bias' | 'weights'>,
  indexes: readonly number[],
): [number, number] {
  let a = model.bias[0];
  let b = model.bias[1];
  for (const i of indexes) {
    const w = model.weights.get(i);
    if (w) {
      a += w[0];
      b += w[1];
    }
  }
  return [sigmoid(a), sigmoid(b)];
}

/** The net's [P(urgent or worse), P(emergency)] for a message's features: the mean of its models' scores. */
export function netScores(net: SafetyNet, features: readonly string[]): [number, number] {
  // Each feature hashed once for both views, in the order featureIndexes gives (the same sums, bit for bit).
  const all: number[] = [];
  const concepts: number[] = [];
  const seenAll = new Set<number>();
  const seenConcepts = new Set<number>();
  for (const f of features) {
    const h = hashFeature(f, net.dim);
    if (!seenAll.has(h)) {
      seenAll.add(h);
      all.push(h);
    }
    if (!seenConcepts.has(h) && inView('concepts', f)) {
      seenConcepts.add(h);
      concepts.push(h);
    }
  }
  return meanScores(net.models.map((m) => modelScores(m, m.view === 'all' ? all : concepts)));
}

/** The mean of models' scores (averaging calibrates better than the larger: one model's overconfidence is halved). */
export function meanScores(scores: readonly (readonly [number, number])[]): [number, number] {
  let raise = 0;
  let emergency = 0;
  for (const [a, b] of scores) {
    raise += a / scores.length;
    emergency += b / scores.length;
  }
  return [raise, emergency];
}

/** The net's level for a message, read on its own (the caller keeps the higher of it and the rules'). */
export function netLevel(net: SafetyNet, r: Reading): 'routine' | 'urgent' | 'emergency' {
  const [raise, emergency] = netScores(net, netFeatures(r));
  if (emergency >= emergencyThreshold(net.thresholds, mindConcern(r))) return 'emergency';
  return raise >= net.thresholds.raise ? 'urgent' : 'routine';
}

/** The weights file's shape (scripts/triage-train.ts writes it). */
export interface SafetyNetFile {
  dim: number;
  /** Each model: its view, intercepts and [index, urgent-or-worse weight, emergency weight] rows. */
  models: { view: NetView; bias: [number, number]; weights: [number, number, number][] }[];
  thresholds: NetThresholds;
}

export function loadSafetyNet(file: SafetyNetFile): SafetyNet {
  return {
    dim: file.dim,
    models: file.models.map((m) => ({
      view: m.view,
      bias: m.bias,
      weights: new Map(m.weights.map(([i, a, b]) => [i, [a, b] as const])),
    })),
    thresholds: file.thresholds,
  };
}

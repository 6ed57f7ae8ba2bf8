/**
 * The costly part of scoring an entry against her question (./answer-search.ts): how strongly her words reach
 * every entry, looked up once through the postings, and her closest way of asking or sentence of one entry,
 * looked up through the entry's term places. Scratch arrays are reused between questions (one question is
 * scored at a time), so scoring allocates little.
 */
import type { AnswerIndex, Doc } from './answer-index.ts';
import type { QueryTerm } from './answer-query.ts';

/**
 * One sentence of an answer that holds most of her words answers her nearly as well as a way of asking
 * ("he keeps wriggling down under the blanket": "... so they cannot wriggle down under any covers").
 */
export const SENTENCE_FIT = 0.85;

/**
 * Scratch space reused between questions (one question is scored at a time): a question's best weight in each
 * way of asking or sentence of one entry, and which of her words' reaches gave it.
 */
let scratchBest = new Float64Array(256);
let scratchVia = new Int32Array(256);
function scratch(size: number): { best: Float64Array; via: Int32Array } {
  if (scratchBest.length < size) {
    scratchBest = new Float64Array(size * 2);
    scratchVia = new Int32Array(size * 2);
  } else scratchBest.fill(0, 0, size);
  return { best: scratchBest, via: scratchVia };
}

/**
 * For each of her words (row j) and each way of asking or sentence (column k) of one entry, the best weight her
 * word reaches there with (as reachIn: the first of its reach with the highest weight), found through the
 * entry's term places rather than by testing every way of asking and sentence.
 */
function bestPer(
  doc: Doc,
  qts: readonly QueryTerm[],
  columns: number,
  of: 'asks' | 'sentences',
): { best: Float64Array; via: Int32Array } {
  const { best, via } = scratch(qts.length * columns);
  for (let j = 0; j < qts.length; j++) {
    const reach = (qts[j] as QueryTerm).reach;
    for (let ri = 0; ri < reach.length; ri++) {
      const [r, w] = reach[ri] as [string, number];
      const places = doc.places.get(r);
      if (!places) continue;
      for (const k of places[of]) {
        const at = j * columns + k;
        if (w > (best[at] as number)) {
          best[at] = w;
          via[at] = ri;
        }
      }
    }
  }
  return { best, via };
}

/**
 * The way of asking she came closest to: how much of it her message holds (a long message with more context
 * still holds "how warm should the baby's room be"), and a little of how much of hers it holds. `asking` are
 * her words that carry the question (not her story), `inBody` how much of them the whole answer holds.
 */
export function bestFit(
  index: AnswerIndex,
  doc: Doc,
  asking: readonly QueryTerm[],
  total: number,
  inBody: number,
): { fit: number; sentence: boolean } {
  let fit = 0;
  const nA = doc.asks.length;
  const asks = bestPer(doc, asking, nA, 'asks');
  const used: string[] = [];
  for (let k = 0; k < nA; k++) {
    let mine = 0;
    used.length = 0;
    for (let j = 0; j < asking.length; j++) {
      const best = asks.best[j * nA + k] as number;
      if (best > 0) {
        const t = asking[j] as QueryTerm;
        mine += t.weight * best;
        const via = (t.reach[asks.via[j * nA + k] as number] as [string, number])[0];
        if (!used.includes(via)) used.push(via);
      }
    }
    let theirs = 0;
    for (const r of used) theirs += index.weight(r);
    const f = 0.75 * (theirs / (doc.askWeights[k] || 1)) + 0.25 * (mine / total);
    if (f > fit) fit = f;
  }
  // A sentence counts only when it holds two of the words that carry her question: one shared word ("wipes")
  // is a coincidence. No sentence can hold more of her words than the whole answer does: skip them when that
  // could not win.
  if ((SENTENCE_FIT * inBody) / total <= fit) return { fit, sentence: false };
  let inSentence = false;
  const nS = doc.sentences.length;
  const sentences = bestPer(doc, asking, nS, 'sentences');
  for (let k = 0; k < nS; k++) {
    let mine = 0;
    let carried = 0;
    for (let j = 0; j < asking.length; j++) {
      const best = sentences.best[j * nS + k] as number;
      const t = asking[j] as QueryTerm;
      mine += t.weight * best;
      if (best > 0 && !t.shaping) carried += 1;
    }
    if (carried < 2) continue;
    const f = (SENTENCE_FIT * mine) / total;
    if (f > fit) {
      fit = f;
      inSentence = true;
    }
  }
  return { fit, sentence: inSentence };
}

/**
 * For each entry, the summed weight of the library terms her words reach among its ways of asking (each term
 * once): no way of asking holds more of what her words reach, so bestFit's share of a way of asking held,
 * `theirs / askWeights[k]`, is at most this over the entry's least way of asking. Scored entries that could not
 * reach the results with it are never fitted.
 */
let reachedAsked = new Float64Array(512);
export function askedReach(index: AnswerIndex, terms: readonly QueryTerm[]): Float64Array {
  const n = index.docs.length;
  if (reachedAsked.length < n) reachedAsked = new Float64Array(n * 2);
  else reachedAsked.fill(0, 0, n);
  const seen = new Set<string>();
  for (const t of terms)
    for (const [r] of t.reach) {
      if (seen.has(r)) continue;
      seen.add(r);
      const list = index.questionPostings.get(r);
      if (!list) continue;
      const w = index.weight(r);
      for (const i of list) reachedAsked[i] = (reachedAsked[i] as number) + w;
    }
  return reachedAsked;
}

/** What her words reach of each entry, summed over her words (index i is the entry's; see reachSums). */
export interface ReachSums {
  /** Her question's words, each by its weight and its best reach in the entry's questions or (less) answer. */
  covered: Float64Array;
  /** Her question's words, each by its weight and its best reach in the entry's answer. */
  inAnswer: Float64Array;
  /** Her question's words, each by its weight and its best reach in the entry's ways of asking. */
  inAsked: Float64Array;
  /** Her story's words, as `covered` counts her question's. */
  told: Float64Array;
  /** Whether a word of her question that is not a shaping word is in the entry's ways of asking (1) or not (0). */
  askedAbout: Uint8Array;
  /** How many of her question's words that carry it (not shaping, not an aside) the entry holds anywhere. */
  carried: Int32Array;
}

let sums: ReachSums | undefined;
let bestQuestion = new Float64Array(0);
let bestBody = new Float64Array(0);

/**
 * How strongly her words reach every entry, summed as matchAnswers scores them: each word's best weight in an
 * entry's ways of asking and in its answer (as reachIn would find it), from the postings of the terms it reaches.
 * Only the entries a word reaches are visited (most of her words reach few entries), each word in her order, so
 * an entry's sums are those of adding every word's reach there in turn. Scratch arrays are reused between
 * questions (one question is scored at a time); `bodyMatch` weighs a reach in the answer against one in the
 * ways of asking.
 */
export function reachSums(
  index: AnswerIndex,
  question: readonly QueryTerm[],
  story: readonly QueryTerm[],
  bodyMatch: number,
): ReachSums {
  const n = index.docs.length;
  if (!sums || sums.covered.length < n) {
    const size = n * 2;
    sums = {
      covered: new Float64Array(size),
      inAnswer: new Float64Array(size),
      inAsked: new Float64Array(size),
      told: new Float64Array(size),
      askedAbout: new Uint8Array(size),
      carried: new Int32Array(size),
    };
    bestQuestion = new Float64Array(size);
    bestBody = new Float64Array(size);
  } else
    for (const a of [sums.covered, sums.inAnswer, sums.inAsked, sums.told, sums.askedAbout, sums.carried])
      a.fill(0, 0, n);
  const s = sums;
  const touched: number[] = [];
  const mark = (best: Float64Array, postings: Map<string, number[]>, r: string, w: number) => {
    const list = postings.get(r);
    if (!list) return;
    for (const i of list) {
      if (bestQuestion[i] === 0 && bestBody[i] === 0) touched.push(i);
      if (w > (best[i] as number)) best[i] = w;
    }
  };
  const words = [...question, ...story];
  for (let j = 0; j < words.length; j++) {
    const t = words[j] as QueryTerm;
    touched.length = 0;
    for (const [r, w] of t.reach) {
      if (w <= 0) continue;
      mark(bestQuestion, index.questionPostings, r, w);
      mark(bestBody, index.bodyPostings, r, w);
    }
    const telling = !t.shaping;
    for (const i of touched) {
      const inQuestion = bestQuestion[i] as number;
      const bodyReach = bestBody[i] as number;
      bestQuestion[i] = 0;
      bestBody[i] = 0;
      const most = t.weight * Math.max(inQuestion, bodyReach * bodyMatch);
      if (j >= question.length) {
        s.told[i] = (s.told[i] as number) + most;
        continue;
      }
      s.covered[i] = (s.covered[i] as number) + most;
      s.inAnswer[i] = (s.inAnswer[i] as number) + t.weight * bodyReach;
      s.inAsked[i] = (s.inAsked[i] as number) + t.weight * inQuestion;
      if (inQuestion > 0 && telling) s.askedAbout[i] = 1;
      if (telling && !t.aside) s.carried[i] = (s.carried[i] as number) + 1;
    }
  }
  return s;
}

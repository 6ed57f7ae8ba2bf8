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
 * How strongly each of her words reaches the ways of asking (`question`) and the answers (`body`) of every entry:
 * row j, column i is her word j's best weight in entry i (as reachIn would find it), from the postings of
 * the terms it reaches, so an entry's cheap score reads it instead of testing every reach against its sets.
 */
let reachQuestion = new Float64Array(1024);
let reachBody = new Float64Array(1024);
export function reachTable(
  index: AnswerIndex,
  terms: readonly QueryTerm[],
): { question: Float64Array; body: Float64Array } {
  const n = index.docs.length;
  const size = terms.length * n;
  if (reachQuestion.length < size) {
    reachQuestion = new Float64Array(size * 2);
    reachBody = new Float64Array(size * 2);
  } else {
    reachQuestion.fill(0, 0, size);
    reachBody.fill(0, 0, size);
  }
  const mark = (table: Float64Array, postings: Map<string, number[]>, row: number, r: string, w: number) => {
    const list = postings.get(r);
    if (list) for (const i of list) if (w > (table[row + i] as number)) table[row + i] = w;
  };
  for (let j = 0; j < terms.length; j++)
    for (const [r, w] of (terms[j] as QueryTerm).reach) {
      mark(reachQuestion, index.questionPostings, j * n, r, w);
      mark(reachBody, index.bodyPostings, j * n, r, w);
    }
  return { question: reachQuestion, body: reachBody };
}

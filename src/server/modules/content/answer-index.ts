/**
 * The answer library's index, built once at start-up: each entry's ways of asking, its answer's words and
 * sentences as terms, which entries hold each term, and how much each term says (rare words more). Read by
 * ./answer-search.ts.
 */
import type { AnswerEntry } from '../../../core/contracts/answers.ts';
import { sameQuestion } from './answers-library.ts';
import { answerTerms, INTENT, SHAPING } from './answer-words.ts';
import { buildTypoIndex, type TypoIndex } from './typo-index.ts';

const SHAPING_WEIGHT = 0.25;
const INTENT_WEIGHT = 0.6;

export interface Doc {
  entry: AnswerEntry;
  /** Terms of each way of asking (the question first). */
  asks: Set<string>[];
  /** The summed weight of each way of asking. */
  askWeights: number[];
  /** The least of them (0 when a way of asking has no terms). */
  leastAskWeight: number;
  questionTerms: Set<string>;
  bodyTerms: Set<string>;
  /** Terms of each sentence of its answer (the lead's sentences, each point, each week note). */
  sentences: Set<string>[];
  /** Its ways of asking, written as `sameQuestion` reads them: her exact words win a tie. */
  exact: Set<string>;
  /**
   * Where each of its terms occurs: the ways of asking and the sentences that hold it (by position), worked out
   * once, so a question's words are looked up once an entry instead of once a way of asking and a sentence.
   */
  places: Map<string, TermPlaces>;
}

export interface TermPlaces {
  asks: number[];
  sentences: number[];
}

export interface AnswerIndex {
  docs: Doc[];
  postings: Map<string, number[]>;
  /** The entries whose ways of asking hold each term, and those whose answer does (a question's words looked up once). */
  questionPostings: Map<string, number[]>;
  bodyPostings: Map<string, number[]>;
  weight: (term: string) => number;
  /** How rare a term is across entries, before shaping words are weighed down. */
  idf: (term: string) => number;
  typos: TypoIndex;
  /** Expansions of a query term, kept between questions (bounded). */
  expansions: Map<string, [string, number][]>;
  /** The weight a word unknown to the library carries: she asked about something it does not cover. */
  unknownWeight: number;
  /**
   * A text's terms (answerTerms), remembered for a while: one reply reads her message several ways (whole, the
   * part that asks, each question in it) and the same library lines (an entry's questions, a week's data).
   */
  terms: (text: string) => string[];
}

/** How many texts `terms` remembers (the oldest is dropped first). */
const TERMS_KEPT = 5000;

function rememberedTerms(): (text: string) => string[] {
  const kept = new Map<string, readonly string[]>();
  return (text) => {
    let found = kept.get(text);
    if (!found) {
      found = answerTerms(text);
      if (kept.size >= TERMS_KEPT) {
        const oldest = kept.keys().next().value;
        if (oldest !== undefined) kept.delete(oldest);
      }
      kept.set(text, found);
    }
    return [...found];
  };
}

const asked = (e: AnswerEntry) => [e.question, ...e.asked];
const sentencesOf = (e: AnswerEntry) => [
  ...e.lead.split(/(?<=[.!?])\s+(?=[A-Z])/),
  ...e.points,
  ...(e.weekNotes ?? []).map((n) => n.text),
];

type EntryTerms = Omit<Doc, 'askWeights' | 'leastAskWeight' | 'places'>;

/**
 * One entry's terms. Its body's terms are its sentences' together (folding the whole body again would cost as
 * much and find the same words: a fold that reached across two sentences would pair words they do not say).
 */
function readEntry(entry: AnswerEntry): EntryTerms {
  const asks = asked(entry).map((q) => new Set(answerTerms(q)));
  const sentences = sentencesOf(entry).map((x) => new Set(answerTerms(x)));
  return {
    entry,
    asks,
    questionTerms: new Set(asks.flatMap((s) => [...s])),
    bodyTerms: new Set(sentences.flatMap((s) => [...s])),
    sentences,
    exact: new Set(asked(entry).map(sameQuestion)),
  };
}

/**
 * Built indexes by the entries they were built from: one library's index is built once per process, however many
 * apps or responders share the library (the tests' apps share one; the index is about two seconds of work).
 */
const built = new WeakMap<readonly AnswerEntry[], AnswerIndex>();

/** The index, built at once (tests, scripts, and a question asked before the server's own build is done). */
export function buildAnswerIndex(entries: readonly AnswerEntry[]): AnswerIndex {
  let index = built.get(entries);
  if (!index) built.set(entries, (index = assemble(entries.map(readEntry))));
  return index;
}

/** How long one slice of `buildAnswerIndexSoon` holds the event loop, at most about (ms). */
const SLICE_MS = 10;

/**
 * The same index, built in slices that give way to requests between them: the server starts answering
 * while the library is folded (about two seconds of work), instead of waiting for it.
 */
export async function buildAnswerIndexSoon(
  entries: readonly AnswerEntry[],
  sliceMs = SLICE_MS,
): Promise<AnswerIndex> {
  const done = built.get(entries);
  if (done) return done;
  const raw: EntryTerms[] = [];
  let sliceStart = performance.now();
  for (const entry of entries) {
    raw.push(readEntry(entry));
    if (performance.now() - sliceStart >= sliceMs) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
  // Another build of the same entries may have finished while this one gave way: keep the first.
  let index = built.get(entries);
  if (!index) built.set(entries, (index = assemble(raw)));
  return index;
}

function assemble(raw: EntryTerms[]): AnswerIndex {
  const postings = new Map<string, number[]>();
  raw.forEach((d, i) => {
    for (const t of new Set([...d.questionTerms, ...d.bodyTerms])) {
      const list = postings.get(t);
      if (list) list.push(i);
      else postings.set(t, [i]);
    }
  });
  const n = Math.max(1, raw.length);
  const idf = (df: number) => Math.log(1 + n / (df + 0.5));
  const rawWeight = (t: string) =>
    idf(postings.get(t)?.length ?? 0) * (INTENT.has(t) ? INTENT_WEIGHT : SHAPING.has(t) ? SHAPING_WEIGHT : 1);
  // Every library term's weight once, at start-up; a word the library lacks is weighed when asked.
  const weights = new Map([...postings.keys()].map((t) => [t, rawWeight(t)]));
  const weight = (t: string) => weights.get(t) ?? rawWeight(t);
  const questionPostings = new Map<string, number[]>();
  const bodyPostings = new Map<string, number[]>();
  const post = (into: Map<string, number[]>, t: string, i: number) => {
    const list = into.get(t);
    if (list) list.push(i);
    else into.set(t, [i]);
  };
  raw.forEach((d, i) => {
    for (const t of d.questionTerms) post(questionPostings, t, i);
    for (const t of d.bodyTerms) post(bodyPostings, t, i);
  });
  const docs = raw.map((d) => {
    const askWeights = d.asks.map((s) => [...s].reduce((sum, t) => sum + weight(t), 0));
    return { ...d, askWeights, leastAskWeight: Math.min(...askWeights), places: placesOf(d) };
  });
  const frequency = new Map([...postings].map(([t, list]) => [t, list.length]));
  return {
    docs,
    postings,
    questionPostings,
    bodyPostings,
    weight,
    idf: (t: string) => idf(postings.get(t)?.length ?? 0),
    typos: buildTypoIndex(frequency),
    expansions: new Map(),
    // As much as a word a few entries share: enough to lower a match, not to drown her other words.
    unknownWeight: idf(5),
    terms: rememberedTerms(),
  };
}

function placesOf(d: EntryTerms): Map<string, TermPlaces> {
  const places = new Map<string, TermPlaces>();
  const at = (t: string) => {
    let p = places.get(t);
    if (!p) places.set(t, (p = { asks: [], sentences: [] }));
    return p;
  };
  d.asks.forEach((ask, k) => {
    for (const t of ask) at(t).asks.push(k);
  });
  d.sentences.forEach((sentence, k) => {
    for (const t of sentence) at(t).sentences.push(k);
  });
  return places;
}

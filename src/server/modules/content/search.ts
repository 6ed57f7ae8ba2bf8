/**
 * Ranked full-text search over articles and FAQs, in memory: BM25 per field, stemming and UK/US folding,
 * everyday synonyms, typo tolerance and prefix matching for the word being typed.
 * Order: documents that match more of the question first; among those, a match in the title above one in the
 * summary above one only in the body; then the BM25 score.
 * Typos are looked up in a deletion index (see ./typo-index.ts) instead of comparing every word of the library,
 * and each query word's expansion is cached, so typo-heavy questions stay as fast as plain ones.
 */
import type { EducationCategory } from '../../../core/contracts/content.ts';
import type { Highlighted, SearchResult } from '../../../core/contracts/content.ts';
import { normaliseWord, stem, SYNONYMS, terms, wordSpans } from '../../../core/domain/text-search.ts';
import type { ContentLibrary } from './library.ts';
import { chipOf } from './service.ts';
import { buildTypoIndex, prefixCompletions, type TypoIndex, typoNeighbours } from './typo-index.ts';

type Field = 'title' | 'summary' | 'body';
const FIELDS = ['title', 'summary', 'body'] as const;
const FIELD_WEIGHT: Record<Field, number> = { title: 3, summary: 2, body: 1 };
/** How much a match in the title (tier 0) or summary (1) lifts a result of a several-word search. */
const TIER_BOOST = [1.6, 1.25, 1];
/** Where the best match sits: a lower tier ranks first. */
const FIELD_TIER: Record<Field, number> = { title: 0, summary: 1, body: 2 };
const K1 = 1.2;
const B = 0.75;
/** Words a query is read up to: a question longer than this is already specific enough. */
const MAX_QUERY_TERMS = 16;
/** Per query word: typo neighbours and completions of the word being typed, the most useful first. */
const MAX_TYPOS = 4;
const MAX_COMPLETIONS = 12;
/** Expansions kept between queries (query words repeat a lot: "baby", "pain", the word being typed). */
const EXPANSION_CACHE_SIZE = 5000;

interface Span {
  start: number;
  end: number;
  term: string;
}

interface Doc {
  type: 'article' | 'faq';
  id: string;
  category: string;
  chip: EducationCategory;
  text: Record<Field, string>;
  length: Record<Field, number>;
  /** The title's terms joined, for the exact-phrase bonus. */
  titleTerms: string;
  summaryTerms: ReadonlySet<string>;
  /**
   * Each field's words with their index terms, so highlighting a result needs no re-stemming: folding and stemming
   * every word of twenty titles and snippets took more time than finding the results.
   */
  spans: Record<Field, Span[]>;
  /** A question's whole answer as written. */
  answer?: string;
}

interface Posting {
  doc: number;
  tf: Record<Field, number>;
  tier: number;
}

export interface SearchIndex {
  docs: Doc[];
  postings: Map<string, Posting[]>;
  avgLength: Record<Field, number>;
  typos: TypoIndex;
  expansions: Map<string, [string, number][]>;
}

/** Markdown markers removed so snippets read as plain text. */
const plain = (md: string) =>
  md
    .replace(/^#+\s*/gm, '')
    .replace(/\*\*/g, '')
    .replace(/^\s*-\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();

const termOf = (word: string) => stem(normaliseWord(word));
const spansOf = (text: string): Span[] =>
  wordSpans(text).map((s) => ({ start: s.start, end: s.end, term: termOf(s.word) }));

const built = new WeakMap<ContentLibrary, SearchIndex>();

/** The library's index, built once per library (the content routes and Zara's responder share it). */
export function buildIndex(library: ContentLibrary): SearchIndex {
  let index = built.get(library);
  if (!index) {
    index = createIndex(library);
    built.set(library, index);
  }
  return index;
}

/** A new index over the library, with an empty expansion cache. */
export function createIndex(library: ContentLibrary): SearchIndex {
  const sources = [
    ...library.articles.map((a) => ({
      type: 'article' as const,
      id: a.id,
      category: a.category,
      chip: a.category,
      title: a.title,
      summary: a.summary,
      body: plain(a.body),
      answer: undefined,
    })),
    ...library.faqs.map((f) => ({
      type: 'faq' as const,
      id: f.id,
      category: f.category,
      chip: chipOf(library, f),
      title: f.question,
      summary: '',
      body: plain(f.answer),
      answer: f.answer,
    })),
  ];
  const docs: Doc[] = sources.map((d) => ({
    type: d.type,
    id: d.id,
    category: d.category,
    chip: d.chip,
    text: { title: d.title, summary: d.summary, body: d.body },
    length: { title: 0, summary: 0, body: 0 },
    titleTerms: terms(d.title).join(' '),
    summaryTerms: new Set(terms(d.summary)),
    spans: { title: spansOf(d.title), summary: spansOf(d.summary), body: spansOf(d.body) },
    ...(d.answer === undefined ? {} : { answer: d.answer }),
  }));
  const postings = new Map<string, Posting[]>();
  const totals: Record<Field, number> = { title: 0, summary: 0, body: 0 };
  docs.forEach((doc, i) => {
    const perTerm = new Map<string, Posting>();
    for (const field of FIELDS) {
      const ts = terms(doc.text[field]);
      doc.length[field] = ts.length;
      totals[field] += ts.length;
      for (const t of ts) {
        let p = perTerm.get(t);
        if (!p) {
          p = { doc: i, tf: { title: 0, summary: 0, body: 0 }, tier: FIELD_TIER[field] };
          perTerm.set(t, p);
        }
        p.tf[field] += 1;
      }
    }
    for (const [t, p] of perTerm) {
      const list = postings.get(t);
      if (list) list.push(p);
      else postings.set(t, [p]);
    }
  });
  const n = Math.max(1, docs.length);
  const frequency = new Map([...postings].map(([t, list]) => [t, list.length]));
  return {
    docs,
    postings,
    avgLength: { title: totals.title / n || 1, summary: totals.summary / n || 1, body: totals.body / n || 1 },
    typos: buildTypoIndex(frequency),
    expansions: new Map(),
  };
}

/** Index terms a query word reaches, each with a weight: itself, synonyms, typo neighbours, prefix completions. */
function computeExpansion(index: SearchIndex, term: string, isLast: boolean): [string, number][] {
  const out = new Map<string, number>();
  const add = (t: string, w: number) => {
    if (index.postings.has(t) && (out.get(t) ?? 0) < w) out.set(t, w);
  };
  add(term, 1);
  for (const syn of SYNONYMS[term] ?? []) add(termOf(syn), 0.6);
  if (!index.postings.has(term) && term.length >= 4) {
    const max = term.length >= 8 ? 2 : 1;
    for (const v of typoNeighbours(index.typos, term, max, MAX_TYPOS)) add(v, 0.7);
  }
  if (isLast && term.length >= 3) {
    for (const v of prefixCompletions(index.typos, term, MAX_COMPLETIONS)) add(v, 0.8);
  }
  return [...out];
}

function expand(index: SearchIndex, term: string, isLast: boolean): [string, number][] {
  const key = `${isLast ? '>' : '='}${term}`;
  const cached = index.expansions.get(key);
  if (cached) return cached;
  const value = computeExpansion(index, term, isLast);
  // Query words come from anyone: the cache is bounded, oldest entry out first.
  if (index.expansions.size >= EXPANSION_CACHE_SIZE) {
    const oldest = index.expansions.keys().next().value;
    if (oldest !== undefined) index.expansions.delete(oldest);
  }
  index.expansions.set(key, value);
  return value;
}

/** `text` as runs, the words whose term matched marked; `spans` are its words with their terms, in order. */
function highlight(text: string, spans: readonly Span[], matched: ReadonlySet<string>): Highlighted {
  const runs: Highlighted = [];
  let pos = 0;
  for (const span of spans) {
    if (!matched.has(span.term)) continue;
    if (span.start > pos) runs.push({ text: text.slice(pos, span.start), match: false });
    runs.push({ text: text.slice(span.start, span.end), match: true });
    pos = span.end;
  }
  if (pos < text.length) runs.push({ text: text.slice(pos), match: false });
  return runs;
}

/**
 * The summary when it matched, else a window of about 28 words around the first match (or the start), with its
 * words' spans moved to where they sit in the snippet.
 */
function snippetOf(doc: Doc, matched: ReadonlySet<string>): { text: string; spans: readonly Span[] } {
  if (doc.text.summary && [...matched].some((t) => doc.summaryTerms.has(t)))
    return { text: doc.text.summary, spans: doc.spans.summary };
  const spans = doc.spans.body;
  const first = spans.findIndex((s) => matched.has(s.term));
  if (first < 0) {
    if (doc.text.summary) return { text: doc.text.summary, spans: doc.spans.summary };
    // The opening of the body, cut at 180 characters: a word cut in two is a different word.
    const text = doc.text.body.slice(0, 180);
    return { text, spans: spansOf(text) };
  }
  const from = Math.max(0, first - 8);
  const to = Math.min(spans.length - 1, from + 28);
  const start = spans[from]?.start ?? 0;
  const end = spans[to]?.end ?? doc.text.body.length;
  const prefix = from > 0 ? '… ' : '';
  const shift = prefix.length - start;
  return {
    text: `${prefix}${doc.text.body.slice(start, end)}${to < spans.length - 1 ? ' …' : ''}`,
    spans: spans
      .slice(from, to + 1)
      .map((s) => ({ start: s.start + shift, end: s.end + shift, term: s.term })),
  };
}

function highlightSnippet(doc: Doc, matched: ReadonlySet<string>): Highlighted {
  const snippet = snippetOf(doc, matched);
  return highlight(snippet.text, snippet.spans, matched);
}

interface Hit {
  score: number;
  hits: Set<number>;
  matched: Set<string>;
  tier: number;
}

export function search(
  index: SearchIndex,
  query: string,
  opts: { category?: string; limit?: number } = {},
): SearchResult[] {
  const qTerms = [...new Set(terms(query))].slice(0, MAX_QUERY_TERMS);
  if (qTerms.length === 0) return [];
  const n = index.docs.length;
  const scores = new Map<number, Hit>();
  // How much each of her words says: a rare word ("latch") more than a common one ("baby", "side").
  const termWeight = qTerms.map(() => 0);
  qTerms.forEach((qt, qi) => {
    for (const [t, weight] of expand(index, qt, qi === qTerms.length - 1)) {
      const list = index.postings.get(t) ?? [];
      const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
      termWeight[qi] = Math.max(termWeight[qi] ?? 0, idf * weight);
      for (const p of list) {
        const doc = index.docs[p.doc];
        if (!doc) continue;
        let s = 0;
        for (const field of FIELDS) {
          const tf = p.tf[field];
          if (tf === 0) continue;
          const norm = 1 - B + (B * doc.length[field]) / index.avgLength[field];
          s += FIELD_WEIGHT[field] * ((tf * (K1 + 1)) / (tf + K1 * norm));
        }
        let entry = scores.get(p.doc);
        if (!entry) {
          entry = { score: 0, hits: new Set(), matched: new Set(), tier: p.tier };
          scores.set(p.doc, entry);
        }
        entry.score += idf * s * weight;
        entry.hits.add(qi);
        entry.matched.add(t);
        entry.tier = Math.min(entry.tier, p.tier);
      }
    }
  });
  const normalisedQuery = qTerms.join(' ');
  const ranked: { doc: Doc; score: number; coverage: number; tier: number; matched: Set<string> }[] = [];
  for (const [i, e] of scores) {
    const doc = index.docs[i];
    if (!doc || (opts.category && doc.chip !== opts.category)) continue;
    // The score also rewards matching every word, so callers that weigh results by score (Zara) agree;
    // each word counts by what it says, so matching "baby" and "side" does not outweigh matching "latch".
    const coverage =
      [...e.hits].reduce((sum, qi) => sum + (termWeight[qi] ?? 0), 0) /
      (termWeight.reduce((sum, w) => sum + w, 0) || 1);
    let score = e.score * (0.35 + 0.65 * coverage * coverage);
    if (doc.titleTerms.includes(normalisedQuery)) score *= 1.5;
    ranked.push({ doc, score, coverage: e.hits.size, tier: e.tier, matched: e.matched });
  }
  // One word: title matches, then summary, then body (issue 3's order). Several words ("can I have sex while
  // pregnant"): relevance, with a title match still weighing most; ordering by field or by the number of words
  // matched first would put a body that happens to say "pregnant" and "while" above the article about sex.
  const boosted = (r: (typeof ranked)[number]) => r.score * (TIER_BOOST[r.tier] ?? 1);
  ranked.sort(
    qTerms.length === 1 ? (a, b) => a.tier - b.tier || b.score - a.score : (a, b) => boosted(b) - boosted(a),
  );
  // Highlighting is the costly part: only for the results returned.
  return ranked.slice(0, opts.limit ?? 20).map(({ doc, score, matched }) => ({
    type: doc.type,
    id: doc.id,
    category: doc.category,
    chip: doc.chip,
    score: Math.round(score * 1000) / 1000,
    title: highlight(doc.text.title, doc.spans.title, matched),
    snippet: highlightSnippet(doc, matched),
    ...(doc.answer === undefined ? {} : { answer: doc.answer }),
  }));
}

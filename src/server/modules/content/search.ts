/**
 * Ranked full-text search over articles and FAQs, in memory: BM25 per field with title above summary above body,
 * stemming and UK/US folding, everyday synonyms, typo tolerance and prefix matching for the word being typed.
 * The whole library is small (about 150 documents), so a query takes well under a millisecond or two.
 */
import type { Highlighted, SearchResult } from '../../../core/contracts/education.ts';
import {
  normaliseWord,
  stem,
  SYNONYMS,
  terms,
  withinDistance,
  wordSpans,
} from '../../../core/domain/text-search.ts';
import type { ContentLibrary } from './library.ts';

type Field = 'title' | 'summary' | 'body';
const FIELD_WEIGHT: Record<Field, number> = { title: 3, summary: 2, body: 1 };
const K1 = 1.2;
const B = 0.75;

interface Doc {
  type: 'article' | 'faq';
  id: string;
  category: string;
  text: Record<Field, string>;
  length: Record<Field, number>;
  /** The title's terms joined, for the exact-phrase bonus. */
  titleTerms: string;
}

interface Posting {
  doc: number;
  tf: Record<Field, number>;
}

export interface SearchIndex {
  docs: Doc[];
  postings: Map<string, Posting[]>;
  avgLength: Record<Field, number>;
  vocabulary: string[];
}

/** Markdown markers removed so snippets read as plain text. */
const plain = (md: string) =>
  md
    .replace(/^#+\s*/gm, '')
    .replace(/\*\*/g, '')
    .replace(/^\s*-\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();

export function buildIndex(library: ContentLibrary): SearchIndex {
  const docs: Doc[] = [
    ...library.articles.map((a) => ({
      type: 'article' as const,
      id: a.id,
      category: a.category,
      title: a.title,
      summary: a.summary,
      body: plain(a.body),
    })),
    ...library.faqs.map((f) => ({
      type: 'faq' as const,
      id: f.id,
      category: f.category,
      title: f.question,
      summary: '',
      body: plain(f.answer),
    })),
  ].map((d) => ({
    type: d.type,
    id: d.id,
    category: d.category,
    text: { title: d.title, summary: d.summary, body: d.body },
    length: { title: 0, summary: 0, body: 0 },
    titleTerms: terms(d.title).join(' '),
  }));
  const postings = new Map<string, Posting[]>();
  const totals: Record<Field, number> = { title: 0, summary: 0, body: 0 };
  docs.forEach((doc, i) => {
    const perTerm = new Map<string, Posting>();
    for (const field of ['title', 'summary', 'body'] as const) {
      const ts = terms(doc.text[field]);
      doc.length[field] = ts.length;
      totals[field] += ts.length;
      for (const t of ts) {
        let p = perTerm.get(t);
        if (!p) {
          p = { doc: i, tf: { title: 0, summary: 0, body: 0 } };
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
  return {
    docs,
    postings,
    avgLength: { title: totals.title / n || 1, summary: totals.summary / n || 1, body: totals.body / n || 1 },
    vocabulary: [...postings.keys()],
  };
}

/** Index terms a query word reaches, each with a weight: itself, synonyms, typo neighbours, prefix completions. */
function expand(index: SearchIndex, term: string, isLast: boolean): Map<string, number> {
  const out = new Map<string, number>();
  const add = (t: string, w: number) => {
    if (index.postings.has(t) && (out.get(t) ?? 0) < w) out.set(t, w);
  };
  add(term, 1);
  for (const syn of SYNONYMS[term] ?? []) add(stem(normaliseWord(syn)), 0.6);
  if (!index.postings.has(term) && term.length >= 4) {
    const max = term.length >= 8 ? 2 : 1;
    for (const v of index.vocabulary) if (withinDistance(term, v, max)) add(v, 0.7);
  }
  if (isLast && term.length >= 3) {
    for (const v of index.vocabulary) if (v.length > term.length && v.startsWith(term)) add(v, 0.8);
  }
  return out;
}

function highlight(text: string, matched: Set<string>): Highlighted {
  const runs: Highlighted = [];
  let pos = 0;
  for (const span of wordSpans(text)) {
    const t = stem(normaliseWord(span.word));
    if (!matched.has(t)) continue;
    if (span.start > pos) runs.push({ text: text.slice(pos, span.start), match: false });
    runs.push({ text: text.slice(span.start, span.end), match: true });
    pos = span.end;
  }
  if (pos < text.length) runs.push({ text: text.slice(pos), match: false });
  return runs;
}

/** A window of about 28 words around the first match (or the start). */
function snippetOf(doc: Doc, matched: Set<string>): string {
  if (doc.text.summary && terms(doc.text.summary).some((t) => matched.has(t))) return doc.text.summary;
  const spans = wordSpans(doc.text.body);
  const first = spans.findIndex((s) => matched.has(stem(normaliseWord(s.word))));
  if (first < 0) return doc.text.summary || doc.text.body.slice(0, 180);
  const from = Math.max(0, first - 8);
  const to = Math.min(spans.length - 1, from + 28);
  const start = spans[from]?.start ?? 0;
  const end = spans[to]?.end ?? doc.text.body.length;
  return `${from > 0 ? '… ' : ''}${doc.text.body.slice(start, end)}${to < spans.length - 1 ? ' …' : ''}`;
}

export function search(
  index: SearchIndex,
  query: string,
  opts: { category?: string; limit?: number } = {},
): SearchResult[] {
  const qTerms = [...new Set(terms(query))];
  if (qTerms.length === 0) return [];
  const n = index.docs.length;
  const scores = new Map<number, { score: number; hits: Set<number>; matched: Set<string> }>();
  qTerms.forEach((qt, qi) => {
    for (const [t, weight] of expand(index, qt, qi === qTerms.length - 1)) {
      const list = index.postings.get(t) ?? [];
      const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
      for (const p of list) {
        const doc = index.docs[p.doc];
        if (!doc) continue;
        let s = 0;
        for (const field of ['title', 'summary', 'body'] as const) {
          const tf = p.tf[field];
          if (tf === 0) continue;
          const norm = 1 - B + (B * doc.length[field]) / index.avgLength[field];
          s += FIELD_WEIGHT[field] * ((tf * (K1 + 1)) / (tf + K1 * norm));
        }
        let entry = scores.get(p.doc);
        if (!entry) {
          entry = { score: 0, hits: new Set(), matched: new Set() };
          scores.set(p.doc, entry);
        }
        entry.score += idf * s * weight;
        entry.hits.add(qi);
        entry.matched.add(t);
      }
    }
  });
  const normalisedQuery = qTerms.join(' ');
  const ranked: { doc: Doc; score: number; matched: Set<string> }[] = [];
  for (const [i, e] of scores) {
    const doc = index.docs[i];
    if (!doc || (opts.category && doc.category !== opts.category)) continue;
    // Documents that match every word of the question rank above those that match some.
    const coverage = e.hits.size / qTerms.length;
    let score = e.score * (0.35 + 0.65 * coverage * coverage);
    if (doc.titleTerms.includes(normalisedQuery)) score *= 1.5;
    ranked.push({ doc, score, matched: e.matched });
  }
  ranked.sort((a, b) => b.score - a.score);
  // Highlighting is the costly part: only for the results returned.
  return ranked.slice(0, opts.limit ?? 20).map(({ doc, score, matched }) => ({
    type: doc.type,
    id: doc.id,
    category: doc.category,
    score: Math.round(score * 1000) / 1000,
    title: highlight(doc.text.title, matched),
    snippet: highlight(snippetOf(doc, matched), matched),
  }));
}

/**
 * Text helpers for the built-in responder: an article split into sections (a heading and what follows it),
 * lists kept as lists, and sentences split without breaking "38 C (100.4 F)" or "e.g." apart.
 */
import type { Article } from '../../core/contracts/content.ts';
import { terms } from '../../core/domain/text-search.ts';

/** Inline markdown removed: bold, links. */
const inline = (md: string) =>
  md
    .replace(/\*\*/g, '')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .trim();

/**
 * Sentences of a text, every character kept: a sentence ends at . ! or ? followed by a space and a capital,
 * a digit or a quote, so decimal points ("100.4") and abbreviations before lower case stay inside.
 */
export function splitSentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+(?=["'“‘(]?[A-Z0-9])/)
    .filter(Boolean);
}

export const firstSentences = (text: string, n: number) => splitSentences(text).slice(0, n).join(' ');

export interface Block {
  kind: 'prose' | 'list';
  /** Prose: the paragraph; list: one item per line. */
  lines: string[];
  terms: Set<string>;
}

export interface Section {
  heading: string;
  headingTerms: Set<string>;
  blocks: Block[];
  terms: Set<string>;
  index: number;
}

const sectionCache = new Map<string, Section[]>();

/** The article's sections, in reading order; the text before the first heading is section 0. */
export function sectionsOf(article: Article): Section[] {
  const hit = sectionCache.get(article.id);
  if (hit) return hit;
  const sections: Section[] = [];
  let current: Section = { heading: '', headingTerms: new Set(), blocks: [], terms: new Set(), index: 0 };
  for (const raw of article.body.split(/\n\s*\n/)) {
    const block = raw.trim();
    if (!block) continue;
    const heading = /^#+\s*(.+)$/.exec(block);
    if (heading) {
      if (current.blocks.length || current.heading) sections.push(current);
      const h = inline(heading[1] ?? '');
      current = {
        heading: h,
        headingTerms: new Set(terms(h)),
        blocks: [],
        terms: new Set(),
        index: sections.length,
      };
      continue;
    }
    const lines = block.split('\n').map((l) => l.trim());
    const items = lines.filter((l) => /^[-*]\s+/.test(l));
    // A lead-in line followed by a list ("From 20 weeks, look out for:") becomes prose then list.
    const lead = lines.filter((l) => !/^[-*]\s+/.test(l));
    if (lead.length) {
      const text = inline(lead.join(' '));
      current.blocks.push({ kind: 'prose', lines: [text], terms: new Set(terms(text)) });
    }
    if (items.length) {
      const clean = items.map((l) => inline(l.replace(/^[-*]\s+/, '')));
      current.blocks.push({ kind: 'list', lines: clean, terms: new Set(terms(clean.join(' '))) });
    }
  }
  if (current.blocks.length) sections.push(current);
  for (const s of sections) for (const b of s.blocks) for (const t of b.terms) s.terms.add(t);
  sectionCache.set(article.id, sections);
  return sections;
}

/**
 * A section as chat text: from the first block that speaks of the question (with the lead-in before a list,
 * "By then, most babies:"), up to two blocks: at most three sentences of prose, and up to six list items as
 * bullet lines, the items that speak of the question kept.
 */
export function renderSection(section: Section, focus: readonly string[] = [], maxBlocks = 2): string {
  const { blocks } = section;
  let start = focus.length ? blocks.findIndex((b) => focus.some((t) => b.terms.has(t))) : 0;
  if (start < 0) start = 0;
  if (blocks[start]?.kind === 'list' && blocks[start - 1]?.kind === 'prose') start -= 1;
  const out: string[] = [];
  let prose = 0;
  for (const b of blocks.slice(start)) {
    if (out.length >= maxBlocks) break;
    if (b.kind === 'prose') {
      if (prose >= 3) continue;
      // The sentence that speaks of the question, with the one before it for context.
      const all = splitSentences(b.lines.join(' '));
      const hit = all.findIndex((x) => focus.some((t) => terms(x).includes(t)));
      const from = hit > 2 - prose ? hit - 1 : 0;
      const sentences = all.slice(from, from + 3 - prose);
      prose += sentences.length;
      out.push(sentences.join(' '));
    } else {
      const speaks = (l: string) => focus.some((t) => terms(l).includes(t));
      const chosen = new Set([...b.lines.filter(speaks), ...b.lines].slice(0, 6));
      out.push(
        b.lines
          .filter((l) => chosen.has(l))
          .map((l) => `• ${l.replace(/[.;]$/, '')}`)
          .join('\n'),
      );
    }
  }
  return out.join('\n');
}

/** Consecutive pairs of a text's terms ("milk come" in "your milk comes in"), for phrase matches. */
export function bigrams(text: string): Set<string> {
  const ts = terms(text);
  const out = new Set<string>();
  for (let i = 1; i < ts.length; i++) out.add(`${ts[i - 1] ?? ''} ${ts[i] ?? ''}`);
  return out;
}

/** Plain text of a whole markdown body (for passages given to a language model). */
export const plain = (md: string) =>
  inline(md.replace(/^#+\s*/gm, '').replace(/^\s*[-*]\s+/gm, ''))
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The built-in responder's reading of the content library: which article or FAQ answers a question, and which
 * part of it. Search (BM25, in the content module) finds candidates; this ranks them for a chat answer:
 * - only the words that carry the question count ("is it ok to fly at 30 weeks" is about flying);
 * - a document whose title answers the question comes first (title-match boost);
 * - content for her stage: after-birth FAQs are not answers in pregnancy, pregnancy-only articles rank lower
 *   after the birth, and content written for her week ranks higher;
 * - within an article, the section whose heading and words match, not a section about another stage.
 */
import type { Article, Faq } from '../../core/contracts/content.ts';
import type { ChatLink } from '../../core/contracts/zara.ts';
import { terms } from '../../core/domain/text-search.ts';
import type { ContentLibrary } from '../modules/content/library.ts';
import { search, type SearchIndex } from '../modules/content/search.ts';
import { bigrams, firstSentences, renderSection, type Section, sectionsOf } from './responder-text.ts';
import {
  AFTER_BIRTH,
  type Asks,
  contentTerms,
  fit,
  GENERIC,
  HELP_HEADING,
  HELP_INTENT,
  NEWBORN_TITLE,
  normaliseQuery,
  pregnancyOnly,
  SAFE_INTENT,
  SIGNS_INTENT,
  WHEN_ANSWER,
  WHEN_INTENT,
} from './responder-words.ts';

export interface ContentQuery {
  stage: 'pregnant' | 'postpartum' | null;
  week: number | null;
}

/** Restricts the documents an answer may come from (feelings: the emotional-health library). */
export type Only = (type: 'article' | 'faq', doc: Article | Faq) => boolean;

export interface ContentAnswer {
  body: string;
  /** Written for pregnancy only: after the birth the answer says so. */
  pregnancyOnly: boolean;
  links: ChatLink[];
  passages: { title: string; text: string; href: string }[];
  /** How well the document fits: the share of her words it speaks of, and of those in its title. */
  fit: { coverage: number; titleCoverage: number };
}

export const articleHref = (id: string) => `/learn/articles/${id}`;
export const faqHref = (id: string) => `/learn?tab=faqs&faq=${id}`;

interface Hit {
  type: 'article' | 'faq';
  id: string;
  score: number;
  coverage: number;
  titleCoverage: number;
  headShare: number;
  /** The search engine's own score (BM25), comparable across questions. */
  bm25: number;
  /** Two of her words side by side in the document ("milk comes in"). */
  phrase: boolean;
  /** An FAQ: the share of its question's words she used ("should I eat fish?" is narrower than "what to eat"). */
  questionFit: number;
}

export function createContentFinder(library: ContentLibrary, index: SearchIndex) {
  const faqById = new Map<string, Faq>(library.faqs.map((f) => [f.id, f]));
  // Sections are read once, at start-up, not on a mother's first question.
  for (const a of library.articles) sectionsOf(a);
  // Every word of each document, for coverage: does the document speak of everything she asked?
  const docTerms = new Map<string, Set<string>>([
    ...library.articles.map(
      (a) => [`article:${a.id}`, new Set(terms(`${a.title} ${a.summary} ${a.body}`))] as const,
    ),
    ...library.faqs.map((f) => [`faq:${f.id}`, new Set(terms(`${f.question} ${f.answer}`))] as const),
  ]);
  // Word pairs of each document, so "when will my milk come in" finds "your milk comes in".
  const docPairs = new Map<string, Set<string>>([
    ...library.articles.map(
      (a) => [`article:${a.id}`, bigrams(`${a.title}. ${a.summary}. ${a.body}`)] as const,
    ),
    ...library.faqs.map((f) => [`faq:${f.id}`, bigrams(`${f.question}. ${f.answer}`)] as const),
  ]);
  // What a document is about: its title and summary (an FAQ: its question).
  const headTerms = new Map<string, Set<string>>([
    ...library.articles.map((a) => [`article:${a.id}`, new Set(terms(`${a.title} ${a.summary}`))] as const),
    ...library.faqs.map((f) => [`faq:${f.id}`, new Set(terms(f.question))] as const),
  ]);
  // Rare words carry a question ("glucose"), common ones less ("test"); a word no document has weighs most.
  const n = index.docs.length;
  const weight = (t: string) => Math.log(1 + n / ((index.postings.get(t)?.length ?? 0) + 1));
  const share = (qTerms: readonly string[], has: (t: string) => boolean) => {
    const total = qTerms.reduce((sum, t) => sum + weight(t), 0);
    return total ? qTerms.filter(has).reduce((sum, t) => sum + weight(t), 0) / total : 0;
  };

  function stageFactor(type: 'article' | 'faq', doc: Article | Faq, q: ContentQuery): number {
    const afterBirthFaq = type === 'faq' && (doc as Faq).category === 'after-birth';
    if (q.stage === 'pregnant') {
      let f = afterBirthFaq ? 0.35 : 1;
      if (q.week !== null) {
        if (q.week >= doc.weekStart && q.week <= doc.weekEnd) f *= 1.2;
        // Content about life after the birth (a newborn's fever) long before it is not her answer.
        else if (type === 'article' && (doc as Article).postpartum && q.week < doc.weekStart - 4)
          f *= NEWBORN_TITLE.test((doc as Article).title) ? 0 : 0.45;
        else if (type === 'faq' && q.week < doc.weekStart - 4 && NEWBORN_TITLE.test((doc as Faq).question))
          f = 0;
        else if (q.week < doc.weekStart - 4 || q.week > doc.weekEnd + 4) f *= 0.75;
      }
      return f;
    }
    if (q.stage === 'postpartum') {
      if (type === 'article') return (doc as Article).postpartum ? 1.3 : 0.55;
      return afterBirthFaq ? 1.3 : pregnancyOnly(type, doc) ? 0.5 : 1;
    }
    return 1;
  }

  function rank(query: string, q: ContentQuery, focus: readonly string[], only?: Only) {
    const qTerms = contentTerms(query);
    if (qTerms.length === 0) return { qTerms, hits: [], scored: [] };
    const qPairs = [...bigrams(query)];
    const results = search(index, query, { limit: 12 });
    const top = Math.max(...results.map((r) => r.score), 1e-9);
    const scored = results
      .map((r): Hit | null => {
        const doc = r.type === 'article' ? library.articleById.get(r.id) : faqById.get(r.id);
        if (!doc || (only && !only(r.type, doc))) return null;
        const matched = (runs: typeof r.title) =>
          new Set(
            terms(
              runs
                .filter((h) => h.match)
                .map((h) => h.text)
                .join(' '),
            ),
          );
        const seen = matched([...r.title, ...r.snippet]);
        const own = docTerms.get(`${r.type}:${r.id}`) ?? new Set<string>();
        const titleTerms = new Set(terms(r.title.map((h) => h.text).join(' ')));
        const titleMatched = new Set(
          [...matched(r.title)].filter((t) => !GENERIC.has(t) && !/^\d+$/.test(t)),
        );
        const coverage = share(qTerms, (t) => seen.has(t) || own.has(t));
        const head = headTerms.get(`${r.type}:${r.id}`) ?? new Set<string>();
        const headShare = share(qTerms, (t) => head.has(t) || titleMatched.has(t));
        // Synonyms count in the title too ("coffee" finds "caffeine" in "Alcohol, smoking and caffeine").
        const titleCoverage = Math.max(
          share(qTerms, (t) => titleTerms.has(t)),
          Math.min(1, titleMatched.size / qTerms.length) * (titleMatched.size ? 0.8 : 0),
        );
        const focused = focus.length > 0 && focus.every((t) => titleTerms.has(t));
        const score =
          (0.3 + r.score / top) *
          (0.3 + coverage) *
          (1 + 1.5 * titleCoverage) *
          stageFactor(r.type, doc, q) *
          (focused ? 2 : 1) *
          (qPairs.some((p) => docPairs.get(`${r.type}:${r.id}`)?.has(p)) ? 1.6 : 1);
        return {
          type: r.type,
          id: r.id,
          score,
          coverage: focused ? 1 : coverage,
          titleCoverage,
          headShare,
          bm25: r.score,
          phrase: qPairs.some((p) => docPairs.get(`${r.type}:${r.id}`)?.has(p)),
          questionFit: r.type === 'faq' ? fit(contentTerms((doc as Faq).question), qTerms) : 1,
        };
      })
      .filter((h): h is Hit => h !== null && h.score > 0);
    const hits = scored
      // It must speak of what she asked, and be about it: "stock up on nappies" does not answer "which
      // stocks". An FAQ answer is short enough to judge whole; an article by its title and summary, or by
      // a strong match on every word.
      .filter((h) =>
        h.type === 'faq'
          ? h.titleCoverage >= 0.5 || h.coverage >= 0.6
          : h.titleCoverage >= 0.5 ||
            (h.coverage >= 0.6 && h.headShare >= 0.25) ||
            (h.coverage >= 0.99 && (h.bm25 >= 5 || h.phrase)),
      )
      .sort((a, b) => b.score - a.score);
    return { qTerms, hits, scored };
  }

  /** The section of an article that answers the question, with the kind of answer she asked for. */
  function bestSection(
    article: Article,
    qTerms: readonly string[],
    qPairs: readonly string[],
    q: ContentQuery,
    asks: Asks,
  ): { section: Section; score: number; answersWhen: boolean } | null {
    const sections = sectionsOf(article);
    const titleTerms = new Set(terms(article.title));
    // Words of the article's own title are in most sections: they count, but less than the others.
    const sum = (ts: readonly string[]) => ts.reduce((acc, t) => acc + (titleTerms.has(t) ? 0.3 : 1), 0);
    let best: { s: Section; score: number; answersWhen: boolean } | null = null;
    for (const s of sections) {
      let score =
        2 * sum(qTerms.filter((t) => s.headingTerms.has(t))) + sum(qTerms.filter((t) => s.terms.has(t)));
      const text = `${s.heading} ${s.blocks.map((b) => b.lines.join(' ')).join(' ')}`;
      const pairs = bigrams(text);
      if (qPairs.some((p) => pairs.has(p))) score += 1;
      if (q.stage === 'pregnant' && AFTER_BIRTH.test(s.heading || text.slice(0, 160))) score -= 1.5;
      if (asks.help && HELP_HEADING.test(s.heading)) score += 2.5;
      if (asks.safe && /\bsafe\b/i.test(s.heading)) score += 1.5;
      if (!asks.signs && /^when to call/i.test(s.heading)) score -= 1;
      if (asks.signs && /\b(?:signs|when to call|symptoms)\b/i.test(s.heading)) score += 1.5;
      if (/^(?:sources?|references?)$/i.test(s.heading)) score -= 5;
      // "When will my milk come in?": a section that puts the matched words next to a time answers it.
      const answersWhen =
        asks.when &&
        s.blocks.some((b) => WHEN_ANSWER.test(b.lines.join(' ')) && qTerms.some((t) => b.terms.has(t)));
      if (answersWhen) score += 1.5;
      if (s.index === 0) score += 0.3;
      if (!best || score > best.score) best = { s, score, answersWhen };
    }
    return best ? { section: best.s, score: best.score, answersWhen: best.answersWhen } : null;
  }

  function answerUncached(
    rawQuery: string,
    q: ContentQuery,
    focus: readonly string[],
    only?: Only,
  ): ContentAnswer | null {
    const query = normaliseQuery(rawQuery);
    const lowered = query.toLowerCase();
    const asks: Asks = {
      help: focus.length > 0 || HELP_INTENT.test(lowered),
      safe: SAFE_INTENT.test(lowered),
      signs: SIGNS_INTENT.test(lowered),
      when: WHEN_INTENT.test(lowered),
    };
    const { qTerms, hits: ranked } = rank(query, q, focus, only);
    const qPairs = [...bigrams(query)];
    // The leading articles are judged by their best section too: the one that answers, not only mentions.
    const sections = new Map<string, ReturnType<typeof bestSection>>();
    const hits = ranked
      .map((h, i) => {
        if (h.type !== 'article' || i > 5) return h;
        const article = library.articleById.get(h.id);
        const best = article ? bestSection(article, qTerms, qPairs, q, asks) : null;
        sections.set(h.id, best);
        // A "when" question is answered by a section that gives a time, not one that only names the thing.
        const when = asks.when && best?.answersWhen ? 2 : 1;
        return { ...h, score: h.score * (1 + 0.25 * Math.max(0, best?.score ?? 0)) * when };
      })
      .sort((a, b) => b.score - a.score);
    // FAQs are written as answers: prefer one whose question matches nearly as well as the best document
    // did before sections were weighed.
    const bestFaq = ranked.find((h) => h.type === 'faq');
    const lead = ranked[0];
    const faqAnswers =
      bestFaq &&
      lead &&
      bestFaq.score >= 0.6 * lead.score &&
      // "When will my milk come in?" is not answered by an FAQ that only shares the word "milk".
      (bestFaq.phrase || !lead.phrase) &&
      ((bestFaq.titleCoverage >= 0.5 && (bestFaq === lead || bestFaq.questionFit >= 0.66)) ||
        (bestFaq.coverage >= lead.coverage && lead.titleCoverage < 0.5));
    const top = faqAnswers ? bestFaq : hits[0];
    if (!top) return null;
    const fit = { coverage: top.coverage, titleCoverage: top.titleCoverage };
    const relatedArticle = hits.find((h) => h.type === 'article' && h.coverage >= 0.5);
    const links: ChatLink[] = [];
    const passages: ContentAnswer['passages'] = [];
    if (top.type === 'faq') {
      const faq = faqById.get(top.id);
      if (!faq) return null;
      passages.push({ title: faq.question, text: faq.answer, href: faqHref(faq.id) });
      const article = relatedArticle ? library.articleById.get(relatedArticle.id) : undefined;
      if (article) links.push({ title: article.title, href: articleHref(article.id) });
      links.push({ title: faq.question, href: faqHref(faq.id) });
      return { body: faq.answer, links, passages, pregnancyOnly: pregnancyOnly('faq', faq), fit };
    }
    const article = library.articleById.get(top.id);
    if (!article) return null;
    const section = (sections.get(article.id) ?? bestSection(article, qTerms, qPairs, q, asks))?.section;
    // The words that tell this article's sections and list items apart (not those of its title).
    const titleTerms = new Set(terms(article.title));
    const telling = qTerms.filter((t) => !titleTerms.has(t));
    // A section deep in the article gets the article's first words as context ("why", then "what helps").
    const intro = sectionsOf(article)[0];
    const context =
      section && section.index > 0 && intro && intro.heading === ''
        ? firstSentences(renderSection(intro, [], 1), 2)
        : '';
    const body = [context, (section && renderSection(section, telling)) || article.summary]
      .filter(Boolean)
      .join('\n\n');
    passages.push({
      title: article.title,
      text: `${article.summary} ${body}`,
      href: articleHref(article.id),
    });
    links.push({ title: article.title, href: articleHref(article.id) });
    const faqHit = hits.find((h) => h.type === 'faq' && h.titleCoverage >= 0.5);
    const faq = faqHit ? faqById.get(faqHit.id) : undefined;
    if (faq) passages.push({ title: faq.question, text: faq.answer, href: faqHref(faq.id) });
    return { body, links, passages, pregnancyOnly: pregnancyOnly('article', article), fit };
  }

  // Common questions repeat (the quick questions, Learn's Ask Zara): answers are cached per question and week.
  const cache = new Map<string, ContentAnswer | null>();
  const answer = (
    query: string,
    q: ContentQuery,
    focus: readonly string[] = [],
    only?: { key: string; test: Only },
  ): ContentAnswer | null => {
    const key = `${q.stage ?? ''}|${String(q.week)}|${focus.join(',')}|${only?.key ?? ''}|${query.trim().toLowerCase()}`;
    if (cache.has(key)) return cache.get(key) ?? null;
    const value = answerUncached(query, q, focus, only?.test);
    if (cache.size >= 500) cache.delete(cache.keys().next().value ?? '');
    cache.set(key, value);
    return value;
  };
  return Object.assign(answer, { rank });
}

/**
 * Content selection rules: which articles and FAQs fit a pregnancy week or a week after birth (key articles
 * first), related articles, the postpartum week for any age. Pure over the loaded library.
 */
import type {
  AfterBirthEducation,
  ArticleSummary,
  FaqItem,
  WeeklyEducation,
} from '../../../core/contracts/content.ts';
import type {
  Article,
  EducationCategory,
  Faq,
  Peak,
  PostpartumWeek,
} from '../../../core/contracts/content.ts';
import { getSign } from '../../../core/domain/warning-signs.ts';
import type { ContentLibrary } from './library.ts';

export const toSummary = (a: Article): ArticleSummary => ({
  id: a.id,
  title: a.title,
  summary: a.summary,
  category: a.category,
  readTime: a.readTime,
  featured: a.featured,
  weekStart: a.weekStart,
  weekEnd: a.weekEnd,
  postpartum: a.postpartum,
});

/** The Learn chip a question belongs to: its own, else its category's. */
export function chipOf(lib: ContentLibrary, f: Faq): EducationCategory {
  return f.chip ?? lib.faqCategories.find((c) => c.id === f.category)?.chip ?? 'body';
}

const toFaq = (lib: ContentLibrary, f: Faq): FaqItem => ({
  id: f.id,
  question: f.question,
  answer: f.answer,
  category: f.category,
  chip: chipOf(lib, f),
});

const width = (p: Peak) => p.to - p.from;
/** The narrowest of the item's peaks that holds the week, if any. */
const peakAt = (peaks: readonly Peak[], week: number): Peak | undefined =>
  peaks.filter((p) => p.from <= week && week <= p.to).sort((a, b) => width(a) - width(b))[0];

/** 0: a peak holds the week; 1: no peak, or one still to come; 2: every peak has passed. */
function peakTier(peaks: readonly Peak[], week: number): number {
  if (peakAt(peaks, week)) return 0;
  return peaks.length && peaks.every((p) => p.to < week) ? 2 : 1;
}

/**
 * Articles for a week, key ones first: those whose peak holds the week (the narrowest peak first, as the
 * most specific to this moment), then the others, featured first, then the narrowest range; articles whose
 * key weeks are behind her come last.
 */
function rankArticles(
  articles: Article[],
  week: number,
  peaksOf: (a: Article) => readonly Peak[],
): Article[] {
  return articles
    .map((a) => ({ a, peak: peakAt(peaksOf(a), week), tier: peakTier(peaksOf(a), week) }))
    .sort(
      (x, y) =>
        x.tier - y.tier ||
        (x.peak && y.peak ? width(x.peak) - width(y.peak) : 0) ||
        Number(y.a.featured) - Number(x.a.featured) ||
        x.a.weekEnd - x.a.weekStart - (y.a.weekEnd - y.a.weekStart) ||
        x.a.id.localeCompare(y.a.id),
    )
    .map(({ a }) => a);
}

/** Every question that fits the week: the tab groups them by category, so none is cut off. */
export function weeklyEducation(lib: ContentLibrary, week: number): WeeklyEducation | null {
  const w = lib.weeks.find((x) => x.week === week);
  if (!w) return null;
  const fits = (i: { weekStart: number; weekEnd: number }) => i.weekStart <= week && week <= i.weekEnd;
  return {
    week,
    baby: w.focus.baby,
    body: w.focus.body,
    emotions: w.focus.emotions,
    articles: rankArticles(lib.articles.filter(fits), week, (a) => a.peaks).map(toSummary),
    faqs: lib.faqs.filter(fits).map((f) => toFaq(lib, f)),
  };
}

/** Postpartum weeks 0-12 are their own; later weeks read as 13, "after 12 weeks". */
export const postpartumContentWeek = (week: number) => Math.min(Math.max(0, week), 13);

/** After birth: the articles and questions marked for after birth, the key ones for her week first. */
export function afterBirthEducation(lib: ContentLibrary, postpartumWeek: number): AfterBirthEducation {
  const week = postpartumContentWeek(postpartumWeek);
  return {
    week,
    articles: rankArticles(
      lib.articles.filter((a) => a.postpartum),
      week,
      (a) => a.postpartumPeaks,
    ).map(toSummary),
    faqs: lib.faqs.filter((f) => f.postpartum).map((f) => toFaq(lib, f)),
  };
}

export const featuredArticles = (lib: ContentLibrary) =>
  lib.articles.filter((a) => a.featured).map(toSummary);

/** Related: same category and overlapping weeks first, then overlapping weeks. */
export function relatedArticles(lib: ContentLibrary, article: Article, limit = 3): ArticleSummary[] {
  const overlap = (a: Article) =>
    Math.max(0, Math.min(a.weekEnd, article.weekEnd) - Math.max(a.weekStart, article.weekStart) + 1);
  return lib.articles
    .filter((a) => a.id !== article.id && overlap(a) > 0)
    .map((a) => ({
      a,
      rank:
        (a.category === article.category ? 100 : 0) +
        Math.min(overlap(a), 40) +
        (a.postpartum === article.postpartum ? 5 : 0),
    }))
    .sort((x, y) => y.rank - x.rank || x.a.id.localeCompare(y.a.id))
    .slice(0, limit)
    .map(({ a }) => toSummary(a));
}

/** Postpartum weeks 0-12 have their own item; any later week gets the "after 12 weeks" item (13). */
export const postpartumWeekFor = (lib: ContentLibrary, week: number): PostpartumWeek | undefined =>
  lib.postpartumWeeks.find((w) => w.week === postpartumContentWeek(week));

export function signSummaries(ids: readonly string[]) {
  return ids.flatMap((id) => {
    const s = getSign(id);
    return s
      ? [{ id: s.id, name: s.name, description: s.description, level: s.level, whatToDo: s.whatToDo }]
      : [];
  });
}

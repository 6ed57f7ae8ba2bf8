/**
 * Content selection rules: which articles and FAQs fit a week, related articles, the postpartum week for any
 * age, affirmations by stage and tag. Pure over the loaded library.
 */
import type { ArticleSummary, FaqItem, WeeklyEducation } from '../../../core/contracts/education.ts';
import type { Article, Faq, PostpartumWeek } from '../../../core/contracts/content.ts';
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

const toFaq = (f: Faq): FaqItem => ({
  id: f.id,
  question: f.question,
  answer: f.answer,
  category: f.category,
});

/** Items whose week range holds the week, the most specific (narrowest range) first, featured breaking ties. */
function fitting<T extends { weekStart: number; weekEnd: number }>(
  items: T[],
  week: number,
  featured: (t: T) => boolean = () => false,
): T[] {
  return items
    .filter((i) => i.weekStart <= week && week <= i.weekEnd)
    .sort(
      (a, b) =>
        a.weekEnd - a.weekStart - (b.weekEnd - b.weekStart) || Number(featured(b)) - Number(featured(a)),
    );
}

export function weeklyEducation(lib: ContentLibrary, week: number): WeeklyEducation | null {
  const w = lib.weeks.find((x) => x.week === week);
  if (!w) return null;
  return {
    week,
    baby: w.focus.baby,
    body: w.focus.body,
    emotions: w.focus.emotions,
    articles: fitting(lib.articles, week, (a) => a.featured).map(toSummary),
    faqs: fitting(lib.faqs, week).slice(0, 12).map(toFaq),
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
  lib.postpartumWeeks.find((w) => w.week === Math.min(week, 13));

export function signSummaries(ids: readonly string[]) {
  return ids.flatMap((id) => {
    const s = getSign(id);
    return s
      ? [{ id: s.id, name: s.name, description: s.description, level: s.level, whatToDo: s.whatToDo }]
      : [];
  });
}

export const FAQ_CATEGORY_LABELS: Record<Faq['category'], string> = {
  symptoms: 'Symptoms',
  nutrition: 'Food and nutrition',
  'baby-development': "Your baby's development",
  'labour-and-birth': 'Labour and birth',
  'emotional-health': 'Emotional health',
  'everyday-life': 'Everyday life',
  'after-birth': 'After the birth',
};

/**
 * The content library, loaded once at start-up from /content and validated with the content schemas.
 * A bad item stops start-up with an error naming the file and the item.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { affirmations } from '../../../../content/affirmations.ts';
import { answerFiles } from '../../../../content/answers/index.ts';
import { checklists } from '../../../../content/checklists.ts';
import { exercises } from '../../../../content/exercises.ts';
import { faqCategories } from '../../../../content/faq-categories.ts';
import { faqs } from '../../../../content/faqs.ts';
import { guides } from '../../../../content/guides.ts';
import { milestoneTemplates } from '../../../../content/milestones.ts';
import { postpartumWeeks } from '../../../../content/postpartum-weeks.ts';
import { weeks01to21 } from '../../../../content/pregnancy-weeks/weeks-01-21.ts';
import { weeks22to42 } from '../../../../content/pregnancy-weeks/weeks-22-42.ts';
import type { AnswerEntry } from '../../../core/contracts/answers.ts';
import {
  type Affirmation,
  type Article,
  affirmationSchema,
  articleMetaSchema,
  type Checklists,
  checklistsSchema,
  type ExerciseActivity,
  exerciseActivitySchema,
  type Faq,
  type FaqCategoryInfo,
  faqCategoryInfoSchema,
  faqCategorySchema,
  faqSchema,
  type Guide,
  guideSchema,
  type MilestoneTemplate,
  milestoneTemplateSchema,
  type PostpartumWeek,
  postpartumWeekSchema,
  type PregnancyWeek,
  pregnancyWeekSchema,
} from '../../../core/contracts/content.ts';
import { loadAnswers } from './answers-library.ts';
import type { SignFit } from './sign-fit.ts';
import { checkSigns, checkUnique, ContentError, validateAll } from './validate.ts';

export { ContentError } from './validate.ts';

export const CONTENT_DIR = resolve(fileURLToPath(new URL('../../../../content', import.meta.url)));

/** Words a minute for read time: a calm reading pace on a phone. */
const WORDS_PER_MINUTE = 200;

export interface ContentLibrary {
  weeks: PregnancyWeek[];
  postpartumWeeks: PostpartumWeek[];
  articles: Article[];
  faqs: Faq[];
  /** FAQ categories in display order, with labels and the Learn chip each belongs to. */
  faqCategories: FaqCategoryInfo[];
  guides: Guide[];
  exercises: ExerciseActivity[];
  milestoneTemplates: MilestoneTemplate[];
  affirmations: Affirmation[];
  checklists: Checklists;
  articleById: Map<string, Article>;
  /** The answer library (content/answers/): everyday questions with whole answers, for Zara. */
  answers: AnswerEntry[];
}

/** Peaks must sit inside the weeks the item fits, and run forwards. */
function checkPeaks(
  where: string,
  peaks: readonly { from: number; to: number }[],
  start: number,
  end: number,
) {
  for (const p of peaks) {
    if (p.from > p.to || p.from < start || p.to > end)
      throw new ContentError(
        `${where}: peak ${String(p.from)}-${String(p.to)} must lie within weeks ${String(start)}-${String(end)}`,
      );
  }
}

export const countWords = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** Splits "---\n<yaml>\n---\n<markdown>" into its parts. */
export function splitFrontMatter(source: string): { meta: unknown; body: string } {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!m) throw new Error('missing front matter (--- ... ---)');
  return { meta: parseYaml(m[1] ?? ''), body: (m[2] ?? '').trim() };
}

function loadArticles(dir: string): Article[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort();
  return files.map((file) => {
    const where = `articles/${file}`;
    let parts: { meta: unknown; body: string };
    try {
      parts = splitFrontMatter(readFileSync(join(dir, file), 'utf8'));
    } catch (err) {
      throw new ContentError(`content/${where}: ${(err as Error).message}`);
    }
    const [meta] = validateAll(where, articleMetaSchema, [parts.meta]);
    if (!meta) throw new ContentError(`content/${where}: empty`);
    if (`${meta.id}.md` !== file)
      throw new ContentError(`content/${where}: id "${meta.id}" does not match the file name`);
    if (meta.weekStart > meta.weekEnd) throw new ContentError(`content/${where}: weekStart is after weekEnd`);
    checkPeaks(`content/${where}`, meta.peaks, meta.weekStart, meta.weekEnd);
    if (meta.postpartumPeaks.length && !meta.postpartum)
      throw new ContentError(`content/${where}: postpartumPeaks need postpartum: true`);
    // Postpartum weeks 0-12, and 13 for "after 12 weeks".
    checkPeaks(`content/${where}`, meta.postpartumPeaks, 0, 13);
    const wordCount = countWords(parts.body);
    if (wordCount < 250 || wordCount > 900) {
      throw new ContentError(
        `content/${where}: body has ${String(wordCount)} words; it must have 250 to 900`,
      );
    }
    return {
      ...meta,
      body: parts.body,
      wordCount,
      readTime: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
    };
  });
}

export function loadContent(dir: string = CONTENT_DIR): ContentLibrary {
  const weeks = validateAll('pregnancy-weeks', pregnancyWeekSchema, [...weeks01to21, ...weeks22to42]).sort(
    (a, b) => a.week - b.week,
  );
  checkUnique(
    'pregnancy-weeks',
    weeks.map((w) => w.week),
  );
  for (const w of weeks)
    checkSigns('pregnancy-weeks', `week ${String(w.week)}`, w.redFlags, {
      stages: ['pregnancy'],
      weekStart: w.week,
    });

  const pp = validateAll('postpartum-weeks.ts', postpartumWeekSchema, postpartumWeeks).sort(
    (a, b) => a.week - b.week,
  );
  checkUnique(
    'postpartum-weeks.ts',
    pp.map((w) => w.week),
  );
  // What is not normal after birth is about her or the baby.
  const afterBirth: SignFit = { stages: ['postpartum', 'newborn', 'mental-health'] };
  for (const w of pp) checkSigns('postpartum-weeks.ts', `week ${String(w.week)}`, w.notNormal, afterBirth);

  const articles = loadArticles(join(dir, 'articles'));
  checkUnique(
    'articles',
    articles.map((a) => a.id),
  );

  const faqList = validateAll('faqs.ts', faqSchema, faqs);
  checkUnique(
    'faqs.ts',
    faqList.map((f) => f.id),
  );
  for (const f of faqList) {
    if (f.weekStart > f.weekEnd)
      throw new ContentError(`content/faqs.ts: item "${f.id}": weekStart is after weekEnd`);
    if (f.category === 'after-birth' && !f.postpartum)
      throw new ContentError(`content/faqs.ts: item "${f.id}": after-birth questions need postpartum: true`);
  }
  const faqCategoryList = validateAll('faq-categories.ts', faqCategoryInfoSchema, faqCategories);
  checkUnique(
    'faq-categories.ts',
    faqCategoryList.map((c) => c.id),
  );
  // Every category a question can have needs its label and chip, or the chips would drop its questions.
  for (const id of faqCategorySchema.options)
    if (!faqCategoryList.some((c) => c.id === id))
      throw new ContentError(`content/faq-categories.ts: category "${id}" has no label and chip`);

  const guideList = validateAll('guides.ts', guideSchema, guides);
  const exerciseList = validateAll('exercises.ts', exerciseActivitySchema, exercises);
  checkUnique(
    'exercises.ts',
    exerciseList.map((e) => e.id),
  );
  for (const e of exerciseList) {
    if (e.weekStart > e.weekEnd)
      throw new ContentError(`content/exercises.ts: item "${e.id}": weekStart is after weekEnd`);
    checkSigns(
      'exercises.ts',
      `item "${e.id}"`,
      e.stopSigns,
      e.stage === 'pregnancy'
        ? { stages: ['pregnancy'], weekStart: e.weekStart }
        : { stages: ['postpartum'] },
    );
  }

  const milestones = validateAll('milestones.ts', milestoneTemplateSchema, milestoneTemplates);
  checkUnique(
    'milestones.ts',
    milestones.map((m) => m.id),
  );
  for (const m of milestones) {
    checkSigns('milestones.ts', `item "${m.id}"`, m.redFlags, { stages: ['newborn'] });
    if (m.redFlags.length + m.developmentalConcerns.length === 0)
      throw new ContentError(
        `content/milestones.ts: item "${m.id}" needs a red flag or a developmental concern`,
      );
  }
  const affirmationList = validateAll('affirmations.ts', affirmationSchema, affirmations);
  checkUnique(
    'affirmations.ts',
    affirmationList.map((a) => a.id),
  );
  const [checklistData] = validateAll('checklists.ts', checklistsSchema, [checklists]);
  if (!checklistData) throw new ContentError('content/checklists.ts: missing');

  return {
    weeks,
    postpartumWeeks: pp,
    articles,
    faqs: faqList,
    faqCategories: faqCategoryList,
    guides: guideList,
    exercises: exerciseList,
    milestoneTemplates: milestones,
    affirmations: affirmationList,
    checklists: checklistData,
    articleById: new Map(articles.map((a) => [a.id, a])),
    answers: loadAnswers(answerFiles, new Set(articles.map((a) => a.id))),
  };
}

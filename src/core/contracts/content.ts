/**
 * The content area (docs/product.md, "Learn" and "Journey"): pregnancy and postpartum weeks, education (the weekly
 * focus, after birth, featured, FAQs, articles, search, guides), milestone templates and affirmations. Public and
 * the same for everyone; responses carry an ETag. The schemas of the library's own files (content/) live in
 * content-library.ts and are exported from here too, so an area has one contract.
 */
import { z } from 'zod';
import { text } from './common.ts';
import {
  affirmationSchema,
  educationCategorySchema,
  faqCategorySchema,
  guideSchema,
  milestoneTemplateSchema,
  postpartumWeekSchema,
  pregnancyWeekSchema,
  sourceSchema,
} from './content-library.ts';
import { endpoint } from './endpoint.ts';

export * from './content-library.ts';

export const articleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  category: educationCategorySchema,
  readTime: z.number().int(),
  featured: z.boolean(),
  weekStart: z.number().int(),
  weekEnd: z.number().int(),
  postpartum: z.boolean(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleResponseSchema = articleSummarySchema.extend({
  body: z.string(),
  sources: z.array(sourceSchema),
  related: z.array(articleSummarySchema),
});
export type ArticleResponse = z.infer<typeof articleResponseSchema>;

/**
 * One answer of the answer library, whole, as Zara gave it in the chat, with its sources: the page her chat
 * answer links to. Week notes carry the weeks they are for, in words.
 */
export const answerResponseSchema = z.object({
  id: z.string(),
  question: z.string(),
  lead: z.string(),
  points: z.array(z.string()),
  weekNotes: z.array(z.object({ when: z.string(), text: z.string() })),
  whenToCall: z.string(),
  sources: z.array(sourceSchema),
  /** Related answers and articles, each with the page it opens. */
  related: z.array(z.object({ title: z.string(), href: z.string() })),
});
export type AnswerResponse = z.infer<typeof answerResponseSchema>;

export const faqItemSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  category: faqCategorySchema,
  /** The Learn chip the question belongs to (content/faq-categories.ts), so chips filter FAQs too. */
  chip: educationCategorySchema,
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const weeklyEducationSchema = z.object({
  week: z.number().int(),
  baby: z.string(),
  body: z.string(),
  emotions: z.string(),
  articles: z.array(articleSummarySchema),
  faqs: z.array(faqItemSchema),
});
export type WeeklyEducation = z.infer<typeof weeklyEducationSchema>;

/** After birth: the articles (key ones for her postpartum week first) and questions that fit after birth. */
export const afterBirthEducationSchema = z.object({
  /** Postpartum week 0-12, or 13 for any week after 12. */
  week: z.number().int(),
  articles: z.array(articleSummarySchema),
  faqs: z.array(faqItemSchema),
});
export type AfterBirthEducation = z.infer<typeof afterBirthEducationSchema>;

export const faqCategoriesResponseSchema = z.array(
  z.object({
    id: faqCategorySchema,
    label: z.string(),
    chip: educationCategorySchema,
    count: z.number().int(),
  }),
);

/** A piece of text split into matched and unmatched runs, so the client can highlight without HTML. */
export const highlightedSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type Highlighted = z.infer<typeof highlightedSchema>;

export const searchQuerySchema = z.object({
  q: text().trim().min(1, 'Type something to search for').max(200, 'Must be at most 200 characters'),
  category: educationCategorySchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const searchResultSchema = z.object({
  type: z.enum(['article', 'faq']),
  id: z.string(),
  title: highlightedSchema,
  snippet: highlightedSchema,
  category: z.string(),
  /** The Learn chip (an article's category; a question's chip). */
  chip: educationCategorySchema,
  /** A question's whole answer, so a result can open in place; absent for articles (they have a page). */
  answer: z.string().optional(),
  score: z.number(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResponseSchema = z.object({ query: z.string(), results: z.array(searchResultSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const weekParamsSchema = z.object({
  week: z.coerce
    .number({ error: 'week must be a number' })
    .int('week must be a whole number')
    .min(1, 'week must be between 1 and 42')
    .max(42, 'week must be between 1 and 42'),
});
export const postpartumWeekParamsSchema = z.object({
  week: z.coerce
    .number({ error: 'week must be a number' })
    .int('week must be a whole number')
    .min(0, 'week must be 0 or more')
    .max(520, 'week must be at most 520'),
});

/** A catalogue sign as content shows it. */
export const signSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  level: z.enum(['emergency', 'urgent', 'routine']),
  whatToDo: z.string(),
});
export type SignSummary = z.infer<typeof signSummarySchema>;

export const weekResponseSchema = pregnancyWeekSchema.extend({ redFlagDetails: z.array(signSummarySchema) });
export type WeekResponse = z.infer<typeof weekResponseSchema>;
export const postpartumWeekResponseSchema = postpartumWeekSchema.extend({
  notNormalDetails: z.array(signSummarySchema),
});
export type PostpartumWeekResponse = z.infer<typeof postpartumWeekResponseSchema>;

export const milestoneTemplatesResponseSchema = z.array(
  milestoneTemplateSchema.extend({ redFlagDetails: z.array(signSummarySchema) }),
);
export const affirmationsQuerySchema = z.object({
  stage: z.enum(['pregnancy', 'postpartum', 'any']).optional(),
  tag: affirmationSchema.shape.tags.element.optional(),
  trimester: z.coerce.number().int().min(1).max(3).optional(),
});
export const affirmationsResponseSchema = z.array(affirmationSchema);
export const guidesResponseSchema = z.array(guideSchema);
export const articleParamsSchema = z.object({ id: text().max(120) });
export const answerParamsSchema = z.object({ id: text().max(120) });

const pub = { kind: 'public' } as const;

export const contentEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/weeks/:week',
    summary: "A pregnancy week: the baby's size, common symptoms, warning signs and Zara's suggestions",
    access: pub,
    params: weekParamsSchema,
    responses: { 200: weekResponseSchema },
    errors: [404],
  }),
  endpoint({
    method: 'GET',
    path: '/api/postpartum-weeks/:week',
    summary: 'A week after the birth (0-12; later weeks read as "after 12 weeks"): recovery and baby focus',
    access: pub,
    params: postpartumWeekParamsSchema,
    responses: { 200: postpartumWeekResponseSchema },
    errors: [404],
  }),
  endpoint({
    method: 'GET',
    path: '/api/education/weekly/:week',
    summary: 'The weekly focus (baby, body, emotions) with the articles and questions of the week',
    access: pub,
    params: weekParamsSchema,
    responses: { 200: weeklyEducationSchema },
    errors: [404],
  }),
  endpoint({
    method: 'GET',
    path: '/api/education/after-birth/:week',
    summary: 'The articles (key ones for that week first) and questions that fit after the birth',
    access: pub,
    params: postpartumWeekParamsSchema,
    responses: { 200: afterBirthEducationSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/education/featured',
    summary: 'The featured articles',
    access: pub,
    responses: { 200: articleSummarySchema.array() },
  }),
  endpoint({
    method: 'GET',
    path: '/api/education/faq-categories',
    summary: 'The question categories with their labels, chips and counts',
    access: pub,
    responses: { 200: faqCategoriesResponseSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/education/articles/:id',
    summary: 'One article with its body, sources and related articles',
    access: pub,
    params: articleParamsSchema,
    responses: { 200: articleResponseSchema },
    errors: [404],
  }),
  endpoint({
    method: 'GET',
    path: '/api/education/answers/:id',
    summary: "One of Zara's answers, whole, with its week notes, when to call, sources and related reading",
    access: pub,
    params: answerParamsSchema,
    responses: { 200: answerResponseSchema },
    errors: [404],
  }),
  endpoint({
    method: 'GET',
    path: '/api/education/guides',
    summary: 'The guides of the Guides tab',
    access: pub,
    responses: { 200: guidesResponseSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/education/search',
    summary: 'Search articles and questions: ranked results with the matched words marked',
    access: pub,
    query: searchQuerySchema,
    responses: { 200: searchResponseSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/milestone-templates',
    summary: "The baby's milestones with their warning signs and developmental concerns",
    access: pub,
    responses: { 200: milestoneTemplatesResponseSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/affirmations',
    summary: "Affirmations for a stage, tag or trimester (the stage's and those for any stage)",
    access: pub,
    query: affirmationsQuerySchema,
    responses: { 200: affirmationsResponseSchema },
  }),
] as const;

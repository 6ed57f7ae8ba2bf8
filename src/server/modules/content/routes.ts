/**
 * Content API: weeks, postpartum weeks, education (weekly, after birth, featured, FAQ categories, articles,
 * search, guides), milestone templates, affirmations. Public and the same for everyone (nothing here is
 * personalised: the client picks the week), so every response may be cached: each distinct response is
 * validated and serialised once and served with an ETag; search results carry the same Cache-Control.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  afterBirthEducationSchema,
  affirmationsQuerySchema,
  affirmationsResponseSchema,
  articleParamsSchema,
  articleResponseSchema,
  faqCategoriesResponseSchema,
  guidesResponseSchema,
  milestoneTemplatesResponseSchema,
  postpartumWeekParamsSchema,
  postpartumWeekResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
  weekParamsSchema,
  weekResponseSchema,
  weeklyEducationSchema,
  articleSummarySchema,
} from '../../../core/contracts/education.ts';
import { errorResponses } from '../../../core/contracts/errors.ts';
import { notFound } from '../../errors.ts';
import type { ContentLibrary } from './library.ts';
import { buildIndex, search } from './search.ts';
import {
  afterBirthEducation,
  featuredArticles,
  postpartumContentWeek,
  postpartumWeekFor,
  relatedArticles,
  signSummaries,
  toSummary,
  weeklyEducation,
} from './service.ts';
import { PUBLIC_CACHE_CONTROL, StaticResponses } from './static-responses.ts';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentLibrary;
  }
}

export default function contentRoutes(
  app: FastifyInstance,
  /** `responses` may be handed in so a test can watch the cache's size. */
  opts: { library: ContentLibrary; responses?: StaticResponses },
) {
  const lib = opts.library;
  app.decorate('content', lib);
  const index = buildIndex(lib);
  const responses = opts.responses ?? new StaticResponses();
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pub = { access: { kind: 'public' as const } };
  const sendStatic = responses.send.bind(responses);

  r.get('/api/weeks/:week', {
    config: pub,
    schema: { params: weekParamsSchema, response: { 200: weekResponseSchema, 400: errorResponses[400] } },
    handler: (req, reply) => {
      const w = lib.weeks.find((x) => x.week === req.params.week);
      if (!w) throw notFound(`There is no content for week ${String(req.params.week)}.`);
      sendStatic(req, reply, `weeks/${String(w.week)}`, weekResponseSchema, () => ({
        ...w,
        redFlagDetails: signSummaries(w.redFlags),
      }));
    },
  });

  r.get('/api/postpartum-weeks/:week', {
    config: pub,
    schema: {
      params: postpartumWeekParamsSchema,
      response: { 200: postpartumWeekResponseSchema, 400: errorResponses[400] },
    },
    handler: (req, reply) => {
      const w = postpartumWeekFor(lib, req.params.week);
      if (!w) throw notFound('There is no content for that week.');
      sendStatic(req, reply, `postpartum-weeks/${String(w.week)}`, postpartumWeekResponseSchema, () => ({
        ...w,
        notNormalDetails: signSummaries(w.notNormal),
      }));
    },
  });

  r.get('/api/education/weekly/:week', {
    config: pub,
    schema: { params: weekParamsSchema, response: { 200: weeklyEducationSchema, 400: errorResponses[400] } },
    handler: (req, reply) => {
      const weekly = weeklyEducation(lib, req.params.week);
      if (!weekly) throw notFound(`There is no content for week ${String(req.params.week)}.`);
      sendStatic(req, reply, `education/weekly/${String(weekly.week)}`, weeklyEducationSchema, () => weekly);
    },
  });

  r.get('/api/education/after-birth/:week', {
    config: pub,
    schema: {
      params: postpartumWeekParamsSchema,
      response: { 200: afterBirthEducationSchema, 400: errorResponses[400] },
    },
    handler: (req, reply) => {
      const week = postpartumContentWeek(req.params.week);
      sendStatic(req, reply, `education/after-birth/${String(week)}`, afterBirthEducationSchema, () =>
        afterBirthEducation(lib, week),
      );
    },
  });

  r.get('/api/education/featured', {
    config: pub,
    schema: { response: { 200: articleSummarySchema.array() } },
    handler: (req, reply) =>
      void sendStatic(req, reply, 'education/featured', articleSummarySchema.array(), () =>
        featuredArticles(lib),
      ),
  });

  r.get('/api/education/faq-categories', {
    config: pub,
    schema: { response: { 200: faqCategoriesResponseSchema } },
    handler: (req, reply) =>
      sendStatic(req, reply, 'education/faq-categories', faqCategoriesResponseSchema, () =>
        lib.faqCategories.map((c) => ({ ...c, count: lib.faqs.filter((f) => f.category === c.id).length })),
      ),
  });

  r.get('/api/education/articles/:id', {
    config: pub,
    schema: {
      params: articleParamsSchema,
      response: { 200: articleResponseSchema, 404: errorResponses[404] },
    },
    handler: (req, reply) => {
      const a = lib.articleById.get(req.params.id);
      if (!a) throw notFound('We couldn’t find that article.');
      sendStatic(req, reply, `education/articles/${a.id}`, articleResponseSchema, () => ({
        ...toSummary(a),
        body: a.body,
        sources: a.sources,
        related: relatedArticles(lib, a),
      }));
    },
  });

  r.get('/api/education/guides', {
    config: pub,
    schema: { response: { 200: guidesResponseSchema } },
    handler: (req, reply) =>
      void sendStatic(req, reply, 'education/guides', guidesResponseSchema, () => lib.guides),
  });

  r.get('/api/education/search', {
    config: pub,
    schema: {
      querystring: searchQuerySchema,
      response: { 200: searchResponseSchema, 400: errorResponses[400] },
    },
    handler: (req, reply) => {
      // The same query gives the same results for everyone: no session, nothing personal in them.
      void reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return {
        query: req.query.q,
        results: search(index, req.query.q, { category: req.query.category, limit: req.query.limit }),
      };
    },
  });

  r.get('/api/milestone-templates', {
    config: pub,
    schema: { response: { 200: milestoneTemplatesResponseSchema } },
    handler: (req, reply) =>
      void sendStatic(req, reply, 'milestone-templates', milestoneTemplatesResponseSchema, () =>
        lib.milestoneTemplates.map((m) => ({ ...m, redFlagDetails: signSummaries(m.redFlags) })),
      ),
  });

  r.get('/api/affirmations', {
    config: pub,
    schema: {
      querystring: affirmationsQuerySchema,
      response: { 200: affirmationsResponseSchema, 400: errorResponses[400] },
    },
    handler: (req, reply) => {
      const { stage, tag, trimester } = req.query;
      const key = `affirmations/${stage ?? ''}/${tag ?? ''}/${String(trimester ?? '')}`;
      sendStatic(req, reply, key, affirmationsResponseSchema, () =>
        lib.affirmations.filter(
          (a) =>
            (!stage || a.stage === stage || a.stage === 'any') &&
            (!tag || a.tags.includes(tag)) &&
            (!trimester || a.trimester === undefined || a.trimester === trimester),
        ),
      );
    },
  });
}

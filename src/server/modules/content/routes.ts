/**
 * Content API: weeks, postpartum weeks, education (weekly, featured, FAQ categories, articles, search, guides),
 * milestone templates, affirmations. Public and cacheable: each distinct response is validated and serialised once,
 * then served with an ETag (304 when the client already has it).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
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
  FAQ_CATEGORY_LABELS,
  featuredArticles,
  postpartumWeekFor,
  relatedArticles,
  signSummaries,
  toSummary,
  weeklyEducation,
} from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentLibrary;
  }
}

interface Cached {
  etag: string;
  json: string;
}

const CACHE_CONTROL = 'public, max-age=300';

export default function contentRoutes(app: FastifyInstance, opts: { library: ContentLibrary }) {
  const lib = opts.library;
  app.decorate('content', lib);
  const index = buildIndex(lib);
  const cache = new Map<string, Cached>();
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pub = { access: { kind: 'public' as const } };

  /** Validates and serialises a static response once; answers 304 when the ETag matches. */
  function sendStatic<S extends z.ZodType>(
    req: FastifyRequest,
    reply: FastifyReply,
    schema: S,
    build: () => z.input<S>,
  ): void {
    const key = req.url;
    let entry = cache.get(key);
    if (!entry) {
      const json = JSON.stringify(schema.parse(build()));
      entry = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
      cache.set(key, entry);
    }
    void reply.header('etag', entry.etag).header('cache-control', CACHE_CONTROL);
    if (req.headers['if-none-match'] === entry.etag) void reply.code(304).send();
    else void reply.type('application/json; charset=utf-8').send(entry.json);
  }

  r.get('/api/weeks/:week', {
    config: pub,
    schema: { params: weekParamsSchema, response: { 200: weekResponseSchema, 400: errorResponses[400] } },
    handler: (req, reply) => {
      const w = lib.weeks.find((x) => x.week === req.params.week);
      if (!w) throw notFound(`There is no content for week ${String(req.params.week)}.`);
      sendStatic(req, reply, weekResponseSchema, () => ({ ...w, redFlagDetails: signSummaries(w.redFlags) }));
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
      sendStatic(req, reply, postpartumWeekResponseSchema, () => ({
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
      sendStatic(req, reply, weeklyEducationSchema, () => weekly);
    },
  });

  r.get('/api/education/featured', {
    config: pub,
    schema: { response: { 200: articleSummarySchema.array() } },
    handler: (req, reply) =>
      void sendStatic(req, reply, articleSummarySchema.array(), () => featuredArticles(lib)),
  });

  r.get('/api/education/faq-categories', {
    config: pub,
    schema: { response: { 200: faqCategoriesResponseSchema } },
    handler: (req, reply) =>
      sendStatic(req, reply, faqCategoriesResponseSchema, () =>
        Object.entries(FAQ_CATEGORY_LABELS).map(([id, label]) => ({
          id: id as keyof typeof FAQ_CATEGORY_LABELS,
          label,
          count: lib.faqs.filter((f) => f.category === id).length,
        })),
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
      sendStatic(req, reply, articleResponseSchema, () => ({
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
    handler: (req, reply) => void sendStatic(req, reply, guidesResponseSchema, () => lib.guides),
  });

  r.get('/api/education/search', {
    config: pub,
    schema: {
      querystring: searchQuerySchema,
      response: { 200: searchResponseSchema, 400: errorResponses[400] },
    },
    handler: (req) => ({
      query: req.query.q,
      results: search(index, req.query.q, { category: req.query.category, limit: req.query.limit }),
    }),
  });

  r.get('/api/milestone-templates', {
    config: pub,
    schema: { response: { 200: milestoneTemplatesResponseSchema } },
    handler: (req, reply) =>
      void sendStatic(req, reply, milestoneTemplatesResponseSchema, () => lib.milestoneTemplates),
  });

  r.get('/api/affirmations', {
    config: pub,
    schema: {
      querystring: affirmationsQuerySchema,
      response: { 200: affirmationsResponseSchema, 400: errorResponses[400] },
    },
    handler: (req, reply) => {
      const { stage, tag, trimester } = req.query;
      sendStatic(req, reply, affirmationsResponseSchema, () =>
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

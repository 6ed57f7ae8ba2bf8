/**
 * Content API: weeks, postpartum weeks, education (weekly, after birth, featured, FAQ categories, articles,
 * Zara's answers, search, guides), milestone templates, affirmations. Public and the same for everyone (nothing here is
 * personalised: the client picks the week), so every response may be cached: each distinct response is
 * validated and serialised once and served with an ETag; search results carry the same Cache-Control.
 */
import type { FastifyInstance } from 'fastify';
import {
  affirmationsResponseSchema,
  afterBirthEducationSchema,
  answerResponseSchema,
  articleResponseSchema,
  articleSummarySchema,
  faqCategoriesResponseSchema,
  guidesResponseSchema,
  milestoneTemplatesResponseSchema,
  postpartumWeekResponseSchema,
  weekResponseSchema,
  weeklyEducationSchema,
} from '../../../core/contracts/content.ts';
import { notFound } from '../../errors.ts';
import { route } from '../../route.ts';
import { answerPage } from './answer-page.ts';
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
  const answerById = new Map(lib.answers.map((e) => [e.id, e]));
  const responses = opts.responses ?? new StaticResponses();
  const sendStatic = responses.send.bind(responses);

  route(app, 'GET /api/weeks/:week', (req, reply) => {
    const w = lib.weeks.find((x) => x.week === req.params.week);
    if (!w) throw notFound(`There is no content for week ${String(req.params.week)}.`);
    return sendStatic(req, reply, `weeks/${String(w.week)}`, weekResponseSchema, () => ({
      ...w,
      redFlagDetails: signSummaries(w.redFlags),
    }));
  });

  route(app, 'GET /api/postpartum-weeks/:week', (req, reply) => {
    const w = postpartumWeekFor(lib, req.params.week);
    if (!w) throw notFound('There is no content for that week.');
    return sendStatic(req, reply, `postpartum-weeks/${String(w.week)}`, postpartumWeekResponseSchema, () => ({
      ...w,
      notNormalDetails: signSummaries(w.notNormal),
    }));
  });

  route(app, 'GET /api/education/weekly/:week', (req, reply) => {
    const weekly = weeklyEducation(lib, req.params.week);
    if (!weekly) throw notFound(`There is no content for week ${String(req.params.week)}.`);
    return sendStatic(
      req,
      reply,
      `education/weekly/${String(weekly.week)}`,
      weeklyEducationSchema,
      () => weekly,
    );
  });

  route(app, 'GET /api/education/after-birth/:week', (req, reply) => {
    const week = postpartumContentWeek(req.params.week);
    return sendStatic(req, reply, `education/after-birth/${String(week)}`, afterBirthEducationSchema, () =>
      afterBirthEducation(lib, week),
    );
  });

  route(app, 'GET /api/education/featured', (req, reply) =>
    sendStatic(req, reply, 'education/featured', articleSummarySchema.array(), () => featuredArticles(lib)),
  );

  route(app, 'GET /api/education/faq-categories', (req, reply) =>
    sendStatic(req, reply, 'education/faq-categories', faqCategoriesResponseSchema, () =>
      lib.faqCategories.map((c) => ({ ...c, count: lib.faqs.filter((f) => f.category === c.id).length })),
    ),
  );

  route(app, 'GET /api/education/articles/:id', (req, reply) => {
    const a = lib.articleById.get(req.params.id);
    if (!a) throw notFound('We couldn’t find that article.');
    return sendStatic(req, reply, `education/articles/${a.id}`, articleResponseSchema, () => ({
      ...toSummary(a),
      body: a.body,
      sources: a.sources,
      related: relatedArticles(lib, a),
    }));
  });

  route(app, 'GET /api/education/answers/:id', (req, reply) => {
    const entry = answerById.get(req.params.id);
    if (!entry) throw notFound('We couldn’t find that answer.');
    return sendStatic(req, reply, `education/answers/${entry.id}`, answerResponseSchema, () =>
      answerPage(lib, entry),
    );
  });

  route(app, 'GET /api/education/guides', (req, reply) =>
    sendStatic(req, reply, 'education/guides', guidesResponseSchema, () => lib.guides),
  );

  route(app, 'GET /api/education/search', (req, reply) => {
    // The same query gives the same results for everyone: no session, nothing personal in them.
    void reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return {
      query: req.query.q,
      results: search(index, req.query.q, { category: req.query.category, limit: req.query.limit }),
    };
  });

  route(app, 'GET /api/milestone-templates', (req, reply) =>
    sendStatic(req, reply, 'milestone-templates', milestoneTemplatesResponseSchema, () =>
      lib.milestoneTemplates.map((m) => ({ ...m, redFlagDetails: signSummaries(m.redFlags) })),
    ),
  );

  route(app, 'GET /api/affirmations', (req, reply) => {
    const { stage, tag, trimester } = req.query;
    const key = `affirmations/${stage ?? ''}/${tag ?? ''}/${String(trimester ?? '')}`;
    return sendStatic(req, reply, key, affirmationsResponseSchema, () =>
      lib.affirmations.filter(
        (a) =>
          (!stage || a.stage === stage || a.stage === 'any') &&
          (!tag || a.tags.includes(tag)) &&
          (!trimester || a.trimester === undefined || a.trimester === trimester),
      ),
    );
  });
}

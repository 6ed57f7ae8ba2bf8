import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userIdParamsSchema } from '../../../core/contracts/common.ts';
import { errorResponses } from '../../../core/contracts/errors.ts';
import {
  activitiesQuerySchema,
  activitiesResponseSchema,
  analyticsResponseSchema,
  createLogBodySchema,
  logListSchema,
  logResponseSchema,
  settingsResponseSchema,
  updateSettingsBodySchema,
} from '../../../core/contracts/exercise.ts';
import { currentUser } from '../../plugins/session.ts';
import type { ContentLibrary } from '../content/library.ts';
import * as exercise from './service.ts';

/** Exercise routes (01-core-app.md section 7), plus PATCH settings for her weekly goal and voice tips. */
export default function exerciseRoutes(app: FastifyInstance, opts: { library: ContentLibrary }) {
  const library = opts.library.exercises;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const self = { access: { kind: 'self', param: 'userId' } } as const;

  r.get('/api/exercise/activities/:userId', {
    config: self,
    schema: {
      params: userIdParamsSchema,
      querystring: activitiesQuerySchema,
      response: { 200: activitiesResponseSchema, ...errorResponses },
    },
    handler: (req) => exercise.listActivities(app.db, library, req.params.userId, req.query.week),
  });

  r.get('/api/exercise/logs/:userId', {
    config: self,
    schema: { params: userIdParamsSchema, response: { 200: logListSchema, ...errorResponses } },
    handler: async (req) => ({ logs: await exercise.listLogs(app.db, library, req.params.userId) }),
  });

  r.post('/api/exercise/logs', {
    config: { access: { kind: 'user' } },
    schema: { body: createLogBodySchema, response: { 201: logResponseSchema, ...errorResponses } },
    handler: async (req, reply) => {
      const log = await exercise.createLog(app.db, library, currentUser(req).id, req.body);
      return reply.code(201).send({ log });
    },
  });

  r.get('/api/exercise/settings/:userId', {
    config: self,
    schema: { params: userIdParamsSchema, response: { 200: settingsResponseSchema, ...errorResponses } },
    handler: async (req) => ({ settings: await exercise.getSettings(app.db, req.params.userId) }),
  });

  r.patch('/api/exercise/settings/:userId', {
    config: self,
    schema: {
      params: userIdParamsSchema,
      body: updateSettingsBodySchema,
      response: { 200: settingsResponseSchema, ...errorResponses },
    },
    handler: async (req) => ({
      settings: await exercise.updateSettings(app.db, req.params.userId, req.body),
    }),
  });

  r.get('/api/exercise/analytics/:userId', {
    config: self,
    schema: { params: userIdParamsSchema, response: { 200: analyticsResponseSchema, ...errorResponses } },
    handler: (req) => exercise.getAnalytics(app.db, library, req.params.userId),
  });
}

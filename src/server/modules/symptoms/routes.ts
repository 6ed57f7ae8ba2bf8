import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userIdParamsSchema } from '../../../core/contracts/common.ts';
import { errorResponses } from '../../../core/contracts/errors.ts';
import {
  createSymptomLogSchema,
  historyQuerySchema,
  symptomHistorySchema,
  symptomLogListSchema,
  symptomLogResponseSchema,
  symptomTrendSchema,
} from '../../../core/contracts/symptoms.ts';
import { currentUser } from '../../plugins/session.ts';
import { logPage, toSymptomLog } from './repository.ts';
import { logSymptom, recentLogs, weekTrend } from './service.ts';

export default function symptomRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/symptom-logs', {
    config: { access: { kind: 'user' } },
    schema: { body: createSymptomLogSchema, response: { 201: symptomLogResponseSchema, ...errorResponses } },
    handler: async (req, reply) =>
      reply.code(201).send(await logSymptom(app.db, currentUser(req).id, req.body)),
  });

  // The last 7 days, newest first (01-core-app.md section 7).
  r.get('/api/symptom-logs/:userId/recent', {
    config: { access: { kind: 'self', param: 'userId' } },
    schema: { params: userIdParamsSchema, response: { 200: symptomLogListSchema, ...errorResponses } },
    handler: async (req) => recentLogs(app.db, req.params.userId),
  });

  r.get('/api/symptom-logs/:userId/history', {
    config: { access: { kind: 'self', param: 'userId' } },
    schema: {
      params: userIdParamsSchema,
      querystring: historyQuerySchema,
      response: { 200: symptomHistorySchema, ...errorResponses },
    },
    handler: async (req) => {
      const { page, pageSize } = req.query;
      const { rows, total } = await logPage(app.db, req.params.userId, page, pageSize);
      return { items: rows.map(toSymptomLog), page, pageSize, total };
    },
  });

  // 01-core-app.md section 9: the 7-day average trend.
  r.get('/api/symptom-logs/:userId/trend', {
    config: { access: { kind: 'self', param: 'userId' } },
    schema: { params: userIdParamsSchema, response: { 200: symptomTrendSchema, ...errorResponses } },
    handler: async (req) => weekTrend(app.db, req.params.userId),
  });
}

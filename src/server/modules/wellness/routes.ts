import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userIdParamsSchema } from '../../../core/contracts/common.ts';
import { errorResponses } from '../../../core/contracts/errors.ts';
import {
  createScreeningSchema,
  crisisFlagResponseSchema,
  crisisSignalSchema,
  moodHistorySchema,
  screeningListSchema,
  screeningResponseSchema,
} from '../../../core/contracts/wellness.ts';
import { currentUser } from '../../plugins/session.ts';
import { moodHistory, raiseCrisisFlag, screeningHistory, submitScreening } from './service.ts';

export default function wellnessRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/screenings', {
    config: { access: { kind: 'user' } },
    schema: { body: createScreeningSchema, response: { 201: screeningResponseSchema, ...errorResponses } },
    handler: async (req, reply) => {
      const { instrument, checkId } = req.body;
      // The schema has checked every answer is an integer 0-3 (screeningAnswersProblem).
      const answers = req.body.answers as number[];
      const out = await submitScreening(app.db, currentUser(req).id, { instrument, answers, checkId });
      return reply.code(201).send(out);
    },
  });

  // Sent the moment PHQ-9 question 9 is answered above 0; 201 raises the flag, 200 when this check has one.
  r.post('/api/screenings/crisis', {
    config: { access: { kind: 'user' } },
    schema: {
      body: crisisSignalSchema,
      response: { 200: crisisFlagResponseSchema, 201: crisisFlagResponseSchema, ...errorResponses },
    },
    handler: async (req, reply) => {
      const { flagId, created } = await raiseCrisisFlag(app.db, currentUser(req).id, req.body);
      return reply.code(created ? 201 : 200).send({ flagId });
    },
  });

  r.get('/api/screenings/:userId', {
    config: { access: { kind: 'self', param: 'userId' } },
    schema: { params: userIdParamsSchema, response: { 200: screeningListSchema, ...errorResponses } },
    handler: async (req) => screeningHistory(app.db, req.params.userId),
  });

  r.get('/api/wellness/:userId/moods', {
    config: { access: { kind: 'self', param: 'userId' } },
    schema: { params: userIdParamsSchema, response: { 200: moodHistorySchema, ...errorResponses } },
    handler: async (req) => moodHistory(app.db, req.params.userId),
  });
}

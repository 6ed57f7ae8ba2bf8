import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/session.ts';
import { route } from '../../route.ts';
import * as wellness from './service.ts';

export default function wellnessRoutes(app: FastifyInstance) {
  route(app, 'POST /api/screenings', (req) => {
    const { instrument, checkId } = req.body;
    // The schema has checked every answer is an integer 0-3 (screeningAnswersProblem).
    const answers = req.body.answers as number[];
    return wellness.submitScreening(app.db, currentUser(req).id, { instrument, answers, checkId });
  });

  // Sent the moment PHQ-9 question 9 is answered above 0; 201 raises the flag, 200 when this check has one.
  route(app, 'POST /api/screenings/crisis', async (req, reply) => {
    const { flagId, created } = await wellness.raiseCrisisFlag(app.db, currentUser(req).id, req.body);
    void reply.code(created ? 201 : 200);
    return { flagId };
  });

  route(app, 'GET /api/screenings/:userId', (req) => wellness.screeningHistory(app.db, req.params.userId));

  route(app, 'GET /api/wellness/:userId/moods', (req) => wellness.moodHistory(app.db, req.params.userId));
}

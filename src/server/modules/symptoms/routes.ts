import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/session.ts';
import { route } from '../../route.ts';
import * as symptoms from './service.ts';

export default function symptomRoutes(app: FastifyInstance) {
  route(app, 'POST /api/symptom-logs', (req) => symptoms.logSymptom(app.db, currentUser(req).id, req.body));

  route(app, 'GET /api/symptom-logs/:userId/recent', (req) => symptoms.recentLogs(app.db, req.params.userId));

  route(app, 'GET /api/symptom-logs/:userId/history', (req) =>
    symptoms.history(app.db, req.params.userId, req.query.page, req.query.pageSize),
  );

  route(app, 'GET /api/symptom-logs/:userId/trend', (req) => symptoms.weekTrend(app.db, req.params.userId));
}

import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/session.ts';
import { route } from '../../route.ts';
import type { ContentLibrary } from '../content/library.ts';
import * as exercise from './service.ts';

/** Exercise: her activities, logs, settings (weekly goal and voice tips) and analytics. */
export default function exerciseRoutes(app: FastifyInstance, opts: { library: ContentLibrary }) {
  const library = opts.library.exercises;

  route(app, 'GET /api/exercise/activities/:userId', (req) =>
    exercise.listActivities(app.db, library, req.params.userId, req.query.week, req.query.firstDay),
  );

  route(app, 'GET /api/exercise/logs/:userId', async (req) => ({
    logs: await exercise.listLogs(app.db, library, req.params.userId),
  }));

  route(app, 'POST /api/exercise/logs', async (req) => ({
    log: await exercise.createLog(app.db, library, currentUser(req).id, req.body),
  }));

  route(app, 'GET /api/exercise/settings/:userId', async (req) => ({
    settings: await exercise.getSettings(app.db, req.params.userId),
  }));

  route(app, 'PATCH /api/exercise/settings/:userId', async (req) => ({
    settings: await exercise.updateSettings(app.db, req.params.userId, req.body),
  }));

  route(app, 'GET /api/exercise/analytics/:userId', (req) =>
    exercise.getAnalytics(app.db, library, req.params.userId, req.query.firstDay),
  );
}

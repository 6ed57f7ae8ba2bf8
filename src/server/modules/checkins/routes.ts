import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/session.ts';
import { route } from '../../route.ts';
import * as checkins from './service.ts';

export default function checkinRoutes(app: FastifyInstance) {
  route(app, 'POST /api/checkins', async (req) => ({
    checkin: await checkins.recordCheckin(app.db, currentUser(req).id, req.body),
  }));

  route(app, 'GET /api/checkins/:userId', (req) =>
    checkins.listCheckins(app.db, req.params.userId, req.query),
  );

  route(app, 'GET /api/daily-tasks/:userId', (req) => checkins.todaysTasks(app.db, req.params.userId));

  route(app, 'PUT /api/daily-tasks', (req) =>
    checkins.setTask(app.db, currentUser(req).id, req.body.taskKey, req.body.done),
  );
}

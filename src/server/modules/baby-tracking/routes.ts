import type { FastifyInstance } from 'fastify';
import { registerOwnerLoader } from '../../plugins/access.ts';
import { route } from '../../route.ts';
import { currentUser } from '../auth/session.ts';
import type { ProfileHooks } from '../profile/service.ts';
import * as babies from './babies.ts';
import * as logs from './service.ts';
import { status } from './status.ts';
import * as timers from './timers.ts';

export default function babyTrackingRoutes(app: FastifyInstance, opts: { profileHooks: ProfileHooks }) {
  registerOwnerLoader(app, 'baby', (a, id) => babies.babyOwner(a.db, id));
  registerOwnerLoader(app, 'babyLog', (a, id) => logs.logOwner(a.db, id));
  registerOwnerLoader(app, 'babyTimer', (a, id) => timers.timerOwner(a.db, id));

  route(app, 'GET /api/babies/:userId', (req) => babies.listBabies(app.db, req.params.userId));
  route(app, 'POST /api/babies', async (req) => ({
    baby: await babies.addBaby(app.db, currentUser(req).id, req.body),
  }));
  route(app, 'PATCH /api/babies/:babyId', async (req) => ({
    baby: await babies.editBaby(app.db, opts.profileHooks, req.params.babyId, req.body),
  }));
  route(app, 'DELETE /api/babies/:babyId', async (req) => {
    await babies.removeBaby(app.db, req.params.babyId);
    return null;
  });

  route(app, 'GET /api/baby-tracking/:userId', (req) => logs.dayOf(app.db, req.params.userId, req.query));
  route(app, 'POST /api/baby-tracking', (req) => logs.createLog(app.db, currentUser(req).id, req.body));
  route(app, 'GET /api/baby-tracking/:userId/recent', (req) => logs.recent(app.db, req.params.userId));
  route(app, 'GET /api/baby-tracking/:userId/status', (req) => status(app.db, req.params.userId));
  route(app, 'PATCH /api/baby-tracking/entries/:logId', (req) =>
    logs.editLog(app.db, req.params.logId, req.body),
  );
  route(app, 'DELETE /api/baby-tracking/entries/:logId', async (req) => {
    await logs.deleteLog(app.db, req.params.logId);
    return null;
  });

  route(app, 'GET /api/baby-timers/:userId', (req) => timers.listTimers(app.db, req.params.userId));
  route(app, 'POST /api/baby-timers', async (req) => ({
    timer: await timers.start(app.db, currentUser(req).id, req.body),
  }));
  route(app, 'PATCH /api/baby-timers/:timerId', async (req) => ({
    timer: await timers.act(app.db, req.params.timerId, req.body),
  }));
  route(app, 'POST /api/baby-timers/:timerId/stop', (req) =>
    timers.stop(app.db, req.params.timerId, req.body),
  );
  route(app, 'DELETE /api/baby-timers/:timerId', async (req) => {
    await timers.discard(app.db, req.params.timerId);
    return null;
  });
}

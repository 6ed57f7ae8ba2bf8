import type { FastifyInstance } from 'fastify';
import { registerOwnerLoader } from '../../plugins/access.ts';
import { currentUser } from '../auth/session.ts';
import { route } from '../../route.ts';
import * as flags from './service.ts';

export default function flagRoutes(app: FastifyInstance) {
  registerOwnerLoader(app, 'healthFlag', (a, id) => flags.flagOwner(a.db, id));

  // Her own flags for everyone (an admin's own /flags must not show other women's alerts); the review queue asks
  // for all of them.
  route(app, 'GET /api/admin/flags', (req) => flags.listFlags(app.db, currentUser(req), req.query.scope));

  route(app, 'POST /api/admin/flags', async (req) => ({
    flag: await flags.reportRecoveryConcern(app.db, currentUser(req).id, req.body),
  }));

  route(app, 'GET /api/admin/flags/:flagId', async (req) => ({
    flag: await flags.viewFlag(app.db, currentUser(req), req.params.flagId),
  }));
}

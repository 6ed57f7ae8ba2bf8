/** The clinical review queue's reviewer-only routes: open a flag's source record (audited), mark it reviewed. */
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/session.ts';
import { route } from '../../route.ts';
import * as review from './service.ts';

export default function reviewRoutes(app: FastifyInstance) {
  route(app, 'GET /api/admin/flags/:flagId/source', (req) =>
    review.flagSource(app.db, currentUser(req), req.params.flagId),
  );

  route(app, 'PATCH /api/admin/flags/:flagId', async (req) => ({
    flag: await review.review(app.db, currentUser(req), req.params.flagId, req.body.reviewed),
  }));
}

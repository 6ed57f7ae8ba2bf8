/**
 * Birth Prep (/birth-prep): the birth plan (GET is the spec's; PUT and the PDF are ours) and the hospital bag (GET
 * is the spec's; packing, adding and removing items are ours). Every route acts for the signed-in mother only.
 */
import type { FastifyInstance } from 'fastify';
import type { Checklists } from '../../../core/contracts/content.ts';
import { route } from '../../route.ts';
import * as service from './service.ts';

export default function birthPrepRoutes(app: FastifyInstance, opts: { checklists: Checklists }) {
  const content = service.birthPrepContent(opts.checklists);

  // "None yet" is a 200 with plan null: the spec's client reads any non-ok answer as null, so an error must not be
  // the way to say "not started".
  route(app, 'GET /api/birth-plan/:userId', (req) =>
    service.getBirthPlan(app.db, content, req.params.userId),
  );

  route(app, 'PUT /api/birth-plan/:userId', async (req) => ({
    plan: await service.saveBirthPlan(app.db, content, req.params.userId, req.body),
  }));

  route(app, 'GET /api/birth-plan/:userId.pdf', async (req, reply) => {
    const pdf = await service.getBirthPlanPdf(app.db, content, req.params.userId);
    void reply
      .header('content-disposition', 'attachment; filename="my-birth-plan.pdf"')
      .header('cache-control', 'no-store');
    return pdf;
  });

  route(app, 'GET /api/hospital-bag/:userId', (req) => service.getBag(app.db, content, req.params.userId));

  route(app, 'PATCH /api/hospital-bag/:userId/items/:itemKey', async (req) => ({
    item: await service.packItem(app.db, content, req.params.userId, req.params.itemKey, req.body.packed),
  }));

  route(app, 'POST /api/hospital-bag/:userId/items', async (req) => ({
    item: await service.addItem(app.db, content, req.params.userId, req.body),
  }));

  route(app, 'DELETE /api/hospital-bag/:userId/items/:itemKey', async (req) => {
    await service.removeItem(app.db, content, req.params.userId, req.params.itemKey);
    return null;
  });
}

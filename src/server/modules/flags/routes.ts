import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../core/contracts/errors.ts';
import {
  createFlagSchema,
  flagIdParamsSchema,
  flagListQuerySchema,
  healthFlagListSchema,
  healthFlagResponseSchema,
} from '../../../core/contracts/flags.ts';
import { forbidden, notFound } from '../../errors.ts';
import { registerOwnerLoader } from '../../plugins/access.ts';
import { currentUser } from '../../plugins/session.ts';
import { audit, auditMany, findFlag, insertFlag, listFlags, toFlag } from './repository.ts';

export default function flagRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // 03-decisions.md section 4: her own flags for everyone, the mother's view the spec's dashboard and alerts
  // page read (an admin's own /flags must not show other women's alerts); the review queue asks for all of them.
  r.get('/api/admin/flags', {
    config: { access: { kind: 'user' } },
    schema: { querystring: flagListQuerySchema, response: { 200: healthFlagListSchema, ...errorResponses } },
    handler: async (req) => {
      const user = currentUser(req);
      if (req.query.scope === 'mine') return (await listFlags(app.db, user.id)).map(toFlag);
      if (user.role !== 'admin') throw forbidden('Only clinical reviewers can see every mother’s alerts.');
      const rows = await listFlags(app.db, null);
      await auditMany(
        app.db,
        user.id,
        rows.filter((f) => f.userId !== user.id).map((f) => f.userId),
        'flag_queue_viewed',
        'health_flags',
      );
      return rows.map(toFlag);
    },
  });

  // 02-postpartum-hub.md section 7: the hub's AI chat reports a red flag for the signed-in mother.
  r.post('/api/admin/flags', {
    config: { access: { kind: 'user' } },
    schema: { body: createFlagSchema, response: { 201: healthFlagResponseSchema, ...errorResponses } },
    handler: async (req, reply) => {
      const user = currentUser(req);
      const row = await insertFlag(app.db, {
        userId: user.id,
        flagType: 'red',
        reason: 'Concern raised in the recovery chat',
        symptomDescription: req.body.description,
        aiAnalysis: `Ask ZaraMD - Recovery flagged this reply for review (${req.body.flagType}).`,
        source: 'postpartum_ai_chat',
        priority: req.body.priority,
        context: req.body.context,
      });
      return reply.code(201).send({ flag: toFlag(row) });
    },
  });

  // The owner or a clinical reviewer; a reviewer's read of another mother's flag is audited.
  registerOwnerLoader(app, 'healthFlag', async (a, id) => (await findFlag(a.db, id))?.userId ?? null);
  r.get('/api/admin/flags/:flagId', {
    config: { access: { kind: 'owner', param: 'flagId', resource: 'healthFlag', adminMayRead: true } },
    schema: { params: flagIdParamsSchema, response: { 200: healthFlagResponseSchema, ...errorResponses } },
    handler: async (req) => {
      const user = currentUser(req);
      const row = await findFlag(app.db, req.params.flagId);
      if (!row) throw notFound('We could not find that alert. It may have been removed.');
      if (row.userId !== user.id)
        await audit(app.db, user.id, row.userId, 'flag_viewed', `health_flag:${row.id}`);
      return { flag: toFlag(row) };
    },
  });
}

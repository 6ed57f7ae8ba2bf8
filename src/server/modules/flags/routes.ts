import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../core/contracts/errors.ts';
import {
  createFlagSchema,
  flagIdParamsSchema,
  healthFlagListSchema,
  healthFlagResponseSchema,
} from '../../../core/contracts/flags.ts';
import { notFound } from '../../errors.ts';
import { registerOwnerLoader } from '../../plugins/access.ts';
import { currentUser } from '../../plugins/session.ts';
import { audit, findFlag, insertFlag, listFlags, toFlag } from './repository.ts';

export default function flagRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // 03-decisions.md section 4: a mother sees only her own flags, an admin everyone's.
  r.get('/api/admin/flags', {
    config: { access: { kind: 'user' } },
    schema: { response: { 200: healthFlagListSchema, ...errorResponses } },
    handler: async (req) => {
      const user = currentUser(req);
      const rows = await listFlags(app.db, user.role === 'admin' ? null : user.id);
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

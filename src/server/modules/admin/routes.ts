/** The clinical review queue's admin-only routes: open a flag's source record (audited), mark it reviewed. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../core/contracts/errors.ts';
import {
  flagIdParamsSchema,
  flagSourceResponseSchema,
  healthFlagResponseSchema,
  reviewFlagSchema,
} from '../../../core/contracts/flags.ts';
import { notFound } from '../../errors.ts';
import { currentUser } from '../../plugins/session.ts';
import { audit, findFlag, setReviewed, toFlag } from '../flags/repository.ts';
import { loadSourceRecord } from './source-record.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const missing = () => notFound('We could not find that alert. It may have been removed.');

export default function adminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/flags/:flagId/source', {
    config: { access: { kind: 'admin' } },
    schema: { params: flagIdParamsSchema, response: { 200: flagSourceResponseSchema, ...errorResponses } },
    handler: async (req) => {
      const user = currentUser(req);
      const row = UUID.test(req.params.flagId) ? await findFlag(app.db, req.params.flagId) : null;
      if (!row) throw missing();
      const record = await loadSourceRecord(app.db, row);
      await audit(app.db, user.id, row.userId, 'flag_source_viewed', `health_flag:${row.id}`);
      return { flag: toFlag(row), record };
    },
  });

  r.patch('/api/admin/flags/:flagId', {
    config: { access: { kind: 'admin' } },
    schema: {
      params: flagIdParamsSchema,
      body: reviewFlagSchema,
      response: { 200: healthFlagResponseSchema, ...errorResponses },
    },
    handler: async (req) => {
      const user = currentUser(req);
      const row = UUID.test(req.params.flagId)
        ? await setReviewed(app.db, req.params.flagId, req.body.reviewed, user.id)
        : null;
      if (!row) throw missing();
      await audit(
        app.db,
        user.id,
        row.userId,
        req.body.reviewed ? 'flag_reviewed' : 'flag_reopened',
        `health_flag:${row.id}`,
      );
      return { flag: toFlag(row) };
    },
  });
}

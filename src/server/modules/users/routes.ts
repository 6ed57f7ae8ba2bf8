import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userResponseSchema } from '../../../core/contracts/auth.ts';
import { userIdParamsSchema } from '../../../core/contracts/common.ts';
import { errorResponses } from '../../../core/contracts/errors.ts';
import { currentUser } from '../../plugins/session.ts';

/** GET /api/users/{userId} (01 section 7): her own account. */
export default function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/users/:userId', {
    config: { access: { kind: 'self', param: 'userId' } },
    schema: { params: userIdParamsSchema, response: { 200: userResponseSchema, ...errorResponses } },
    handler: (req) => ({ user: currentUser(req) }),
  });
}

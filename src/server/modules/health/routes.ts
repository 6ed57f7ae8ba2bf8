import type { FastifyInstance } from 'fastify';
import { route } from '../../route.ts';
import { databaseHealth } from './service.ts';

export default function healthRoutes(app: FastifyInstance) {
  const healthy = databaseHealth(app.database);
  route(app, 'GET /healthz', async (_req, reply) => {
    if (await healthy()) return { status: 'ok' as const, database: app.database.kind };
    void reply.code(503);
    return { status: 'unavailable' as const, database: app.database.kind };
  });
}

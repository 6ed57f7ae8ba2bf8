import type { FastifyInstance } from 'fastify';
import { route } from '../../route.ts';

/** One database ping at a time, reused for a second: a busy health check must not load the database. */
function pinger(ping: () => Promise<void>) {
  let last: { at: number; result: Promise<boolean> } | undefined;
  return (): Promise<boolean> => {
    const now = Date.now();
    if (!last || now - last.at > 1000) {
      last = {
        at: now,
        result: ping().then(
          () => true,
          () => false,
        ),
      };
    }
    return last.result;
  };
}

export default function healthRoutes(app: FastifyInstance) {
  const healthy = pinger(() => app.database.ping());
  route(app, 'GET /healthz', async (_req, reply) => {
    if (await healthy()) return { status: 'ok' as const, database: app.database.kind };
    void reply.code(503);
    return { status: 'unavailable' as const, database: app.database.kind };
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['embedded', 'postgres']),
});

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
  app.withTypeProvider<ZodTypeProvider>().get('/healthz', {
    config: { access: { kind: 'public' } },
    schema: { response: { 200: healthSchema, 503: healthSchema } },
    handler: async (_req, reply) => {
      if (await healthy()) return { status: 'ok' as const, database: app.database.kind };
      return reply.code(503).send({ status: 'unavailable', database: app.database.kind });
    },
  });
}

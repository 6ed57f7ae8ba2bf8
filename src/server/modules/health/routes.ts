import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});

export default function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/healthz', {
    config: { access: { kind: 'public' } },
    schema: { response: { 200: healthSchema, 503: healthSchema } },
    handler: async (_req, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: app.database.kind };
      } catch {
        return reply.code(503).send({ status: 'unavailable', database: app.database.kind });
      }
    },
  });
}

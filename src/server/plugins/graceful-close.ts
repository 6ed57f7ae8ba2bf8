/**
 * On SIGTERM the server stops taking new requests (Fastify answers them 503) and finishes those in flight
 * before the database is closed (issue 2). Two things would otherwise cut that short:
 * - A handler whose client has hung up keeps running (to save a chat exchange, say) after its connection has
 *   gone, so the server can look idle while a write is still to come: close waits for every handler to have
 *   produced its answer (onSend runs for each request, also an aborted one; onResponse does not).
 * - A keep-alive connection would hold the close open until its timeout (72 s in Fastify): a response sent while
 *   closing tells the client to drop it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** How long a stuck handler may delay the shutdown. */
const DRAIN_TIMEOUT_MS = 10_000;

export default fp(function gracefulClose(app: FastifyInstance) {
  let closing = false;
  const inFlight = new Set<FastifyRequest>();
  let drained: (() => void) | undefined;

  app.addHook('onRequest', async (req) => {
    inFlight.add(req);
  });
  app.addHook('onSend', async (req, reply) => {
    inFlight.delete(req);
    if (inFlight.size === 0) drained?.();
    if (closing) void reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    closing = true;
    if (inFlight.size === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, DRAIN_TIMEOUT_MS);
      drained = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  });
});

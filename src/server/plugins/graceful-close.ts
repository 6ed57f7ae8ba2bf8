/**
 * On SIGTERM the server stops taking new requests and finishes those in flight (issue 2). A response finished
 * while closing tells the client to drop its keep-alive connection; otherwise that now idle connection would hold
 * the close open until the keep-alive timeout (72 s in Fastify) before the database could be closed.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(function gracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
});

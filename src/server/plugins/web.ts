/**
 * Serves the built front end: hashed assets cached for a year, index.html for every other GET so the
 * client router can take the path (its 404 page handles unknown ones). API misses stay JSON 404s. HEAD answers
 * as GET does, without the body (uptime monitors use it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

export default fp(async function webPlugin(app: FastifyInstance, opts: { distDir: string }) {
  const indexFile = join(opts.distDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  const indexHtml = hasWeb ? readFileSync(indexFile) : null;

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        void reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (indexHtml && read && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path)) {
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (req.method === 'HEAD') return reply.header('content-length', indexHtml.length).send();
      return reply.send(indexHtml);
    }
    return sendError(reply, 404, {
      message: `There is nothing at ${req.method} ${path}.`,
      code: 'not_found',
    });
  });
});

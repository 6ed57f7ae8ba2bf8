/**
 * Serves the built front end: hashed assets cached for a year as immutable, index.html (never cached without
 * asking again: it names the current hashes) for every other GET so the client router can take the path (its
 * 404 page handles unknown ones). The build writes a brotli and a gzip copy of every text file
 * (scripts/precompress.ts); they are sent as they are to a browser that accepts them, the plain file otherwise.
 * API misses stay JSON 404s. HEAD answers as GET does, without the body (uptime monitors use it).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A hashed asset never changes under its name; index.html, the service worker and the manifest are checked on
 * every load (a new version must be found at once); the rest for 5 minutes.
 */
export function cacheControlFor(path: string): string {
  if (/[\\/]assets[\\/]/.test(path)) return IMMUTABLE;
  if (/(?:index\.html|sw\.js|manifest\.webmanifest)(?:\.br|\.gz)?$/.test(path)) return 'no-cache';
  return 'public, max-age=300';
}

export default fp(async function webPlugin(app: FastifyInstance, opts: { distDir: string }) {
  const hasWeb = existsSync(join(opts.distDir, 'index.html'));

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        void reply.header('cache-control', cacheControlFor(path));
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (hasWeb && read && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.sendFile('index.html');
    }
    return sendError(reply, 404, {
      message: `There is nothing at ${req.method} ${path}.`,
      code: 'not_found',
    });
  });
});

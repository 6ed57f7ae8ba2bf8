/**
 * Serves the built front end: hashed assets cached for a year as immutable, the app's page (index.html, never
 * cached without asking again: it names the current hashes) for every other GET so the client router can take the
 * path (its 404 page handles unknown ones). The page names the files of the screen at the address, or of the
 * sign-in screen when no session marker came with the request (app-pages.ts). The build writes a brotli and a gzip
 * copy of every text file (scripts/precompress.ts); they are sent as they are to a browser that accepts them, the
 * plain file otherwise. API misses stay JSON 404s. HEAD answers as GET does, without the body (uptime monitors
 * use it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SCREENS, SIGNED_IN_COOKIE, SIGN_IN_MODULE, sessionReads } from '../../core/contracts/app-pages.ts';
import { AppPages, type BuildManifest, buildManifestSchema } from './app-pages.ts';
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

/**
 * The build's manifest (vite.config.ts writes it), or null for a build without one: the page then names nothing. A
 * manifest of another shape stops the server at start rather than naming wrong files.
 */
function readManifest(distDir: string): BuildManifest | null {
  const path = join(distDir, '.vite', 'manifest.json');
  return existsSync(path) ? buildManifestSchema.parse(JSON.parse(readFileSync(path, 'utf8'))) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The `Link` header naming the reads a signed-in screen starts with (sessionReads), for a marker holding a user id:
 * `as=fetch` with credentials, as the app's own requests are made (lib/api-client.ts), so the browser hands them
 * those answers. The same requests the app makes from the marker anyway: a marker that outlived its session costs
 * the same one 401 (GET /api/auth/me then clears it).
 */
export function preloadHeader(marker: string | undefined): string | null {
  if (!marker || !UUID.test(marker)) return null;
  return sessionReads(marker)
    .map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`)
    .join(', ');
}

/** The app's page naming `modules` when a session marker came with the request, the sign-in screen's if not. */
function sendPage(pages: AppPages, req: FastifyRequest, reply: FastifyReply, modules: readonly string[]) {
  const marker = req.cookies[SIGNED_IN_COOKIE];
  const signedIn = Boolean(marker);
  const page = pages.for(signedIn ? modules : [SIGN_IN_MODULE]);
  const preload = preloadHeader(marker);
  if (preload) void reply.header('link', preload);
  void reply
    .header('cache-control', 'no-cache')
    .header('vary', 'cookie, accept-encoding')
    .header('etag', page.etag)
    .type('text/html; charset=utf-8');
  if (req.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = req.headers['accept-encoding'];
  const encoding = typeof accepted === 'string' ? negotiate(accepted, ['br', 'gzip']) : null;
  if (encoding) void reply.header('content-encoding', encoding);
  const body = encoding ? page[encoding] : page.html;
  // HEAD (uptime monitors): the length the GET would have, no body.
  if (req.method === 'HEAD') return reply.header('content-length', Buffer.byteLength(body)).send();
  return reply.send(body);
}

export default fp(async function webPlugin(app: FastifyInstance, opts: { distDir: string }) {
  const index = join(opts.distDir, 'index.html');
  const pages = existsSync(index)
    ? new AppPages(readFileSync(index, 'utf8'), readManifest(opts.distDir))
    : null;
  if (pages) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        void reply.header('cache-control', cacheControlFor(path));
      },
    });
    // The screens' own addresses (the router's paths), for the page that names their files.
    // HEAD is the page's own (sendPage), as for any other address, rather than Fastify's GET without its body.
    for (const screen of SCREENS)
      app.route({
        method: ['GET', 'HEAD'],
        url: screen.path,
        schema: { hide: true },
        handler: (req, reply) => sendPage(pages, req, reply, screen.modules),
      });
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (pages && read && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path)) {
      return sendPage(pages, req, reply, []);
    }
    return sendError(reply, 404, {
      message: `There is nothing at ${req.method} ${path}.`,
      code: 'not_found',
    });
  });
});

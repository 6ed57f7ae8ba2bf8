/**
 * CSRF protection (docs/product.md, "Sessions"): every POST, PUT, PATCH and DELETE must come from the app's own
 * origin. 403 when `Origin` names another origin or `Sec-Fetch-Site` says cross-site; a request with neither
 * (a script, a test) is judged by its session alone. Bodies are accepted only as JSON (415 otherwise).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export default fp(function csrfPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    if (!MUTATING.has(req.method)) return;
    const origin = req.headers.origin;
    const fetchSite = req.headers['sec-fetch-site'];
    const ownOrigin = `${req.protocol}://${req.host}`;
    if (
      (origin && origin !== 'null' && origin !== ownOrigin) ||
      origin === 'null' ||
      fetchSite === 'cross-site'
    ) {
      throw new HttpError(403, 'cross_origin', 'This request came from another website and was blocked.');
    }
  });

  // JSON only: no text/plain, no forms. An empty JSON body counts as no body (some calls send only the header).
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(req, body as string, done);
  });
});

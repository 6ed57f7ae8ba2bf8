/**
 * CSRF protection (docs/product.md, "Sessions"): every POST, PUT, PATCH and DELETE must come from the app's own
 * origin. 403 when `Origin` names another origin or `Sec-Fetch-Site` says cross-site; a request with neither
 * (a script, a test) is judged by its session alone. Bodies are accepted only as JSON (415 otherwise), except on an
 * endpoint declaring `bodyType: 'multipart'` (a voice memo), which takes multipart/form-data and nothing else: a
 * form cannot be posted to any other route, and a file's bytes arrive as a Buffer (@fastify/multipart, key-values).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VOICE_MEMO_MAX_BYTES } from '../../core/domain/voice-memo.ts';
import { HttpError } from '../errors.ts';

/** The largest file an upload may carry (the voice memo's limit; the service checks its own). */
export const MULTIPART_MAX_BYTES = VOICE_MEMO_MAX_BYTES;

const isMultipart = (type: string | undefined) =>
  (type ?? '').toLowerCase().startsWith('multipart/form-data');

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

  // After the session and access rules (onRequest), before anything is read: a form only where one is declared.
  app.addHook('preParsing', async (req) => {
    if (!MUTATING.has(req.method)) return;
    const declared = req.routeOptions.config.endpoint?.bodyType === 'multipart';
    const type = req.headers['content-type'];
    if (declared ? !isMultipart(type) : type !== undefined && isMultipart(type))
      throw new HttpError(
        415,
        'unsupported_media_type',
        declared
          ? 'Send the file as multipart/form-data.'
          : 'Send the request body as JSON (Content-Type: application/json).',
      );
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
  // Read only on the routes that declare it (the preParsing hook above refuses it everywhere else).
  void app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MULTIPART_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
});

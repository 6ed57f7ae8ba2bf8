/**
 * The API's documentation: an OpenAPI 3.1 document at /api/openapi.json built from the same declarations the routes
 * are registered from (@fastify/swagger with the Zod type provider's transform), and readable docs at /api/docs
 * (@fastify/swagger-ui, served from this server, so the app's strict Content-Security-Policy holds: its scripts and
 * styles are files of its own). Registered before every other route, so it sees them all.
 */
import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { openApiDocumentSchema } from '../../../core/contracts/docs.ts';
import { DOCS_PREFIX } from '../../plugins/access.ts';
import { route } from '../../route.ts';

const transform = createJsonSchemaTransform({ skipList: [] });

const VERSION = (
  JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

export default fp(async function docsRoutes(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Zara API',
        version: VERSION,
        description:
          'The API of Zara, a pregnancy and postpartum companion. JSON in and out; every error is ' +
          '`{ message, code, fields? }` with `fields` naming each bad field. Signing in sets an httpOnly session ' +
          "cookie; writes must come from the app's own origin (CSRF). Each endpoint says whose data it touches.",
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'zara_session' } },
      },
    },
    // Only declared endpoints are documented (not the web app's files, nor these docs' own pages).
    transform: (doc) =>
      doc.route.config?.endpoint ? transform(doc) : { schema: { hide: true }, url: doc.url },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list' },
    theme: { title: 'Zara API' },
  });

  route(app, 'GET /api/openapi.json', () => openApiDocumentSchema.parse(app.swagger()));
});

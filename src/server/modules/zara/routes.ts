import type { FastifyInstance } from 'fastify';
import { countryFrom } from '../../../core/domain/location.ts';
import type { AppConfig } from '../../config.ts';
import { currentUser } from '../auth/session.ts';
import { route } from '../../route.ts';
import { createResponder } from '../../zara/responder.ts';
import type { ContentLibrary } from '../content/library.ts';
import { buildIndex } from '../content/search.ts';
import * as zara from './service.ts';

export default function zaraRoutes(
  app: FastifyInstance,
  opts: { config: AppConfig; library: ContentLibrary; fetchImpl?: typeof fetch },
) {
  const responder = createResponder(opts.library, buildIndex(opts.library));
  const header = opts.config.countryHeader;

  route(app, 'POST /api/zara/chat', (req) => {
    const fromHeader = header ? req.headers[header] : undefined;
    const requestCountry = countryFrom(
      Array.isArray(fromHeader) ? fromHeader[0] : fromHeader,
      req.headers['accept-language'],
    );
    return zara.chat(
      app.db,
      {
        config: opts.config,
        responder,
        ...(opts.fetchImpl ? { fetchImpl: opts.fetchImpl } : {}),
        onProviderError: (err) => req.log.warn({ err }, 'zara model failed; built-in responder answered'),
      },
      currentUser(req),
      req.body,
      requestCountry,
    );
  });

  route(app, 'GET /api/zara/conversations/:userId', async (req) => ({
    conversations: await zara.conversations(app.db, req.params.userId),
  }));
}

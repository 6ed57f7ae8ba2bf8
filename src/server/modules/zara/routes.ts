import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countryFrom } from '../../../core/domain/location.ts';
import type { AppConfig } from '../../config.ts';
import { registerOwnerLoader } from '../../plugins/access.ts';
import { currentUser } from '../auth/session.ts';
import { route } from '../../route.ts';
import { createResponder } from '../../zara/responder.ts';
import type { ContentLibrary } from '../content/library.ts';
import { buildIndex } from '../content/search.ts';
import * as recoveryChat from './postpartum.ts';
import * as zara from './service.ts';

/** A photo she attached: never kept by a shared cache, never sniffed as anything but a JPEG. */
const PRIVATE_IMAGE = {
  'cache-control': 'private, no-store',
  'content-disposition': 'inline; filename="chat-photo.jpg"',
} as const;

export default function zaraRoutes(
  app: FastifyInstance,
  opts: { config: AppConfig; library: ContentLibrary; fetchImpl?: typeof fetch },
) {
  const responder = createResponder(opts.library, buildIndex(opts.library));
  // The answer library is folded once the server listens, between requests, not before it can answer any.
  app.addHook('onListen', async () => {
    // Not awaited: listening does not wait for it.
    const started = performance.now();
    void responder.warm().then(
      () => app.log.info(`answer library indexed in ${(performance.now() - started).toFixed(0)} ms`),
      (err: unknown) => {
        app.log.error({ err }, 'the answer library could not be indexed ahead; the first question will');
      },
    );
  });
  const header = opts.config.countryHeader;

  registerOwnerLoader(app, 'chatPhoto', (a, id) => recoveryChat.chatPhotoOwner(a.db, id));

  const requestCountry = (req: FastifyRequest) => {
    const fromHeader = header ? req.headers[header] : undefined;
    return countryFrom(
      Array.isArray(fromHeader) ? fromHeader[0] : fromHeader,
      req.headers['accept-language'],
    );
  };
  const deps = (req: FastifyRequest): zara.ChatDeps => ({
    config: opts.config,
    responder,
    ...(opts.fetchImpl ? { fetchImpl: opts.fetchImpl } : {}),
    onProviderError: (err) => req.log.warn({ err }, 'zara model failed; built-in responder answered'),
  });

  route(app, 'POST /api/zara/chat', (req) =>
    zara.chat(app.db, deps(req), currentUser(req), req.body, requestCountry(req)),
  );

  route(app, 'POST /api/ai/postpartum-chat', (req) =>
    recoveryChat.postpartumChat(
      app.db,
      deps(req),
      currentUser(req),
      {
        message: req.body.message,
        history: req.body.chatHistory,
        postpartumWeek: req.body.postpartumWeek,
        conversationId: req.body.conversationId,
      },
      requestCountry(req),
    ),
  );
  route(app, 'POST /api/ai/postpartum-chat/photos', (req) =>
    recoveryChat.postpartumChat(
      app.db,
      deps(req),
      currentUser(req),
      { message: req.body.message ?? '', conversationId: req.body.conversationId, photo: req.body.file },
      requestCountry(req),
    ),
  );
  route(app, 'GET /api/ai/postpartum-chat/photos/:photoId', async (req, reply) => {
    const bytes = await recoveryChat.chatPhotoFile(app.db, currentUser(req), req.params.photoId, 'data');
    void reply.type('image/jpeg').headers(PRIVATE_IMAGE);
    return bytes;
  });
  route(app, 'GET /api/ai/postpartum-chat/photos/:photoId/thumbnail', async (req, reply) => {
    const bytes = await recoveryChat.chatPhotoFile(app.db, currentUser(req), req.params.photoId, 'thumbnail');
    void reply.type('image/jpeg').headers(PRIVATE_IMAGE);
    return bytes;
  });

  route(app, 'GET /api/zara/conversations/:userId', async (req) => ({
    conversations: await zara.conversations(app.db, req.params.userId),
  }));
}

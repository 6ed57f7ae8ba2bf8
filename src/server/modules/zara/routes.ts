import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userIdParamsSchema } from '../../../core/contracts/common.ts';
import { errorResponses } from '../../../core/contracts/errors.ts';
import {
  chatRequestSchema,
  chatResponseSchema,
  conversationsResponseSchema,
  ZARA_HISTORY_LIMIT,
} from '../../../core/contracts/zara.ts';
import { countryFrom } from '../../../core/domain/location.ts';
import { daysBetween } from '../../../core/domain/pregnancy.ts';
import { requireSign } from '../../../core/domain/warning-signs.ts';
import type { AppConfig } from '../../config.ts';
import { notFound } from '../../errors.ts';
import { consentOf } from '../consent/service.ts';
import { currentUser } from '../../plugins/session.ts';
import { composeReply } from '../../zara/reply.ts';
import { createResponder } from '../../zara/responder.ts';
import type { ContentLibrary } from '../content/library.ts';
import { buildIndex } from '../content/search.ts';
import { loadUserContext } from '../profile/context.ts';
import { findConversation, listConversations, recentLogLines, saveExchange } from './repository.ts';

export default function zaraRoutes(
  app: FastifyInstance,
  opts: { config: AppConfig; library: ContentLibrary; fetchImpl?: typeof fetch },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const responder = createResponder(opts.library, buildIndex(opts.library));
  const header = opts.config.countryHeader;

  r.post('/api/zara/chat', {
    config: { access: { kind: 'user' } },
    schema: { body: chatRequestSchema, response: { 200: chatResponseSchema, ...errorResponses } },
    handler: async (req) => {
      const user = currentUser(req);
      const body = req.body;
      const existing = body.conversationId
        ? await findConversation(app.db, user.id, body.conversationId)
        : null;
      if (body.conversationId && !existing) throw notFound('We could not find that conversation.');
      const ctx = await loadUserContext(app.db, user.id);
      // Her profile decides stage and week (03-decisions.md section 2); the payload's weeks only stand in
      // before onboarding.
      const status = ctx.status;
      const stage =
        status?.phase ??
        (body.postpartumWeek != null ? 'postpartum' : body.pregnancyWeek != null ? 'pregnant' : null);
      const week = status
        ? status.phase === 'postpartum'
          ? status.postpartumWeek
          : status.currentWeek
        : stage === 'postpartum'
          ? (body.postpartumWeek ?? null)
          : (body.pregnancyWeek ?? null);
      const birthDate = ctx.profile?.birthDate ?? null;
      const fromHeader = header ? req.headers[header] : undefined;
      // Her own answer in the profile decides the emergency number; the request only stands in for a guess.
      const country =
        ctx.profile?.country ??
        countryFrom(Array.isArray(fromHeader) ? fromHeader[0] : fromHeader, req.headers['accept-language']);
      const message = body.userMessage.trim();

      const composed = await composeReply(
        {
          message,
          history: (body.conversationHistory ?? []).slice(-ZARA_HISTORY_LIMIT),
          stage,
          week,
          birthDate,
          daysSinceBirth: birthDate ? daysBetween(birthDate, ctx.today) : null,
          country,
          // Her logs go to an outside model only with her Personalization consent (the cookie policy says so).
          recentLogs:
            opts.config.zaraLlm && (await consentOf(app.db, user.id))?.personalization
              ? await recentLogLines(app.db, user.id)
              : [],
        },
        {
          responder,
          llm: opts.config.zaraLlm,
          ...(opts.fetchImpl ? { fetchImpl: opts.fetchImpl } : {}),
          onProviderError: (err) => req.log.warn({ err }, 'zara model failed; built-in responder answered'),
        },
      );
      const { reply, triage } = composed;
      const raised = reply.urgency !== 'routine';
      const conversation = await saveExchange(app.db, {
        conversation: existing ?? { title: message.slice(0, 60) },
        userId: user.id,
        userMessage: message,
        reply: { ...reply, sources: reply.links.map((l) => l.href) },
        flag: raised
          ? {
              reason: `Zara chat: ${triage.signs.map((id) => requireSign(id).name).join(', ')}`,
              symptomDescription: message.slice(0, 500),
              aiAnalysis: triage.reason,
            }
          : null,
      });
      return {
        response: reply,
        conversationId: conversation.id,
        flaggedForReview: conversation.flaggedForReview,
      };
    },
  });

  r.get('/api/zara/conversations/:userId', {
    config: { access: { kind: 'self', param: 'userId' } },
    schema: { params: userIdParamsSchema, response: { 200: conversationsResponseSchema, ...errorResponses } },
    handler: async (req) => ({ conversations: await listConversations(app.db, req.params.userId) }),
  });
}

/**
 * Zara's chat (docs/product.md, "Zara"): every message goes through the triage first (src/server/zara/reply.ts);
 * an emergency or urgent result raises a red flag and marks the conversation for review, in the same statement
 * that saves the exchange. Her profile decides her stage, week and country; the request only stands in for them
 * before onboarding.
 */
import type { User } from '../../../core/contracts/auth.ts';
import type { ChatRequest, ChatResponse, Conversation } from '../../../core/contracts/zara.ts';
import { ZARA_HISTORY_LIMIT } from '../../../core/contracts/zara.ts';
import { daysBetween } from '../../../core/domain/pregnancy.ts';
import { requireSign } from '../../../core/domain/warning-signs.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { composeReply } from '../../zara/reply.ts';
import type { Responder } from '../../zara/responder.ts';
import { consentOf } from '../consent/service.ts';
import { flagValues } from '../flags/service.ts';
import { loadUserContext } from '../profile/context.ts';
import { toChatPhoto } from './chat-photo-dto.ts';
import { photosOfConversation } from './chat-photos-repository.ts';
import * as repo from './repository.ts';

export interface ChatDeps {
  config: AppConfig;
  responder: Responder;
  fetchImpl?: typeof fetch;
  /** Told when the language model failed and the built-in responder answered. */
  onProviderError: (err: unknown) => void;
}

export async function chat(
  db: Db,
  deps: ChatDeps,
  user: User,
  body: ChatRequest,
  /** The country the request suggests (a proxy header or her browser's language), used without a profile. */
  requestCountry: string | null,
): Promise<ChatResponse> {
  const existing = body.conversationId
    ? await repo.findConversation(db, user.id, body.conversationId, 'zara')
    : null;
  if (body.conversationId && !existing) throw notFound('We could not find that conversation.');
  const ctx = await loadUserContext(db, user.id);
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
  const message = body.userMessage.trim();
  const llm = deps.config.zaraLlm;

  const { reply, triage } = await composeReply(
    {
      message,
      history: (body.conversationHistory ?? []).slice(-ZARA_HISTORY_LIMIT),
      stage,
      week,
      birthDate,
      daysSinceBirth: birthDate ? daysBetween(birthDate, ctx.today) : null,
      // Her own answer in the profile decides the emergency number; the request only stands in for a guess.
      country: ctx.profile?.country ?? requestCountry,
      // Her logs go to an outside model only with her Personalization consent (the cookie policy says so).
      recentLogs:
        llm && (await consentOf(db, user.id))?.personalization ? await repo.recentLogLines(db, user.id) : [],
    },
    {
      responder: deps.responder,
      llm,
      ...(deps.fetchImpl ? { fetchImpl: deps.fetchImpl } : {}),
      onProviderError: deps.onProviderError,
    },
  );
  const raised = reply.urgency !== 'routine';
  const flag = raised
    ? flagValues({
        userId: user.id,
        cause: { kind: 'chat-warning-sign' },
        reason: `Zara chat: ${triage.signs.map((id) => requireSign(id).name).join(', ')}`,
        description: message.slice(0, 500),
        analysis: triage.reason,
        source: 'chat',
        context: 'Zara chat',
      })
    : null;
  const conversation = await repo.saveExchange(db, {
    conversation: existing ?? { title: message.slice(0, 60), channel: 'zara' },
    userId: user.id,
    userMessage: message,
    reply: { ...reply, sources: reply.links.map((l) => l.href) },
    flag,
  });
  return {
    response: reply,
    conversationId: conversation.id,
    flaggedForReview: conversation.flaggedForReview,
  };
}

export async function conversations(db: Db, userId: string): Promise<Conversation[]> {
  return repo.listConversations(db, userId);
}

/** One of her conversations as the review queue shows it (the record behind a flag), or null. */
export async function conversationRecord(db: Db, userId: string, id: string) {
  const found = await repo.findConversationWithMessages(db, userId, id);
  if (!found) return null;
  const { conversation: c, messages } = found;
  const attached = await photosOfConversation(db, c.id);
  return {
    id: c.id,
    title: c.title,
    channel: c.channel,
    createdAt: c.createdAt.toISOString(),
    messages: messages.map((m) => ({
      id: m.id,
      role: m.role,
      content: m.content,
      urgency: m.urgency,
      createdAt: m.createdAt.toISOString(),
      photos: attached.filter((p) => p.messageId === m.id).map(toChatPhoto),
    })),
  };
}

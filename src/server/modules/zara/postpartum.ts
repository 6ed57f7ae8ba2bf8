/**
 * Ask ZaraMD - Recovery (docs/product.md, "The recovery chat"): Zara's chat after the birth. The same triage (her
 * signs and her baby's) and the same responder or configured model as Zara's chat (src/server/zara/reply.ts), with
 * her recent baby and recovery logs read here (the client's copy is not used). A red flag raises the high-priority
 * health flag in the statement that saves the exchange, so it reaches /flags and the review queue whatever the
 * client does. A photo attached to a message is checked and stripped before anything is written, then kept with
 * her message; Zara says she cannot judge it and what to do.
 */
import type { User } from '../../../core/contracts/auth.ts';
import type {
  PostpartumChatRequest,
  PostpartumChatResponse,
} from '../../../core/contracts/zara-postpartum.ts';
import { POSTPARTUM_HISTORY_LIMIT } from '../../../core/contracts/zara-postpartum.ts';
import {
  babyLogLine,
  chatCategory,
  PHOTO_KEPT_URGENT,
  photoReply,
  recoveryLogLine,
  redFlagReason,
} from '../../../core/domain/postpartum-chat.ts';
import { daysBetween } from '../../../core/domain/pregnancy.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { keepUpload } from '../../photo-image.ts';
import { composeReply } from '../../zara/reply.ts';
import * as babyTracking from '../baby-tracking/service.ts';
import { consentOf } from '../consent/service.ts';
import { audit, flagValues } from '../flags/service.ts';
import { loadUserContext } from '../profile/context.ts';
import * as recovery from '../recovery/service.ts';
import { toChatPhoto } from './chat-photo-dto.ts';
import * as photos from './chat-photos-repository.ts';
import * as repo from './repository.ts';
import type { ChatDeps } from './service.ts';

const CONTEXT = 'Ask ZaraMD - Recovery';
const PHOTO_ONLY = '(a photo)';
/** Her last logs of each kind as lines for a language model (only with her Personalization consent, as in Zara's chat). */
async function logLines(db: Db, deps: ChatDeps, userId: string): Promise<string[]> {
  if (!deps.config.zaraLlm || !(await consentOf(db, userId))?.personalization) return [];
  const [baby, mine] = await Promise.all([babyTracking.recent(db, userId), recovery.recent(db, userId)]);
  return [...baby.map(babyLogLine), ...mine.map(recoveryLogLine)];
}

export interface PostpartumChatInput {
  message: string;
  history?: PostpartumChatRequest['chatHistory'];
  postpartumWeek?: number | null | undefined;
  conversationId?: string | undefined;
  /** An attached photo (the photo endpoint). */
  photo?: Blob | Uint8Array;
}

export async function postpartumChat(
  db: Db,
  deps: ChatDeps,
  user: User,
  input: PostpartumChatInput,
  /** The country the request suggests, used without a profile (as in Zara's chat). */
  requestCountry: string | null,
): Promise<PostpartumChatResponse> {
  // The photo is checked and re-encoded first: a refused one leaves nothing written.
  const kept = input.photo ? await keepUpload(input.photo) : null;
  const existing = input.conversationId
    ? await repo.findConversation(db, user.id, input.conversationId, 'postpartum')
    : null;
  if (input.conversationId && !existing) throw notFound('We could not find that conversation.');
  const ctx = await loadUserContext(db, user.id);
  const week =
    ctx.status?.phase === 'postpartum' ? ctx.status.postpartumWeek : (input.postpartumWeek ?? null);
  const birthDate = ctx.profile?.birthDate ?? null;
  const daysSinceBirth = birthDate ? daysBetween(birthDate, ctx.today) : null;
  const message = input.message.trim();

  const composed = message
    ? await composeReply(
        {
          message,
          history: (input.history ?? []).slice(-POSTPARTUM_HISTORY_LIMIT),
          stage: 'postpartum',
          week,
          birthDate,
          daysSinceBirth,
          babyWeeks: daysSinceBirth === null ? null : Math.floor(daysSinceBirth / 7),
          country: ctx.profile?.country ?? requestCountry,
          recentLogs: await logLines(db, deps, user.id),
        },
        {
          responder: deps.responder,
          llm: deps.config.zaraLlm,
          ...(deps.fetchImpl ? { fetchImpl: deps.fetchImpl } : {}),
          onProviderError: deps.onProviderError,
        },
      )
    : null;
  const reply = composed?.reply ?? null;
  const signs = composed?.triage.signs ?? [];
  const redFlag = reply !== null && reply.urgency !== 'routine';
  const reason = redFlag ? redFlagReason(signs) : '';
  const category = chatCategory({
    signs,
    topic: composed?.topic ?? null,
    emotional: composed?.kind === 'emotional',
  });
  const content = !kept
    ? (reply?.content ?? '')
    : !reply
      ? photoReply()
      : redFlag
        ? `${reply.content}\n\n${PHOTO_KEPT_URGENT}`
        : `${photoReply()}\n\n${reply.content}`;
  const said = message || PHOTO_ONLY;

  const save = async (tx: Db) => {
    const saved = await repo.saveExchange(tx, {
      conversation: existing ?? { title: said.slice(0, 60), channel: 'postpartum' },
      userId: user.id,
      userMessage: said,
      reply: {
        content,
        sentiment: reply?.sentiment ?? 'neutral',
        category,
        urgency: reply?.urgency ?? 'routine',
        signs,
        provider: reply?.provider ?? 'built-in',
        sources: reply?.links.map((l) => l.href) ?? [],
      },
      flag: redFlag
        ? flagValues({
            userId: user.id,
            cause: { kind: 'recovery-chat-concern' },
            reason,
            description: said.slice(0, 500),
            analysis: composed?.triage.reason ?? '',
            source: 'postpartum_ai_chat',
            context: CONTEXT,
          })
        : null,
    });
    const photo = kept
      ? await photos.insertChatPhoto(tx, {
          userId: user.id,
          conversationId: saved.id,
          messageId: saved.userMessageId,
          ...kept,
        })
      : null;
    return { conversationId: saved.id, photo };
  };
  // With a photo, the exchange and the photo are written together or not at all.
  const saved = kept ? await db.transaction((tx) => save(tx)) : await save(db);

  return {
    response: content,
    category,
    redFlag,
    redFlagReason: reason,
    urgency: reply?.urgency ?? 'routine',
    emergency: reply?.emergency ?? null,
    links: reply?.links ?? [],
    suggestions: reply?.suggestions ?? [],
    conversationId: saved.conversationId,
    photo: saved.photo ? toChatPhoto(saved.photo) : null,
  };
}

/** A chat photo's bytes for its owner or a reviewer (whose read of another mother's photo is audited). */
export async function chatPhotoFile(
  db: Db,
  viewer: User,
  photoId: string,
  which: 'data' | 'thumbnail',
): Promise<Buffer> {
  const found = await photos.chatPhotoBytes(db, photoId, which);
  if (!found) throw notFound('We could not find that photo. It may have been deleted.');
  if (found.userId !== viewer.id)
    await audit(db, viewer.id, found.userId, 'chat_photo_viewed', `chat_photo:${photoId}`);
  return found.bytes;
}

export const chatPhotoOwner = photos.chatPhotoOwner;

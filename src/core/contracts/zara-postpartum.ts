/**
 * Ask ZaraMD - Recovery, the hub's chat (docs/product.md, "The recovery chat"): Zara's own triage and answers after
 * the birth, with the spec's reply shape (`response`, `category`, `redFlag`, `redFlagReason`). Her recent baby and
 * recovery logs are read by the server; the `context` the spec's client sends is accepted and not used. A photo
 * attached to a message is kept with the conversation, and Zara says she cannot judge it and what to do.
 */
import { z } from 'zod';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../domain/photo.ts';
import { text } from './common.ts';
import { endpoint, file } from './endpoint.ts';
import { photoFileSchema, photoIdParamsSchema } from './milestones.ts';
import {
  chatEmergencySchema,
  chatLinkSchema,
  historyMessageSchema,
  urgencySchema,
  ZARA_MESSAGE_MAX_LENGTH,
} from './zara-messages.ts';

/** The spec's client sends the last 5 messages; the server keeps only the last 5 of whatever it is sent. */
export const POSTPARTUM_HISTORY_LIMIT = 5;

export const postpartumChatCategorySchema = z.enum([
  'general',
  'baby_care',
  'maternal_health',
  'mental_health',
]);
export type PostpartumChatCategory = z.infer<typeof postpartumChatCategorySchema>;

const weekSchema = z
  .number({ error: 'postpartumWeek must be a number' })
  .int('postpartumWeek must be a whole number')
  .min(0, 'postpartumWeek must be between 0 and 520')
  .max(520, 'postpartumWeek must be between 0 and 520');

const messageSchema = text({ error: 'Please type a message' })
  .max(ZARA_MESSAGE_MAX_LENGTH, 'Please keep a message under 2,000 characters')
  .refine((s) => s.trim().length > 0, 'Please type a message');

const conversationIdSchema = z.uuid('conversationId must be a conversation id');

/**
 * The spec's `context` (the client's copy of her logs). Accepted so the spec's client works, never used: the
 * server reads her logs itself.
 */
export const postpartumChatContextSchema = z.object({
  recentBabyLogs: z.array(z.unknown()).max(10, 'Please send at most 10 baby logs').optional(),
  recentRecoveryLogs: z.array(z.unknown()).max(10, 'Please send at most 10 recovery logs').optional(),
  postpartumWeek: weekSchema.nullable().optional(),
});

/** POST /api/ai/postpartum-chat: the spec's payload, plus `conversationId` to continue a conversation. */
export const postpartumChatRequestSchema = z.strictObject({
  message: messageSchema,
  userId: text().optional(),
  postpartumWeek: weekSchema.nullable().optional(),
  context: postpartumChatContextSchema.optional(),
  chatHistory: z.array(historyMessageSchema).max(50, 'Please send at most 50 history messages').optional(),
  conversationId: conversationIdSchema.optional(),
});
export type PostpartumChatRequest = z.infer<typeof postpartumChatRequestSchema>;

/** A photo she attached to a message: hers to see, and her midwife's through the review queue. */
export const chatPhotoSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  createdAt: z.iso.datetime(),
});
export type ChatPhoto = z.infer<typeof chatPhotoSchema>;

export const postpartumChatResponseSchema = z.object({
  /** Zara's answer (paragraphs separated by a blank line; lists as lines starting with "• "). */
  response: z.string(),
  category: postpartumChatCategorySchema,
  /** True when triage found a warning sign now: a high-priority health flag was raised for review. */
  redFlag: z.boolean(),
  /** The warning signs found, in plain words ('' when none). */
  redFlagReason: z.string(),
  urgency: urgencySchema,
  /** With a red flag: the notice and the number(s) to call. */
  emergency: chatEmergencySchema.nullable(),
  links: z.array(chatLinkSchema),
  /** Questions she can ask next with one tap. */
  suggestions: z.array(z.string()),
  /** The conversation this exchange was kept in: send it back to continue it. */
  conversationId: z.string(),
  /** The photo attached to her message (the photo endpoint only). */
  photo: chatPhotoSchema.nullable(),
});
export type PostpartumChatResponse = z.infer<typeof postpartumChatResponseSchema>;

/** POST /api/ai/postpartum-chat/photos (multipart): the photo, with her words if she wrote any. */
export const postpartumChatPhotoSchema = z.object({
  file: photoFileSchema,
  userId: text().optional(),
  message: text({ error: 'message must be text' })
    .max(ZARA_MESSAGE_MAX_LENGTH, 'Please keep a message under 2,000 characters')
    .optional(),
  conversationId: conversationIdSchema.optional(),
});

const ownChatPhoto = { kind: 'owner', param: 'photoId', resource: 'chatPhoto', adminMayRead: true } as const;

export const postpartumChatEndpoints = [
  endpoint({
    method: 'POST',
    path: '/api/ai/postpartum-chat',
    summary:
      'Ask ZaraMD - Recovery: triage of her signs and her baby’s, then the answer; a red flag raises a high-priority health flag for review',
    access: { kind: 'user' },
    body: postpartumChatRequestSchema,
    responses: { 200: postpartumChatResponseSchema },
    errors: [404],
  }),
  endpoint({
    method: 'POST',
    path: '/api/ai/postpartum-chat/photos',
    summary: `Attach a photo to a recovery-chat message (${PHOTO_TYPES.join(', ')}; at most ${String(PHOTO_MAX_BYTES / 1_000_000)} MB; every piece of metadata, location included, is removed), kept with the conversation for her midwife`,
    access: { kind: 'user' },
    bodyType: 'multipart',
    maxFileBytes: PHOTO_MAX_BYTES,
    body: postpartumChatPhotoSchema,
    responses: { 201: postpartumChatResponseSchema },
    errors: [404],
  }),
  endpoint({
    method: 'GET',
    path: '/api/ai/postpartum-chat/photos/:photoId',
    summary:
      'A photo she attached in the recovery chat (hers, or a reviewer’s read, audited; never kept by a shared cache)',
    access: ownChatPhoto,
    params: photoIdParamsSchema,
    responses: { 200: file('image/jpeg', 'The photo, re-encoded as JPEG with no metadata') },
  }),
  endpoint({
    method: 'GET',
    path: '/api/ai/postpartum-chat/photos/:photoId/thumbnail',
    summary: 'The same photo as a thumbnail',
    access: ownChatPhoto,
    params: photoIdParamsSchema,
    responses: { 200: file('image/jpeg', 'The thumbnail, re-encoded as JPEG with no metadata') },
  }),
] as const;

/**
 * Zara's chat (docs/product.md, "Zara"): a message and the reply, with the urgent notice and the number to call
 * when triage finds a warning sign; her conversations.
 */
import { z } from 'zod';
import { text, userIdParamsSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { postpartumChatEndpoints } from './zara-postpartum.ts';
import {
  chatCategorySchema,
  chatEmergencySchema,
  chatLinkSchema,
  historyMessageSchema,
  sentimentSchema,
  urgencySchema,
  ZARA_MESSAGE_MAX_LENGTH,
} from './zara-messages.ts';

export * from './zara-messages.ts';

/** The spec's urgent notice, verbatim (docs/product.md, "Zara"). */
export const URGENT_NOTICE =
  'IMPORTANT: This seems like an urgent situation. Please contact your healthcare provider immediately or call emergency services if needed. This chat has been flagged for medical review.';

const weekSchema = z
  .number({ error: 'week must be a number' })
  .int('week must be a whole number')
  .min(0, 'week must be between 0 and 520')
  .max(520, 'week must be between 0 and 520');

/** POST /api/zara/chat. `conversationId` continues a conversation. */
export const chatRequestSchema = z.strictObject({
  userMessage: text({ error: 'Please type a message' })
    .max(ZARA_MESSAGE_MAX_LENGTH, 'Please keep a message under 2,000 characters')
    .refine((s) => s.trim().length > 0, 'Please type a message'),
  userId: text().optional(),
  pregnancyWeek: weekSchema.nullable().optional(),
  postpartumWeek: weekSchema.nullable().optional(),
  conversationHistory: z
    .array(historyMessageSchema)
    .max(50, 'Please send at most 50 history messages')
    .optional(),
  conversationId: z.uuid('conversationId must be a conversation id').optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const zaraReplySchema = z.object({
  content: z.string(),
  sentiment: sentimentSchema,
  category: chatCategorySchema,
  urgency: urgencySchema,
  links: z.array(chatLinkSchema),
  signs: z.array(z.string()),
  emergency: chatEmergencySchema.nullable(),
  provider: z.enum(['built-in', 'model']),
  /** Questions she can ask next with one tap (the closest ones when Zara is unsure, or related ones). */
  suggestions: z.array(z.string()).optional(),
});
export type ZaraReply = z.infer<typeof zaraReplySchema>;

export const chatResponseSchema = z.object({
  response: zaraReplySchema,
  conversationId: z.string(),
  flaggedForReview: z.boolean(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

export const storedMessageSchema = z.object({
  id: z.string(),
  type: z.enum(['user', 'zara']),
  content: z.string(),
  timestamp: z.iso.datetime(),
  sentiment: sentimentSchema.nullable(),
  category: z.string().nullable(),
  urgency: urgencySchema.nullable(),
});
export type StoredMessage = z.infer<typeof storedMessageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  flaggedForReview: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  messages: z.array(storedMessageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationsResponseSchema = z.object({ conversations: z.array(conversationSchema) });
export type ConversationsResponse = z.infer<typeof conversationsResponseSchema>;

export const zaraEndpoints = [
  endpoint({
    method: 'POST',
    path: '/api/zara/chat',
    summary:
      'Send Zara a message: triage first, then the answer; a warning sign raises a red flag for review',
    access: { kind: 'user' },
    body: chatRequestSchema,
    responses: { 200: chatResponseSchema },
    errors: [404],
  }),
  endpoint({
    method: 'GET',
    path: '/api/zara/conversations/:userId',
    summary: 'Her latest 20 conversations with Zara, with their messages',
    access: { kind: 'self', param: 'userId' },
    params: userIdParamsSchema,
    responses: { 200: conversationsResponseSchema },
  }),
  ...postpartumChatEndpoints,
] as const;

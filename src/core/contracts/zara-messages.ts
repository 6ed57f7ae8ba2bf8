/**
 * What both of Zara's chats share (the main chat, contracts/zara.ts, and the recovery chat, zara-postpartum.ts):
 * the message length, the history, the urgency, the links and the emergency notice.
 */
import { z } from 'zod';
import { text } from './common.ts';

export const ZARA_MESSAGE_MAX_LENGTH = 2000;
/** The client sends the last 6 messages; the server keeps only the last 6 of whatever it is sent. */
export const ZARA_HISTORY_LIMIT = 6;

export const sentimentSchema = z.enum(['positive', 'neutral', 'concerned']);
export const chatCategorySchema = z.enum(['emotional_support', 'guidance', 'emergency']);
export const urgencySchema = z.enum(['emergency', 'urgent', 'routine']);
export type Sentiment = z.infer<typeof sentimentSchema>;
export type ChatCategory = z.infer<typeof chatCategorySchema>;
export type Urgency = z.infer<typeof urgencySchema>;

export const historyMessageSchema = z.strictObject({
  role: z.enum(['user', 'assistant'], { error: 'role must be user or assistant' }),
  content: text({ error: 'content must be text' }).max(
    ZARA_MESSAGE_MAX_LENGTH,
    'Please keep a message under 2,000 characters',
  ),
});
export type HistoryMessage = z.infer<typeof historyMessageSchema>;

export const chatLinkSchema = z.object({ title: z.string(), href: z.string() });
export type ChatLink = z.infer<typeof chatLinkSchema>;

export const chatEmergencySchema = z.object({
  notice: z.string(),
  /** Numbers the Call button dials (tel:), e.g. ["999"]. */
  numbers: z.array(z.string()),
  label: z.string(),
  /** Whom to call first: emergency services, or her midwife / maternity unit. */
  callFirst: z.enum(['emergency-services', 'provider']),
});

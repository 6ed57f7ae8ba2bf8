import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { owner } from './auth.ts';
import { bytea } from './recovery.ts';

export const conversations = pgTable(
  'zara_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    /** 'zara' (the main chat) or 'postpartum' (Ask ZaraMD - Recovery). */
    channel: text('channel', { enum: ['zara', 'postpartum'] })
      .notNull()
      .default('zara'),
    title: text('title').notNull(),
    flaggedForReview: boolean('flagged_for_review').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversations_user_idx').on(t.userId, t.updatedAt)],
);

export const messages = pgTable(
  'zara_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: owner(),
    role: text('role', { enum: ['user', 'zara'] }).notNull(),
    content: text('content').notNull(),
    sentiment: text('sentiment', { enum: ['positive', 'neutral', 'concerned'] }),
    category: text('category'),
    urgency: text('urgency', { enum: ['emergency', 'urgent', 'routine'] }),
    /** Catalogue ids triage found, and the provider that answered. */
    meta: jsonb('meta').$type<{ signs?: string[]; provider?: string; sources?: string[] }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

/**
 * A photo she attached to a recovery-chat message (docs/product.md, "The recovery chat"): re-encoded with no
 * metadata (src/server/photo-image.ts), kept with the message and its conversation for her midwife. Deleting the
 * conversation or her account deletes the bytes (cascade).
 */
export const chatPhotos = pgTable(
  'zara_chat_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    thumbnail: bytea('thumbnail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('zara_chat_photos_conversation_idx').on(t.conversationId, t.createdAt)],
);

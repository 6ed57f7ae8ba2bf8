import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Conversation } from '../../../core/contracts/zara.ts';
import type { Db } from '../../db/client.ts';
import { healthFlags, symptomLogs } from '../../db/schema/health.ts';
import { conversations, messages } from '../../db/schema/zara.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

export async function findConversation(db: Db, userId: string, id: string): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * The exchange in one statement, so it is written whole or not at all without a transaction's extra round
 * trips: the conversation (new, or hers brought up to date and marked for review), both messages and, when
 * triage raised one, the health flag. Returns what the reply needs: the conversation's id and review mark.
 */
export async function saveExchange(
  db: Db,
  args: {
    conversation: ConversationRow | { title: string };
    userId: string;
    userMessage: string;
    reply: {
      content: string;
      sentiment: MessageRow['sentiment'];
      category: string;
      urgency: MessageRow['urgency'];
      signs: string[];
      provider: string;
      sources: string[];
    };
    flag: { reason: string; symptomDescription: string; aiAnalysis: string } | null;
  },
): Promise<{ id: string; flaggedForReview: boolean }> {
  const { userId, reply, flag } = args;
  const now = new Date();
  const existing = 'id' in args.conversation ? args.conversation : null;
  const id = existing?.id ?? randomUUID();
  const marked = { id: conversations.id, flaggedForReview: conversations.flaggedForReview };
  const conversation = db.$with('conversation').as(
    existing
      ? db
          .update(conversations)
          // The mark is only ever set here, never cleared: a message sent at the same moment keeps its mark.
          .set({ updatedAt: now, ...(flag ? { flaggedForReview: true } : {}) })
          .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
          .returning(marked)
      : db
          .insert(conversations)
          .values({
            id,
            userId,
            title: args.conversation.title,
            channel: 'zara',
            flaggedForReview: flag !== null,
          })
          .returning(marked),
  );
  const raised = flag
    ? db.$with('raised').as(
        db
          .insert(healthFlags)
          .values({
            userId,
            flagType: 'red',
            reason: flag.reason,
            symptomDescription: flag.symptomDescription,
            aiAnalysis: flag.aiAnalysis,
            source: 'chat',
            sourceId: id,
            priority: 'high',
            context: 'Zara chat',
          })
          .returning({ id: healthFlags.id }),
      )
    : null;
  // The messages name the conversation through the CTE: one that is not hers (or is gone) leaves them without
  // a conversation, so the whole statement fails and nothing is written.
  const conversationId = sql<string>`(select ${conversation.id} from ${conversation})`;
  const [written] = await db
    .with(...(raised ? [conversation, raised] : [conversation]))
    .insert(messages)
    .values([
      {
        conversationId,
        userId,
        role: 'user',
        content: args.userMessage,
        urgency: reply.urgency,
        meta: { signs: reply.signs },
        createdAt: now,
      },
      {
        conversationId,
        userId,
        role: 'zara',
        content: reply.content,
        sentiment: reply.sentiment,
        category: reply.category,
        urgency: reply.urgency,
        meta: { signs: reply.signs, provider: reply.provider, sources: reply.sources },
        createdAt: new Date(now.getTime() + 1),
      },
    ])
    .returning({
      flaggedForReview: sql<boolean>`(select ${conversation.flaggedForReview} from ${conversation})`,
    });
  return { id, flaggedForReview: written?.flaggedForReview ?? false };
}

export async function listConversations(db: Db, userId: string, limit = 20): Promise<Conversation[]> {
  const convs = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userId, userId), eq(conversations.channel, 'zara')))
    .orderBy(desc(conversations.updatedAt))
    .limit(limit);
  if (convs.length === 0) return [];
  const msgs = await db
    .select()
    .from(messages)
    .where(
      inArray(
        messages.conversationId,
        convs.map((c) => c.id),
      ),
    )
    .orderBy(asc(messages.createdAt));
  return convs.map((c) => ({
    id: c.id,
    title: c.title,
    flaggedForReview: c.flaggedForReview,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    messages: msgs
      .filter((m) => m.conversationId === c.id)
      .map((m) => ({
        id: m.id,
        type: m.role,
        content: m.content,
        timestamp: m.createdAt.toISOString(),
        sentiment: m.sentiment,
        category: m.category,
        urgency: m.urgency,
      })),
  }));
}

/** Her last few symptom logs, as short lines for a language model's context. */
export async function recentLogLines(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select()
    .from(symptomLogs)
    .where(eq(symptomLogs.userId, userId))
    .orderBy(desc(symptomLogs.createdAt))
    .limit(5);
  return rows.map(
    (r) => `${r.symptom} (severity ${String(r.severity)}/5, ${r.createdAt.toISOString().slice(0, 10)})`,
  );
}

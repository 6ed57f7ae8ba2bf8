import { and, asc, desc, eq, inArray } from 'drizzle-orm';
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

/** One transaction: the conversation (new or hers), both messages, the review mark and the health flag. */
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
): Promise<ConversationRow> {
  const { userId, reply, flag } = args;
  return db.transaction(async (tx) => {
    const now = new Date();
    let conversation: ConversationRow;
    if ('id' in args.conversation) {
      conversation = args.conversation;
      const [updated] = await tx
        .update(conversations)
        .set({ updatedAt: now, ...(flag ? { flaggedForReview: true } : {}) })
        .where(eq(conversations.id, conversation.id))
        .returning();
      conversation = updated ?? conversation;
    } else {
      const [created] = await tx
        .insert(conversations)
        .values({ userId, title: args.conversation.title, channel: 'zara', flaggedForReview: flag !== null })
        .returning();
      if (!created) throw new Error('conversation insert returned nothing');
      conversation = created;
    }
    await tx.insert(messages).values([
      {
        conversationId: conversation.id,
        userId,
        role: 'user',
        content: args.userMessage,
        urgency: reply.urgency,
        meta: { signs: reply.signs },
        createdAt: now,
      },
      {
        conversationId: conversation.id,
        userId,
        role: 'zara',
        content: reply.content,
        sentiment: reply.sentiment,
        category: reply.category,
        urgency: reply.urgency,
        meta: { signs: reply.signs, provider: reply.provider, sources: reply.sources },
        createdAt: new Date(now.getTime() + 1),
      },
    ]);
    if (flag)
      await tx.insert(healthFlags).values({
        userId,
        flagType: 'red',
        reason: flag.reason,
        symptomDescription: flag.symptomDescription,
        aiAnalysis: flag.aiAnalysis,
        source: 'chat',
        sourceId: conversation.id,
        priority: 'high',
        context: 'Zara chat',
      });
    return conversation;
  });
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

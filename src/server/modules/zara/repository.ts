import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Conversation } from '../../../core/contracts/zara.ts';
import type { Db } from '../../db/client.ts';
import { healthFlags, symptomLogs } from '../../db/schema/health.ts';
import { conversations, messages } from '../../db/schema/zara.ts';

type NewFlag = typeof healthFlags.$inferInsert;

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

export async function findConversation(
  db: Db,
  userId: string,
  id: string,
  channel?: ConversationRow['channel'],
): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, id),
        eq(conversations.userId, userId),
        channel ? eq(conversations.channel, channel) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The exchange in one statement, so it is written whole or not at all without a transaction's extra round
 * trips: the conversation (new, or hers brought up to date and marked for review), both messages and, when
 * triage raised one, the health flag (its values from the flags service, whose rule gives colour and priority). The statement has four shapes (new or existing conversation, with or
 * without a flag); each is built once per database and then only given its values, as every chat message
 * writes one (a named prepared statement on PostgreSQL).
 */
function exchangeStatement(db: Db, existing: boolean, flagged: boolean) {
  const p = sql.placeholder;
  const marked = { id: conversations.id, flaggedForReview: conversations.flaggedForReview };
  const conversation = db.$with('conversation').as(
    existing
      ? db
          .update(conversations)
          // The mark is only ever set here, never cleared: a message sent at the same moment keeps its mark.
          .set({ updatedAt: sql`${p('now')}`, ...(flagged ? { flaggedForReview: true } : {}) })
          .where(and(eq(conversations.id, p('id')), eq(conversations.userId, p('userId'))))
          .returning(marked)
      : db
          .insert(conversations)
          .values({
            id: p('id'),
            userId: p('userId'),
            title: p('title'),
            channel: p('channel'),
            flaggedForReview: flagged,
          })
          .returning(marked),
  );
  const raised = flagged
    ? db.$with('raised').as(
        db
          .insert(healthFlags)
          .values({
            userId: p('userId'),
            flagType: p('flagType'),
            reason: p('reason'),
            symptomDescription: p('symptomDescription'),
            aiAnalysis: p('aiAnalysis'),
            source: p('source'),
            sourceId: p('id'),
            priority: p('priority'),
            context: p('context'),
          })
          .returning({ id: healthFlags.id }),
      )
    : null;
  // The messages name the conversation through the CTE: one that is not hers (or is gone) leaves them without
  // a conversation, so the whole statement fails and nothing is written.
  const conversationId = sql<string>`(select ${conversation.id} from ${conversation})`;
  return db
    .with(...(raised ? [conversation, raised] : [conversation]))
    .insert(messages)
    .values([
      {
        conversationId,
        userId: p('userId'),
        role: 'user',
        content: p('userMessage'),
        urgency: p('urgency'),
        meta: p('userMeta'),
        createdAt: p('now'),
      },
      {
        conversationId,
        userId: p('userId'),
        role: 'zara',
        content: p('content'),
        sentiment: p('sentiment'),
        category: p('category'),
        urgency: p('urgency'),
        meta: p('replyMeta'),
        createdAt: p('replyAt'),
      },
    ])
    .returning({
      id: messages.id,
      role: messages.role,
      flaggedForReview: sql<boolean>`(select ${conversation.flaggedForReview} from ${conversation})`,
    })
    .prepare(`zara_exchange_${existing ? 'existing' : 'new'}${flagged ? '_flagged' : ''}`);
}

type ExchangeStatement = ReturnType<typeof exchangeStatement>;
const statements = new WeakMap<Db, Map<string, ExchangeStatement>>();

function preparedExchange(db: Db, existing: boolean, flagged: boolean): ExchangeStatement {
  let forDb = statements.get(db);
  if (!forDb) statements.set(db, (forDb = new Map<string, ExchangeStatement>()));
  const key = `${String(existing)}:${String(flagged)}`;
  let statement = forDb.get(key);
  if (!statement) forDb.set(key, (statement = exchangeStatement(db, existing, flagged)));
  return statement;
}

/**
 * Writes the exchange (see exchangeStatement); returns what the reply needs: the conversation's id and mark, and
 * her message's id (a photo attached to it points there).
 */
export async function saveExchange(
  db: Db,
  args: {
    conversation: ConversationRow | { title: string; channel: ConversationRow['channel'] };
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
    /** The flag's values (flags/service.ts flagValues: the one colour and priority rule); its source is this conversation. */
    flag: Pick<
      NewFlag,
      'flagType' | 'priority' | 'reason' | 'symptomDescription' | 'aiAnalysis' | 'source' | 'context'
    > | null;
  },
): Promise<{ id: string; flaggedForReview: boolean; userMessageId: string }> {
  const { userId, reply, flag } = args;
  const now = new Date();
  const existing = 'id' in args.conversation ? args.conversation : null;
  const id = existing?.id ?? randomUUID();
  const written = await preparedExchange(db, existing !== null, flag !== null).execute({
    id,
    userId,
    now,
    title: args.conversation.title,
    channel: args.conversation.channel,
    ...(flag ?? {}),
    userMessage: args.userMessage,
    userMeta: { signs: reply.signs },
    content: reply.content,
    sentiment: reply.sentiment,
    category: reply.category,
    urgency: reply.urgency,
    replyMeta: { signs: reply.signs, provider: reply.provider, sources: reply.sources },
    replyAt: new Date(now.getTime() + 1),
  });
  const mine = written.find((m) => m.role === 'user');
  if (!mine) throw new Error('The exchange was not written');
  return { id, flaggedForReview: mine.flaggedForReview, userMessageId: mine.id };
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

/** One of her conversations with its messages, oldest first (the record behind a health flag), or null. */
export async function findConversationWithMessages(db: Db, userId: string, id: string) {
  const c = await findConversation(db, userId, id);
  if (!c) return null;
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, c.id))
    .orderBy(asc(messages.createdAt));
  return { conversation: c, messages: rows };
}

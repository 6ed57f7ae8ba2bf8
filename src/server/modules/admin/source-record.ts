import { and, asc, eq } from 'drizzle-orm';
import type { FlagSourceRecord } from '../../../core/contracts/flags.ts';
import type { Db } from '../../db/client.ts';
import { screenings, symptomLogs } from '../../db/schema/health.ts';
import { conversations, messages } from '../../db/schema/zara.ts';
import type { FlagRow } from '../flags/repository.ts';
import { toSymptomLog } from '../symptoms/repository.ts';

/** The record that raised a flag: the log, the screening or the flagged conversation (only the mother's own). */
export async function loadSourceRecord(db: Db, flag: FlagRow): Promise<FlagSourceRecord> {
  const id = flag.sourceId;
  if (id && flag.source === 'symptom_log') {
    const [log] = await db
      .select()
      .from(symptomLogs)
      .where(and(eq(symptomLogs.id, id), eq(symptomLogs.userId, flag.userId)));
    if (log) return { kind: 'symptom_log', log: toSymptomLog(log) };
  }
  if (id && flag.source === 'screening') {
    const [s] = await db
      .select()
      .from(screenings)
      .where(and(eq(screenings.id, id), eq(screenings.userId, flag.userId)));
    if (s) {
      return {
        kind: 'screening',
        screening: {
          id: s.id,
          instrument: s.instrument,
          total: s.total,
          severity: s.severity,
          crisis: s.crisis,
          createdAt: s.createdAt.toISOString(),
        },
      };
    }
    // The crisis flag is raised the moment question 9 is answered; the check is saved only when she finishes.
    return {
      kind: 'none',
      note: 'She answered PHQ-9 question 9 above 0 and has not finished the self-check, so only that answer was sent. The crisis lines were shown to her at once.',
    };
  }
  if (id && (flag.source === 'chat' || flag.source === 'postpartum_ai_chat')) {
    const [c] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, id), eq(conversations.userId, flag.userId)));
    if (c) {
      const rows = await db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, c.id))
        .orderBy(asc(messages.createdAt));
      return {
        kind: 'conversation',
        conversation: {
          id: c.id,
          title: c.title,
          channel: c.channel,
          createdAt: c.createdAt.toISOString(),
          messages: rows.map((m) => ({
            id: m.id,
            role: m.role,
            content: m.content,
            urgency: m.urgency,
            createdAt: m.createdAt.toISOString(),
          })),
        },
      };
    }
  }
  return {
    kind: 'none',
    note: id
      ? 'The record that raised this alert is no longer available.'
      : 'This alert was raised without a separate record; its description is the whole report.',
  };
}

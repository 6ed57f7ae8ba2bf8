import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { journalEntries } from '../../db/schema/health.ts';
import { returnedRow } from '../../returned-row.ts';

export type JournalRow = typeof journalEntries.$inferSelect;

export const listEntries = (db: Db, userId: string) =>
  db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id));

export async function insertEntry(db: Db, values: typeof journalEntries.$inferInsert): Promise<JournalRow> {
  return returnedRow(await db.insert(journalEntries).values(values).returning(), 'a journal entry');
}

export async function updateEntry(
  db: Db,
  id: string,
  values: Partial<Pick<JournalRow, 'category' | 'mood' | 'content'>>,
): Promise<JournalRow | null> {
  const [row] = await db
    .update(journalEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(journalEntries.id, id))
    .returning();
  return row ?? null;
}

export async function deleteEntry(db: Db, id: string): Promise<void> {
  await db.delete(journalEntries).where(eq(journalEntries.id, id));
}

export async function entryOwner(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: journalEntries.userId })
    .from(journalEntries)
    .where(eq(journalEntries.id, id))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Her journal (docs/product.md, "Journal"). The week an entry was written in comes from her profile, never from
 * the client.
 */
import type {
  CreateJournalEntry,
  JournalEntry,
  UpdateJournalEntry,
} from '../../../core/contracts/journal.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { loadUserContext } from '../profile/context.ts';
import * as repo from './repository.ts';

const toEntry = (row: repo.JournalRow): JournalEntry => ({
  id: row.id,
  category: row.category,
  mood: row.mood,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  pregnancyWeek: row.pregnancyWeek,
  postpartumWeek: row.postpartumWeek,
});

export async function listEntries(db: Db, userId: string): Promise<JournalEntry[]> {
  return (await repo.listEntries(db, userId)).map(toEntry);
}

export async function writeEntry(db: Db, userId: string, body: CreateJournalEntry): Promise<JournalEntry> {
  const { status } = await loadUserContext(db, userId);
  const row = await repo.insertEntry(db, {
    userId,
    category: body.category,
    mood: body.mood,
    content: body.content.trim(),
    pregnancyWeek: status?.phase === 'pregnant' ? status.currentWeek : null,
    postpartumWeek: status?.postpartumWeek ?? null,
  });
  return toEntry(row);
}

export async function editEntry(db: Db, entryId: string, body: UpdateJournalEntry): Promise<JournalEntry> {
  const { content, category, mood } = body;
  const row = await repo.updateEntry(db, entryId, {
    ...(category ? { category } : {}),
    ...(mood ? { mood } : {}),
    ...(content !== undefined ? { content: content.trim() } : {}),
  });
  if (!row) throw notFound('We could not find that entry. It may have been deleted.');
  return toEntry(row);
}

export const deleteEntry = (db: Db, entryId: string) => repo.deleteEntry(db, entryId);

/** Whose entry it is (the access rule's owner check), or null. */
export const entryOwner = (db: Db, entryId: string) => repo.entryOwner(db, entryId);

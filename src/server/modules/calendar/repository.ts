import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  calendarDismissedSuggestions,
  calendarEvents,
  calendarFeedTokens,
} from '../../db/schema/calendar.ts';
import { returnedRow } from '../../returned-row.ts';

export type EventRow = typeof calendarEvents.$inferSelect;
export type NewEventRow = typeof calendarEvents.$inferInsert;

export function listEvents(
  db: Db,
  userId: string,
  range: { from?: string | undefined; to?: string | undefined } = {},
) {
  const where = [eq(calendarEvents.userId, userId)];
  if (range.from) where.push(gte(calendarEvents.date, range.from));
  if (range.to) where.push(lte(calendarEvents.date, range.to));
  return db
    .select()
    .from(calendarEvents)
    .where(and(...where))
    .orderBy(
      asc(calendarEvents.date),
      sql`${calendarEvents.time} asc nulls first`,
      asc(calendarEvents.createdAt),
    );
}

export async function findEvent(db: Db, id: string): Promise<EventRow | null> {
  return (await db.select().from(calendarEvents).where(eq(calendarEvents.id, id)).limit(1))[0] ?? null;
}

export async function eventOwner(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: calendarEvents.userId })
    .from(calendarEvents)
    .where(eq(calendarEvents.id, id))
    .limit(1);
  return row?.userId ?? null;
}

export async function insertEvent(db: Db, values: NewEventRow): Promise<EventRow> {
  return returnedRow(await db.insert(calendarEvents).values(values).returning(), 'a calendar event');
}

/**
 * Inserts suggestions, skipping any whose key she already has (the unique index does the work) and any she
 * deleted before.
 */
export async function insertSuggestions(db: Db, userId: string, values: NewEventRow[]): Promise<EventRow[]> {
  const dismissed = new Set(
    (
      await db
        .select({ key: calendarDismissedSuggestions.suggestionKey })
        .from(calendarDismissedSuggestions)
        .where(eq(calendarDismissedSuggestions.userId, userId))
    ).map((r) => r.key),
  );
  const wanted = values.filter((v) => !v.suggestionKey || !dismissed.has(v.suggestionKey));
  if (wanted.length === 0) return [];
  return db
    .insert(calendarEvents)
    .values(wanted)
    .onConflictDoNothing({ target: [calendarEvents.userId, calendarEvents.suggestionKey] })
    .returning();
}

/** Every change raises the iCalendar SEQUENCE, so a phone subscribed to the feed takes the new version. */
const nextSequence = sql`${calendarEvents.sequence} + 1`;
/** A suggestion she has confirmed, unless she had already made it wholly hers by editing it. */
const acceptedStatus = sql`case when ${calendarEvents.suggestionKey} is null then null
  else coalesce(${calendarEvents.suggestionStatus}, 'accepted') end`;

/** Her edit: a suggestion she changes becomes wholly hers ('edited'), so the schedule never moves it again. */
export async function updateEvent(db: Db, id: string, patch: Partial<NewEventRow>): Promise<EventRow | null> {
  const [row] = await db
    .update(calendarEvents)
    .set({
      ...patch,
      suggestionStatus: sql`case when ${calendarEvents.suggestionKey} is null then null else 'edited' end`,
      sequence: nextSequence,
      updatedAt: new Date(),
    })
    .where(eq(calendarEvents.id, id))
    .returning();
  return row ?? null;
}

/**
 * One way: a completed event stays completed and keeps its first completion time. A suggestion she went to
 * counts as accepted.
 */
export async function completeEvent(db: Db, id: string): Promise<EventRow | null> {
  const now = new Date();
  await db
    .update(calendarEvents)
    .set({
      isCompleted: true,
      completedAt: now,
      suggestionStatus: acceptedStatus,
      sequence: nextSequence,
      updatedAt: now,
    })
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.isCompleted, false)));
  return findEvent(db, id);
}

const waitingSuggestion = and(
  isNotNull(calendarEvents.suggestionKey),
  isNull(calendarEvents.suggestionStatus),
);

/** Accepts one suggestion (accepting twice changes nothing); the row as it now is. */
export async function acceptEvent(db: Db, id: string): Promise<EventRow | null> {
  await db
    .update(calendarEvents)
    .set({ suggestionStatus: 'accepted', sequence: nextSequence, updatedAt: new Date() })
    .where(and(eq(calendarEvents.id, id), waitingSuggestion));
  return findEvent(db, id);
}

/** Accepts every suggestion still waiting for her; the rows it accepted. */
export function acceptAllSuggestions(db: Db, userId: string): Promise<EventRow[]> {
  return db
    .update(calendarEvents)
    .set({ suggestionStatus: 'accepted', sequence: nextSequence, updatedAt: new Date() })
    .where(and(eq(calendarEvents.userId, userId), waitingSuggestion))
    .returning();
}

/** The schedule moving a suggestion to follow her dates (not her edit: its status stays). */
export async function moveSuggestion(db: Db, id: string, date: string, pregnancyWeek: number | null) {
  await db
    .update(calendarEvents)
    .set({ date, pregnancyWeek, sequence: nextSequence, updatedAt: new Date() })
    .where(eq(calendarEvents.id, id));
}

/** Her pregnancy week on an event's date, worked out again (not a change she would see in her phone's copy). */
export async function setPregnancyWeek(db: Db, id: string, pregnancyWeek: number | null) {
  await db.update(calendarEvents).set({ pregnancyWeek }).where(eq(calendarEvents.id, id));
}

/** Removes suggestions the schedule no longer has, without remembering them as deleted by her. */
export async function removeSuggestions(db: Db, ids: string[]) {
  if (ids.length) await db.delete(calendarEvents).where(inArray(calendarEvents.id, ids));
}

/** Deletes an event; a deleted suggestion is remembered so the suggested schedule does not add it back. */
export async function deleteEvent(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(calendarEvents).where(eq(calendarEvents.id, id)).returning({
      userId: calendarEvents.userId,
      suggestionKey: calendarEvents.suggestionKey,
    });
    if (row?.suggestionKey) {
      await tx
        .insert(calendarDismissedSuggestions)
        .values({ userId: row.userId, suggestionKey: row.suggestionKey })
        .onConflictDoNothing();
    }
  });
}

/**
 * Her upcoming events that want a reminder, from `fromDate` on: not completed, and not a suggestion still waiting
 * for her (a visit she has not confirmed may not be hers at all: her clinic may book other dates).
 */
export function remindableEvents(db: Db, userId: string, fromDate: string) {
  return db
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.userId, userId),
        eq(calendarEvents.reminderEnabled, true),
        eq(calendarEvents.isCompleted, false),
        gte(calendarEvents.date, fromDate),
        or(isNull(calendarEvents.suggestionKey), isNotNull(calendarEvents.suggestionStatus)),
      ),
    );
}

export async function saveFeedToken(db: Db, userId: string, tokenHash: string): Promise<Date> {
  const [row] = await db
    .insert(calendarFeedTokens)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeedTokens.userId, set: { tokenHash, createdAt: new Date() } })
    .returning();
  return row?.createdAt ?? new Date();
}

export async function findFeedToken(db: Db, userId: string) {
  return (
    (await db.select().from(calendarFeedTokens).where(eq(calendarFeedTokens.userId, userId)).limit(1))[0] ??
    null
  );
}

export async function feedOwner(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: calendarFeedTokens.userId })
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.tokenHash, tokenHash))
    .limit(1);
  return row?.userId ?? null;
}

export async function deleteFeedToken(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeedTokens).where(eq(calendarFeedTokens.userId, userId));
}

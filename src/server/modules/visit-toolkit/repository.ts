import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { visitChecklistTicks, visitQuestions } from '../../db/schema/visit-toolkit.ts';
import { returnedRow } from '../../returned-row.ts';

export type QuestionRow = typeof visitQuestions.$inferSelect;

/** Still to ask first, in the order she added them; then the ones she asked. */
export const listQuestions = (db: Db, userId: string) =>
  db
    .select()
    .from(visitQuestions)
    .where(eq(visitQuestions.userId, userId))
    .orderBy(asc(visitQuestions.asked), asc(visitQuestions.createdAt), asc(visitQuestions.id));

export async function countQuestions(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(visitQuestions).where(eq(visitQuestions.userId, userId));
  return row?.n ?? 0;
}

/** One of her questions still to ask with the same words (case and spacing aside), other than `exceptId`. */
export async function findOpenQuestion(
  db: Db,
  userId: string,
  text: string,
  exceptId: string | null = null,
): Promise<QuestionRow | null> {
  const [row] = await db
    .select()
    .from(visitQuestions)
    .where(
      and(
        eq(visitQuestions.userId, userId),
        eq(visitQuestions.asked, false),
        sql`lower(regexp_replace(${visitQuestions.text}, '\\s+', ' ', 'g')) = ${normalise(text)}`,
        exceptId ? ne(visitQuestions.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The same comparison as the query above, for the text she sent. */
const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

export async function insertQuestion(
  db: Db,
  values: typeof visitQuestions.$inferInsert,
): Promise<QuestionRow> {
  return returnedRow(await db.insert(visitQuestions).values(values).returning(), 'a visit question');
}

export async function findQuestion(db: Db, id: string): Promise<QuestionRow | null> {
  const [row] = await db.select().from(visitQuestions).where(eq(visitQuestions.id, id)).limit(1);
  return row ?? null;
}

export async function updateQuestion(
  db: Db,
  id: string,
  values: Partial<Pick<QuestionRow, 'text' | 'asked' | 'askedAt'>>,
): Promise<QuestionRow | null> {
  const [row] = await db
    .update(visitQuestions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(visitQuestions.id, id))
    .returning();
  return row ?? null;
}

export async function deleteQuestion(db: Db, id: string): Promise<void> {
  await db.delete(visitQuestions).where(eq(visitQuestions.id, id));
}

// ---- The prep checklist's ticks

/** Her ticks for one appointment: item id -> done. */
export async function ticksFor(
  db: Db,
  userId: string,
  appointmentKey: string,
): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ itemId: visitChecklistTicks.itemId, done: visitChecklistTicks.done })
    .from(visitChecklistTicks)
    .where(
      and(eq(visitChecklistTicks.userId, userId), eq(visitChecklistTicks.appointmentKey, appointmentKey)),
    );
  return new Map(rows.map((r) => [r.itemId, r.done]));
}

export async function saveTicks(
  db: Db,
  userId: string,
  appointmentKey: string,
  ticks: ReadonlyMap<string, boolean>,
): Promise<void> {
  if (ticks.size === 0) return;
  await db
    .insert(visitChecklistTicks)
    .values([...ticks].map(([itemId, done]) => ({ userId, appointmentKey, itemId, done })))
    .onConflictDoUpdate({
      target: [visitChecklistTicks.userId, visitChecklistTicks.appointmentKey, visitChecklistTicks.itemId],
      set: { done: sql`excluded.done`, updatedAt: new Date() },
    });
}

/** Takes her ticks off one appointment (once they have been carried to the visit she booked). */
export async function clearTicks(db: Db, userId: string, appointmentKey: string): Promise<void> {
  await db
    .delete(visitChecklistTicks)
    .where(
      and(eq(visitChecklistTicks.userId, userId), eq(visitChecklistTicks.appointmentKey, appointmentKey)),
    );
}

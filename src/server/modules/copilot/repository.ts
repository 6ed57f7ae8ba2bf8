/**
 * The co-pilot's read model: counts and facts over her data in several areas (the co-pilot owns no table). Read
 * only; each query is scoped to her.
 */
import { and, asc, count, eq, gte, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { calendarEvents } from '../../db/schema/calendar.ts';
import { birthPlans, exerciseLogs, hospitalBagItems } from '../../db/schema/care.ts';
import { healthFlags, journalEntries, symptomLogs } from '../../db/schema/health.ts';
import { messages } from '../../db/schema/zara.ts';

/**
 * Her own events and the suggestions she accepted or edited: what she booked. A suggestion still waiting for her is
 * not hers (issue 20, point 1; calendar/service.ts isWaitingSuggestion says the same of a row).
 */
const booked = or(isNull(calendarEvents.suggestionKey), isNotNull(calendarEvents.suggestionStatus));

const value = async (q: Promise<{ value: number }[]>) => (await q)[0]?.value ?? 0;

/** How much she has used each part of the app. */
export async function usageCounts(db: Db, userId: string) {
  const [symptom, journal, calendar, exercise, chat, emergency] = await Promise.all([
    value(db.select({ value: count() }).from(symptomLogs).where(eq(symptomLogs.userId, userId))),
    value(db.select({ value: count() }).from(journalEntries).where(eq(journalEntries.userId, userId))),
    // Events she made or accepted, not the suggested visit schedule seeded at onboarding and still waiting.
    value(
      db
        .select({ value: count() })
        .from(calendarEvents)
        .where(and(eq(calendarEvents.userId, userId), booked)),
    ),
    value(db.select({ value: count() }).from(exerciseLogs).where(eq(exerciseLogs.userId, userId))),
    value(
      db
        .select({ value: count() })
        .from(messages)
        .where(and(eq(messages.userId, userId), eq(messages.role, 'user'))),
    ),
    value(
      db
        .select({ value: count() })
        .from(healthFlags)
        .where(and(eq(healthFlags.userId, userId), eq(healthFlags.flagType, 'red'))),
    ),
  ]);
  return { symptom, journal, calendar, exercise, chat, emergency };
}

export const unreviewedRedFlags = (db: Db, userId: string) =>
  value(
    db
      .select({ value: count() })
      .from(healthFlags)
      .where(
        and(eq(healthFlags.userId, userId), eq(healthFlags.flagType, 'red'), eq(healthFlags.reviewed, false)),
      ),
  );

export async function accountCreatedAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.createdAt ?? null;
}

export async function hasBirthPlan(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: birthPlans.userId })
    .from(birthPlans)
    .where(eq(birthPlans.userId, userId))
    .limit(1);
  return row !== undefined;
}

export async function bagCounts(db: Db, userId: string): Promise<{ items: number; packed: number }> {
  const items = await db
    .select({ packed: hospitalBagItems.packed })
    .from(hospitalBagItems)
    .where(eq(hospitalBagItems.userId, userId));
  return { items: items.length, packed: items.filter((i) => i.packed).length };
}

/** Her next booked events from a local date on, not yet done, soonest first (no waiting suggestion). */
export const upcomingEvents = (db: Db, userId: string, fromDate: string, limit: number) =>
  db
    .select({
      id: calendarEvents.id,
      title: calendarEvents.title,
      date: calendarEvents.date,
      time: calendarEvents.time,
      eventType: calendarEvents.eventType,
    })
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.userId, userId),
        gte(calendarEvents.date, fromDate),
        eq(calendarEvents.isCompleted, false),
        booked,
      ),
    )
    .orderBy(asc(calendarEvents.date), asc(calendarEvents.time))
    .limit(limit);

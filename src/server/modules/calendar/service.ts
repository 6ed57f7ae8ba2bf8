/**
 * Calendar rules on the server (docs/product.md, "Calendar"): her events (local wall-clock date and time), the
 * suggested schedule, the week of pregnancy each event falls in. The rules themselves live in
 * core/domain/calendar.ts.
 */
import type { z } from 'zod';
import type {
  CalendarEvent,
  createEventBodySchema,
  UpdateEventBody,
} from '../../../core/contracts/calendar.ts';
import { eventDateProblem, pregnancyWeekOn, scheduleFor } from '../../../core/domain/calendar.ts';
import { eventDateFrom } from '../../../core/domain/event-date.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, fieldError, notFound } from '../../errors.ts';
import { loadUserContext, type ProfileRow } from '../profile/context.ts';
import * as repo from './repository.ts';
import { clearEventNotifications } from './notifications.ts';
import { resyncSuggestions } from './resync.ts';

export type CreateEventInput = z.output<typeof createEventBodySchema>;

/** A suggestion still waiting for her (no reminders, follows her dates). */
export const isWaitingSuggestion = (row: repo.EventRow) =>
  row.suggestionKey !== null && row.suggestionStatus === null;

export function toEvent(row: repo.EventRow): CalendarEvent {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    eventType: row.eventType,
    date: row.date,
    time: row.time,
    location: row.location,
    priority: row.priority,
    reminderEnabled: row.reminderEnabled,
    pregnancyWeek: row.pregnancyWeek,
    isCompleted: row.isCompleted,
    completedAt: row.completedAt?.toISOString() ?? null,
    isSuggested: isWaitingSuggestion(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const weekFor = (date: string, profile: ProfileRow | null) => pregnancyWeekOn(date, profile);

export async function listEvents(
  db: Db,
  userId: string,
  range: { from?: string | undefined; to?: string | undefined },
) {
  if (range.from && range.to && range.from > range.to) {
    throw badRequest('"from" must not be after "to".', { from: 'Must not be after "to"' });
  }
  return (await repo.listEvents(db, userId, range)).map(toEvent);
}

const NOT_FOUND = 'We could not find that event. It may have been deleted.';

function checkDate(date: string, today: string) {
  const problem = eventDateProblem(date, today);
  if (problem) throw fieldError('date', problem);
}

export async function createEvent(db: Db, userId: string, body: CreateEventInput): Promise<CalendarEvent> {
  const { profile, today, timeZone } = await loadUserContext(db, userId);
  // The contract let only a date or an ISO timestamp through, so there is always a date here.
  const date = eventDateFrom(body.date, timeZone) ?? body.date;
  checkDate(date, today);
  const row = await repo.insertEvent(db, {
    userId,
    title: body.title,
    description: body.description,
    eventType: body.eventType,
    date,
    time: body.time,
    location: body.location,
    priority: body.priority,
    reminderEnabled: body.reminderEnabled,
    pregnancyWeek: weekFor(date, profile),
  });
  return toEvent(row);
}

export async function updateEvent(
  db: Db,
  userId: string,
  id: string,
  body: UpdateEventBody,
): Promise<CalendarEvent> {
  const patch: Partial<repo.NewEventRow> = {};
  if (body.title !== undefined) patch.title = body.title;
  if (body.description !== undefined) patch.description = body.description;
  if (body.eventType !== undefined) patch.eventType = body.eventType;
  if (body.location !== undefined) patch.location = body.location;
  if (body.priority !== undefined) patch.priority = body.priority;
  if (body.reminderEnabled !== undefined) patch.reminderEnabled = body.reminderEnabled;
  if (body.time !== undefined) patch.time = body.time ? body.time : null;
  if (body.date !== undefined) {
    const { profile, today } = await loadUserContext(db, userId);
    checkDate(body.date, today);
    patch.date = body.date;
    patch.pregnancyWeek = weekFor(body.date, profile);
  }
  if (Object.keys(patch).length === 0) {
    throw badRequest('There is nothing to change: send at least one field to edit.');
  }
  const row = await repo.updateEvent(db, id, patch);
  if (!row) throw notFound(NOT_FOUND);
  // A moved event, or one whose reminder changed, gets fresh reminders.
  if (patch.date !== undefined || patch.time !== undefined || patch.reminderEnabled !== undefined) {
    await clearEventNotifications(db, id);
  }
  return toEvent(row);
}

export async function completeEvent(db: Db, id: string): Promise<CalendarEvent> {
  const row = await repo.completeEvent(db, id);
  if (!row) throw notFound(NOT_FOUND);
  // Done is done: a reminder still showing would ask her to go to something she has been to.
  await clearEventNotifications(db, id);
  return toEvent(row);
}

/** Accepts a suggestion: from now on it reminds her like her own events (accepting twice is not an error). */
export async function acceptEvent(db: Db, id: string): Promise<CalendarEvent> {
  const row = await repo.acceptEvent(db, id);
  if (!row) throw notFound(NOT_FOUND);
  if (row.suggestionKey === null) {
    throw fieldError('eventId', 'This event is already yours: only a suggested one needs accepting.');
  }
  return toEvent(row);
}

/** Accepts every suggestion still waiting for her. */
export async function acceptAllSuggestions(db: Db, userId: string): Promise<CalendarEvent[]> {
  return (await repo.acceptAllSuggestions(db, userId)).map(toEvent);
}

export const deleteEvent = (db: Db, id: string) => repo.deleteEvent(db, id);

/** Whose event it is (the access rule's owner check), or null. */
export const eventOwner = (db: Db, id: string) => repo.eventOwner(db, id);

export const NEEDS_DUE_DATE = 'Add your due date in your profile first';

/**
 * Adds the suggested schedule (ACOG visits and milestones from today on, or the after-birth checks) to her
 * calendar, and brings the suggestions she already has in step with her dates. Keys already present are skipped,
 * so calling it again (onboarding, then the calendar's button) adds nothing twice.
 */
export async function addSuggestedSchedule(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<{ added: CalendarEvent[]; moved: number; removed: number }> {
  const { profile } = await loadUserContext(db, userId, now);
  if (!profile || !scheduleFor(profile)) throw badRequest(NEEDS_DUE_DATE, { dueDate: NEEDS_DUE_DATE });
  const result = await resyncSuggestions(db, userId, now);
  return { ...result, added: result.added.map(toEvent) };
}

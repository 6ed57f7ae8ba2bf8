/**
 * Calendar rules on the server: her events (local wall-clock date and time), the suggested schedule, the week
 * of pregnancy each event falls in. The rules themselves live in core/domain/calendar.ts.
 */
import type { z } from 'zod';
import type {
  CalendarEvent,
  createEventBodySchema,
  UpdateEventBody,
} from '../../../core/contracts/calendar.ts';
import { pregnancyWeekOn, suggestedSchedule } from '../../../core/domain/calendar.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { loadUserContext, type ProfileRow } from '../profile/context.ts';
import * as repo from './repository.ts';
import { clearEventNotifications } from './notifications.ts';

export type CreateEventInput = z.output<typeof createEventBodySchema>;

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
    isSuggested: row.suggestionKey !== null,
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

export async function createEvent(db: Db, userId: string, body: CreateEventInput): Promise<CalendarEvent> {
  const { profile } = await loadUserContext(db, userId);
  const row = await repo.insertEvent(db, {
    userId,
    title: body.title,
    description: body.description,
    eventType: body.eventType,
    date: body.date,
    time: body.time,
    location: body.location,
    priority: body.priority,
    reminderEnabled: body.reminderEnabled,
    pregnancyWeek: weekFor(body.date, profile),
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
    const { profile } = await loadUserContext(db, userId);
    patch.date = body.date;
    patch.pregnancyWeek = weekFor(body.date, profile);
  }
  const row = await repo.updateEvent(db, id, patch);
  if (!row) throw notFound('We could not find that event. It may have been deleted.');
  // A moved event, or one whose reminder changed, gets fresh reminders.
  if (patch.date !== undefined || patch.time !== undefined || patch.reminderEnabled !== undefined) {
    await clearEventNotifications(db, id);
  }
  return toEvent(row);
}

export async function completeEvent(db: Db, id: string): Promise<CalendarEvent> {
  const row = await repo.completeEvent(db, id);
  if (!row) throw notFound('We could not find that event. It may have been deleted.');
  // Done is done: a reminder still showing would ask her to go to something she has been to.
  await clearEventNotifications(db, id);
  return toEvent(row);
}

export const deleteEvent = (db: Db, id: string) => repo.deleteEvent(db, id);

export const NEEDS_DUE_DATE = 'Add your due date in your profile first';

/**
 * Adds the suggested schedule (ACOG visits and milestones from today on, or the after-birth checks) to her
 * calendar. Keys already present are skipped, so calling it again (onboarding, then the calendar's button) adds
 * nothing twice. Onboarding may call this right after writing the profile.
 */
export async function addSuggestedSchedule(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<{ added: CalendarEvent[] }> {
  const { profile, today } = await loadUserContext(db, userId, now);
  const schedule = profile ? suggestedSchedule(profile, today) : null;
  if (!schedule) throw badRequest(NEEDS_DUE_DATE, { dueDate: NEEDS_DUE_DATE });
  const rows = await repo.insertSuggestions(
    db,
    userId,
    schedule.map((s) => ({ userId, ...s, pregnancyWeek: weekFor(s.date, profile) })),
  );
  return { added: rows.map(toEvent) };
}

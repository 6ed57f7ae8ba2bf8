/**
 * Calendar rules (docs/product.md, "Calendar"; docs/clinical-safety.md).
 * Event dates and times are her local wall-clock values (yyyy-mm-dd, HH:mm or null for all day).
 */
import { addDays, currentWeekFromDueDate, PREGNANCY_DAYS } from './pregnancy.ts';
import type { Stage } from './stage.ts';
import { visitNote } from './visit-notes.ts';
import { zonedTimeToInstant } from './zoned-time.ts';

export const EVENT_TYPES = ['ob_appointment', 'milestone', 'reminder', 'manual', 'trimester_event'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const PRIORITIES = ['low', 'medium', 'high'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** docs/product.md, "Calendar": 'Upcoming events: 5.' */
export const UPCOMING_LIMIT = 5;

export interface SuggestedEvent {
  suggestionKey: string;
  title: string;
  description: string;
  eventType: EventType;
  date: string;
  time: null;
  priority: Priority;
  reminderEnabled: boolean;
}

export interface ScheduleInput {
  stage: Stage;
  dueDate: string | null;
  birthDate: string | null;
}

const SUGGESTED_NOTE =
  'Suggested from the usual schedule for a low-risk pregnancy. Accept, move or delete it to match your own care plan.';

/**
 * ACOG low-risk prenatal visits: every 4 weeks until 28, every 2 weeks until 36,
 * weekly after, until the due date. The first routine visit is usually around week 8.
 */
export function prenatalVisitWeeks(): number[] {
  const weeks: number[] = [];
  for (let w = 8; w <= 28; w += 4) weeks.push(w);
  for (let w = 30; w <= 36; w += 2) weeks.push(w);
  for (let w = 37; w <= 40; w += 1) weeks.push(w);
  return weeks;
}

function pregnancySchedule(dueDate: string): SuggestedEvent[] {
  const start = addDays(dueDate, -PREGNANCY_DAYS);
  const at = (week: number, extraDays = 0) => addDays(start, week * 7 + extraDays);
  const visits: SuggestedEvent[] = prenatalVisitWeeks().map((week) => ({
    suggestionKey: `ob-visit-week-${week}`,
    title: `Prenatal visit (week ${week})`,
    // What the visit usually covers, then that it is only a suggestion.
    description: `${visitNote(`ob-visit-week-${week}`).covers} ${SUGGESTED_NOTE}`,
    eventType: 'ob_appointment',
    date: at(week),
    time: null,
    priority: 'high',
    reminderEnabled: true,
  }));
  const marker = (
    key: string,
    title: string,
    description: string,
    date: string,
    eventType: EventType,
  ): SuggestedEvent => ({
    suggestionKey: key,
    title,
    description,
    eventType,
    date,
    time: null,
    priority: 'medium',
    reminderEnabled: false,
  });
  // ACOG trimesters and term definitions (docs/product.md, "Her stage and week").
  return [
    ...visits,
    marker(
      'second-trimester',
      'Second trimester begins',
      'Week 14: the start of your second trimester.',
      at(14),
      'trimester_event',
    ),
    marker(
      'third-trimester',
      'Third trimester begins',
      'Week 28: the start of your third trimester.',
      at(28),
      'trimester_event',
    ),
    marker('early-term', 'Early term (37+0)', 'From 37 weeks your baby is early term.', at(37), 'milestone'),
    marker('full-term', 'Full term (39+0)', 'From 39 weeks your baby is full term.', at(39), 'milestone'),
    marker(
      'due-date',
      'Due date',
      'Your due date. Only a few babies arrive exactly on it.',
      dueDate,
      'milestone',
    ),
  ];
}

/**
 * After birth: the comprehensive postpartum check at about 6 weeks (ACOG), and the baby's first well-baby checks
 * (AAP Bright Futures: 3-5 days old, 1 month, 2 months).
 */
function postpartumSchedule(birthDate: string): SuggestedEvent[] {
  const visit = (key: string, title: string, days: number): SuggestedEvent => ({
    suggestionKey: key,
    title,
    description: visitNote(key).covers,
    eventType: 'ob_appointment',
    date: addDays(birthDate, days),
    time: null,
    priority: 'high',
    reminderEnabled: true,
  });
  return [
    visit('baby-check-newborn', "Baby's newborn check (3-5 days)", 4),
    visit('baby-check-1-month', "Baby's 1-month check-up", 30),
    visit('baby-check-2-months', "Baby's 2-month check-up", 61),
    visit('postpartum-check-6-weeks', 'Your 6-week postpartum check', 42),
  ];
}

/** Her whole schedule for her stage, past dates included; null when the profile has no date to build it from. */
export function scheduleFor(input: ScheduleInput): SuggestedEvent[] | null {
  if (input.stage === 'postpartum' && input.birthDate) return postpartumSchedule(input.birthDate);
  if (input.stage === 'pregnant' && input.dueDate) return pregnancySchedule(input.dueDate);
  return null;
}

/**
 * The suggested schedule from today on (never a past date). Each item has a stable suggestionKey so asking again
 * adds nothing. Null when the profile has no date to build it from.
 */
export function suggestedSchedule(input: ScheduleInput, today: string): SuggestedEvent[] | null {
  const all = scheduleFor(input);
  return all ? all.filter((e) => e.date >= today).sort(compareEvents) : null;
}

/** Her pregnancy week on a date (1-42), or null when unknown or after the birth. */
export function pregnancyWeekOn(date: string, profile: ScheduleInput | null): number | null {
  if (!profile?.dueDate) return null;
  if (profile.birthDate && date >= profile.birthDate) return null;
  return currentWeekFromDueDate(profile.dueDate, date);
}

/** 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/**
 * The calendar week containing `date`, from her locale's first day (0 = Sunday, 1 = Monday; docs/product.md,
 * "Calendar"): Monday to Sunday in the UK and Ireland, Sunday to Saturday in the US.
 */
export function weekOf(date: string, firstDay = 0): { start: string; end: string; days: string[] } {
  const start = addDays(date, -((dayOfWeek(date) - firstDay + 7) % 7));
  const days = Array.from({ length: 7 }, (_, i) => addDays(start, i));
  return { start, end: addDays(start, 6), days };
}

export interface DatedEvent {
  date: string;
  time: string | null;
  isCompleted?: boolean;
}

/** Chronological order; an all-day event comes first in its day. */
export function compareEvents(a: DatedEvent, b: DatedEvent): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const ta = a.time ?? '';
  const tb = b.time ?? '';
  return ta < tb ? -1 : ta > tb ? 1 : 0;
}

/** Whether an event is still ahead of her local now (an all-day event counts for its whole day). */
export function isUpcoming(e: DatedEvent, now: { date: string; time: string }): boolean {
  if (e.date !== now.date) return e.date > now.date;
  return e.time === null || e.time >= now.time;
}

/**
 * 'Upcoming Events': the next 5 from now, ascending (docs/product.md, "Calendar"). One she has already marked
 * completed is done, not coming up (it stays, struck through, in Today's Events and the week).
 */
export function upcomingEvents<T extends DatedEvent>(
  events: readonly T[],
  now: { date: string; time: string },
  limit = UPCOMING_LIMIT,
): T[] {
  return events
    .filter((e) => !e.isCompleted && isUpcoming(e, now))
    .sort(compareEvents)
    .slice(0, limit);
}

export const eventsOn = <T extends DatedEvent>(events: readonly T[], date: string): T[] =>
  events.filter((e) => e.date === date).sort(compareEvents);

/** 'This Week's Overview': the events of her week of `today` (from `firstDay`), with total and completed counts. */
export function weekOverview<T extends DatedEvent>(events: readonly T[], today: string, firstDay = 0) {
  const { start, end } = weekOf(today, firstDay);
  const list = events.filter((e) => e.date >= start && e.date <= end).sort(compareEvents);
  return {
    start,
    end,
    events: list,
    total: list.length,
    completed: list.filter((e) => e.isCompleted).length,
  };
}

export type ReminderKind = 'day_before' | 'hour_before';

/** When the event is, as a reminder says it: 'Tomorrow', 'In an hour', or 'Today' for an all-day event. */
const REMINDER_LEADS = ['Tomorrow', 'In an hour', 'Today'] as const;
export type ReminderLead = (typeof REMINDER_LEADS)[number];

/** A reminder's title ('Tomorrow: Prenatal visit'), written once for the notification list and the nudge. */
export function reminderTitle(kind: ReminderKind, e: { title: string; time: string | null }): string {
  const lead: ReminderLead = kind === 'day_before' ? 'Tomorrow' : e.time === null ? 'Today' : 'In an hour';
  return `${lead}: ${e.title}`;
}

/** The event and its lead back from a reminder title; a title in another shape is all event. */
export function parseReminderTitle(title: string): { event: string; lead: ReminderLead | null } {
  const lead = REMINDER_LEADS.find((l) => title.startsWith(`${l}: `));
  return lead ? { event: title.slice(lead.length + 2), lead } : { event: title, lead: null };
}

export interface Reminder {
  kind: ReminderKind;
  at: Date;
}

/** For an all-day event: the day before at 09:00 and on the morning itself at 08:00, her local time. */
export const ALL_DAY_REMINDER_TIMES = { dayBefore: '09:00', sameDay: '08:00' } as const;

/**
 * Reminder instants for an event in her zone: the day before (same wall-clock time, or 09:00 for all-day) and an
 * hour before (08:00 on the day for all-day). Computed from local wall-clock time, so DST changes do not move them.
 */
export function reminderTimes(e: { date: string; time: string | null }, timeZone: string): Reminder[] {
  const dayBefore = addDays(e.date, -1);
  if (e.time === null) {
    return [
      { kind: 'day_before', at: zonedTimeToInstant(dayBefore, ALL_DAY_REMINDER_TIMES.dayBefore, timeZone) },
      { kind: 'hour_before', at: zonedTimeToInstant(e.date, ALL_DAY_REMINDER_TIMES.sameDay, timeZone) },
    ];
  }
  const start = zonedTimeToInstant(e.date, e.time, timeZone);
  return [
    { kind: 'day_before', at: zonedTimeToInstant(dayBefore, e.time, timeZone) },
    { kind: 'hour_before', at: new Date(start.getTime() - 3_600_000) },
  ];
}

/** When the event starts (an all-day event: the end of its day), as an instant in her zone. */
export function eventEndsAt(e: { date: string; time: string | null }, timeZone: string): Date {
  return e.time === null
    ? zonedTimeToInstant(addDays(e.date, 1), '00:00', timeZone)
    : zonedTimeToInstant(e.date, e.time, timeZone);
}

/**
 * The reminders due at `now`: past their time and before the event itself. The day-before reminder is
 * superseded once the hour-before one is due (an event added at short notice gets one reminder, not a stale
 * 'Tomorrow').
 */
export function dueReminders(
  e: { date: string; time: string | null },
  timeZone: string,
  now: Date,
): Reminder[] {
  const t = now.getTime();
  if (t >= eventEndsAt(e, timeZone).getTime()) return [];
  const [dayBefore, hourBefore] = reminderTimes(e, timeZone);
  if (hourBefore && hourBefore.at.getTime() <= t) return [hourBefore];
  if (dayBefore && dayBefore.at.getTime() <= t) return [dayBefore];
  return [];
}

/** A valid calendar date yyyy-mm-dd (rejects 2026-02-30). */
export function isValidDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The dates an event may have: from a year ago (noting a visit she has just had, or one from earlier in the
 * pregnancy) to two years ahead (the baby's checks run well into the second year). Anything further is almost
 * always a mistyped year (2062 for 2026) and would sit where she never sees it.
 */
export const eventDateRange = (today: string) => ({ min: addDays(today, -365), max: addDays(today, 730) });

export function eventDateProblem(date: string, today: string): string | null {
  const { min, max } = eventDateRange(today);
  return date < min || date > max ? 'Choose a date from a year ago to two years ahead' : null;
}

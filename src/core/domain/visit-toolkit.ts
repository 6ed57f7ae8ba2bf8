/**
 * The Doctor Visit Toolkit's rules (docs/product.md, "Doctor Visit Toolkit"): which event is her next appointment
 * and which her last visit (booked ones only: a suggestion from the usual schedule is not a booking, booked.ts),
 * what the usual visit near a date covers, and the window the visit summary
 * reads ("since the last visit"). Where the spec's modules open is toolkit-modules.ts.
 */
import { isBooked, type MaybeSuggested } from './booked.ts';
import { compareEvents, prenatalVisitWeeks, type ScheduleInput, scheduleFor } from './calendar.ts';
import { addDays, daysBetween } from './pregnancy.ts';
import type { Stage } from './stage.ts';
import { visitNote, type VisitNote } from './visit-notes.ts';

// ---- Her appointments

export interface VisitEvent extends MaybeSuggested {
  id: string;
  eventType: string;
}

/** A visit she booked: an appointment of her own or one she accepted, never a suggestion still waiting. */
const isBookedVisit = (e: VisitEvent) => e.eventType === 'ob_appointment' && isBooked(e);

/**
 * Her next appointment: the soonest booked visit not marked done, from today on. One today counts all day (she
 * may open the toolkit in the waiting room, after its start time).
 */
export function nextAppointment<T extends VisitEvent>(events: readonly T[], today: string): T | null {
  return (
    events.filter((e) => isBookedVisit(e) && !e.isCompleted && e.date >= today).sort(compareEvents)[0] ?? null
  );
}

/** Her last visit: the latest booked visit dated before today (a past visit happened, marked done or not). */
export function lastVisit<T extends VisitEvent>(events: readonly T[], today: string): T | null {
  return (
    events
      .filter((e) => isBookedVisit(e) && e.date < today)
      .sort(compareEvents)
      .at(-1) ?? null
  );
}

export interface UsualVisit {
  suggestionKey: string;
  title: string;
  date: string;
  note: VisitNote;
}

const usualVisits = (profile: ScheduleInput): UsualVisit[] =>
  (scheduleFor(profile) ?? [])
    .filter((s) => s.eventType === 'ob_appointment')
    .map((s) => ({
      suggestionKey: s.suggestionKey,
      title: s.title,
      date: s.date,
      note: visitNote(s.suggestionKey),
    }));

/** Half the longest gap between usual visits (4 weeks): further from every visit, none is "the visit at her week". */
const NEAR_DAYS = 14;

/**
 * The visit of the usual schedule nearest a date (the earlier one on a tie), within two weeks of it: what the visit
 * at her week, or the one she booked, usually covers. Null without a date to build the schedule from, or far from
 * any usual visit (before the first, or months after the birth).
 */
export function usualVisitNear(profile: ScheduleInput, date: string): UsualVisit | null {
  let best: UsualVisit | null = null;
  for (const v of usualVisits(profile)) {
    if (!best || Math.abs(daysBetween(date, v.date)) < Math.abs(daysBetween(date, best.date))) best = v;
  }
  return best && Math.abs(daysBetween(date, best.date)) <= NEAR_DAYS ? best : null;
}

/** The next visit of the usual schedule from a date on, or null when the schedule has none left. */
export const nextUsualVisit = (profile: ScheduleInput, date: string): UsualVisit | null =>
  usualVisits(profile).find((v) => v.date >= date) ?? null;

// ---- The visit summary's window

/**
 * The weeks between the usual visits around a pregnancy week (ACOG: every 4 weeks to 28, every 2 to 36, weekly
 * after, calendar.ts): 4 before the first visit, 1 after the last.
 */
export function usualGapWeeks(week: number): number {
  const weeks = prenatalVisitWeeks();
  const i = weeks.findIndex((w) => w >= week);
  if (i === -1) return 1;
  const prev = weeks[i - 1];
  return prev === undefined ? 4 : (weeks[i] ?? prev) - prev;
}

/** After the birth with no visit in her calendar since: from the birth, for its first four weeks. */
export const POSTPARTUM_WINDOW_DAYS = 28;

export type SummaryWindow =
  | { since: string; basis: 'last-visit' }
  | { since: string; basis: 'usual-gap'; weeks: number }
  | { since: string; basis: 'birth' }
  | { since: string; basis: 'recent-weeks'; weeks: number };

export interface SummaryWindowInput {
  today: string;
  stage: Stage;
  /** Her pregnancy week (pregnant) or postpartum week. */
  week: number;
  birthDate: string | null;
  /** The date of her last booked visit before today, if any. */
  lastVisitDate: string | null;
}

/**
 * What "since the last visit" means for the summary: from her last booked visit; with none in her calendar, the
 * usual gap between visits at her week; after the birth, never before the birth (a visit in pregnancy is not the
 * last one for her recovery), from the birth for four weeks, then the last four weeks.
 */
export function summaryWindow(input: SummaryWindowInput): SummaryWindow {
  const { today, lastVisitDate, birthDate } = input;
  if (input.stage === 'pregnant' || !birthDate) {
    if (lastVisitDate) return { since: lastVisitDate, basis: 'last-visit' };
    const weeks = usualGapWeeks(input.week);
    return { since: addDays(today, -weeks * 7), basis: 'usual-gap', weeks };
  }
  if (lastVisitDate && lastVisitDate >= birthDate) return { since: lastVisitDate, basis: 'last-visit' };
  if (daysBetween(birthDate, today) <= POSTPARTUM_WINDOW_DAYS) return { since: birthDate, basis: 'birth' };
  return {
    since: addDays(today, -POSTPARTUM_WINDOW_DAYS),
    basis: 'recent-weeks',
    weeks: POSTPARTUM_WINDOW_DAYS / 7,
  };
}

/**
 * The pregnancy clock (docs/product.md, "Her stage and week"). Dates are calendar dates (yyyy-mm-dd) in the user's own time
 * zone; "today" is computed by the caller with localDateIn(profile.timeZone).
 *   gestational age = 280 days minus the days until the due date (ACOG: due date = LMP + 280 days)
 *   currentWeek = completed weeks, clamped to 1..42
 *   postpartum week = completed weeks since the birth date (0 in the first week)
 */
import type { Stage } from './stage.ts';

export const PREGNANCY_DAYS = 280;
export const PREGNANCY_WEEKS = 40;

const DAY_MS = 86_400_000;
const toUtcDay = (isoDate: string) =>
  Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10)));

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcDay(to) - toUtcDay(from)) / DAY_MS);
}

/** Adds days to a calendar date. */
export function addDays(isoDate: string, days: number): string {
  return new Date(toUtcDay(isoDate) + days * DAY_MS).toISOString().slice(0, 10);
}

export function gestationalAgeDays(dueDate: string, today: string): number {
  return PREGNANCY_DAYS - daysBetween(today, dueDate);
}

export function currentWeekFromDueDate(dueDate: string, today: string): number {
  return Math.min(42, Math.max(1, Math.floor(gestationalAgeDays(dueDate, today) / 7)));
}

export function babyAgeDays(birthDate: string, today: string): number {
  return Math.max(0, daysBetween(birthDate, today));
}

export function postpartumWeekFromBirthDate(birthDate: string, today: string): number {
  return Math.floor(babyAgeDays(birthDate, today) / 7);
}

/** ACOG trimesters: first 1-13, second 14-27, third 28+ (docs/product.md, "Her stage and week"). */
export function trimesterOf(week: number): 1 | 2 | 3 {
  if (week <= 13) return 1;
  if (week <= 27) return 2;
  return 3;
}

/** Due date from a pregnancy start date (first day of the last period): start + 40 weeks. */
export const dueDateFromStart = (startDate: string) => addDays(startDate, PREGNANCY_DAYS);
export const startFromDueDate = (dueDate: string) => addDays(dueDate, -PREGNANCY_DAYS);

/** The calendar dates of pregnancy week `week` (its days 7w to 7w+6) for a due date. */
export function pregnancyWeekDates(dueDate: string, week: number): { start: string; end: string } {
  const start = addDays(dueDate, week * 7 - PREGNANCY_DAYS);
  return { start, end: addDays(start, 6) };
}

export interface PregnancyStatus {
  phase: Stage;
  /** Pregnancy week (1-42) while pregnant; postpartum week once the baby is here. */
  currentWeek: number;
  /** The week shown to her: the pregnancy week, or the postpartum week. */
  displayWeek: number;
  trimester: 1 | 2 | 3 | null;
  gestationalDays: number | null;
  postpartumWeek: number | null;
  babyAgeDays: number | null;
  /** Progress against 40 weeks (0-1), pregnant only. */
  progress: number | null;
  weeksToGo: number | null;
}

export interface StageDates {
  stage: Stage;
  dueDate: string | null;
  birthDate: string | null;
}

/**
 * A profile without the date of its stage (a pregnant one with no due date, a postpartum one with no birth date)
 * has no week: onboarding and the profile never write one, so meeting it means the data is incomplete, and
 * guessing a week would put wrong advice and wrong warning signs in front of her.
 */
export class MissingStageDateError extends Error {
  constructor(readonly field: 'dueDate' | 'birthDate') {
    super(`The profile has no ${field} for its stage`);
    this.name = 'MissingStageDateError';
  }
}

/** Whether the profile has the date its stage needs (a due date while pregnant, a birth date after the birth). */
export const hasStageDate = (p: StageDates) =>
  p.stage === 'postpartum' ? p.birthDate !== null : p.dueDate !== null;

/** Her status today; throws MissingStageDateError when the stage's date is missing (see hasStageDate). */
export function pregnancyStatus(p: StageDates, today: string): PregnancyStatus {
  if (p.stage === 'postpartum') {
    if (!p.birthDate) throw new MissingStageDateError('birthDate');
    const week = postpartumWeekFromBirthDate(p.birthDate, today);
    return {
      phase: 'postpartum',
      currentWeek: week,
      displayWeek: week,
      trimester: null,
      gestationalDays: null,
      postpartumWeek: week,
      babyAgeDays: babyAgeDays(p.birthDate, today),
      progress: null,
      weeksToGo: null,
    };
  }
  const dueDate = p.dueDate;
  if (!dueDate) throw new MissingStageDateError('dueDate');
  const week = currentWeekFromDueDate(dueDate, today);
  return {
    phase: 'pregnant',
    currentWeek: week,
    displayWeek: week,
    trimester: trimesterOf(week),
    gestationalDays: gestationalAgeDays(dueDate, today),
    postpartumWeek: null,
    babyAgeDays: null,
    progress: Math.min(1, week / PREGNANCY_WEEKS),
    weeksToGo: Math.max(0, PREGNANCY_WEEKS - week),
  };
}

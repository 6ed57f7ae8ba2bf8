/**
 * A baby's age (docs/product.md, "Babies"): whole days and weeks since the birth date in her time zone, the day of
 * life (1 in the first 24 hours, counted from the time of birth when she gave it), and for a baby born before 37
 * weeks of pregnancy the corrected age, counted from her due date (the age a baby born at term would have; NHS and
 * AAP use it for development and milestones until about two years). Whether the newborn warning signs apply
 * (catalogue part C: babies under three months).
 */
import { addDays, daysBetween, PREGNANCY_DAYS } from './pregnancy.ts';
import { zonedTimeToInstant } from './zoned-time.ts';

/** Born before 37 completed weeks is preterm (WHO). */
export const TERM_DAYS = 37 * 7;
const HOUR_MS = 3_600_000;

export interface AgeParts {
  days: number;
  weeks: number;
  remainderDays: number;
}

export interface BabyAge extends AgeParts {
  dayOfLife: number;
  premature: boolean;
  gestationAtBirth: { weeks: number; days: number } | null;
  corrected: AgeParts | null;
  underThreeMonths: boolean;
}

export interface BirthFacts {
  birthDate: string;
  /** Local HH:mm, when known. */
  birthTime: string | null;
}

const parts = (days: number): AgeParts => {
  const weeks = Math.trunc(days / 7);
  return { days, weeks, remainderDays: days - weeks * 7 };
};

/** The instant of the birth, when its time is known. */
export function bornAt(birth: BirthFacts, timeZone: string): Date | null {
  return birth.birthTime ? zonedTimeToInstant(birth.birthDate, birth.birthTime, timeZone) : null;
}

/** Hours since the birth (to the start of the birth date when its time is not known). */
export function ageHours(birth: BirthFacts, timeZone: string, now: Date): number {
  const from = bornAt(birth, timeZone) ?? zonedTimeToInstant(birth.birthDate, '00:00', timeZone);
  return (now.getTime() - from.getTime()) / HOUR_MS;
}

/** Day of life: 1 in the first 24 hours after the birth; without a time, 1 on the birth date. */
export function dayOfLife(birth: BirthFacts, timeZone: string, now: Date, today: string): number {
  const at = bornAt(birth, timeZone);
  if (at) return Math.max(1, Math.floor((now.getTime() - at.getTime()) / (24 * HOUR_MS)) + 1);
  return Math.max(1, daysBetween(birth.birthDate, today) + 1);
}

/** The date three calendar months after `date` (the 31st of a short month runs into the next). */
export function threeMonthsAfter(date: string): string {
  const d = new Date(
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1 + 3, Number(date.slice(8, 10))),
  );
  return d.toISOString().slice(0, 10);
}

/**
 * Her baby's age today. `dueDate` (her pregnancy's) gives the gestation at birth; a baby born before 37 weeks gets a
 * corrected age, which is negative before the due date.
 */
export function babyAge(
  birth: BirthFacts,
  dueDate: string | null,
  timeZone: string,
  now: Date,
  today: string,
): BabyAge {
  const days = Math.max(0, daysBetween(birth.birthDate, today));
  const gestationDays = dueDate ? PREGNANCY_DAYS - daysBetween(birth.birthDate, dueDate) : null;
  const premature = gestationDays !== null && gestationDays < TERM_DAYS;
  return {
    ...parts(days),
    dayOfLife: dayOfLife(birth, timeZone, now, today),
    premature,
    gestationAtBirth:
      gestationDays === null ? null : { weeks: Math.floor(gestationDays / 7), days: gestationDays % 7 },
    corrected: premature && dueDate ? parts(daysBetween(dueDate, today)) : null,
    underThreeMonths: today < threeMonthsAfter(birth.birthDate),
  };
}

/** The first instant of her local date `date`. */
export const startOfLocalDay = (date: string, timeZone: string) =>
  zonedTimeToInstant(date, '00:00', timeZone);
/** The first instant of the local date after `date`. */
export const endOfLocalDay = (date: string, timeZone: string) =>
  zonedTimeToInstant(addDays(date, 1), '00:00', timeZone);

/** A time of birth later than now on today's date is a slip of the picker. */
export function birthTimeProblem(birth: BirthFacts, timeZone: string, now: Date): string | null {
  const at = bornAt(birth, timeZone);
  return at && at.getTime() > now.getTime() + 60_000 ? 'The time of birth cannot be in the future' : null;
}

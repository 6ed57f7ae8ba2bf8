/**
 * Onboarding date rules (issue 4): a due date from 3 weeks ago (she may be overdue) to 42 weeks ahead; a birth date
 * not in the future and at most a year ago. `today` is her local calendar date.
 */
import { addDays } from './pregnancy.ts';
import type { Stage } from './stage.ts';

export const dueDateRange = (today: string) => ({ min: addDays(today, -21), max: addDays(today, 42 * 7) });
export const birthDateRange = (today: string) => ({ min: addDays(today, -365), max: today });

const within = (date: string, r: { min: string; max: string }) => date >= r.min && date <= r.max;

export function dueDateProblem(dueDate: string, today: string): string | null {
  return within(dueDate, dueDateRange(today))
    ? null
    : 'Due date must be between 3 weeks ago and 42 weeks from today';
}

export function birthDateProblem(birthDate: string, today: string): string | null {
  if (birthDate > today) return 'Birth date cannot be in the future';
  if (birthDate < birthDateRange(today).min) return 'Birth date must be within the last year';
  return null;
}

/**
 * A due date kept beside a birth date must have been a valid due date on the day of the birth: from 3 weeks
 * before it to 42 weeks after it (the same window as above, seen from the birth instead of from today).
 */
export function dueDateAtBirthProblem(dueDate: string, birthDate: string): string | null {
  return within(dueDate, dueDateRange(birthDate))
    ? null
    : 'Due date must be between 3 weeks before and 42 weeks after the birth date';
}

/** The wizard's date step: the rule of the chosen stage, so Next never lets through a date the server refuses. */
export const stageDateProblem = (stage: Stage, date: string, today: string) =>
  stage === 'pregnant' ? dueDateProblem(date, today) : birthDateProblem(date, today);

/** Stage-specific completion message (docs/product.md, "Onboarding", step 7). */
export function completionMessage(stage: Stage): string {
  return stage === 'pregnant'
    ? 'Your personalized pregnancy journey is ready. Zara will be with you every week of the way.'
    : 'Your postpartum support system is ready. Zara is here for you and your baby, day and night.';
}

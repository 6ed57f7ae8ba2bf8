/**
 * The milestone tracker's rules (docs/product.md, "Milestone tracker"; product spec sections 4 and 9): the baby's
 * milestone week from her age (the corrected age for a baby born before 37 weeks, as NHS and AAP advise for
 * development), each week's completion, the status labels, and which of a milestone's red flags the catalogue
 * holds, so 'Concerned' can show the catalogue's own advice.
 */
import { getSign, type WarningSign } from './warning-signs.ts';

export const MILESTONE_STATUSES = ['observed', 'not_observed', 'unsure', 'delayed'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

/** The last milestone week (13 cells, 0-12). */
export const LAST_MILESTONE_WEEK = 12;

/** The status label (spec section 4: 'delayed' is the 'Concerned' button, labelled 'Delayed' in the status). */
export const STATUS_LABELS: Readonly<Record<MilestoneStatus | 'untracked', string>> = {
  untracked: 'Not Tracked',
  observed: 'Observed',
  not_observed: 'Not Yet',
  unsure: 'Unsure',
  delayed: 'Delayed',
};

export interface AgeForMilestones {
  days: number;
  /** The corrected age in days (a baby born before 37 weeks), negative before the due date; else null. */
  correctedDays: number | null;
}

/** The age milestones follow: the corrected age when there is one (never below 0), else the real age. */
export function milestoneAgeDays(age: AgeForMilestones): { days: number; corrected: boolean } {
  if (age.correctedDays === null) return { days: Math.max(0, age.days), corrected: false };
  return { days: Math.max(0, age.correctedDays), corrected: true };
}

/** The baby's milestone week: completed weeks of that age, capped at 12 (spec section 9). */
export const milestoneWeek = (ageDays: number) =>
  Math.min(LAST_MILESTONE_WEEK, Math.max(0, Math.floor(ageDays / 7)));

/** A week's completion: observed templates of that week over all of that week's templates, rounded (section 9). */
export function weekCompletion(
  templates: readonly { id: string; weekNumber: number }[],
  statuses: ReadonlyMap<string, MilestoneStatus>,
  week: number,
): number {
  const ofWeek = templates.filter((t) => t.weekNumber === week);
  if (ofWeek.length === 0) return 0;
  const observed = ofWeek.filter((t) => statuses.get(t.id) === 'observed').length;
  return Math.round((observed / ofWeek.length) * 100);
}

/** The milestone's red flags the catalogue holds (an id it does not know is left out, never guessed at). */
export const catalogueRedFlags = (redFlags: readonly string[]): WarningSign[] =>
  redFlags.flatMap((id) => {
    const sign = getSign(id);
    return sign ? [sign] : [];
  });

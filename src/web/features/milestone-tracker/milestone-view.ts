/**
 * What the milestone tracker shows for one baby (docs/product.md, "Milestone tracker"): each milestone's current
 * status, the 13 week cells with their completion, and the age the milestones follow (the corrected age for a
 * baby born before 37 weeks). The rules themselves are core/domain/milestones.ts.
 */
import type { Baby } from '../../../core/contracts/baby-tracking-babies.ts';
import type { MilestoneProgress } from '../../../core/contracts/milestones.ts';
import {
  LAST_MILESTONE_WEEK,
  type MilestoneStatus,
  milestoneAgeDays,
  milestoneWeek,
  weekCompletion,
} from '../../../core/domain/milestones.ts';

/** This baby's current record per milestone. */
export const progressFor = (progress: readonly MilestoneProgress[], babyId: string) =>
  new Map(progress.filter((p) => p.babyId === babyId).map((p) => [p.milestoneTemplateId, p]));

export interface WeekCell {
  week: number;
  percent: number;
  current: boolean;
  past: boolean;
}

/** The 13 cells (0-12): completion, the baby's week (capped at 12) and the weeks before it. */
export function weekCells(
  templates: readonly { id: string; weekNumber: number }[],
  progress: ReadonlyMap<string, Pick<MilestoneProgress, 'status'>>,
  currentWeek: number,
): WeekCell[] {
  const statuses = new Map<string, MilestoneStatus>([...progress].map(([id, p]) => [id, p.status]));
  return Array.from({ length: LAST_MILESTONE_WEEK + 1 }, (_, week) => ({
    week,
    percent: weekCompletion(templates, statuses, week),
    current: week === currentWeek,
    past: week < currentWeek,
  }));
}

/** The age the milestones follow, its milestone week, and whether it is the corrected age. */
export function milestoneAge(baby: Pick<Baby, 'age'>) {
  const age = milestoneAgeDays({ days: baby.age.days, correctedDays: baby.age.corrected?.days ?? null });
  return { ...age, week: milestoneWeek(age.days) };
}

const plural = (n: number, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;

/** An age as weeks and days, as the header shows it: "3 weeks 2 days", "0 weeks 5 days", "1 week". */
export function weeksAndDays(days: number): string {
  const d = Math.max(0, days);
  const weeks = Math.floor(d / 7);
  const rest = d % 7;
  if (rest === 0) return plural(weeks, 'week');
  return `${plural(weeks, 'week')} ${plural(rest, 'day')}`;
}

/**
 * Phase labels (docs/product.md, "Her stage and week").
 * Trimesters follow ACOG everywhere (1-13, 14-27, 28+); Home says "Full Term" from 37, dashboard-v2 and profile say
 * "Overdue" over 40. Postpartum phases use the hub's single set of bounds and labels everywhere.
 */
import type { PregnancyStatus } from './pregnancy.ts';
import type { Stage } from './stage.ts';

export interface PhaseLabel {
  label: string;
  subtitle: string;
}

export type PostpartumPhase = 'Immediate Recovery' | 'Early Recovery' | 'Extended Recovery' | 'Ongoing Care';

/** Postpartum week (0 in the first week): <=2 Immediate, <=6 Early, <=12 Extended, after that Ongoing Care. */
export function postpartumPhase(week: number): PostpartumPhase {
  if (week <= 2) return 'Immediate Recovery';
  if (week <= 6) return 'Early Recovery';
  if (week <= 12) return 'Extended Recovery';
  return 'Ongoing Care';
}

/** The hub's focus for each phase (product spec section 1), shown beside its badge. */
export const POSTPARTUM_PHASE_FOCUS: Readonly<Record<PostpartumPhase, string>> = {
  'Immediate Recovery': 'Healing and adjustment',
  'Early Recovery': 'Building routines and monitoring health',
  'Extended Recovery': 'Establishing long-term wellness patterns',
  'Ongoing Care': 'Continued health monitoring',
};

const postpartumSubtitles: Record<PostpartumPhase, string> = {
  'Immediate Recovery': 'Healing & Adjusting',
  'Early Recovery': 'Building Routines',
  'Extended Recovery': 'Thriving Together',
  'Ongoing Care': 'Growing Together',
};

/** Home's phase card: label and subtitle from the status; no status yet is "Journey / Getting Started". */
export function homePhase(status: Pick<PregnancyStatus, 'phase' | 'currentWeek'> | null): PhaseLabel {
  if (!status) return { label: 'Journey', subtitle: 'Getting Started' };
  const week = status.currentWeek;
  if (status.phase === 'postpartum') {
    const label = postpartumPhase(week);
    return { label, subtitle: postpartumSubtitles[label] };
  }
  if (week >= 37) return { label: 'Full Term', subtitle: 'Ready for Delivery' };
  if (week >= 28) return { label: 'Third Trimester', subtitle: 'Final Preparations' };
  if (week >= 14) return { label: 'Second Trimester', subtitle: 'Growing Strong' };
  return { label: 'First Trimester', subtitle: 'Early Development' };
}

/** Dashboard-v2 and profile: ACOG trimesters, "Overdue" beyond 40; the postpartum phases after the birth. */
export function stageLabel(stage: Stage, week: number): string {
  if (stage === 'postpartum') return postpartumPhase(week);
  if (week <= 13) return 'First Trimester';
  if (week <= 27) return 'Second Trimester';
  if (week <= 40) return 'Third Trimester';
  return 'Overdue';
}

/** BabyPrep Mode unlocks at pregnancy week 28 (docs/product.md, "Home and the dashboards"). */
export const BABY_PREP_WEEK = 28;
export const babyPrepUnlocked = (stage: Stage, week: number) =>
  stage === 'pregnant' && week >= BABY_PREP_WEEK;

/** The OB reminder card shows every pregnancy week divisible by 4 (docs/product.md, "Home and the dashboards"). */
export const obReminderDue = (stage: Stage, week: number) =>
  stage === 'pregnant' && week > 0 && week % 4 === 0;

/** Home's Birth Prep tool: pregnant from week 28 (docs/product.md, "Home and the dashboards"). */
export const showBirthPrep = babyPrepUnlocked;

/** Baby tracker and milestones tools: postpartum users only. */
export const showBabyTools = (stage: Stage) => stage === 'postpartum';

/** The week's real size (instead of the spec's sample sizes; docs/product.md, "Home and the dashboards"): "about the size of an ear of corn". */
export function babySizeText(week: { week: number; babySizeComparison: string }): string {
  if (week.week < 4) return week.babySizeComparison;
  return `About the size of ${week.babySizeComparison}`;
}

/**
 * Her pregnancy week against 40, said kindly once she is past her due date: "Week 24 of 40", and from week 41
 * "Week 41 · 1 week past your due date" rather than the odd "Week 41 of 40".
 */
export function pregnancyWeekText(week: number): string {
  if (week <= 40) return `Week ${String(week)} of 40`;
  const past = week - 40;
  return `Week ${String(week)} · ${String(past)} ${past === 1 ? 'week' : 'weeks'} past your due date`;
}

/**
 * The week after the birth, said one way everywhere (docs/product.md, "Her stage and week"): "First week after
 * birth" (week 0), then the completed weeks, "1 week after birth", "6 weeks after birth".
 */
export const postpartumWeekText = (week: number) =>
  week <= 0 ? 'First week after birth' : `${String(week)} ${week === 1 ? 'week' : 'weeks'} after birth`;

/** Home's line after the birth: "2 weeks with Noor" ("Your first week with Noor" in week 0), or a general line. */
export function postpartumGreeting(week: number, babyName: string | null): string {
  if (!babyName) return 'Here for you and your little one.';
  return week === 0
    ? `Your first week with ${babyName}`
    : `${String(week)} ${week === 1 ? 'week' : 'weeks'} with ${babyName}`;
}

/** "Noor is 15 days old" / "baby is 15 days old". */
export function babyAgeText(days: number, babyName: string | null): string {
  return `${babyName ?? 'baby'} is ${String(days)} ${days === 1 ? 'day' : 'days'} old`;
}

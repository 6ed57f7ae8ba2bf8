/**
 * Exercise rules (docs/product.md, "Exercise"): which activities fit her stage and week, her weekly
 * progress against the goal, up to three recommendations and her analytics. Pure functions, no I/O.
 */
import { weekOf } from './calendar.ts';
import type { ContentStage } from './stage.ts';
import { localDateIn } from './time-windows.ts';

export const EXERCISE_CATEGORIES = ['stretching', 'walking', 'pelvic_floor', 'breath', 'strength'] as const;
export type ExerciseCategory = (typeof EXERCISE_CATEGORIES)[number];
export const DIFFICULTIES = ['gentle', 'light', 'moderate'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Section 9: a weekly goal of 3 sessions; she may change it in her settings (1-14). */
export const DEFAULT_WEEKLY_GOAL = 3;
export const MIN_WEEKLY_GOAL = 1;
export const MAX_WEEKLY_GOAL = 14;
/** Section 9: at most 3 recommendations. */
export const MAX_RECOMMENDATIONS = 3;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** A session longer than 4 hours is a dialog left open, not exercise. */
export const MAX_DURATION_MINUTES = 240;
export const MAX_NOTES = 2000;
/** Third trimester (ACOG, docs/product.md, "Exercise"): from here the gentlest activities come first. */
export const LATE_PREGNANCY_WEEK = 28;
/** ACOG / NHS: most women wait for the 6-week check before anything harder than walking and pelvic floor work. */
export const EARLY_POSTPARTUM_WEEKS = 6;

export interface ActivityLike {
  id: string;
  category: ExerciseCategory;
  difficulty: Difficulty;
  stage: ContentStage;
  weekStart: number;
  weekEnd: number;
}

export interface LogLike {
  activityId: string;
  /** When she finished (ISO instant or Date). */
  dateCompleted: string | Date;
  duration: number;
  userRating: number;
}

/** Section 9: activities appear only where weekStart <= current week <= weekEnd (and for her stage). */
export function activitiesFor<T extends ActivityLike>(
  all: readonly T[],
  stage: ContentStage,
  week: number | null,
): T[] {
  return all.filter(
    (a) => a.stage === stage && (week === null || (a.weekStart <= week && week <= a.weekEnd)),
  );
}

/** The local calendar date (yyyy-mm-dd) on which a log was completed, in her time zone. */
export const localDayOf = (at: string | Date, timeZone: string) =>
  localDateIn(timeZone, typeof at === 'string' ? new Date(at) : at);

/**
 * Her exercise week is the week of her local today from her locale's first day (0 = Sunday, the default; 1 =
 * Monday): the same week the calendar's "This Week's Overview" shows (docs/product.md, "Calendar"), so the app
 * never has two different "this weeks".
 */
export function exerciseWeek(today: string, firstDay = 0): { start: string; end: string } {
  const { start, end } = weekOf(today, firstDay);
  return { start, end };
}

export function logsThisWeek<T extends LogLike>(
  logs: readonly T[],
  today: string,
  timeZone: string,
  firstDay = 0,
): T[] {
  const { start, end } = exerciseWeek(today, firstDay);
  return logs.filter((l) => {
    const d = localDayOf(l.dateCompleted, timeZone);
    return d >= start && d <= end;
  });
}

export interface WeeklyProgress {
  weekStart: string;
  weekEnd: string;
  sessions: number;
  goal: number;
  /** sessions / goal * 100, rounded, at most 100 (section 9). */
  percent: number;
  reached: boolean;
}

export function weeklyProgress(
  logs: readonly LogLike[],
  today: string,
  timeZone: string,
  goal: number = DEFAULT_WEEKLY_GOAL,
  firstDay = 0,
): WeeklyProgress {
  const { start, end } = exerciseWeek(today, firstDay);
  const sessions = logsThisWeek(logs, today, timeZone, firstDay).length;
  const safeGoal = Math.max(MIN_WEEKLY_GOAL, goal);
  return {
    weekStart: start,
    weekEnd: end,
    sessions,
    goal: safeGoal,
    percent: Math.min(100, Math.round((sessions / safeGoal) * 100)),
    reached: sessions >= safeGoal,
  };
}

/** Whether the gentlest activities should lead: the third trimester, and the first six weeks after birth. */
export function prefersGentle(stage: ContentStage, week: number | null): boolean {
  if (week === null) return false;
  return stage === 'pregnancy' ? week >= LATE_PREGNANCY_WEEK : week < EARLY_POSTPARTUM_WEEKS;
}

const difficultyRank: Record<Difficulty, number> = { gentle: 0, light: 1, moderate: 2 };

/**
 * Up to 3 recommendations from the activities available to her (already filtered for her week):
 *  1. activities she has not done this week come before ones she has;
 *  2. within that, one per category first (variety), then the rest;
 *  3. late in pregnancy and early after birth, gentle before light before moderate.
 * Otherwise the content's own order is kept, so the list is stable from one visit to the next.
 */
export function recommendations<T extends ActivityLike>(
  available: readonly T[],
  doneThisWeek: ReadonlySet<string>,
  stage: ContentStage,
  week: number | null,
  limit: number = MAX_RECOMMENDATIONS,
): T[] {
  const gentleFirst = prefersGentle(stage, week);
  const ordered = available
    .map((a, i) => ({ a, i }))
    .sort((x, y) => {
      if (gentleFirst) {
        const d = difficultyRank[x.a.difficulty] - difficultyRank[y.a.difficulty];
        if (d !== 0) return d;
      }
      return x.i - y.i;
    })
    .map((x) => x.a);
  const tiers = [
    ordered.filter((a) => !doneThisWeek.has(a.id)),
    ordered.filter((a) => doneThisWeek.has(a.id)),
  ];
  const picked: T[] = [];
  const categories = new Set<ExerciseCategory>();
  for (const tier of tiers) {
    for (const newCategoriesOnly of [true, false]) {
      for (const a of tier) {
        if (picked.length >= limit) return picked;
        if (picked.includes(a)) continue;
        if (newCategoriesOnly && categories.has(a.category)) continue;
        picked.push(a);
        categories.add(a.category);
      }
    }
  }
  return picked;
}

export interface CategoryCount {
  category: ExerciseCategory;
  count: number;
}

export interface WeekCount {
  weekStart: string;
  sessions: number;
  minutes: number;
}

export interface ExerciseAnalytics {
  totalSessions: number;
  totalMinutes: number;
  /** Mean rating to one decimal, or null before her first session. */
  averageRating: number | null;
  /** Sessions per category, most first (ties in the catalogue's category order); categories with none left out. */
  categoryBreakdown: CategoryCount[];
  /** Sessions and minutes for each of her last `weeks` exercise weeks, oldest first (this week last). */
  recentWeeks: WeekCount[];
}

export function analytics(
  logs: readonly (LogLike & { category: ExerciseCategory | null })[],
  today: string,
  timeZone: string,
  weeks = 6,
  firstDay = 0,
): ExerciseAnalytics {
  const totalSessions = logs.length;
  const totalMinutes = logs.reduce((s, l) => s + l.duration, 0);
  const averageRating =
    totalSessions === 0
      ? null
      : Math.round((logs.reduce((s, l) => s + l.userRating, 0) / totalSessions) * 10) / 10;
  const counts = new Map<ExerciseCategory, number>();
  for (const l of logs) if (l.category) counts.set(l.category, (counts.get(l.category) ?? 0) + 1);
  const categoryBreakdown = EXERCISE_CATEGORIES.filter((c) => counts.has(c))
    .map((category) => ({ category, count: counts.get(category) ?? 0 }))
    .sort((a, b) => b.count - a.count);

  const thisWeek = exerciseWeek(today, firstDay).start;
  const starts = Array.from({ length: weeks }, (_, i) => shiftWeek(thisWeek, i - (weeks - 1)));
  const byWeek = new Map(starts.map((s) => [s, { weekStart: s, sessions: 0, minutes: 0 }]));
  for (const l of logs) {
    const bucket = byWeek.get(exerciseWeek(localDayOf(l.dateCompleted, timeZone), firstDay).start);
    if (bucket) {
      bucket.sessions += 1;
      bucket.minutes += l.duration;
    }
  }
  return { totalSessions, totalMinutes, averageRating, categoryBreakdown, recentWeeks: [...byWeek.values()] };
}

function shiftWeek(weekStart: string, by: number): string {
  const t = Date.UTC(
    Number(weekStart.slice(0, 4)),
    Number(weekStart.slice(5, 7)) - 1,
    Number(weekStart.slice(8, 10)),
  );
  return new Date(t + by * 7 * 86_400_000).toISOString().slice(0, 10);
}

/** Section 9: duration is the elapsed minutes from opening the dialog, rounded, kept within 0-240. */
export function elapsedMinutes(openedAt: number, now: number): number {
  return Math.min(MAX_DURATION_MINUTES, Math.max(0, Math.round((now - openedAt) / 60_000)));
}

/**
 * A logged duration in words: 'Under a minute' for a session that rounded to 0 (she finished in under 30 seconds),
 * never '0 min' (issue 20, point 11); otherwise '8 min'.
 */
export const durationLabel = (minutes: number): string =>
  minutes < 1 ? 'Under a minute' : `${String(minutes)} min`;

/** Completed step indices must be whole numbers naming a step of the activity, each at most once. */
export function invalidStep(steps: readonly number[], stepCount: number): number | null {
  const seen = new Set<number>();
  for (const s of steps) {
    if (!Number.isInteger(s) || s < 0 || s >= stepCount || seen.has(s)) return s;
    seen.add(s);
  }
  return null;
}

/** Section 8's notice, with a fitting variant after birth. */
export function completionMessage(stage: ContentStage): { title: string; description: string } {
  return stage === 'pregnancy'
    ? { title: 'Exercise completed!', description: 'Great job staying active during your pregnancy.' }
    : { title: 'Exercise completed!', description: 'Great job looking after yourself while you recover.' };
}

export const CATEGORY_LABELS: Record<ExerciseCategory, string> = {
  stretching: 'Stretching',
  walking: 'Walking',
  pelvic_floor: 'Pelvic floor',
  breath: 'Breathing',
  strength: 'Strength',
};

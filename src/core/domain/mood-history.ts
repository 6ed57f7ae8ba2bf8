/**
 * Mood history for /mental-wellness: the check-in moods (docs/product.md, "Check-ins") grouped as
 * brighter or harder, counted per week (Sunday to Saturday, as the calendar week), and an emotional trend that
 * compares the last 7 days with the 7 before. Descriptive only: no clinical threshold is implied.
 */
import { addDays, daysBetween } from './pregnancy.ts';

export type MoodGroup = 'brighter' | 'harder';
export type EmotionalTrend = 'brighter' | 'steady' | 'harder' | 'not_enough';

/** The one way the app says her emotional trend, on /mental-wellness and /copilot alike. */
export const EMOTIONAL_TREND_TEXT = {
  brighter: 'Your check-ins this week have been brighter than the week before.',
  steady: 'Your check-ins this week are much like the week before.',
  harder:
    'This week has felt harder than the week before. Be gentle with yourself, and reach out if it stays this way.',
  not_enough: 'Check in on a few days across two weeks to see your emotional trend.',
} as const satisfies Record<EmotionalTrend, string>;

const GROUPS: Readonly<Record<string, MoodGroup>> = {
  happy: 'brighter',
  peaceful: 'brighter',
  excited: 'brighter',
  grateful: 'brighter',
  calm: 'brighter',
  hopeful: 'brighter',
  tired: 'harder',
  anxious: 'harder',
  overwhelmed: 'harder',
  uncertain: 'harder',
  nervous: 'harder',
  sad: 'harder',
};

/** The group of a mood word, or null for a word we do not know. */
export function moodGroup(mood: string): MoodGroup | null {
  return GROUPS[mood.toLowerCase()] ?? null;
}

/** The Sunday that starts the week of an ISO date. */
export function weekStartOf(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return addDays(isoDate, -day);
}

export interface MoodPoint {
  readonly mood: string;
  readonly localDate: string;
}

export function moodWeeks(
  points: readonly MoodPoint[],
): { weekStart: string; brighter: number; harder: number }[] {
  const weeks = new Map<string, { weekStart: string; brighter: number; harder: number }>();
  for (const p of points) {
    const group = moodGroup(p.mood);
    if (!group) continue;
    const key = weekStartOf(p.localDate);
    const w = weeks.get(key) ?? { weekStart: key, brighter: 0, harder: 0 };
    w[group] += 1;
    weeks.set(key, w);
  }
  return [...weeks.values()].sort((a, b) => a.weekStart.localeCompare(b.weekStart));
}

/**
 * Contract: the share of brighter moods in the last 7 days (today and 6 before) against the 7 days before
 * that. Higher share: brighter; lower: harder; equal: steady. Without a check-in in both windows: not_enough.
 */
export function emotionalTrend(points: readonly MoodPoint[], today: string): EmotionalTrend {
  const share = (from: number, to: number) => {
    const inWindow = points.filter((p) => {
      const ago = daysBetween(p.localDate, today);
      return ago >= from && ago <= to && moodGroup(p.mood) !== null;
    });
    if (inWindow.length === 0) return null;
    return inWindow.filter((p) => moodGroup(p.mood) === 'brighter').length / inWindow.length;
  };
  const recent = share(0, 6);
  const before = share(7, 13);
  if (recent === null || before === null) return 'not_enough';
  if (recent > before) return 'brighter';
  if (recent < before) return 'harder';
  return 'steady';
}

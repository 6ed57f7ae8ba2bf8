/** The co-pilot's mood scores and its emotional trend, read from the one rule of mood-history.ts: pure, tested. */
import type { EmotionalTrend } from '../contracts/zara.ts';
import { type EmotionalTrend as MoodTrend, emotionalTrend as moodTrend } from './mood-history.ts';

/** How each mood reads on a 1-5 scale (01 section 3 mood options, and the dashboard-v2 moods). */
export const MOOD_SCORE: Readonly<Record<string, number>> = {
  happy: 5,
  excited: 5,
  grateful: 5,
  peaceful: 5,
  calm: 4,
  tired: 3,
  uncertain: 3,
  anxious: 2,
  sad: 2,
  overwhelmed: 1,
};

export function moodScore(mood: string, intensity: number): number {
  const base = MOOD_SCORE[mood] ?? 3;
  // A strong good mood reads a little higher, a strong hard one a little lower.
  const tilt = ((Math.min(10, Math.max(1, intensity)) - 5) / 5) * 0.5;
  return Math.round(Math.min(5, Math.max(1, base >= 3 ? base + tilt : base - tilt)) * 10) / 10;
}

/** The co-pilot's words for the trend of mood-history.ts, the one emotional-trend rule (03-decisions.md section 3). */
const COPILOT_WORD = {
  brighter: 'improving',
  steady: 'steady',
  harder: 'declining',
  not_enough: 'unknown',
} as const satisfies Record<MoodTrend, EmotionalTrend['emotionalTrend']>;

/**
 * Her check-ins, oldest first, with their scores; the trend itself is mood-history.ts's rule (the last 7 days
 * against the 7 before), so /copilot and /mental-wellness always say the same.
 */
export function emotionalTrend(
  checkins: readonly { date: string; mood: string; intensity: number }[],
  today: string,
): EmotionalTrend {
  const recent = checkins.map((c) => ({ date: c.date, mood: c.mood, score: moodScore(c.mood, c.intensity) }));
  const trend = moodTrend(
    checkins.map((c) => ({ mood: c.mood, localDate: c.date })),
    today,
  );
  return { emotionalTrend: COPILOT_WORD[trend], checkins: recent.length, recent };
}

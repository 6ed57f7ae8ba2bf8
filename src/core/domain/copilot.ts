/** The co-pilot's emotional trend from her check-ins: pure, tested. */
import type { EmotionalTrend } from '../contracts/zara.ts';

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

/** Oldest first. Fewer than 3 check-ins: unknown. Otherwise the later half against the earlier half. */
export function emotionalTrend(
  checkins: readonly { date: string; mood: string; intensity: number }[],
): EmotionalTrend {
  const recent = checkins.map((c) => ({ date: c.date, mood: c.mood, score: moodScore(c.mood, c.intensity) }));
  if (recent.length < 3) return { emotionalTrend: 'unknown', checkins: recent.length, recent };
  const half = Math.floor(recent.length / 2);
  const avg = (xs: typeof recent) => xs.reduce((s, x) => s + x.score, 0) / xs.length;
  const diff = avg(recent.slice(recent.length - half)) - avg(recent.slice(0, half));
  return {
    emotionalTrend: diff >= 0.5 ? 'improving' : diff <= -0.5 ? 'declining' : 'steady',
    checkins: recent.length,
    recent,
  };
}

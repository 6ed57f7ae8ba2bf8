/**
 * The co-pilot's rules: mood scores, the emotional trend (read from the one rule of mood-history.ts) and the
 * check-in status from her check-ins. Pure, tested.
 */
import type { EmotionalTrend, Recommendation } from '../contracts/copilot.ts';
import {
  EMOTIONAL_TREND_TEXT,
  type EmotionalTrend as MoodTrend,
  emotionalTrend as moodTrend,
} from './mood-history.ts';
import { daysBetween } from './pregnancy.ts';
import type { DayPart } from './time-windows.ts';

/** How each mood reads on a 1-5 scale (the check-in moods of docs/product.md, "Check-ins", and the dashboard-v2 moods). */
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

/** The co-pilot's words for the trend of mood-history.ts, the one emotional-trend rule (docs/product.md, "Co-pilot"). */
const COPILOT_WORD = {
  brighter: 'improving',
  steady: 'steady',
  harder: 'declining',
  not_enough: 'unknown',
} as const satisfies Record<MoodTrend, EmotionalTrend['emotionalTrend']>;

/** The copilot's trend word back to the one sentence the app uses for it (mood-history.ts). */
export function copilotTrendText(word: EmotionalTrend['emotionalTrend']): string {
  const trend =
    (Object.keys(COPILOT_WORD) as MoodTrend[]).find((k) => COPILOT_WORD[k] === word) ?? 'not_enough';
  return EMOTIONAL_TREND_TEXT[trend];
}

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

// ---------------------------------------------------------------------------------------------------------
// Check-ins: due and overdue, in her own days and windows (time-windows.ts: morning before 12, afternoon
// before 18, else evening).

/** No check-in on this many days running (none yesterday or today) makes check-ins overdue. */
export const CHECKIN_OVERDUE_DAYS = 2;

export interface CheckinSeen {
  /** Her local calendar day. */
  localDate: string;
  window: DayPart;
}

export interface CheckinStatus {
  /** She has checked in during the current window today. */
  doneThisWindow: boolean;
  /** Whole days since her last check-in (0 = today), or null when she never has. */
  daysSinceLast: number | null;
  /** No check-in for CHECKIN_OVERDUE_DAYS days or more (counting from her first day when she never has). */
  overdue: boolean;
}

export function checkinStatus(
  checkins: readonly CheckinSeen[],
  today: string,
  window: DayPart,
  firstDay: string,
): CheckinStatus {
  const doneThisWindow = checkins.some((c) => c.localDate === today && c.window === window);
  const last = checkins.reduce<string | null>(
    (m, c) => (m === null || c.localDate > m ? c.localDate : m),
    null,
  );
  const daysSinceLast = last === null ? null : Math.max(0, daysBetween(last, today));
  const waited = daysSinceLast ?? Math.max(0, daysBetween(firstDay, today));
  return { doneThisWindow, daysSinceLast, overdue: waited >= CHECKIN_OVERDUE_DAYS };
}

/** The co-pilot's check-in recommendation: overdue first, else the current window's, else none. */
export function checkinRecommendation(s: CheckinStatus, window: DayPart): Recommendation | null {
  if (s.overdue)
    return {
      id: 'checkin-overdue',
      title: 'Check-ins overdue',
      message:
        s.daysSinceLast === null
          ? 'You have not checked in yet. A quick check-in helps you and Zara notice how you are doing.'
          : `Your last check-in was ${String(s.daysSinceLast)} days ago. How are you feeling today?`,
      priority: 'medium',
      route: '/dashboard',
    };
  if (!s.doneThisWindow)
    return {
      id: 'checkin',
      title: `Your ${window} check-in`,
      message: `You have not checked in this ${window} yet. How are you feeling?`,
      priority: 'low',
      route: '/dashboard',
    };
  return null;
}

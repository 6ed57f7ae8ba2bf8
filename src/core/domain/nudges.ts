/**
 * Nudge banners (01-core-app.md sections 4 and 9): every rule is checked, the triggered ones are sorted by priority
 * (rule order breaks ties) and at most two are shown. Rules whose data comes from a later feature (feeding logs,
 * appointments, flags) receive null/0 until that data exists and are then simply not triggered.
 * Hours are in the user's own time zone.
 */
import type { Stage } from './pregnancy.ts';

export type NudgePriority = 'high' | 'medium' | 'low';
export type NudgeType =
  | 'red_flags'
  | 'appointment'
  | 'feeding_reminder'
  | 'milestone_tracking'
  | 'morning_checkin'
  | 'evening_journal'
  | 'whisper_mode'
  | 'baby_prep';

export interface Nudge {
  id: string;
  type: NudgeType;
  priority: NudgePriority;
  message: string;
  action: string;
  route: string;
}

export interface NudgeInput {
  /** Hour 0-23 in her time zone. */
  hour: number;
  stage: Stage;
  /** Pregnancy week (pregnant) or postpartum week (postpartum). */
  week: number;
  /** Red or yellow health flags not yet reviewed. */
  openRedFlags: number;
  /** An appointment with a reminder due now, and when it is ('tomorrow', 'in an hour'); null when none. */
  upcomingAppointment: { title: string; when?: string } | null;
  /** Hours since the last feeding log (null when none has been logged). */
  hoursSinceLastFeeding: number | null;
  /** Whether a symptom log exists for her local today. */
  symptomLoggedToday: boolean;
  /** Whether the app has the screen a nudge leads to (a nudge never leads to a dead end); all by default. */
  hasScreen?: (route: string) => boolean;
}

export const MAX_NUDGES = 2;
const rank: Record<NudgePriority, number> = { high: 0, medium: 1, low: 2 };

export const inWhisperHours = (hour: number) => hour >= 19 || hour < 7;

export function nudgesFor(input: NudgeInput): Nudge[] {
  const { hour, stage, week } = input;
  const out: Nudge[] = [];
  if (input.openRedFlags > 0) {
    out.push({
      id: 'red-flags',
      type: 'red_flags',
      priority: 'high',
      message: 'You have a health alert that needs attention.',
      action: 'View alerts',
      route: '/flags',
    });
  }
  if (input.upcomingAppointment) {
    out.push({
      id: 'appointment',
      type: 'appointment',
      priority: 'high',
      message: `Coming up${input.upcomingAppointment.when ? ` ${input.upcomingAppointment.when}` : ''}: ${input.upcomingAppointment.title}.`,
      action: 'Open calendar',
      route: '/calendar',
    });
  }
  // Newborns feed about every 2-3 hours (AAP); more than 3 h without a logged feed deserves a gentle reminder.
  if (
    stage === 'postpartum' &&
    week < 4 &&
    input.hoursSinceLastFeeding !== null &&
    input.hoursSinceLastFeeding > 3
  ) {
    out.push({
      id: 'feeding',
      type: 'feeding_reminder',
      priority: 'medium',
      message: 'It has been more than 3 hours since the last feeding you logged.',
      action: 'Log a feeding',
      route: '/post-birth',
    });
  }
  if (stage === 'postpartum' && week >= 2 && week <= 12) {
    out.push({
      id: 'milestones',
      type: 'milestone_tracking',
      priority: 'medium',
      message: 'Your baby is growing fast. See which milestones are emerging this week.',
      action: 'Track milestones',
      route: '/milestone-tracker',
    });
  }
  if (hour >= 6 && hour < 10 && !input.symptomLoggedToday) {
    out.push({
      id: 'morning-checkin',
      type: 'morning_checkin',
      priority: 'medium',
      message: 'Good morning! How are you feeling today? A quick check-in helps Zara help you.',
      action: 'Log how I feel',
      route: '/symptoms',
    });
  }
  if (hour >= 18 && hour < 21) {
    out.push({
      id: 'evening-journal',
      type: 'evening_journal',
      priority: 'low',
      message: 'A few quiet words about today can help you unwind.',
      action: 'Write in my journal',
      route: '/journal',
    });
  }
  if (inWhisperHours(hour)) {
    out.push({
      id: 'whisper',
      type: 'whisper_mode',
      priority: 'low',
      message: 'Winding down? Whisper Mode has calming affirmations for the night.',
      action: 'Open Whisper Mode',
      route: '/whisper',
    });
  }
  if (stage === 'pregnant' && week >= 28) {
    out.push({
      id: 'baby-prep',
      type: 'baby_prep',
      priority: 'low',
      message: 'BabyPrep Mode is unlocked: birth plan and hospital bag are ready for you.',
      action: 'Open BabyPrep',
      route: '/birth-prep',
    });
  }
  const reachable = input.hasScreen ?? (() => true);
  return out
    .filter((n) => reachable(n.route))
    .map((n, i) => ({ n, i }))
    .sort((a, b) => rank[a.n.priority] - rank[b.n.priority] || a.i - b.i)
    .slice(0, MAX_NUDGES)
    .map(({ n }) => n);
}

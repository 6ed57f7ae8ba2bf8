/**
 * Nudge banners (docs/product.md, "Home and the dashboards"): every rule is checked, the triggered ones are sorted by priority
 * (rule order breaks ties) and at most two are shown. Rules whose data comes from a later feature (feeding logs,
 * appointments, flags) receive null/0 until that data exists and are then simply not triggered.
 * Hours are in the user's own time zone.
 *
 * Her four notification settings (docs/product.md, "Home and the dashboards"; the profile's toggles) each switch off what their label names:
 *   daily        -> the evening journal nudge (and, on the dashboard, the morning and evening mood card)
 *   symptoms     -> the morning symptom-log nudge and the Whisper Mode nudge at night
 *   emergency    -> the reminder about red flags she has not looked at yet; the warning itself, shown when a
 *                   symptom or a message is flagged, is never optional
 *   appointments -> the appointment reminder (the server also stops making them)
 */
import type { Stage } from './stage.ts';

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

/** Her notification settings (the profile's notifications). */
export interface NudgePrefs {
  daily: boolean;
  symptoms: boolean;
  emergency: boolean;
  appointments: boolean;
}

/**
 * The red-flag reminder counts red flags she has not reviewed from the last 7 days (the same recent window as the
 * symptom log's): an old flag nobody has marked reviewed would otherwise keep the banner up for ever.
 */
export const RED_FLAG_NUDGE_DAYS = 7;

export function openRedFlagCount(
  flags: readonly { flagType: string; reviewed: boolean; createdAt: string }[],
  now: Date,
): number {
  const since = now.getTime() - RED_FLAG_NUDGE_DAYS * 86_400_000;
  return flags.filter((f) => f.flagType === 'red' && !f.reviewed && Date.parse(f.createdAt) >= since).length;
}

/**
 * The dashboard's mood card (docs/product.md, "Home and the dashboards": only 06-10 and 18-22): an invitation to check in, so it is shown only
 * while her daily reminders are on and the check-in of the current window is still to do.
 */
export const moodCardShown = (hour: number, prefs: Pick<NudgePrefs, 'daily'>, checkedIn: boolean) =>
  ((hour >= 6 && hour < 10) || (hour >= 18 && hour < 22)) && prefs.daily && !checkedIn;

/**
 * When the appointment is, for the nudge, from the event's own date: a day-before reminder ('Tomorrow: ...') stays
 * current into the event's morning, when 'tomorrow' would be wrong. `lead` is the reminder's own word, used when
 * the event is not known (or for 'in an hour' on the day).
 */
export function appointmentWhen(
  eventDate: string | null,
  today: string,
  tomorrow: string,
  lead: string | null,
): string | undefined {
  const said = lead?.toLowerCase();
  if (eventDate === today) return said === 'in an hour' ? said : 'today';
  if (eventDate === tomorrow) return 'tomorrow';
  return said;
}

export interface NudgeInput {
  /** Hour 0-23 in her time zone. */
  hour: number;
  stage: Stage;
  /** Pregnancy week (pregnant) or postpartum week (postpartum). */
  week: number;
  /** Red flags not yet reviewed, from the last RED_FLAG_NUDGE_DAYS days (openRedFlagCount). */
  openRedFlags: number;
  /** An appointment with a reminder due now, and when it is ('tomorrow', 'in an hour'); null when none. */
  upcomingAppointment: { title: string; when?: string } | null;
  /** Hours since the last feeding log (null when none has been logged). */
  hoursSinceLastFeeding: number | null;
  /** Whether a symptom log exists for her local today. */
  symptomLoggedToday: boolean;
  /** Her notification settings; all on when not given. */
  prefs?: NudgePrefs;
  /** Whether the app has the screen a nudge leads to (a nudge never leads to a dead end); all by default. */
  hasScreen?: (route: string) => boolean;
}

export const MAX_NUDGES = 2;
const rank: Record<NudgePriority, number> = { high: 0, medium: 1, low: 2 };

export const inWhisperHours = (hour: number) => hour >= 19 || hour < 7;

export function nudgesFor(input: NudgeInput): Nudge[] {
  const { hour, stage, week } = input;
  const prefs = input.prefs ?? { daily: true, symptoms: true, emergency: true, appointments: true };
  const out: Nudge[] = [];
  if (input.openRedFlags > 0 && prefs.emergency) {
    out.push({
      id: 'red-flags',
      type: 'red_flags',
      priority: 'high',
      message: 'You have a health alert that needs attention.',
      action: 'View alerts',
      route: '/flags',
    });
  }
  if (input.upcomingAppointment && prefs.appointments) {
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
      route: '/post-birth/baby-tracker',
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
  // About symptoms, so it does not repeat the dashboard's mood card (a check-in of feelings) next to it.
  if (hour >= 6 && hour < 10 && !input.symptomLoggedToday && prefs.symptoms) {
    out.push({
      id: 'morning-checkin',
      type: 'morning_checkin',
      priority: 'medium',
      message: 'Good morning! Any symptoms today? Logging them helps Zara look out for you.',
      action: 'Log symptoms',
      route: '/symptoms',
    });
  }
  if (hour >= 18 && hour < 21 && prefs.daily) {
    out.push({
      id: 'evening-journal',
      type: 'evening_journal',
      priority: 'low',
      message: 'A few quiet words about today can help you unwind.',
      action: 'Write in my journal',
      route: '/journal',
    });
  }
  if (inWhisperHours(hour) && prefs.symptoms) {
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

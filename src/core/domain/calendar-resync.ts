/**
 * Keeping the suggested schedule in step with her profile (issue 7). The schedule is built from her due date or
 * birth date; when those change, suggestions she has not made her own follow, and the pregnancy week of every
 * event is worked out again. What counts as hers:
 * - a suggestion she edited is wholly hers: nothing here moves or removes it;
 * - an accepted visit stays where it is (she may have booked it), but an accepted milestone (trimester, term,
 *   due date) is a fact about her dates, so it follows them;
 * - a suggestion still waiting for her follows her dates, and one that would land in the past is dropped;
 * - after the birth, pregnancy suggestions still ahead (waiting or accepted, not edited) go: a 'Prenatal visit
 *   (week 39)' reminder next to a newborn helps no one. Past ones stay as her history.
 */
import {
  pregnancyWeekOn,
  type ScheduleInput,
  scheduleFor,
  type SuggestedEvent,
  suggestedSchedule,
} from './calendar.ts';

export interface ResyncEvent {
  id: string;
  date: string;
  pregnancyWeek: number | null;
  isCompleted: boolean;
  suggestionKey: string | null;
  suggestionStatus: 'accepted' | 'edited' | null;
}

export type ResyncAction =
  | { kind: 'move'; id: string; date: string; pregnancyWeek: number | null }
  | { kind: 'remove'; id: string }
  | { kind: 'week'; id: string; pregnancyWeek: number | null };

export interface ResyncPlan {
  actions: ResyncAction[];
  /** Suggestions from today on that she has no event for (the caller still skips ones she deleted). */
  missing: SuggestedEvent[];
}

function suggestionAction(
  e: ResyncEvent & { suggestionKey: string },
  target: SuggestedEvent | undefined,
  profile: ScheduleInput,
  today: string,
): ResyncAction | null {
  const waiting = e.suggestionStatus === null;
  if (!target) {
    // From the other stage's schedule (pregnancy visits after the birth, or the reverse after a correction).
    return e.date >= today ? { kind: 'remove', id: e.id } : null;
  }
  const follows = waiting || target.eventType !== 'ob_appointment';
  if (!follows || target.date === e.date) return null;
  if (waiting && target.date < today) return { kind: 'remove', id: e.id };
  return { kind: 'move', id: e.id, date: target.date, pregnancyWeek: pregnancyWeekOn(target.date, profile) };
}

/** What to change so her calendar matches her profile as of `today` (her local date). */
export function planResync(
  events: readonly ResyncEvent[],
  profile: ScheduleInput,
  today: string,
): ResyncPlan {
  const schedule = new Map((scheduleFor(profile) ?? []).map((s) => [s.suggestionKey, s]));
  const actions: ResyncAction[] = [];
  for (const e of events) {
    const key = e.suggestionKey;
    const own = key === null || e.suggestionStatus === 'edited' || e.isCompleted;
    const action = own
      ? null
      : suggestionAction({ ...e, suggestionKey: key }, schedule.get(key), profile, today);
    if (action) {
      actions.push(action);
      continue;
    }
    const week = pregnancyWeekOn(e.date, profile);
    if (week !== e.pregnancyWeek) actions.push({ kind: 'week', id: e.id, pregnancyWeek: week });
  }
  const have = new Set(events.map((e) => e.suggestionKey));
  const missing = (suggestedSchedule(profile, today) ?? []).filter((s) => !have.has(s.suggestionKey));
  return { actions, missing };
}

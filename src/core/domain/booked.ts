/**
 * What counts as booked (issue 20, point 1): only events she made herself or suggestions she accepted (or edited,
 * which makes them hers). A suggestion from the usual visit schedule is not a booking: her clinic may give other
 * dates, so nothing may say "booked", list it among her events or remind her of it until she takes it.
 */
import { compareEvents, type DatedEvent } from './calendar.ts';

export interface MaybeSuggested extends DatedEvent {
  /** A suggestion still waiting for her (contracts/calendar.ts). */
  isSuggested: boolean;
}

export const isBooked = (e: MaybeSuggested): boolean => !e.isSuggested;

/** Her booked events, and the suggestions still waiting for her (soonest first), kept apart. */
export function splitSuggestions<T extends MaybeSuggested>(
  events: readonly T[],
): { booked: T[]; suggestions: T[] } {
  const booked: T[] = [];
  const suggestions: T[] = [];
  for (const e of events) {
    if (isBooked(e)) booked.push(e);
    else if (!e.isCompleted) suggestions.push(e);
  }
  return { booked, suggestions: suggestions.sort(compareEvents) };
}

/**
 * The prenatal visit of a pregnancy week (the dashboard's reminder card): the one she booked, or else the suggested
 * one, never a suggestion dressed as a booking. Done visits do not count.
 */
export function visitInWeek<T extends MaybeSuggested & { eventType: string }>(
  events: readonly T[],
  week: { start: string; end: string },
): { booked: T | null; suggested: T | null } {
  const visits = events
    .filter(
      (e) => e.eventType === 'ob_appointment' && !e.isCompleted && e.date >= week.start && e.date <= week.end,
    )
    .sort(compareEvents);
  return {
    booked: visits.find(isBooked) ?? null,
    suggested: visits.find((e) => !isBooked(e)) ?? null,
  };
}

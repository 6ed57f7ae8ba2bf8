import { describe, expect, it } from 'vitest';
import { isBooked, splitSuggestions, visitInWeek } from './booked.ts';

const ev = (over: Partial<Parameters<typeof isBooked>[0] & { eventType: string; id: string }>) => ({
  id: 'x',
  date: '2027-03-16',
  time: null as string | null,
  isCompleted: false,
  isSuggested: false,
  eventType: 'ob_appointment',
  ...over,
});

describe('what counts as booked', () => {
  it('her own and accepted events are booked; a waiting suggestion is not', () => {
    expect(isBooked(ev({}))).toBe(true);
    expect(isBooked(ev({ isSuggested: true }))).toBe(false);
  });

  it('splits her events from the suggestions, each suggestion once, soonest first, done ones dropped', () => {
    const own = ev({ id: 'own', date: '2027-03-20' });
    const later = ev({ id: 'later', isSuggested: true, date: '2027-04-13' });
    const sooner = ev({ id: 'sooner', isSuggested: true, date: '2027-03-16' });
    const done = ev({ id: 'done', isSuggested: true, isCompleted: true });
    const { booked, suggestions } = splitSuggestions([own, later, sooner, done]);
    expect(booked.map((e) => e.id)).toEqual(['own']);
    expect(suggestions.map((e) => e.id)).toEqual(['sooner', 'later']);
  });

  it("a week's visit: the booked one, else the suggestion, never the suggestion as the booking", () => {
    const week = { start: '2027-03-14', end: '2027-03-20' };
    const suggested = ev({ id: 's', isSuggested: true, date: '2027-03-16' });
    expect(visitInWeek([suggested], week)).toEqual({ booked: null, suggested });
    const own = ev({ id: 'own', date: '2027-03-18', time: '10:00' });
    expect(visitInWeek([suggested, own], week)).toEqual({ booked: own, suggested });
    // Another kind of event, a done visit and one outside the week do not count.
    expect(
      visitInWeek(
        [
          ev({ eventType: 'milestone' }),
          ev({ isCompleted: true }),
          ev({ date: '2027-03-21' }),
          ev({ isSuggested: true, date: '2027-03-13' }),
        ],
        week,
      ),
    ).toEqual({ booked: null, suggested: null });
  });
});

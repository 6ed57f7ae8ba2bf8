import { describe, expect, it } from 'vitest';
import { prenatalVisitWeeks, scheduleFor } from './calendar.ts';
import { addDays } from './pregnancy.ts';
import { VISIT_NOTES } from './visit-notes.ts';
import {
  lastVisit,
  nextAppointment,
  nextUsualVisit,
  summaryWindow,
  usualGapWeeks,
  usualVisitNear,
} from './visit-toolkit.ts';

const TODAY = '2026-11-28';
const event = (
  id: string,
  date: string,
  over: Partial<{ eventType: string; isSuggested: boolean; isCompleted: boolean; time: string | null }> = {},
) => ({
  id,
  date,
  time: null,
  eventType: 'ob_appointment',
  isSuggested: false,
  isCompleted: false,
  ...over,
});

describe('her next appointment and her last visit', () => {
  const events = [
    event('suggested', '2026-11-29', { isSuggested: true }),
    event('dentist', '2026-11-30', { eventType: 'manual' }),
    event('done-early', '2026-12-01', { isCompleted: true }),
    event('later', '2026-12-10'),
    event('sooner', '2026-12-02', { time: '10:30' }),
    event('past', '2026-11-10'),
    event('older', '2026-10-20', { isCompleted: true }),
    event('past-suggestion', '2026-11-20', { isSuggested: true }),
  ];

  it('is the soonest booked visit not done from today on: never a suggestion, another kind of event or a done one', () => {
    expect(nextAppointment(events, TODAY)?.id).toBe('sooner');
    expect(nextAppointment([], TODAY)).toBeNull();
    expect(nextAppointment([event('s', '2026-12-01', { isSuggested: true })], TODAY)).toBeNull();
  });

  it('counts one today all day, even after its time', () => {
    expect(nextAppointment([event('today', TODAY, { time: '08:00' })], TODAY)?.id).toBe('today');
  });

  it('the last visit is the latest booked one before today, done or not, never a suggestion', () => {
    expect(lastVisit(events, TODAY)?.id).toBe('past');
    expect(lastVisit([event('today', TODAY)], TODAY)).toBeNull();
    expect(lastVisit([event('s', '2026-11-20', { isSuggested: true })], TODAY)).toBeNull();
  });
});

describe('the usual visits', () => {
  const due = addDays(TODAY, 12 * 7 - 3); // 28 weeks and 3 days today
  const pregnant = { stage: 'pregnant' as const, dueDate: due, birthDate: null };

  it('every visit of the schedule has a note of what it covers, with a source', () => {
    const keys = [
      ...(scheduleFor(pregnant) ?? []),
      ...(scheduleFor({ stage: 'postpartum', dueDate: null, birthDate: TODAY }) ?? []),
    ]
      .filter((s) => s.eventType === 'ob_appointment')
      .map((s) => s.suggestionKey);
    expect(keys).toHaveLength(prenatalVisitWeeks().length + 4);
    expect(Object.keys(VISIT_NOTES).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(VISIT_NOTES[key]?.covers.length, key).toBeGreaterThan(20);
      expect(VISIT_NOTES[key]?.sources.length, key).toBeGreaterThan(0);
    }
  });

  it('the visit nearest a date says what it usually covers; the next one is on or after it', () => {
    expect(usualVisitNear(pregnant, TODAY)?.suggestionKey).toBe('ob-visit-week-28');
    expect(usualVisitNear(pregnant, TODAY)?.note.covers).toMatch(/anti-D/);
    // 29 weeks and 4 days: week 30's visit is three days away, week 28's eleven days back.
    expect(usualVisitNear(pregnant, addDays(TODAY, 8))?.suggestionKey).toBe('ob-visit-week-30');
    expect(nextUsualVisit(pregnant, TODAY)?.suggestionKey).toBe('ob-visit-week-30');
    expect(nextUsualVisit(pregnant, addDays(due, 1))).toBeNull();
    expect(usualVisitNear({ stage: 'pregnant', dueDate: null, birthDate: null }, TODAY)).toBeNull();
    // Week 5: the first visit (week 8) is three weeks away, too far to be "the visit at her week".
    expect(usualVisitNear(pregnant, addDays(due, -35 * 7))).toBeNull();
    expect(usualVisitNear(pregnant, addDays(due, -34 * 7))?.suggestionKey).toBe('ob-visit-week-8');
  });

  it('after the birth: the checks of the first weeks', () => {
    const after = { stage: 'postpartum' as const, dueDate: null, birthDate: addDays(TODAY, -40) };
    expect(usualVisitNear(after, TODAY)?.title).toBe('Your 6-week postpartum check');
    expect(usualVisitNear(after, TODAY)?.note.covers).toMatch(/contraception/);
    // Months after the birth no usual check is near.
    const later = { ...after, birthDate: addDays(TODAY, -120) };
    expect(usualVisitNear(later, TODAY)).toBeNull();
  });
});

describe('the summary window ("since the last visit")', () => {
  it('the usual gap between visits at her week (ACOG: 4 weeks to 28, 2 to 36, then weekly)', () => {
    expect([5, 8, 12, 28, 29, 30, 36, 37, 40, 41, 42].map(usualGapWeeks)).toEqual([
      4, 4, 4, 4, 2, 2, 2, 1, 1, 1, 1,
    ]);
  });

  it('is from her last visit when she has one, else the usual gap at her week', () => {
    const base = { today: TODAY, stage: 'pregnant' as const, week: 28, birthDate: null };
    expect(summaryWindow({ ...base, lastVisitDate: '2026-11-10' })).toEqual({
      since: '2026-11-10',
      basis: 'last-visit',
    });
    expect(summaryWindow({ ...base, lastVisitDate: null })).toEqual({
      since: addDays(TODAY, -28),
      basis: 'usual-gap',
      weeks: 4,
    });
    expect(summaryWindow({ ...base, week: 38, lastVisitDate: null }).since).toBe(addDays(TODAY, -7));
  });

  it('after the birth: never before the birth; from the birth for four weeks, then the last four', () => {
    const base = { today: TODAY, stage: 'postpartum' as const, week: 1 };
    const birth = addDays(TODAY, -12);
    expect(summaryWindow({ ...base, birthDate: birth, lastVisitDate: addDays(TODAY, -20) })).toEqual({
      since: birth,
      basis: 'birth',
    });
    expect(summaryWindow({ ...base, birthDate: birth, lastVisitDate: addDays(TODAY, -5) })).toEqual({
      since: addDays(TODAY, -5),
      basis: 'last-visit',
    });
    expect(summaryWindow({ ...base, birthDate: addDays(TODAY, -28), lastVisitDate: null }).basis).toBe(
      'birth',
    );
    expect(summaryWindow({ ...base, birthDate: addDays(TODAY, -29), lastVisitDate: null })).toEqual({
      since: addDays(TODAY, -28),
      basis: 'recent-weeks',
      weeks: 4,
    });
  });
});

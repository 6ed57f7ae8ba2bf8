import { describe, expect, it } from 'vitest';
import { type ResyncEvent, planResync } from './calendar-resync.ts';
import { scheduleFor, type ScheduleInput } from './calendar.ts';
import { addDays } from './pregnancy.ts';

const TODAY = '2026-11-22';
const DUE = addDays(TODAY, 140); // week 20 today
const pregnant: ScheduleInput = { stage: 'pregnant', dueDate: DUE, birthDate: null };

/** Her calendar as the schedule made it for `profile`, every suggestion still waiting for her. */
function eventsFrom(profile: ScheduleInput, from = TODAY): ResyncEvent[] {
  return (scheduleFor(profile) ?? [])
    .filter((s) => s.date >= from)
    .map((s) => ({
      id: s.suggestionKey,
      date: s.date,
      pregnancyWeek: null,
      isCompleted: false,
      suggestionKey: s.suggestionKey,
      suggestionStatus: null,
    }));
}

const withWeeks = (events: ResyncEvent[], profile: ScheduleInput) => {
  const plan = planResync(events, profile, TODAY);
  const weeks = new Map(
    plan.actions.flatMap((a) => (a.kind === 'week' ? [[a.id, a.pregnancyWeek] as const] : [])),
  );
  return events.map((e) => ({ ...e, pregnancyWeek: weeks.get(e.id) ?? e.pregnancyWeek }));
};

describe('planResync', () => {
  it('changes nothing when her calendar already matches her profile', () => {
    const events = withWeeks(eventsFrom(pregnant), pregnant);
    expect(planResync(events, pregnant, TODAY)).toEqual({ actions: [], missing: [] });
  });

  it('moves waiting suggestions with a new due date, and recomputes the week of her own events', () => {
    const events = withWeeks(eventsFrom(pregnant), pregnant);
    const own: ResyncEvent = {
      id: 'own',
      date: addDays(TODAY, 7),
      pregnancyWeek: 21,
      isCompleted: false,
      suggestionKey: null,
      suggestionStatus: null,
    };
    const later = { ...pregnant, dueDate: addDays(DUE, 7) };
    const plan = planResync([...events, own], later, TODAY);
    const move = plan.actions.find((a) => a.id === 'ob-visit-week-24');
    expect(move).toEqual({
      kind: 'move',
      id: 'ob-visit-week-24',
      date: addDays(TODAY, 4 * 7 + 7),
      pregnancyWeek: 24,
    });
    expect(plan.actions.find((a) => a.id === 'due-date')).toMatchObject({
      kind: 'move',
      date: later.dueDate,
    });
    // Her own event stays on its date; she is a week less far along on it.
    expect(plan.actions.find((a) => a.id === 'own')).toEqual({ kind: 'week', id: 'own', pregnancyWeek: 20 });
    expect(plan.missing).toEqual([]);
    // Five weeks later brings the week-16 visit (four weeks ago) back into the future: it is offered.
    const muchLater = { ...pregnant, dueDate: addDays(DUE, 35) };
    expect(planResync(events, muchLater, TODAY).missing.map((s) => s.suggestionKey)).toEqual([
      'ob-visit-week-16',
    ]);
  });

  it('keeps accepted visits and edited suggestions where she put them; accepted milestones follow', () => {
    const events = withWeeks(eventsFrom(pregnant), pregnant).map((e) =>
      e.id === 'ob-visit-week-24' || e.id === 'due-date'
        ? { ...e, suggestionStatus: 'accepted' as const }
        : e.id === 'ob-visit-week-28'
          ? { ...e, suggestionStatus: 'edited' as const }
          : e,
    );
    const later = { ...pregnant, dueDate: addDays(DUE, 7) };
    const plan = planResync(events, later, TODAY);
    expect(plan.actions.find((a) => a.id === 'ob-visit-week-24')).toEqual({
      kind: 'week',
      id: 'ob-visit-week-24',
      pregnancyWeek: 23,
    });
    expect(plan.actions.find((a) => a.id === 'ob-visit-week-28')).toMatchObject({ kind: 'week' });
    expect(plan.actions.find((a) => a.id === 'due-date')).toMatchObject({
      kind: 'move',
      date: later.dueDate,
    });
  });

  it('drops a waiting suggestion that an earlier due date puts in the past', () => {
    const events = withWeeks(eventsFrom(pregnant), pregnant);
    const earlier = { ...pregnant, dueDate: addDays(DUE, -14) };
    const plan = planResync(events, earlier, TODAY);
    // Week 20 was today; with the due date two weeks earlier it was two weeks ago.
    expect(plan.actions.find((a) => a.id === 'ob-visit-week-20')).toEqual({
      kind: 'remove',
      id: 'ob-visit-week-20',
    });
    expect(plan.missing).toEqual([]);
  });

  it('after the birth removes pregnancy suggestions still ahead and offers the after-birth checks', () => {
    const events = withWeeks(eventsFrom(pregnant, addDays(TODAY, -30)), pregnant).map((e) =>
      e.id === 'ob-visit-week-24'
        ? { ...e, suggestionStatus: 'accepted' as const }
        : e.id === 'ob-visit-week-28'
          ? { ...e, suggestionStatus: 'edited' as const }
          : e,
    );
    const born: ScheduleInput = { stage: 'postpartum', dueDate: DUE, birthDate: TODAY };
    const plan = planResync(events, born, TODAY);
    const removed = plan.actions.filter((a) => a.kind === 'remove').map((a) => a.id);
    expect(removed).toContain('ob-visit-week-24');
    expect(removed).toContain('due-date');
    expect(removed).toContain('ob-visit-week-20'); // today's, not yet done
    expect(removed).not.toContain('ob-visit-week-28'); // edited: hers
    expect(removed).not.toContain('ob-visit-week-16'); // in the past: her history
    // After the birth there is no pregnancy week on her dates.
    expect(plan.actions.find((a) => a.id === 'ob-visit-week-28')).toEqual({
      kind: 'week',
      id: 'ob-visit-week-28',
      pregnancyWeek: null,
    });
    expect(plan.missing.map((s) => s.suggestionKey)).toEqual([
      'baby-check-newborn',
      'baby-check-1-month',
      'postpartum-check-6-weeks',
      'baby-check-2-months',
    ]);
  });

  it('never touches a completed suggestion', () => {
    const events = withWeeks(eventsFrom(pregnant), pregnant).map((e) =>
      e.id === 'ob-visit-week-20' ? { ...e, isCompleted: true } : e,
    );
    const born: ScheduleInput = { stage: 'postpartum', dueDate: DUE, birthDate: TODAY };
    const plan = planResync(events, born, TODAY);
    expect(plan.actions.find((a) => a.id === 'ob-visit-week-20')).toMatchObject({ kind: 'week' });
  });

  it('offers nothing without a date to build from', () => {
    const none: ScheduleInput = { stage: 'pregnant', dueDate: null, birthDate: null };
    expect(planResync([], none, TODAY)).toEqual({ actions: [], missing: [] });
  });
});

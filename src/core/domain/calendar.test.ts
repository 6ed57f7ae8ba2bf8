import { describe, expect, it } from 'vitest';
import {
  dayOfWeek,
  dueReminders,
  eventDateProblem,
  eventsOn,
  isValidDate,
  pregnancyWeekOn,
  parseReminderTitle,
  prenatalVisitWeeks,
  reminderTitle,
  reminderTimes,
  suggestedSchedule,
  TIME_PATTERN,
  upcomingEvents,
  weekOf,
  weekOverview,
} from './calendar.ts';
import { addDays, currentWeekFromDueDate } from './pregnancy.ts';

const SUNDAY = '2026-11-22';
const SATURDAY = '2026-11-28';
// A due date that makes SUNDAY exactly week 20 + 0 days.
const DUE = addDays(SUNDAY, 140);

describe('prenatal visit schedule (ACOG low-risk)', () => {
  it('is every 4 weeks to 28, every 2 to 36, weekly to 40', () => {
    expect(prenatalVisitWeeks()).toEqual([8, 12, 16, 20, 24, 28, 30, 32, 34, 36, 37, 38, 39, 40]);
  });

  it('suggests only what is still ahead for a mother at week 20', () => {
    expect(currentWeekFromDueDate(DUE, SUNDAY)).toBe(20);
    const s = suggestedSchedule({ stage: 'pregnant', dueDate: DUE, birthDate: null }, SUNDAY);
    expect(s).not.toBeNull();
    const list = s ?? [];
    const visits = list.filter((e) => e.eventType === 'ob_appointment');
    expect(visits.map((v) => v.suggestionKey)).toEqual(
      [20, 24, 28, 30, 32, 34, 36, 37, 38, 39, 40].map((w) => `ob-visit-week-${w}`),
    );
    expect(visits[0]?.date).toBe(SUNDAY);
    expect(visits.at(-1)?.date).toBe(DUE);
    expect(list.every((e) => e.date >= SUNDAY)).toBe(true);
    const keys = list.map((e) => e.suggestionKey);
    expect(keys).not.toContain('second-trimester');
    expect(keys).toEqual(expect.arrayContaining(['third-trimester', 'early-term', 'full-term', 'due-date']));
    expect(new Set(keys).size).toBe(keys.length);
    expect(list.find((e) => e.suggestionKey === 'third-trimester')?.date).toBe(addDays(SUNDAY, 56));
    expect(list.find((e) => e.suggestionKey === 'early-term')?.title).toBe('Early term (37+0)');
    expect(list.find((e) => e.suggestionKey === 'early-term')?.date).toBe(addDays(SUNDAY, 17 * 7));
    // Sorted by date.
    expect([...list].map((e) => e.date)).toEqual(list.map((e) => e.date).sort());
  });

  it('starts with week 8 and the second trimester for a mother at week 6', () => {
    const today = addDays(DUE, -34 * 7);
    const list = suggestedSchedule({ stage: 'pregnant', dueDate: DUE, birthDate: null }, today) ?? [];
    expect(list[0]?.suggestionKey).toBe('ob-visit-week-8');
    expect(list.find((e) => e.suggestionKey === 'second-trimester')?.eventType).toBe('trimester_event');
    expect(list.filter((e) => e.eventType === 'ob_appointment')).toHaveLength(14);
  });

  it('is stable: asking on another day gives the same keys for the same visits', () => {
    const a = suggestedSchedule({ stage: 'pregnant', dueDate: DUE, birthDate: null }, SUNDAY) ?? [];
    const b =
      suggestedSchedule({ stage: 'pregnant', dueDate: DUE, birthDate: null }, addDays(SUNDAY, 1)) ?? [];
    expect(b.every((e) => a.some((x) => x.suggestionKey === e.suggestionKey && x.date === e.date))).toBe(
      true,
    );
  });

  it('after the birth suggests her 6-week check and the baby first checks', () => {
    const birth = '2026-11-20';
    const list = suggestedSchedule({ stage: 'postpartum', dueDate: DUE, birthDate: birth }, SUNDAY) ?? [];
    const byKey = Object.fromEntries(list.map((e) => [e.suggestionKey, e.date]));
    expect(byKey['postpartum-check-6-weeks']).toBe(addDays(birth, 42));
    expect(byKey['baby-check-newborn']).toBe(addDays(birth, 4));
    expect(byKey['baby-check-1-month']).toBe(addDays(birth, 30));
    expect(byKey['baby-check-2-months']).toBe(addDays(birth, 61));
    expect(list.some((e) => e.suggestionKey.startsWith('ob-visit'))).toBe(false);
  });

  it('needs a date to build from', () => {
    expect(suggestedSchedule({ stage: 'pregnant', dueDate: null, birthDate: null }, SUNDAY)).toBeNull();
    expect(suggestedSchedule({ stage: 'postpartum', dueDate: DUE, birthDate: null }, SUNDAY)).toBeNull();
  });

  it('suggests nothing once everything is past', () => {
    expect(
      suggestedSchedule({ stage: 'pregnant', dueDate: SUNDAY, birthDate: null }, addDays(SUNDAY, 1)),
    ).toEqual([]);
  });
});

describe('pregnancyWeekOn', () => {
  it('is the pregnancy week on that date', () => {
    const p = { stage: 'pregnant' as const, dueDate: DUE, birthDate: null };
    expect(pregnancyWeekOn(SUNDAY, p)).toBe(20);
    expect(pregnancyWeekOn(SATURDAY, p)).toBe(20);
    expect(pregnancyWeekOn(addDays(SUNDAY, 7), p)).toBe(21);
    expect(pregnancyWeekOn(addDays(DUE, 30), p)).toBe(42);
  });

  it('is null without a due date or after the birth', () => {
    expect(pregnancyWeekOn(SUNDAY, null)).toBeNull();
    expect(pregnancyWeekOn(SUNDAY, { stage: 'pregnant', dueDate: null, birthDate: null })).toBeNull();
    const after = { stage: 'postpartum' as const, dueDate: DUE, birthDate: '2026-11-20' };
    expect(pregnancyWeekOn(SUNDAY, after)).toBeNull();
    expect(pregnancyWeekOn('2026-11-19', after)).toBe(currentWeekFromDueDate(DUE, '2026-11-19'));
  });
});

describe('weekOf (Sunday to Saturday unless her locale starts elsewhere)', () => {
  it('starts on the Sunday for a Sunday and for a Saturday', () => {
    expect(dayOfWeek(SUNDAY)).toBe(0);
    expect(dayOfWeek(SATURDAY)).toBe(6);
    expect(weekOf(SUNDAY)).toMatchObject({ start: SUNDAY, end: SATURDAY });
    expect(weekOf(SATURDAY)).toMatchObject({ start: SUNDAY, end: SATURDAY });
    expect(weekOf('2026-11-25').days).toHaveLength(7);
    expect(weekOf('2026-11-29').start).toBe('2026-11-29');
  });

  it('crosses months and years', () => {
    expect(weekOf('2027-01-01')).toMatchObject({ start: '2026-12-27', end: '2027-01-02' });
    expect(weekOf('2026-03-08')).toMatchObject({ start: '2026-03-08', end: '2026-03-14' });
  });

  it('starts on Monday where her locale does: a Sunday ends the week, a Monday starts it', () => {
    expect(weekOf('2026-11-29', 1)).toMatchObject({ start: '2026-11-23', end: '2026-11-29' });
    expect(weekOf('2026-11-30', 1)).toMatchObject({ start: '2026-11-30', end: '2026-12-06' });
    expect(weekOf('2027-01-01', 1)).toMatchObject({ start: '2026-12-28', end: '2027-01-03' });
    // Saturday-first (Egypt): a Friday ends the week.
    expect(weekOf('2026-11-27', 6)).toMatchObject({ start: '2026-11-21', end: '2026-11-27' });
  });
});

describe('upcoming, today and the week overview', () => {
  const e = (date: string, time: string | null, isCompleted = false) => ({ date, time, isCompleted });
  const events = [
    e('2026-11-21', '10:00', true),
    e(SUNDAY, '09:00'),
    e(SUNDAY, '14:00', true),
    e(SUNDAY, null),
    e('2026-11-24', '10:30'),
    e(SATURDAY, '23:00'),
    e('2026-11-29', '08:00'),
    e('2026-12-20', null),
    e('2026-12-01', '12:00'),
  ];

  it('lists the next 5 from now, ascending, all-day events counting for their whole day', () => {
    const next = upcomingEvents(events, { date: SUNDAY, time: '10:00' });
    // The 14:00 one is already marked completed: done, not coming up.
    expect(next).toEqual([
      e(SUNDAY, null),
      e('2026-11-24', '10:30'),
      e(SATURDAY, '23:00'),
      e('2026-11-29', '08:00'),
      e('2026-12-01', '12:00'),
    ]);
    expect(upcomingEvents(events, { date: '2026-12-02', time: '00:00' })).toEqual([e('2026-12-20', null)]);
    expect(upcomingEvents([], { date: SUNDAY, time: '00:00' })).toEqual([]);
  });

  it('lists today in time order', () => {
    expect(eventsOn(events, SUNDAY)).toEqual([e(SUNDAY, null), e(SUNDAY, '09:00'), e(SUNDAY, '14:00', true)]);
  });

  it('counts the same week on its Sunday and on its Saturday', () => {
    for (const today of [SUNDAY, SATURDAY]) {
      const w = weekOverview(events, today);
      expect(w.total).toBe(5);
      expect(w.completed).toBe(1);
      expect(w.events[0]).toEqual(e(SUNDAY, null));
      expect(w.events.at(-1)).toEqual(e(SATURDAY, '23:00'));
    }
    expect(weekOverview(events, '2026-11-21')).toMatchObject({ total: 1, completed: 1 });
  });
});

describe('reminder titles (the notification list and the appointment nudge)', () => {
  it('says when: tomorrow, in an hour, or today for an all-day event', () => {
    expect(reminderTitle('day_before', { title: 'Prenatal visit', time: '10:30' })).toBe(
      'Tomorrow: Prenatal visit',
    );
    expect(reminderTitle('hour_before', { title: 'Scan', time: '10:30' })).toBe('In an hour: Scan');
    expect(reminderTitle('hour_before', { title: 'Scan', time: null })).toBe('Today: Scan');
  });

  it('reads back the event and when; any other title is all event', () => {
    for (const kind of ['day_before', 'hour_before'] as const) {
      for (const time of ['09:00', null]) {
        const { event, lead } = parseReminderTitle(reminderTitle(kind, { title: 'Today: a title', time }));
        expect(event).toBe('Today: a title');
        expect(lead).not.toBeNull();
      }
    }
    expect(parseReminderTitle('Midwife: call back')).toEqual({ event: 'Midwife: call back', lead: null });
  });
});

describe('reminder times', () => {
  it('is the day before and an hour before in her zone', () => {
    const r = reminderTimes({ date: '2026-11-24', time: '10:30' }, 'America/Los_Angeles');
    expect(r.map((x) => [x.kind, x.at.toISOString()])).toEqual([
      ['day_before', '2026-11-23T18:30:00.000Z'],
      ['hour_before', '2026-11-24T17:30:00.000Z'],
    ]);
  });

  it('keeps the wall-clock time across a DST change (the day before is 23 or 25 hours)', () => {
    const spring = reminderTimes({ date: '2026-03-09', time: '10:00' }, 'America/Los_Angeles');
    expect(spring[0]?.at.toISOString()).toBe('2026-03-08T17:00:00.000Z');
    expect(spring[1]?.at.toISOString()).toBe('2026-03-09T16:00:00.000Z');
    // Auckland leaves daylight time on 5 April 2026: 10:00 on the 4th is +13, 10:00 on the 5th is +12.
    const autumn = reminderTimes({ date: '2026-04-05', time: '10:00' }, 'Pacific/Auckland');
    expect(autumn[0]?.at.toISOString()).toBe('2026-04-03T21:00:00.000Z');
    expect(autumn[1]?.at.toISOString()).toBe('2026-04-04T21:00:00.000Z');
  });

  it('an hour before a time just after the spring gap is a real hour', () => {
    const r = reminderTimes({ date: '2026-03-08', time: '03:30' }, 'America/Los_Angeles');
    expect(r[1]?.at.toISOString()).toBe('2026-03-08T09:30:00.000Z');
  });

  it('reminds all-day events the day before at 09:00 and on the morning at 08:00', () => {
    const r = reminderTimes({ date: '2026-11-24', time: null }, 'Pacific/Auckland');
    expect(r.map((x) => x.at.toISOString())).toEqual([
      '2026-11-22T20:00:00.000Z',
      '2026-11-23T19:00:00.000Z',
    ]);
  });

  it('is due between its time and the start of the event', () => {
    const ev = { date: '2026-11-24', time: '10:30' };
    const zone = 'America/Los_Angeles';
    expect(dueReminders(ev, zone, new Date('2026-11-23T18:00:00Z'))).toEqual([]);
    expect(dueReminders(ev, zone, new Date('2026-11-23T18:30:00Z')).map((r) => r.kind)).toEqual([
      'day_before',
    ]);
    expect(dueReminders(ev, zone, new Date('2026-11-24T17:45:00Z')).map((r) => r.kind)).toEqual([
      'hour_before',
    ]);
    expect(dueReminders(ev, zone, new Date('2026-11-24T18:30:00Z'))).toEqual([]);
    const allDay = { date: '2026-11-24', time: null };
    expect(dueReminders(allDay, zone, new Date('2026-11-24T15:59:00Z')).map((r) => r.kind)).toEqual([
      'day_before',
    ]);
    expect(dueReminders(allDay, zone, new Date('2026-11-25T07:59:00Z')).map((r) => r.kind)).toEqual([
      'hour_before',
    ]);
    expect(dueReminders(allDay, zone, new Date('2026-11-25T08:00:00Z'))).toEqual([]);
  });
});

describe('input checks', () => {
  it('accepts real dates and HH:mm times only', () => {
    expect(isValidDate('2028-02-29')).toBe(true);
    expect(isValidDate('2026-02-29')).toBe(false);
    expect(isValidDate('2026-13-01')).toBe(false);
    expect(isValidDate('26-1-1')).toBe(false);
    expect(isValidDate('2026-11-22T10:00:00Z')).toBe(false);
    expect(TIME_PATTERN.test('09:05')).toBe(true);
    expect(TIME_PATTERN.test('23:59')).toBe(true);
    expect(TIME_PATTERN.test('24:00')).toBe(false);
    expect(TIME_PATTERN.test('9:05')).toBe(false);
    expect(TIME_PATTERN.test('09:60')).toBe(false);
  });
});

describe('event dates', () => {
  it('takes a year back to two years ahead of her today, and nothing further', () => {
    expect(eventDateProblem(SUNDAY, SUNDAY)).toBeNull();
    expect(eventDateProblem(addDays(SUNDAY, -365), SUNDAY)).toBeNull();
    expect(eventDateProblem(addDays(SUNDAY, 730), SUNDAY)).toBeNull();
    expect(eventDateProblem(addDays(SUNDAY, -366), SUNDAY)).toBe(
      'Choose a date from a year ago to two years ahead',
    );
    expect(eventDateProblem(addDays(SUNDAY, 731), SUNDAY)).not.toBeNull();
    expect(eventDateProblem('0001-01-01', SUNDAY)).not.toBeNull();
    expect(eventDateProblem('9999-12-31', SUNDAY)).not.toBeNull();
  });
});

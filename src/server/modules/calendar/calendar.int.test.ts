import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CalendarEvent } from '../../../core/contracts/calendar.ts';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import { calendarEvents } from '../../db/schema/calendar.ts';
import { profiles } from '../../db/schema/profile.ts';
import { createTestApp, type Session, signUp, type TestApp } from '../../testing/test-app.ts';
import { addSuggestedSchedule } from './service.ts';

// One fixed instant for the whole file (midday UTC of the day it runs), so the server's "today" and the test's
// cannot fall on two sides of midnight; only Date is faked, timers and I/O run as usual.
vi.useFakeTimers({ toFake: ['Date'] });
vi.setSystemTime(new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`));

let t: TestApp;
let alice: Session;
let bob: Session;
const today = localDateIn('UTC');
const DUE = addDays(today, 140); // week 20 today

async function eventCount(userId: string): Promise<number> {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(calendarEvents)
    .where(eq(calendarEvents.userId, userId));
  return row?.n ?? 0;
}

async function giveProfile(s: Session, extra: Partial<typeof profiles.$inferInsert> = {}) {
  await t.app.db.insert(profiles).values({
    userId: s.user.id,
    firstName: s.user.displayName,
    stage: 'pregnant',
    dueDate: DUE,
    notifications: { symptoms: true, appointments: true, daily: true, emergency: true },
    moodBaseline: 'calm',
    timeZone: 'UTC',
    ...extra,
  });
}

const valid = {
  title: 'Anatomy scan',
  description: 'Bring the referral',
  eventType: 'ob_appointment',
  date: addDays(today, 7),
  time: '10:30',
  location: 'City Hospital',
  priority: 'high',
  reminderEnabled: true,
};

async function create(s: Session, payload: Record<string, unknown> = valid): Promise<CalendarEvent> {
  const res = await s.call({ method: 'POST', url: '/api/calendar/events', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ event: CalendarEvent }>().event;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app, 'Alice');
  bob = await signUp(t.app, 'Bob');
  await giveProfile(alice);
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

describe('POST /api/calendar/events', () => {
  it('adds her event with the pregnancy week set by the server', async () => {
    const event = await create(alice, { ...valid, userId: alice.user.id, pregnancyWeek: 3 });
    expect(event).toMatchObject({
      ...valid,
      userId: alice.user.id,
      pregnancyWeek: 21,
      isCompleted: false,
      isSuggested: false,
    });
    expect(event.completedAt).toBeNull();
  });

  it('uses the form defaults and makes a missing time all-day', async () => {
    const event = await create(alice, { title: '  Buy car seat  ', date: today });
    expect(event).toMatchObject({
      title: 'Buy car seat',
      eventType: 'manual',
      priority: 'medium',
      reminderEnabled: true,
      time: null,
      location: '',
      description: '',
      pregnancyWeek: 20,
    });
    expect((await create(alice, { title: 'x', date: today, time: '' })).time).toBeNull();
  });

  it("takes the spec's ISO timestamp for date, read on her own calendar day", async () => {
    const inWeek = addDays(today, 7);
    const utc = await create(alice, { ...valid, date: `${inWeek}T09:15:00.000Z` });
    expect(utc).toMatchObject({ date: inWeek, time: '10:30', pregnancyWeek: 21 });
    // Her local midnight in Berlin is 23:00 UTC the evening before: still the day she picked.
    const dana = await signUp(t.app, 'Dana');
    await giveProfile(dana, { timeZone: 'Europe/Berlin' });
    const midnight = await create(dana, { ...valid, date: `${addDays(inWeek, -1)}T23:00:00.000Z` });
    expect(midnight.date).toBe(inWeek);
    expect((await create(dana, { ...valid, date: `${inWeek}T08:00:00` })).date).toBe(inWeek);
  });

  it('has no pregnancy week before onboarding', async () => {
    const carol = await signUp(t.app, 'Carol');
    expect((await create(carol, { title: 'Visit', date: today })).pregnancyWeek).toBeNull();
  });

  const bad: [string, Record<string, unknown>][] = [
    ['title', { ...valid, title: undefined }],
    ['title', { ...valid, title: '   ' }],
    ['title', { ...valid, title: 'x'.repeat(121) }],
    ['title', { ...valid, title: 42 }],
    ['date', { ...valid, date: undefined }],
    ['date', { ...valid, date: '2026-02-30' }],
    ['date', { ...valid, date: 'next tuesday' }],
    ['date', { ...valid, date: '2026-02-30T10:00:00Z' }],
    ['date', { ...valid, date: '2026-03-01 10:00' }],
    ['time', { ...valid, time: '9:30' }],
    ['time', { ...valid, time: '24:00' }],
    ['eventType', { ...valid, eventType: 'party' }],
    ['priority', { ...valid, priority: 'urgent' }],
    ['location', { ...valid, location: 'x'.repeat(201) }],
    ['reminderEnabled', { ...valid, reminderEnabled: 'yes' }],
    ['colour', { ...valid, colour: 'pink' }],
  ];
  it.each(bad)('rejects a bad %s with a 400 naming it and writes nothing', async (field, payload) => {
    const before = await eventCount(alice.user.id);
    const res = await alice.call({ method: 'POST', url: '/api/calendar/events', payload });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields)).toContain(field);
    expect(await eventCount(alice.user.id)).toBe(before);
  });

  it.each([
    ['more than two years ahead', addDays(today, 731)],
    ['a mistyped far year', '9999-12-31'],
    ['more than a year ago', addDays(today, -366)],
    ['year one', '0001-01-01'],
  ])('rejects a date %s with a 400 naming date, writing nothing', async (_, date) => {
    const before = await eventCount(alice.user.id);
    const res = await alice.call({
      method: 'POST',
      url: '/api/calendar/events',
      payload: { ...valid, date },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields.date).toBe(
      'Choose a date from a year ago to two years ahead',
    );
    expect(await eventCount(alice.user.id)).toBe(before);
  });

  it('accepts the edges: a year ago and two years ahead', async () => {
    await create(alice, { ...valid, date: addDays(today, -365) });
    await create(alice, { ...valid, date: addDays(today, 730) });
  });

  it('accepts 120 characters of title and 200 of location', async () => {
    await create(alice, { ...valid, title: 'x'.repeat(120), location: 'y'.repeat(200) });
  });

  it("refuses another user's id (403) and no session (401), writing nothing", async () => {
    const before = await eventCount(bob.user.id);
    const res = await alice.call({
      method: 'POST',
      url: '/api/calendar/events',
      payload: { ...valid, userId: bob.user.id },
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/calendar/events', payload: valid })).statusCode,
    ).toBe(401);
    expect(await eventCount(bob.user.id)).toBe(before);
  });
});

describe('GET /api/calendar/events/{userId}', () => {
  it('lists her events in date and time order, filtered by from/to', async () => {
    const dana = await signUp(t.app, 'Dana');
    await create(dana, { title: 'later', date: addDays(today, 3), time: '09:00' });
    await create(dana, { title: 'all day', date: addDays(today, 1) });
    await create(dana, { title: 'morning', date: addDays(today, 1), time: '08:00' });
    const res = await dana.call({ method: 'GET', url: `/api/calendar/events/${dana.user.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<CalendarEvent[]>().map((e) => e.title)).toEqual(['all day', 'morning', 'later']);
    const ranged = await dana.call({
      method: 'GET',
      url: `/api/calendar/events/${dana.user.id}?from=${addDays(today, 2)}&to=${addDays(today, 5)}`,
    });
    expect(ranged.json<CalendarEvent[]>().map((e) => e.title)).toEqual(['later']);
  });

  it('rejects a bad range and other people', async () => {
    const url = `/api/calendar/events/${alice.user.id}`;
    const badFrom = await alice.call({ method: 'GET', url: `${url}?from=soon` });
    expect(badFrom.statusCode).toBe(400);
    expect(badFrom.json<{ fields: object }>().fields).toHaveProperty('from');
    const backwards = await alice.call({
      method: 'GET',
      url: `${url}?from=${addDays(today, 2)}&to=${today}`,
    });
    expect(backwards.statusCode).toBe(400);
    expect((await bob.call({ method: 'GET', url })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('PATCH complete, PATCH edit, DELETE', () => {
  it('completes one way, with only a JSON header, and twice is fine', async () => {
    const event = await create(alice);
    const call = () =>
      alice.call({
        method: 'PATCH',
        url: `/api/calendar/events/${event.id}/complete`,
        headers: { 'content-type': 'application/json' },
      });
    const first = await call();
    expect(first.statusCode, first.body).toBe(200);
    const done = first.json<{ event: CalendarEvent }>().event;
    expect(done.isCompleted).toBe(true);
    const second = await call();
    expect(second.statusCode).toBe(200);
    expect(second.json<{ event: CalendarEvent }>().event.completedAt).toBe(done.completedAt);
    const noHeader = await alice.call({ method: 'PATCH', url: `/api/calendar/events/${event.id}/complete` });
    expect(noHeader.statusCode).toBe(200);
  });

  it('edits fields, moving the pregnancy week with the date', async () => {
    const event = await create(alice);
    const res = await alice.call({
      method: 'PATCH',
      url: `/api/calendar/events/${event.id}`,
      payload: { title: 'Anatomy scan (moved)', date: addDays(today, 21), time: null, location: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ event: CalendarEvent }>().event).toMatchObject({
      title: 'Anatomy scan (moved)',
      date: addDays(today, 21),
      time: null,
      pregnancyWeek: 23,
      location: '',
    });
  });

  it.each([
    ['title', { title: ' ' }],
    ['date', { date: '2026-13-01' }],
    ['time', { time: '7pm' }],
    ['priority', { priority: 'asap' }],
    ['eventType', { eventType: 'x' }],
    ['location', { location: 'z'.repeat(201) }],
    ['isCompleted', { isCompleted: false }],
  ])('rejects a bad %s edit and changes nothing', async (field, payload) => {
    const event = await create(alice);
    const res = await alice.call({ method: 'PATCH', url: `/api/calendar/events/${event.id}`, payload });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields)).toContain(field);
    const [row] = await t.app.db.select().from(calendarEvents).where(eq(calendarEvents.id, event.id));
    expect(row?.updatedAt.toISOString()).toBe(event.updatedAt);
  });

  it('refuses an empty edit: there is nothing to change', async () => {
    const event = await create(alice);
    const res = await alice.call({ method: 'PATCH', url: `/api/calendar/events/${event.id}`, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/nothing to change/);
    const [row] = await t.app.db.select().from(calendarEvents).where(eq(calendarEvents.id, event.id));
    expect(row?.updatedAt.toISOString()).toBe(event.updatedAt);
  });

  it('refuses an edit to a date out of range, naming date, and changes nothing', async () => {
    const event = await create(alice);
    const res = await alice.call({
      method: 'PATCH',
      url: `/api/calendar/events/${event.id}`,
      payload: { date: addDays(today, 800), title: 'Moved far' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toHaveProperty('date');
    const [row] = await t.app.db.select().from(calendarEvents).where(eq(calendarEvents.id, event.id));
    expect(row).toMatchObject({ title: valid.title, date: valid.date, sequence: 0 });
  });

  it('raises the sequence with every change, for phones subscribed to the feed', async () => {
    const event = await create(alice);
    await alice.call({
      method: 'PATCH',
      url: `/api/calendar/events/${event.id}`,
      payload: { time: '11:00' },
    });
    await alice.call({
      method: 'PATCH',
      url: `/api/calendar/events/${event.id}`,
      payload: { title: 'Scan' },
    });
    await alice.call({ method: 'PATCH', url: `/api/calendar/events/${event.id}/complete` });
    const [row] = await t.app.db.select().from(calendarEvents).where(eq(calendarEvents.id, event.id));
    expect(row?.sequence).toBe(3);
  });

  it("refuses another user's event (403) and unknown ids (404)", async () => {
    const event = await create(alice);
    for (const [method, url] of [
      ['PATCH', `/api/calendar/events/${event.id}/complete`],
      ['PATCH', `/api/calendar/events/${event.id}`],
      ['PATCH', `/api/calendar/events/${event.id}/accept`],
      ['DELETE', `/api/calendar/events/${event.id}`],
    ] as const) {
      expect(
        (await bob.call({ method, url, payload: method === 'PATCH' ? { title: 'mine' } : undefined }))
          .statusCode,
      ).toBe(403);
    }
    const [row] = await t.app.db.select().from(calendarEvents).where(eq(calendarEvents.id, event.id));
    expect(row).toMatchObject({ title: valid.title, isCompleted: false });
    const unknown = await alice.call({
      method: 'DELETE',
      url: '/api/calendar/events/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes', async () => {
    const event = await create(alice);
    expect((await alice.call({ method: 'DELETE', url: `/api/calendar/events/${event.id}` })).statusCode).toBe(
      204,
    );
    expect((await alice.call({ method: 'DELETE', url: `/api/calendar/events/${event.id}` })).statusCode).toBe(
      404,
    );
  });
});

describe('suggested schedule', () => {
  it('needs a due date first', async () => {
    const erin = await signUp(t.app, 'Erin');
    const res = await erin.call({
      method: 'POST',
      url: '/api/calendar/suggestions',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Add your due date in your profile first');
    expect(await eventCount(erin.user.id)).toBe(0);
  });

  it('adds the ACOG visits and milestones from today once; asking again adds nothing', async () => {
    const fay = await signUp(t.app, 'Fay');
    await giveProfile(fay);
    const res = await fay.call({ method: 'POST', url: '/api/calendar/suggestions', payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ added: number; moved: number; events: CalendarEvent[] }>();
    expect(body.added).toBe(15);
    expect(body.moved).toBe(0);
    expect(body.events.every((e) => e.isSuggested && e.date >= today)).toBe(true);
    expect(body.events.filter((e) => e.eventType === 'ob_appointment')).toHaveLength(11);
    expect(body.events.find((e) => e.title === 'Due date')?.date).toBe(DUE);
    expect(body.events.find((e) => e.title === 'Prenatal visit (week 24)')?.pregnancyWeek).toBe(24);
    const again = await fay.call({ method: 'POST', url: '/api/calendar/suggestions' });
    expect(again.json<{ added: number }>().added).toBe(0);
    expect(await eventCount(fay.user.id)).toBe(15);
  });

  it('an edited suggestion is hers: no longer marked suggested, not moved, not added again', async () => {
    const gia = await signUp(t.app, 'Gia');
    await giveProfile(gia);
    const { added } = await addSuggestedSchedule(t.app.db, gia.user.id);
    const visit = added.find((e) => e.eventType === 'ob_appointment');
    if (!visit) throw new Error('no visit');
    const res = await gia.call({
      method: 'PATCH',
      url: `/api/calendar/events/${visit.id}`,
      payload: { date: addDays(visit.date, 2), time: '09:15' },
    });
    expect(res.json<{ event: CalendarEvent }>().event.isSuggested).toBe(false);
    const again = await addSuggestedSchedule(t.app.db, gia.user.id);
    expect(again).toMatchObject({ added: [], moved: 0, removed: 0 });
    const [row] = await t.app.db.select().from(calendarEvents).where(eq(calendarEvents.id, visit.id));
    expect(row).toMatchObject({ date: addDays(visit.date, 2), suggestionStatus: 'edited' });
    expect(row?.suggestionKey).toBe('ob-visit-week-20');
  });

  it('she accepts one suggestion, or all of them; accepting twice is fine', async () => {
    const jo = await signUp(t.app, 'Jo');
    await giveProfile(jo);
    const { added } = await addSuggestedSchedule(t.app.db, jo.user.id);
    expect(added.every((e) => e.isSuggested)).toBe(true);
    const [first] = added;
    if (!first) throw new Error('no suggestion');
    const url = `/api/calendar/events/${first.id}/accept`;
    const one = await jo.call({ method: 'PATCH', url, headers: { 'content-type': 'application/json' } });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json<{ event: CalendarEvent }>().event).toMatchObject({ id: first.id, isSuggested: false });
    expect((await jo.call({ method: 'PATCH', url })).statusCode).toBe(200);

    const all = await jo.call({ method: 'POST', url: '/api/calendar/suggestions/accept', payload: {} });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json<{ accepted: number }>().accepted).toBe(added.length - 1);
    const list = (await jo.call({ method: 'GET', url: `/api/calendar/events/${jo.user.id}` })).json<
      CalendarEvent[]
    >();
    expect(list.some((e) => e.isSuggested)).toBe(false);
    const rows = await t.app.db.select().from(calendarEvents).where(eq(calendarEvents.userId, jo.user.id));
    // Accepted, they keep their keys: refreshing never adds them again.
    expect(rows.every((r) => r.suggestionKey && r.suggestionStatus === 'accepted')).toBe(true);
    expect((await addSuggestedSchedule(t.app.db, jo.user.id)).added).toHaveLength(0);
    const none = await jo.call({ method: 'POST', url: '/api/calendar/suggestions/accept', payload: {} });
    expect(none.json<{ accepted: number }>().accepted).toBe(0);
  });

  it('accepting her own event is a 400 naming it; another user cannot accept all for her', async () => {
    const own = await create(alice);
    const res = await alice.call({ method: 'PATCH', url: `/api/calendar/events/${own.id}/accept` });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: object }>().fields).toHaveProperty('eventId');
    const forBob = await alice.call({
      method: 'POST',
      url: '/api/calendar/suggestions/accept',
      payload: { userId: bob.user.id },
    });
    expect(forBob.statusCode).toBe(403);
  });

  it('does not bring back a suggestion she deleted, and a manual event is unaffected', async () => {
    const ivy = await signUp(t.app, 'Ivy');
    await giveProfile(ivy);
    const { added } = await addSuggestedSchedule(t.app.db, ivy.user.id);
    const dueDate = added.find((e) => e.title === 'Due date');
    if (!dueDate) throw new Error('no due date event');
    const del = await ivy.call({ method: 'DELETE', url: `/api/calendar/events/${dueDate.id}` });
    expect(del.statusCode).toBe(204);
    expect((await addSuggestedSchedule(t.app.db, ivy.user.id)).added).toHaveLength(0);
    expect(await eventCount(ivy.user.id)).toBe(added.length - 1);
    const manual = await create(ivy);
    await ivy.call({ method: 'DELETE', url: `/api/calendar/events/${manual.id}` });
    expect(await eventCount(ivy.user.id)).toBe(added.length - 1);
  });

  it('after the birth suggests her 6-week check and the baby checks', async () => {
    const hana = await signUp(t.app, 'Hana');
    await giveProfile(hana, { stage: 'postpartum', birthDate: addDays(today, -2) });
    const { added } = await addSuggestedSchedule(t.app.db, hana.user.id);
    expect(added.map((e) => e.title)).toEqual([
      "Baby's newborn check (3-5 days)",
      "Baby's 1-month check-up",
      'Your 6-week postpartum check',
      "Baby's 2-month check-up",
    ]);
    expect(added.every((e) => e.pregnancyWeek === null)).toBe(true);
  });

  it('refuses a body naming another user', async () => {
    const res = await alice.call({
      method: 'POST',
      url: '/api/calendar/suggestions',
      payload: { userId: bob.user.id },
    });
    expect(res.statusCode).toBe(403);
    expect(await eventCount(bob.user.id)).toBe(0);
  });
});

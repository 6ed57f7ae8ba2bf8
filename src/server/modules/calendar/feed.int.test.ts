import { count, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, CalendarEvent } from '../../../core/contracts/calendar.ts';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import { localDateTimeIn } from '../../../core/domain/zoned-time.ts';
import { calendarEvents, calendarFeedTokens, notifications } from '../../db/schema/calendar.ts';
import { profiles } from '../../db/schema/profile.ts';
import { createTestApp, type Session, signUp, type TestApp } from '../../testing/test-app.ts';
import { listNotifications } from './notifications.ts';

let t: TestApp;
let alice: Session;
let bob: Session;
const today = localDateIn('UTC');

async function giveProfile(s: Session, extra: Partial<typeof profiles.$inferInsert> = {}) {
  await t.app.db.insert(profiles).values({
    userId: s.user.id,
    firstName: s.user.displayName,
    stage: 'pregnant',
    dueDate: addDays(today, 140),
    notifications: { symptoms: true, appointments: true, daily: true, emergency: true },
    moodBaseline: 'calm',
    timeZone: 'UTC',
    ...extra,
  });
}

async function create(s: Session, payload: Record<string, unknown>): Promise<CalendarEvent> {
  const res = await s.call({ method: 'POST', url: '/api/calendar/events', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ event: CalendarEvent }>().event;
}

/**
 * An event on a fixed date (a known DST night, a known weekday), written directly: the API only takes dates from
 * a year ago to two years ahead of the real today, and these tests must not expire.
 */
async function insert(s: Session, values: { title: string; date: string; time?: string; location?: string }) {
  const [row] = await t.app.db
    .insert(calendarEvents)
    .values({
      userId: s.user.id,
      eventType: 'manual',
      priority: 'medium',
      reminderEnabled: true,
      time: null,
      ...values,
    })
    .returning();
  if (!row) throw new Error('no row');
  return row;
}

function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  return cal.getAllSubcomponents('vevent');
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app, 'Alice');
  bob = await signUp(t.app, 'Bob');
  await giveProfile(alice);
  await create(alice, {
    title: 'OB visit, room 4',
    date: addDays(today, 3),
    time: '10:30',
    location: 'Clinic; east wing',
    reminderEnabled: true,
  });
  await create(alice, { title: 'Nursery day', date: addDays(today, 5), reminderEnabled: false });
});
afterAll(() => t.close());

describe('GET /api/calendar/{userId}.ics', () => {
  it('downloads her calendar as valid iCalendar with alarms for reminded events', async () => {
    const res = await alice.call({ method: 'GET', url: `/api/calendar/${alice.user.id}.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.ics"$/);
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const vevents = parse(res.body);
    expect(vevents).toHaveLength(2);
    const visit = new ICAL.Event(vevents[0]);
    expect(visit.summary).toBe('OB visit, room 4');
    expect(visit.location).toBe('Clinic; east wing');
    expect(visit.startDate.toString()).toBe(`${addDays(today, 3)}T10:30:00`);
    expect(vevents[0]?.getAllSubcomponents('valarm')).toHaveLength(2);
    const allDay = new ICAL.Event(vevents[1]);
    expect(allDay.startDate.isDate).toBe(true);
    expect(vevents[1]?.getAllSubcomponents('valarm')).toHaveLength(0);
  });

  it('tells her phone an event moved: a higher SEQUENCE and a new LAST-MODIFIED', async () => {
    const fay = await signUp(t.app, 'Fay');
    await giveProfile(fay);
    const ev = await create(fay, { title: 'Scan', date: addDays(today, 4), time: '10:30' });
    const feed = async () => {
      const res = await fay.call({ method: 'GET', url: `/api/calendar/${fay.user.id}.ics` });
      return parse(res.body)[0];
    };
    const before = await feed();
    expect(before?.getFirstPropertyValue('sequence')).toBe(0);
    const edited = await fay.call({
      method: 'PATCH',
      url: `/api/calendar/events/${ev.id}`,
      payload: { time: '11:30' },
    });
    const { updatedAt } = edited.json<{ event: CalendarEvent }>().event;
    const after = await feed();
    expect(after?.getFirstPropertyValue('sequence')).toBe(1);
    expect(String(after?.getFirstPropertyValue('last-modified'))).toBe(`${updatedAt.slice(0, 19)}Z`);
    // DTSTAMP is when the feed was made, not when the event last changed.
    const stamp = Date.parse(String(after?.getFirstPropertyValue('dtstamp')));
    expect(Math.abs(Date.now() - stamp)).toBeLessThan(60_000);
  });

  it('is hers only', async () => {
    expect((await bob.call({ method: 'GET', url: `/api/calendar/${alice.user.id}.ics` })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/calendar/${alice.user.id}.ics` })).statusCode,
    ).toBe(401);
  });
});

describe('subscription URL', () => {
  it('creates a secret URL the phone can read without a session, storing only a hash', async () => {
    const res = await alice.call({
      method: 'POST',
      url: `/api/calendar/subscription/${alice.user.id}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { url, webcalUrl } = res.json<{ url: string; webcalUrl: string }>();
    expect(webcalUrl.startsWith('webcal://')).toBe(true);
    const path = new URL(url).pathname;
    const token = path.split('/').at(-1)?.replace('.ics', '') ?? '';
    const [row] = await t.app.db
      .select()
      .from(calendarFeedTokens)
      .where(eq(calendarFeedTokens.userId, alice.user.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(parse(feed.body)).toHaveLength(2);
    const status = await alice.call({ method: 'GET', url: `/api/calendar/subscription/${alice.user.id}` });
    expect(status.json<{ active: boolean }>().active).toBe(true);

    // Rotating makes the old link stop working.
    const rotated = await alice.call({
      method: 'POST',
      url: `/api/calendar/subscription/${alice.user.id}`,
      payload: {},
    });
    const newPath = new URL(rotated.json<{ url: string }>().url).pathname;
    expect(newPath).not.toBe(path);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: newPath })).statusCode).toBe(200);

    // Revoking stops it altogether.
    expect(
      (await alice.call({ method: 'DELETE', url: `/api/calendar/subscription/${alice.user.id}` })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: newPath })).statusCode).toBe(404);
    const after = await alice.call({ method: 'GET', url: `/api/calendar/subscription/${alice.user.id}` });
    expect(after.json<{ active: boolean }>().active).toBe(false);
  });

  it('answers 404 for a made-up token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/feed/nope.ics' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/calendar/feed/${'a'.repeat(43)}.ics` })).statusCode,
    ).toBe(404);
  });

  it("cannot make or revoke someone else's link", async () => {
    for (const method of ['POST', 'DELETE', 'GET'] as const) {
      expect(
        (await bob.call({ method, url: `/api/calendar/subscription/${alice.user.id}` })).statusCode,
      ).toBe(403);
    }
  });
});

describe('in-app reminders', () => {
  it('gives the day-before and hour-before reminders once due, in her time zone', async () => {
    const kim = await signUp(t.app, 'Kim');
    await giveProfile(kim, { timeZone: 'Pacific/Auckland' });
    const ev = await insert(kim, {
      title: 'Glucose test',
      date: '2027-04-04',
      time: '10:00',
      location: 'Lab',
    });
    await t.app.db.insert(calendarEvents).values({
      userId: kim.user.id,
      title: 'No reminder',
      date: '2027-04-04',
      time: '11:00',
      eventType: 'manual',
      priority: 'medium',
      reminderEnabled: false,
    });
    // Auckland leaves daylight time at 03:00 on 4 April 2027: 10:00 on the 3rd is +13 (21:00 UTC on the 2nd),
    // 10:00 on the 4th is +12 (22:00 UTC on the 3rd), so the day-before reminder comes 25 hours early.
    expect(await listNotifications(t.app.db, kim.user.id, new Date('2027-04-02T20:59:00Z'))).toEqual([]);
    const dayBefore = await listNotifications(t.app.db, kim.user.id, new Date('2027-04-02T21:00:00Z'));
    expect(dayBefore.map((n) => [n.kind, n.title, n.eventId])).toEqual([
      ['appointment_day_before', 'Tomorrow: Glucose test', ev.id],
    ]);
    expect(dayBefore[0]?.body).toBe('Sunday, April 4 at 10:00, Lab');
    expect(await listNotifications(t.app.db, kim.user.id, new Date('2027-04-03T20:59:00Z'))).toHaveLength(1);
    const soon = await listNotifications(t.app.db, kim.user.id, new Date('2027-04-03T21:00:00Z'));
    expect(soon.map((n) => n.kind)).toEqual(['appointment_soon', 'appointment_day_before']);
    expect(soon[0]?.title).toBe('In an hour: Glucose test');
    // Asking again writes nothing twice.
    expect(await listNotifications(t.app.db, kim.user.id, new Date('2027-04-03T21:10:00Z'))).toHaveLength(2);
  });

  it('appears through the API and can be marked read, by her only', async () => {
    const lia = await signUp(t.app, 'Lia');
    await giveProfile(lia);
    const soon = localDateTimeIn('UTC', new Date(Date.now() + 30 * 60_000));
    await create(lia, { title: 'Midwife call', date: soon.date, time: soon.time });
    const res = await lia.call({ method: 'GET', url: `/api/notifications/${lia.user.id}` });
    expect(res.statusCode).toBe(200);
    const list = res.json<AppNotification[]>();
    // Added at short notice: the hour-before reminder supersedes the day-before one.
    expect(list.map((n) => n.kind)).toEqual(['appointment_soon']);
    const first = list[0];
    if (!first) throw new Error('no notification');
    expect((await bob.call({ method: 'PATCH', url: `/api/notifications/${first.id}/read` })).statusCode).toBe(
      403,
    );
    const read = await lia.call({
      method: 'PATCH',
      url: `/api/notifications/${first.id}/read`,
      headers: { 'content-type': 'application/json' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ notification: AppNotification }>().notification.readAt).not.toBeNull();
    expect((await bob.call({ method: 'GET', url: `/api/notifications/${lia.user.id}` })).statusCode).toBe(
      403,
    );
  });

  it('respects her appointments setting and completed events', async () => {
    const mia = await signUp(t.app, 'Mia');
    await giveProfile(mia, {
      notifications: { symptoms: true, appointments: false, daily: true, emergency: true },
    });
    const soon = localDateTimeIn('UTC', new Date(Date.now() + 30 * 60_000));
    await create(mia, { title: 'Scan', date: soon.date, time: soon.time });
    expect((await mia.call({ method: 'GET', url: `/api/notifications/${mia.user.id}` })).json()).toEqual([]);

    const noa = await signUp(t.app, 'Noa');
    await giveProfile(noa);
    const ev = await create(noa, { title: 'Scan', date: soon.date, time: soon.time });
    await noa.call({ method: 'PATCH', url: `/api/calendar/events/${ev.id}/complete` });
    expect((await noa.call({ method: 'GET', url: `/api/notifications/${noa.user.id}` })).json()).toEqual([]);
  });

  it('drops a reminder once its event has started, and an all-day one once its day is over', async () => {
    const pia = await signUp(t.app, 'Pia');
    await giveProfile(pia, { timeZone: 'Europe/London' });
    await insert(pia, { title: 'Scan', date: '2027-01-20', time: '10:30' });
    await insert(pia, { title: 'Nursery day', date: '2027-01-21' });
    const at = (iso: string) => listNotifications(t.app.db, pia.user.id, new Date(iso));
    expect((await at('2027-01-19T10:30:00Z')).map((n) => n.title)).toEqual(['Tomorrow: Scan']);
    expect((await at('2027-01-20T09:45:00Z')).map((n) => n.title)).toEqual([
      'In an hour: Scan',
      'Tomorrow: Nursery day',
      'Tomorrow: Scan',
    ]);
    // 10:30 in London in January is 10:30 UTC: the scan has begun, its reminders are no longer news.
    expect((await at('2027-01-20T10:30:00Z')).map((n) => n.title)).toEqual(['Tomorrow: Nursery day']);
    expect((await at('2027-01-20T20:00:00Z')).map((n) => n.title)).toEqual(['Tomorrow: Nursery day']);
    expect((await at('2027-01-21T23:59:00Z')).map((n) => n.title)).toEqual([
      'Today: Nursery day',
      'Tomorrow: Nursery day',
    ]);
    expect(await at('2027-01-22T00:00:00Z')).toEqual([]);
  });

  it('completing an event clears the reminders it already gave', async () => {
    const quinn = await signUp(t.app, 'Quinn');
    await giveProfile(quinn);
    const ev = await insert(quinn, { title: 'Scan', date: '2027-01-20', time: '10:30' });
    expect(await listNotifications(t.app.db, quinn.user.id, new Date('2027-01-19T10:30:00Z'))).toHaveLength(
      1,
    );
    expect(await listNotifications(t.app.db, quinn.user.id, new Date('2027-01-20T09:45:00Z'))).toHaveLength(
      2,
    );
    await quinn.call({ method: 'PATCH', url: `/api/calendar/events/${ev.id}/complete` });
    const [left] = await t.app.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.eventId, ev.id));
    expect(left?.n).toBe(0);
    expect(await listNotifications(t.app.db, quinn.user.id, new Date('2027-01-20T09:50:00Z'))).toEqual([]);
  });

  it('moving an event gives it fresh reminders', async () => {
    const ona = await signUp(t.app, 'Ona');
    await giveProfile(ona);
    const date = addDays(today, 10);
    const ev = await create(ona, { title: 'Scan', date, time: '09:00' });
    const dayBefore = new Date(`${addDays(date, -1)}T09:00:00Z`);
    expect(await listNotifications(t.app.db, ona.user.id, dayBefore)).toHaveLength(1);
    await ona.call({
      method: 'PATCH',
      url: `/api/calendar/events/${ev.id}`,
      payload: { date: addDays(today, 20) },
    });
    expect(await listNotifications(t.app.db, ona.user.id, dayBefore)).toEqual([]);
  });
});

/**
 * The server's own time zone must not matter: her 10:30 is 10:30 in her zone, whatever zone the server process
 * runs in. This file runs the real app in a process set to Auckland (far east of UTC, where a date read as local
 * midnight slips to the day before in UTC) while her profile is in New York.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../core/contracts/calendar.ts';
import type { TestApp, Session } from '../../testing/test-app.ts';

const previousTz = process.env.TZ;
// Before the app and its database driver are loaded (they are imported below, in beforeAll).
process.env.TZ = 'Pacific/Auckland';

let t: TestApp;
let kai: Session;

beforeAll(async () => {
  const { createTestApp, signUp } = await import('../../testing/test-app.ts');
  const { profiles } = await import('../../db/schema/profile.ts');
  t = await createTestApp();
  kai = await signUp(t.app, 'Kai');
  await t.app.db.insert(profiles).values({
    userId: kai.user.id,
    firstName: 'Kai',
    stage: 'pregnant',
    dueDate: '2027-03-01',
    notifications: { symptoms: true, appointments: true, daily: true, emergency: true },
    moodBaseline: 'calm',
    timeZone: 'America/New_York',
  });
});
afterAll(async () => {
  await t.close();
  if (previousTz === undefined) delete process.env.TZ;
  else process.env.TZ = previousTz;
});

describe('a server in another time zone', () => {
  it('runs in Auckland time for real', () => {
    // +13:00 in January (daylight time): getTimezoneOffset is minutes west of UTC.
    expect(new Date('2027-01-15T12:00:00Z').getTimezoneOffset()).toBe(-13 * 60);
  });

  it('keeps her 10:30 at 10:30 on the same date: stored, listed, in the feed, and reminding at 10:30 New York', async () => {
    const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const res = await kai.call({
      method: 'POST',
      url: '/api/calendar/events',
      payload: { title: 'Glucose test', date, time: '10:30' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ event: CalendarEvent }>().event).toMatchObject({ date, time: '10:30' });

    const list = (await kai.call({ method: 'GET', url: `/api/calendar/events/${kai.user.id}` })).json<
      CalendarEvent[]
    >();
    expect(list.map((e) => [e.date, e.time])).toEqual([[date, '10:30']]);

    const ics = await kai.call({ method: 'GET', url: `/api/calendar/${kai.user.id}.ics` });
    const [vevent] = new ICAL.Component(ICAL.parse(ics.body)).getAllSubcomponents('vevent');
    expect(new ICAL.Event(vevent).startDate.toString()).toBe(`${date}T10:30:00`);

    const { listNotifications } = await import('./notifications.ts');
    const { zonedTimeToInstant } = await import('../../../core/domain/zoned-time.ts');
    const start = zonedTimeToInstant(date, '10:30', 'America/New_York');
    // New York is 4 or 5 hours behind UTC: 10:30 there is 14:30 or 15:30 UTC, never Auckland's 10:30.
    expect([14, 15]).toContain(start.getUTCHours());
    const hourBefore = new Date(start.getTime() - 3_600_000);
    const titlesAt = async (at: Date) =>
      (await listNotifications(t.app.db, kai.user.id, at)).map((n) => n.title);
    expect(await titlesAt(new Date(hourBefore.getTime() - 60_000))).not.toContain('In an hour: Glucose test');
    expect(await titlesAt(hourBefore)).toContain('In an hour: Glucose test');
  });
});

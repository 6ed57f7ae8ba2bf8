import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CalendarEvent } from '../../../core/contracts/calendar.ts';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import { zonedTimeToInstant } from '../../../core/domain/zoned-time.ts';
import { calendarEvents } from '../../db/schema/calendar.ts';
import { createTestApp, onboard, type Session, signUp, type TestApp } from '../../testing/test-app.ts';
import { listNotifications } from './notifications.ts';

// One fixed instant (midday UTC of the day it runs): the server's today and the test's are the same day.
vi.useFakeTimers({ toFake: ['Date'] });
vi.setSystemTime(new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`));

let t: TestApp;
const today = localDateIn('UTC');
const DUE = addDays(today, 140); // week 20 today

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

/** A newcomer at week 20: onboarding gives her the suggested schedule. */
async function newcomer(name: string): Promise<Session> {
  const s = await signUp(t.app, name);
  await onboard(s, { dueDate: DUE });
  return s;
}

const events = async (s: Session) =>
  (await s.call({ method: 'GET', url: `/api/calendar/events/${s.user.id}` })).json<CalendarEvent[]>();
const byTitle = (list: CalendarEvent[], title: string) => {
  const e = list.find((x) => x.title === title);
  if (!e) throw new Error(`no event "${title}"`);
  return e;
};
const patchProfile = async (s: Session, payload: Record<string, unknown>) => {
  const res = await s.call({ method: 'PATCH', url: `/api/profile/${s.user.id}`, payload });
  expect(res.statusCode, res.body).toBe(200);
};

describe('suggestions and reminders', () => {
  it('a suggestion waiting for her gives no reminder; once accepted, it does', async () => {
    const ada = await newcomer('Ada');
    const visit = byTitle(await events(ada), 'Prenatal visit (week 24)');
    // 09:00 the day before an all-day visit is when its first reminder is due.
    const dayBefore = zonedTimeToInstant(addDays(visit.date, -1), '09:00', 'UTC');
    expect(await listNotifications(t.app.db, ada.user.id, dayBefore)).toEqual([]);
    await ada.call({ method: 'PATCH', url: `/api/calendar/events/${visit.id}/accept` });
    const after = await listNotifications(t.app.db, ada.user.id, dayBefore);
    expect(after.map((n) => n.title)).toEqual(['Tomorrow: Prenatal visit (week 24)']);
  });
});

describe('the schedule follows her profile', () => {
  it('a new due date moves waiting suggestions, keeps accepted visits and edits, and re-weeks her events', async () => {
    const bea = await newcomer('Bea');
    const before = await events(bea);
    const w24 = byTitle(before, 'Prenatal visit (week 24)');
    const w28 = byTitle(before, 'Prenatal visit (week 28)');
    const w30 = byTitle(before, 'Prenatal visit (week 30)');
    await bea.call({ method: 'PATCH', url: `/api/calendar/events/${w28.id}/accept` });
    await bea.call({
      method: 'PATCH',
      url: `/api/calendar/events/${w30.id}`,
      payload: { title: 'Growth scan with Dr Lee' },
    });
    const own = (
      await bea.call({
        method: 'POST',
        url: '/api/calendar/events',
        payload: { title: 'Antenatal class', date: addDays(today, 14) },
      })
    ).json<{ event: CalendarEvent }>().event;
    expect(own.pregnancyWeek).toBe(22);

    // A dating scan puts her due date a week later.
    await patchProfile(bea, { dueDate: addDays(DUE, 7) });
    const after = await events(bea);
    expect(byTitle(after, 'Prenatal visit (week 24)')).toMatchObject({
      id: w24.id,
      date: addDays(w24.date, 7),
      pregnancyWeek: 24,
      isSuggested: true,
    });
    expect(byTitle(after, 'Due date').date).toBe(addDays(DUE, 7));
    expect(byTitle(after, 'Prenatal visit (week 28)')).toMatchObject({ date: w28.date, pregnancyWeek: 27 });
    expect(byTitle(after, 'Growth scan with Dr Lee')).toMatchObject({ date: w30.date, pregnancyWeek: 29 });
    expect(byTitle(after, 'Antenatal class')).toMatchObject({ date: own.date, pregnancyWeek: 21 });
    // Nothing doubled.
    expect(new Set(after.map((e) => e.title)).size).toBe(after.length);
    const [moved] = await t.app.db.select().from(calendarEvents).where(eq(calendarEvents.id, w24.id));
    expect(moved?.sequence).toBe(1);
  });

  it('Refresh suggestions brings stale suggestions back in step', async () => {
    const cy = await newcomer('Cy');
    const w24 = byTitle(await events(cy), 'Prenatal visit (week 24)');
    // As if her due date had changed before the calendar followed it: the stored dates and weeks are stale.
    await t.app.db
      .update(calendarEvents)
      .set({ date: addDays(w24.date, -3), pregnancyWeek: 23 })
      .where(eq(calendarEvents.id, w24.id));
    const res = await cy.call({ method: 'POST', url: '/api/calendar/suggestions', payload: {} });
    expect(res.json<{ added: number; moved: number }>()).toMatchObject({ added: 0, moved: 1 });
    expect(byTitle(await events(cy), 'Prenatal visit (week 24)')).toMatchObject({
      date: w24.date,
      pregnancyWeek: 24,
    });
  });

  it('recording the birth clears pregnancy suggestions ahead and adds the after-birth checks', async () => {
    const dee = await newcomer('Dee');
    const before = await events(dee);
    const w24 = byTitle(before, 'Prenatal visit (week 24)');
    const w28 = byTitle(before, 'Prenatal visit (week 28)');
    await dee.call({ method: 'PATCH', url: `/api/calendar/events/${w24.id}/accept` });
    await dee.call({
      method: 'PATCH',
      url: `/api/calendar/events/${w28.id}`,
      payload: { title: 'Scan with Dr Lee', time: '10:30' },
    });
    const birthDate = addDays(today, -1);
    await patchProfile(dee, { stage: 'postpartum', birthDate });
    const after = await events(dee);
    const titles = after.map((e) => e.title);
    expect(titles.filter((x) => x.startsWith('Prenatal visit'))).toEqual([]);
    expect(titles).not.toContain('Due date');
    expect(titles).not.toContain('Full term (39+0)');
    // Edited, she may need to cancel it herself: it stays, with no pregnancy week after the birth.
    expect(byTitle(after, 'Scan with Dr Lee').pregnancyWeek).toBeNull();
    expect(byTitle(after, 'Your 6-week postpartum check')).toMatchObject({
      date: addDays(birthDate, 42),
      isSuggested: true,
      pregnancyWeek: null,
    });
    expect(titles).toEqual(
      expect.arrayContaining(["Baby's newborn check (3-5 days)", "Baby's 1-month check-up"]),
    );
    // No 'Tomorrow: Prenatal visit' with a newborn: the day before her week-24 visit would have been, nothing.
    const wouldHave = zonedTimeToInstant(addDays(w24.date, -1), '09:00', 'UTC');
    const titlesThen = (await listNotifications(t.app.db, dee.user.id, wouldHave)).map((n) => n.title);
    expect(titlesThen.filter((x) => x.includes('Prenatal visit'))).toEqual([]);
  });

  it('a profile edit that does not touch her dates leaves the calendar alone', async () => {
    const eve = await newcomer('Eve');
    const before = await events(eve);
    await patchProfile(eve, { firstName: 'Evie' });
    expect(await events(eve)).toEqual(before);
  });
});

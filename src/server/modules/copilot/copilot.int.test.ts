import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import { checkins } from '../../db/schema/checkins.ts';
import {
  createTestApp,
  onboard,
  type Session,
  signUp,
  signUpAdmin,
  type TestApp,
} from '../../testing/test-app.ts';

let t: TestApp;
let amara: Session;
let bea: Session;
beforeAll(async () => {
  t = await createTestApp();
  amara = await signUp(t.app, 'Amara');
  bea = await signUp(t.app, 'Bea');
  await onboard(amara, { dueInDays: 28 }); // 36 weeks
});
afterAll(() => t.close());

describe('co-pilot', () => {
  it('the system view (database, language model, architecture) is for admins only: 401, 403, then the figures', async () => {
    const url = '/api/admin/copilot/system';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await amara.call({ method: 'GET', url })).statusCode).toBe(403);
    const admin = await signUpAdmin(t.app);
    const res = await admin.call({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ databaseOk: true, provider: { kind: 'built-in', model: null } });
    expect(res.json().architecture.length).toBeGreaterThan(0);
  });

  it('analyze-intent: 401, 400 naming userInput, 403 for another userId, and the module', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/copilot/analyze-intent',
          payload: { userInput: 'hi' },
        })
      ).statusCode,
    ).toBe(401);
    const bad = await amara.call({
      method: 'POST',
      url: '/api/copilot/analyze-intent',
      payload: { userInput: '  ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toContain('userInput');
    expect(
      (
        await bea.call({
          method: 'POST',
          url: '/api/copilot/analyze-intent',
          payload: { userInput: 'hi', userId: amara.user.id },
        })
      ).statusCode,
    ).toBe(403);
    const res = await amara.call({
      method: 'POST',
      url: '/api/copilot/analyze-intent',
      payload: { userInput: 'book my scan appointment on the calendar' },
    });
    expect(res.json()).toMatchObject({ module: 'calendar' });
    const sos = await amara.call({
      method: 'POST',
      url: '/api/copilot/analyze-intent',
      payload: { userInput: 'i want to disappear' },
    });
    expect(sos.json()).toEqual({ module: 'emergency', confidence: 1 });
  });

  it.each(['state', 'recommendations', 'emotional-trend', 'calendar'])('%s: 401 and 403', async (what) => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/copilot/${what}/${amara.user.id}` })).statusCode,
    ).toBe(401);
    expect((await bea.call({ method: 'GET', url: `/api/copilot/${what}/${amara.user.id}` })).statusCode).toBe(
      403,
    );
  });

  it('state, recommendations and trend come from her real data', async () => {
    await amara.call({
      method: 'POST',
      url: '/api/zara/chat',
      payload: { userMessage: 'bleeding heavily with clots' },
    });
    const state = (await amara.call({ method: 'GET', url: `/api/copilot/state/${amara.user.id}` })).json();
    expect(state).toMatchObject({ stage: 'pregnant', week: 36 });
    // The machinery is not hers to read.
    expect(state).not.toHaveProperty('databaseOk');
    expect(state).not.toHaveProperty('architecture');
    expect(state.moduleUsage).toEqual(
      expect.arrayContaining([
        { module: 'chat', count: 1 },
        { module: 'emergency', count: 1 },
      ]),
    );
    const recs = (
      await amara.call({ method: 'GET', url: `/api/copilot/recommendations/${amara.user.id}` })
    ).json().recommendations as { id: string; priority: string }[];
    expect(recs.map((r) => r.id)).toEqual(['red-flags', 'checkin', 'birth-plan', 'hospital-bag']);
    expect(recs[0]?.priority).toBe('high');
    const trend = (
      await amara.call({ method: 'GET', url: `/api/copilot/emotional-trend/${amara.user.id}` })
    ).json();
    expect(trend).toMatchObject({ emotionalTrend: 'unknown', checkins: 0 });
    const cal = (await amara.call({ method: 'GET', url: `/api/copilot/calendar/${amara.user.id}` })).json();
    expect(Array.isArray(cal.events)).toBe(true);
  });

  it('routes birth plan and hospital bag to /birth-prep, counts only the events she made, and calls check-ins overdue only when they are', async () => {
    const recsOf = async () =>
      (await amara.call({ method: 'GET', url: `/api/copilot/recommendations/${amara.user.id}` })).json()
        .recommendations as { id: string; route: string | null; message: string }[];
    const recs = await recsOf();
    expect(recs.find((r) => r.id === 'birth-plan')?.route).toBe('/birth-prep');
    expect(recs.find((r) => r.id === 'hospital-bag')?.route).toBe('/birth-prep');
    expect(recs.some((r) => r.route === '/visit-toolkit')).toBe(false);

    const usage = async () =>
      (
        (await amara.call({ method: 'GET', url: `/api/copilot/state/${amara.user.id}` })).json()
          .moduleUsage as {
          module: string;
          count: number;
        }[]
      ).find((m) => m.module === 'calendar')?.count;
    // Onboarding seeded her suggested visit schedule; none of it is her own use of the calendar.
    const suggested = (
      await amara.call({ method: 'GET', url: `/api/calendar/events/${amara.user.id}` })
    ).json();
    expect((Array.isArray(suggested) ? suggested : suggested.events).length).toBeGreaterThan(0);
    expect(await usage()).toBe(0);
    const made = await amara.call({
      method: 'POST',
      url: '/api/calendar/events',
      payload: {
        title: 'Antenatal class',
        eventType: 'manual',
        date: addDays(localDateIn('UTC'), 3),
        priority: 'medium',
        reminderEnabled: true,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(await usage()).toBe(1);

    // What is coming up is what she booked: her own event, and a suggestion only once she accepts it.
    const upcoming = async () =>
      (
        (await amara.call({ method: 'GET', url: `/api/copilot/calendar/${amara.user.id}` })).json()
          .events as {
          id: string;
        }[]
      ).map((e) => e.id);
    const waitingOne = (suggested as { id: string; isSuggested: boolean; date: string }[])
      .filter((e) => e.isSuggested && e.date >= localDateIn('UTC'))
      .sort((a, b) => (a.date < b.date ? -1 : 1))[0];
    if (!waitingOne) throw new Error('onboarding seeded no suggestion ahead');
    expect(await upcoming()).toEqual([made.json().event.id]);
    const accepted = await amara.call({
      method: 'PATCH',
      url: `/api/calendar/events/${waitingOne.id}/accept`,
      payload: {},
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await upcoming()).toContain(waitingOne.id);
    expect(await usage()).toBe(2);

    // A check-in three days ago and none since: overdue, and it says so.
    await t.app.db.insert(checkins).values({
      userId: amara.user.id,
      mood: 'calm',
      intensity: 5,
      window: 'morning',
      localDate: addDays(localDateIn('UTC'), -3),
    });
    const overdue = (await recsOf()).find((r) => r.id === 'checkin-overdue');
    expect(overdue?.message).toBe('Your last check-in was 3 days ago. How are you feeling today?');
  });
});

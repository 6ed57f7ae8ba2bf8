import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import { checkins, dailyTasks } from '../../db/schema/checkins.ts';
import { createTestApp, onboard, type Session, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function onboarded(timeZone = 'UTC'): Promise<Session> {
  const s = await signUp(t.app);
  await onboard(s, { firstName: 'Amara', timeZone });
  return s;
}
const count = async (id: string) =>
  (await t.app.db.select().from(checkins).where(eq(checkins.userId, id))).length;

describe('POST /api/checkins', () => {
  it('401 without a session, 403 for another userId', async () => {
    const a = await onboarded();
    const b = await onboarded();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/checkins',
          payload: { mood: 'happy', window: 'morning' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await b.call({
          method: 'POST',
          url: '/api/checkins',
          payload: { userId: a.user.id, mood: 'happy', window: 'morning' },
        })
      ).statusCode,
    ).toBe(403);
    expect(await count(a.user.id)).toBe(0);
  });
  it.each([
    ['mood', { mood: 'grumpy', window: 'morning' }],
    ['mood', { window: 'morning' }],
    ['intensity', { mood: 'happy', window: 'morning', intensity: 0 }],
    ['intensity', { mood: 'happy', window: 'morning', intensity: 11 }],
    ['intensity', { mood: 'happy', window: 'morning', intensity: 2.5 }],
    ['window', { mood: 'happy', window: 'night' }],
    ['note', { mood: 'happy', window: 'morning', note: 'x'.repeat(1001) }],
    ['checkedInAt', { mood: 'happy', window: 'morning', checkedInAt: 'yesterday' }],
    [
      'checkedInAt',
      { mood: 'happy', window: 'morning', checkedInAt: new Date(Date.now() + 3_600_000).toISOString() },
    ],
    [
      'checkedInAt',
      { mood: 'happy', window: 'morning', checkedInAt: new Date(Date.now() - 8 * 86_400_000).toISOString() },
    ],
  ])('400 naming %s, nothing written', async (field, payload) => {
    const s = await onboarded();
    const res = await s.call({ method: 'POST', url: '/api/checkins', payload });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields)).toContain(field);
    expect(await count(s.user.id)).toBe(0);
  });
  it('201 with the check-in, intensity 5 by default, on her local day', async () => {
    const s = await onboarded('Pacific/Auckland');
    const res = await s.call({
      method: 'POST',
      url: '/api/checkins',
      payload: { mood: 'grateful', window: 'evening' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      checkin: {
        mood: 'grateful',
        intensity: 5,
        window: 'evening',
        note: null,
        localDate: localDateIn('Pacific/Auckland'),
      },
    });
  });
});

describe('a check-in kept offline and sent later', () => {
  it('counts for her local day when she made it (checkedInAt), not the day it arrived', async () => {
    const s = await onboarded('Asia/Tokyo');
    const madeAt = new Date(Date.now() - 2 * 86_400_000);
    const res = await s.call({
      method: 'POST',
      url: '/api/checkins',
      payload: { mood: 'tired', window: 'evening', checkedInAt: madeAt.toISOString() },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ checkin: { localDate: localDateIn('Asia/Tokyo', madeAt) } });
  });
});

describe('GET /api/checkins/:userId', () => {
  it('lists hers within from/to; 401, 403, 400 on a bad date', async () => {
    const s = await onboarded('America/Los_Angeles');
    await s.call({
      method: 'POST',
      url: '/api/checkins',
      payload: { mood: 'happy', window: 'morning', intensity: 8 },
    });
    const day = localDateIn('America/Los_Angeles');
    const list = await s.call({ method: 'GET', url: `/api/checkins/${s.user.id}?from=${day}&to=${day}` });
    expect(list.json()).toEqual([expect.objectContaining({ mood: 'happy', intensity: 8, localDate: day })]);
    const none = await s.call({ method: 'GET', url: `/api/checkins/${s.user.id}?from=${addDays(day, 1)}` });
    expect(none.json()).toEqual([]);
    const bad = await s.call({ method: 'GET', url: `/api/checkins/${s.user.id}?from=yesterday` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { from: expect.any(String) } });
    const other = await signUp(t.app);
    expect((await other.call({ method: 'GET', url: `/api/checkins/${s.user.id}` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/checkins/${s.user.id}` })).statusCode).toBe(401);
  });
});

describe('daily tasks', () => {
  it('ticks and unticks per local day', async () => {
    const s = await onboarded();
    const get = () => s.call({ method: 'GET', url: `/api/daily-tasks/${s.user.id}` });
    expect((await get()).json()).toEqual({ localDate: localDateIn('UTC'), done: [] });
    const put = (taskKey: string, done: boolean) =>
      s.call({ method: 'PUT', url: '/api/daily-tasks', payload: { taskKey, done } });
    expect((await put('rec-1', true)).json()).toMatchObject({ done: ['rec-1'] });
    expect((await put('rec-1', true)).json()).toMatchObject({ done: ['rec-1'] });
    expect((await put('rec-0', true)).json()).toMatchObject({ done: ['rec-0', 'rec-1'] });
    expect((await put('rec-1', false)).json()).toMatchObject({ done: ['rec-0'] });
    expect((await get()).json()).toMatchObject({ done: ['rec-0'] });
  });
  it('401, 403 and 400 naming the field with nothing written', async () => {
    const s = await onboarded();
    const other = await signUp(t.app);
    expect((await other.call({ method: 'GET', url: `/api/daily-tasks/${s.user.id}` })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/daily-tasks', payload: { taskKey: 'a', done: true } }))
        .statusCode,
    ).toBe(401);
    for (const [field, payload] of [
      ['taskKey', { taskKey: ' ', done: true }],
      ['done', { taskKey: 'a', done: 'yes' }],
    ] as const) {
      const res = await s.call({ method: 'PUT', url: '/api/daily-tasks', payload });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields)).toContain(field);
    }
    expect(await t.app.db.select().from(dailyTasks).where(eq(dailyTasks.userId, s.user.id))).toEqual([]);
  });
});

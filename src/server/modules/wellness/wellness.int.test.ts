import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import { healthFlags, screenings } from '../../db/schema/health.ts';
import { checkins } from '../../db/schema/profile.ts';
import { createTestApp, type Session, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let amara: Session;
let bea: Session;
beforeAll(async () => {
  t = await createTestApp();
  amara = await signUp(t.app, 'Amara');
  bea = await signUp(t.app, 'Bea');
});
afterAll(() => t.close());

const counts = async () => ({
  screenings: (await t.app.db.select().from(screenings)).length,
  flags: (await t.app.db.select().from(healthFlags)).length,
});
const submit = (s: Session, payload: object) => s.call({ method: 'POST', url: '/api/screenings', payload });

describe('POST /api/screenings', () => {
  it('401 and 403 for another userId, nothing written', async () => {
    const before = await counts();
    const body = { instrument: 'gad7', answers: [0, 0, 0, 0, 0, 0, 0] };
    expect((await t.app.inject({ method: 'POST', url: '/api/screenings', payload: body })).statusCode).toBe(
      401,
    );
    expect((await submit(bea, { ...body, userId: amara.user.id })).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['instrument', { instrument: 'epds', answers: [0] }],
    ['answers', { instrument: 'phq9', answers: [0, 0] }],
    ['answers', { instrument: 'gad7', answers: [0, 0, 0, 0, 0, 0, 4] }],
    ['answers', { instrument: 'gad7', answers: 'none' }],
    ['answers', { instrument: 'gad7' }],
    ['score', { instrument: 'gad7', answers: [0, 0, 0, 0, 0, 0, 0], score: 0 }],
  ])('400 naming %s, nothing written', async (field, payload) => {
    const before = await counts();
    const res = await submit(amara, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(await counts()).toEqual(before);
  });

  it('scores and stores a GAD-7 without a flag', async () => {
    const before = await counts();
    const res = await submit(amara, { instrument: 'gad7', answers: [2, 2, 2, 2, 1, 1, 0] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      screening: { total: 10, band: 'moderate', crisis: false },
      flagId: null,
    });
    expect(await counts()).toEqual({ screenings: before.screenings + 1, flags: before.flags });
  });

  it('PHQ-9 item 9 above 0 is a crisis with a red flag, whatever the total', async () => {
    const res = await submit(amara, { instrument: 'phq9', answers: [0, 0, 0, 0, 0, 0, 0, 0, 1] });
    expect(res.statusCode).toBe(201);
    const { screening, flagId } = res.json();
    expect(screening).toMatchObject({ total: 1, band: 'minimal', crisis: true });
    const [flag] = await t.app.db.select().from(healthFlags).where(eq(healthFlags.id, flagId));
    expect(flag).toMatchObject({
      flagType: 'red',
      source: 'screening',
      sourceId: screening.id,
      priority: 'high',
    });
  });
});

describe('GET /api/screenings/:userId', () => {
  it('401, 403, her results newest first', async () => {
    const url = `/api/screenings/${amara.user.id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await bea.call({ method: 'GET', url })).statusCode).toBe(403);
    const list = (await amara.call({ method: 'GET', url })).json<{ instrument: string }[]>();
    expect(list.map((s) => s.instrument)).toEqual(['phq9', 'gad7']);
  });
});

describe('GET /api/wellness/:userId/moods', () => {
  it('401, 403, weekly counts and the emotional trend from check-ins', async () => {
    const url = `/api/wellness/${amara.user.id}/moods`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await bea.call({ method: 'GET', url })).statusCode).toBe(403);
    const empty = (await amara.call({ method: 'GET', url })).json();
    expect(empty).toEqual({ checkins: [], weeks: [], trend: 'not_enough' });
    const today = localDateIn('UTC');
    await t.app.db.insert(checkins).values([
      {
        userId: amara.user.id,
        mood: 'anxious',
        intensity: 6,
        window: 'morning',
        localDate: addDays(today, -8),
      },
      { userId: amara.user.id, mood: 'happy', intensity: 7, window: 'evening', localDate: today },
      { userId: bea.user.id, mood: 'sad', intensity: 7, window: 'evening', localDate: today },
    ]);
    const res = (await amara.call({ method: 'GET', url })).json();
    expect(res.trend).toBe('brighter');
    expect(res.checkins.map((c: { mood: string }) => c.mood)).toEqual(['happy', 'anxious']);
    expect(
      res.weeks.reduce((n: number, w: { brighter: number; harder: number }) => n + w.brighter + w.harder, 0),
    ).toBe(2);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import { healthFlags, screenings } from '../../db/schema/health.ts';
import { checkins } from '../../db/schema/checkins.ts';
import { createTestApp, type Session, signUp, signUpAdmin, type TestApp } from '../../testing/test-app.ts';

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
    ['checkId', { instrument: 'gad7', answers: [0, 0, 0, 0, 0, 0, 0], checkId: 'check-1' }],
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

const crisis = (s: Session, payload: object) =>
  s.call({ method: 'POST', url: '/api/screenings/crisis', payload });
const phq9 = (item9: number) => [1, 1, 0, 1, 0, 0, 0, 0, item9];

describe('POST /api/screenings/crisis (PHQ-9 question 9 above 0, before the check is finished)', () => {
  it('401 without a session, 403 for another userId, nothing written', async () => {
    const before = await counts();
    const body = { checkId: randomUUID(), answer: 1 };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/screenings/crisis', payload: body })).statusCode,
    ).toBe(401);
    expect((await crisis(bea, { ...body, userId: amara.user.id })).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['checkId', { answer: 1 }],
    ['checkId', { checkId: 'not-a-uuid', answer: 1 }],
    ['answer', { checkId: randomUUID() }],
    ['answer', { checkId: randomUUID(), answer: 0 }],
    ['answer', { checkId: randomUUID(), answer: 4 }],
    ['answer', { checkId: randomUUID(), answer: 1.5 }],
    ['total', { checkId: randomUUID(), answer: 1, total: 3 }],
  ])('400 naming %s, nothing written', async (field, payload) => {
    const before = await counts();
    const res = await crisis(bea, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(await counts()).toEqual(before);
  });

  it('raises one red flag for review at once, idempotent per check, and the result reuses it', async () => {
    const checkId = randomUUID();
    const before = await counts();
    const first = await crisis(bea, { checkId, answer: 2 });
    expect(first.statusCode).toBe(201);
    const { flagId } = first.json<{ flagId: string }>();
    const [flag] = await t.app.db.select().from(healthFlags).where(eq(healthFlags.id, flagId));
    expect(flag).toMatchObject({
      userId: bea.user.id,
      flagType: 'red',
      source: 'screening',
      sourceId: checkId,
      priority: 'high',
      reviewed: false,
    });
    expect(flag?.symptomDescription).toContain('More than half the days');
    // Before she finishes, the flag is already in her alerts and in the review queue.
    const mine = (await bea.call({ method: 'GET', url: '/api/admin/flags' })).json<{ id: string }[]>();
    expect(mine.map((f) => f.id)).toContain(flagId);

    // A second tap, a changed answer and a retry of the same check do not raise another flag.
    const again = await Promise.all([
      crisis(bea, { checkId, answer: 3 }),
      crisis(bea, { checkId, answer: 1 }),
    ]);
    expect(again.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(again.map((r) => r.json().flagId)).toEqual([flagId, flagId]);
    expect(await counts()).toEqual({ screenings: before.screenings, flags: before.flags + 1 });

    const done = await submit(bea, { instrument: 'phq9', answers: phq9(2), checkId });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({ screening: { id: checkId, crisis: true, total: 5 }, flagId });
    expect(await counts()).toEqual({ screenings: before.screenings + 1, flags: before.flags + 1 });
    const [updated] = await t.app.db.select().from(healthFlags).where(eq(healthFlags.id, flagId));
    expect(updated?.symptomDescription).toBe(
      'PHQ-9 self-check, total 5 of 27 (mild); question 9 answered "More than half the days"',
    );

    // The check is finished: it cannot be saved twice, and a late crisis signal returns its flag.
    const twice = await submit(bea, { instrument: 'phq9', answers: phq9(2), checkId });
    expect(twice.statusCode).toBe(409);
    expect(Object.keys(twice.json().fields)).toContain('checkId');
    expect((await crisis(bea, { checkId, answer: 2 })).json().flagId).toBe(flagId);
    expect(await counts()).toEqual({ screenings: before.screenings + 1, flags: before.flags + 1 });
  });

  it('keeps the flag, and says so, when she moves question 9 back to 0 before finishing', async () => {
    const checkId = randomUUID();
    const { flagId } = (await crisis(bea, { checkId, answer: 1 })).json<{ flagId: string }>();
    const done = await submit(bea, { instrument: 'phq9', answers: phq9(0), checkId });
    expect(done.json()).toMatchObject({ screening: { crisis: false }, flagId });
    const [flag] = await t.app.db.select().from(healthFlags).where(eq(healthFlags.id, flagId));
    expect(flag).toMatchObject({ flagType: 'red' });
    expect(flag?.symptomDescription).toMatch(/changed to "Not at all" before she finished/);
  });

  it("a check id already used by someone else's saved check is a 409, nothing written", async () => {
    const cleo = await signUp(t.app, 'Cleo');
    const taken = (
      await submit(cleo, { instrument: 'gad7', answers: [0, 0, 0, 0, 0, 0, 0], checkId: randomUUID() })
    ).json().screening.id as string;
    const before = await counts();
    const res = await crisis(bea, { checkId: taken, answer: 1 });
    expect(res.statusCode).toBe(409);
    expect(Object.keys(res.json().fields)).toContain('checkId');
    expect(await counts()).toEqual(before);
  });

  it('an admin opening an unfinished check sees that only question 9 was sent', async () => {
    const admin = await signUpAdmin(t.app);
    const { flagId } = (await crisis(bea, { checkId: randomUUID(), answer: 1 })).json<{ flagId: string }>();
    const res = await admin.call({ method: 'GET', url: `/api/admin/flags/${flagId}/source` });
    expect(res.json().record).toMatchObject({
      kind: 'none',
      note: expect.stringContaining('has not finished the self-check'),
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

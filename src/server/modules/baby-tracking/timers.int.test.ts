import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { babyLogs, babyTimers } from '../../db/schema/baby-tracking.ts';
import { logBaby, type Mother, newMother } from '../../testing/post-birth.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let nia: Mother;
let other: Mother;
beforeAll(async () => {
  t = await createTestApp();
  nia = await newMother(t.app, { name: 'Nia Mum' });
  other = await newMother(t.app, { name: 'Ola Mum' });
});
afterAll(() => t.close());

const start = (m: Mother, payload: object) => m.s.call({ method: 'POST', url: '/api/baby-timers', payload });
const act = (m: Mother, id: string, action: string) =>
  m.s.call({ method: 'PATCH', url: `/api/baby-timers/${id}`, payload: { action } });
const stop = (m: Mother, id: string, payload?: object) =>
  m.s.call({ method: 'POST', url: `/api/baby-timers/${id}/stop`, ...(payload ? { payload } : {}) });
const state = async () => ({
  timers: (await t.app.db.select().from(babyTimers)).map((r) => JSON.stringify(r)).sort(),
  logs: (await t.app.db.select().from(babyLogs)).length,
});
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const plus = (iso: string, m: number) => new Date(Date.parse(iso) + m * 60_000).toISOString();

describe('a breastfeed timer', () => {
  it('starts (backdated), switches, pauses, resumes and stops into one log with both sides', async () => {
    const started = await start(nia, { kind: 'feeding', side: 'left', startedAt: minutesAgo(20) });
    expect(started.statusCode, started.body).toBe(201);
    const { timer } = started.json();
    expect(timer).toMatchObject({ kind: 'feeding', side: 'left', status: 'running', babyId: nia.babyId });
    expect(timer.elapsedSeconds).toBeGreaterThanOrEqual(20 * 60);

    const switched = (await act(nia, timer.id, 'switch')).json().timer;
    expect(switched).toMatchObject({ side: 'right', status: 'running' });
    expect(switched.leftSeconds).toBeGreaterThanOrEqual(20 * 60);
    const paused = await act(nia, timer.id, 'pause');
    expect(paused.json().timer).toMatchObject({ status: 'paused', runningSince: null });
    expect((await act(nia, timer.id, 'pause')).json().timer.status).toBe('paused');
    expect((await act(nia, timer.id, 'resume')).json().timer).toMatchObject({
      status: 'running',
      side: 'right',
    });
    // Ten minutes on each side: the clock moved on (the stretches as the server would have kept them).
    await t.app.db
      .update(babyTimers)
      .set({
        segments: [
          { side: 'left', start: timer.startedAt, end: plus(timer.startedAt, 10) },
          { side: 'right', start: plus(timer.startedAt, 10), end: null },
        ],
      })
      .where(eq(babyTimers.id, timer.id));

    // It survives a reload and shows on another device: the server keeps it.
    const listed = (await nia.s.call({ method: 'GET', url: `/api/baby-timers/${nia.s.user.id}` })).json();
    expect(listed.map((x: { id: string }) => x.id)).toEqual([timer.id]);

    const stopped = await stop(nia, timer.id, { feedingAmount: 30, notes: 'Top-up after' });
    expect(stopped.statusCode, stopped.body).toBe(201);
    expect(stopped.json().log).toMatchObject({
      logType: 'feeding',
      feedingType: 'both',
      feedingSide: 'both',
      feedingAmount: 30,
      feedingDuration: 20,
      lastSide: 'right',
      fromTimer: true,
      notes: 'Top-up after',
      startedAt: new Date(timer.startedAt).toISOString(),
    });
    expect(stopped.json().log.leftSeconds).toBe(600);
    expect(stopped.json().log.rightSeconds).toBeGreaterThanOrEqual(600);
    expect((await nia.s.call({ method: 'GET', url: `/api/baby-timers/${nia.s.user.id}` })).json()).toEqual(
      [],
    );
    // The next feed starts on the other side from where this one ended.
    const next = await start(nia, { kind: 'feeding' });
    expect(next.json().timer.side).toBe('left');
    expect(
      (await nia.s.call({ method: 'DELETE', url: `/api/baby-timers/${next.json().timer.id as string}` }))
        .statusCode,
    ).toBe(204);
  });

  it('a second start of the same kind is 409 naming the running one; a sleep runs beside it', async () => {
    const first = (await start(nia, { kind: 'feeding', side: 'right' })).json().timer;
    const before = await state();
    const again = await start(nia, { kind: 'feeding', side: 'left' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'timer_running',
      conflict: { resource: 'baby-timer', id: first.id },
    });
    expect(again.json().message).toMatch(
      /^A feeding timer is already running for this baby \(since \d\d:\d\d\)/,
    );
    expect(await state()).toEqual(before);
    const sleep = await start(nia, { kind: 'sleep' });
    expect(sleep.statusCode).toBe(201);
    expect(sleep.json().timer.side).toBeNull();
    for (const id of [first.id, sleep.json().timer.id])
      expect(
        (await nia.s.call({ method: 'DELETE', url: `/api/baby-timers/${id as string}` })).statusCode,
      ).toBe(204);
  });

  it('stopping with a log that would not be valid keeps it running and says why', async () => {
    const timer = (await start(nia, { kind: 'feeding', side: 'left', startedAt: minutesAgo(30) })).json()
      .timer;
    const before = await state();
    for (const [field, payload] of [
      ['feedingAmount', { feedingAmount: 600 }],
      ['endedAt', { endedAt: minutesAgo(40) }],
      ['endedAt', { endedAt: new Date(Date.now() + 10 * 60_000).toISOString() }],
      ['sleepQuality', { sleepQuality: 3 }],
    ] as const) {
      const res = await stop(nia, timer.id, payload);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    expect(await state()).toEqual(before);
    // A timer stopped within half a minute of its start has no minutes to log.
    const quick = (await start(nia, { kind: 'sleep' })).json().timer;
    const tooShort = await stop(nia, quick.id);
    expect(tooShort.statusCode).toBe(400);
    const stopped = await stop(nia, timer.id, { endedAt: minutesAgo(5), confirmOverlap: true });
    expect(stopped.statusCode, stopped.body).toBe(201);
    expect(stopped.json().log).toMatchObject({
      feedingType: 'breast',
      feedingSide: 'left',
      feedingDuration: 25,
    });
    await nia.s.call({ method: 'DELETE', url: `/api/baby-timers/${quick.id as string}` });
  });

  it('warns of an overlap on stop, and saves when she confirms', async () => {
    const timer = (await start(nia, { kind: 'sleep', startedAt: minutesAgo(120) })).json().timer;
    expect(timer).toBeDefined();
    expect(
      (
        await logBaby(nia.s, {
          logType: 'sleep',
          sleepStart: minutesAgo(100),
          sleepDuration: 30,
          confirmOverlap: true,
        })
      ).statusCode,
    ).toBe(201);
    const warned = await stop(nia, timer.id, { sleepQuality: 5 });
    expect(warned.statusCode).toBe(409);
    expect(warned.json().code).toBe('overlap');
    const saved = await stop(nia, timer.id, { sleepQuality: 5, confirmOverlap: true });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().log).toMatchObject({ logType: 'sleep', sleepQuality: 5, sleepDuration: 120 });
    // Already stopped (by her partner's phone): 404.
    expect((await stop(nia, timer.id)).statusCode).toBe(404);
  });

  it('400 for a bad kind, a side on a sleep, a start in the future or over 24 hours ago, a bad action', async () => {
    const before = await state();
    for (const [field, payload] of [
      ['kind', { kind: 'nap' }],
      ['side', { kind: 'sleep', side: 'left' }],
      ['side', { kind: 'feeding', side: 'both' }],
      ['startedAt', { kind: 'sleep', startedAt: new Date(Date.now() + 10 * 60_000).toISOString() }],
      ['startedAt', { kind: 'sleep', startedAt: minutesAgo(24 * 60 + 5) }],
    ] as const) {
      const res = await start(nia, payload);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    const sleep = (await start(nia, { kind: 'sleep' })).json().timer;
    const after = await state();
    for (const action of ['pause', 'switch']) {
      const res = await act(nia, sleep.id, action);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('action');
    }
    expect((await act(nia, sleep.id, 'jump')).statusCode).toBe(400);
    expect(await state()).toEqual(after);
    expect(before.logs).toBe(after.logs);
    await nia.s.call({ method: 'DELETE', url: `/api/baby-timers/${sleep.id as string}` });
  });

  it('another mother’s timer is 403, her own id only', async () => {
    const timer = (await start(nia, { kind: 'sleep' })).json().timer;
    const before = await state();
    expect((await act(other, timer.id, 'pause')).statusCode).toBe(403);
    expect((await stop(other, timer.id)).statusCode).toBe(403);
    expect(
      (await other.s.call({ method: 'DELETE', url: `/api/baby-timers/${timer.id as string}` })).statusCode,
    ).toBe(403);
    expect((await other.s.call({ method: 'GET', url: `/api/baby-timers/${nia.s.user.id}` })).statusCode).toBe(
      403,
    );
    expect((await start(other, { kind: 'sleep', babyId: nia.babyId })).statusCode).toBe(404);
    expect(await state()).toEqual(before);
  });
});

describe('a timer used with no signal (issue 17: her phone queues each press and sends them in order later)', () => {
  const keyed = (m: Mother, method: 'POST' | 'PATCH', url: string, key: string, payload: object) =>
    m.s.call({ method, url, payload, headers: { 'idempotency-key': key } });
  // A mother of her own: the other tests' feeds of the last half hour would overlap hers.
  let ada: Mother;
  beforeAll(async () => {
    ada = await newMother(t.app, { name: 'Ada Mum' });
  });

  it('started, switched and stopped offline, sent later and twice: one feed with the times she pressed', async () => {
    const id = randomUUID();
    const startedAt = minutesAgo(30);
    const [k1, k2, k3] = [randomUUID(), randomUUID(), randomUUID()];
    const startBody = { id, babyId: ada.babyId, kind: 'feeding', side: 'left', startedAt };
    const started = await keyed(ada, 'POST', '/api/baby-timers', k1, startBody);
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().timer).toMatchObject({ id, side: 'left', startedAt });
    const switchBody = { action: 'switch', at: plus(startedAt, 10) };
    const switched = await keyed(ada, 'PATCH', `/api/baby-timers/${id}`, k2, switchBody);
    expect(switched.json().timer).toMatchObject({ side: 'right', leftSeconds: 600 });
    const stopBody = { endedAt: plus(startedAt, 25) };
    const stopped = await keyed(ada, 'POST', `/api/baby-timers/${id}/stop`, k3, stopBody);
    expect(stopped.statusCode, stopped.body).toBe(201);
    const after = await state();

    // The queue sends everything again (the replies were lost): the first answers, nothing new written.
    for (const [method, url, key, body, first] of [
      ['POST', '/api/baby-timers', k1, startBody, started],
      ['PATCH', `/api/baby-timers/${id}`, k2, switchBody, switched],
      ['POST', `/api/baby-timers/${id}/stop`, k3, stopBody, stopped],
    ] as const) {
      const again = await keyed(ada, method, url, key, body);
      expect(again.statusCode, url).toBe(first.statusCode);
      expect(again.body, url).toBe(first.body);
    }
    expect(await state()).toEqual(after);
    const logs = await t.app.db.select().from(babyLogs).where(eq(babyLogs.id, stopped.json().log.id));
    expect(logs).toHaveLength(1);
    expect(stopped.json().log).toMatchObject({
      logType: 'feeding',
      feedingSide: 'both',
      feedingDuration: 25,
      leftSeconds: 600,
      rightSeconds: 900,
      lastSide: 'right',
      startedAt,
      endedAt: plus(startedAt, 25),
      fromTimer: true,
    });
    // Another request under a used key is refused, writing nothing.
    const reused = await keyed(ada, 'POST', '/api/baby-timers', k1, { ...startBody, side: 'right' });
    expect(reused.statusCode).toBe(422);
    expect(await state()).toEqual(after);
  });

  it('an id already used is a 409 naming it, for her and for another mother; an action in the future is 400', async () => {
    const id = randomUUID();
    const timer = (await start(ada, { id, kind: 'sleep' })).json().timer;
    expect(timer.id).toBe(id);
    const before = await state();
    for (const m of [ada, other]) {
      const again = await start(m, { id, kind: 'feeding' });
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json().fields).toHaveProperty('id');
    }
    const bad = await start(ada, { id: 'not-a-uuid', kind: 'feeding' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
    const feed = (await start(ada, { kind: 'feeding', side: 'left' })).json().timer;
    const mid = await state();
    const future = await ada.s.call({
      method: 'PATCH',
      url: `/api/baby-timers/${feed.id as string}`,
      payload: { action: 'pause', at: new Date(Date.now() + 10 * 60_000).toISOString() },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toHaveProperty('at');
    expect(await state()).toEqual(mid);
    expect(before.logs).toBe(mid.logs);
    for (const x of [id, feed.id as string])
      await ada.s.call({ method: 'DELETE', url: `/api/baby-timers/${x}` });
  });
});

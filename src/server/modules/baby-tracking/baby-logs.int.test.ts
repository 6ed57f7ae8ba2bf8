import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { babyLogs } from '../../db/schema/baby-tracking.ts';
import { healthFlags } from '../../db/schema/health.ts';
import { logBaby, type Mother, newMother } from '../../testing/post-birth.ts';
import { createTestApp, onboard, type Session, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let nia: Mother;
let other: Mother;
let pregnant: Session;
beforeAll(async () => {
  t = await createTestApp();
  nia = await newMother(t.app, { name: 'Nia Mum' });
  other = await newMother(t.app, { name: 'Ola Mum' });
  pregnant = await signUp(t.app, 'Pia Mum');
  await onboard(pregnant);
});
afterAll(() => t.close());

const rows = async () =>
  (await t.app.db.select().from(babyLogs)).map((r) => `${r.id}:${r.updatedAt.toISOString()}`).sort();
const day = (m: Mother, date: string, babyId?: string) =>
  m.s.call({
    method: 'GET',
    url: `/api/baby-tracking/${m.s.user.id}?date=${date}${babyId ? `&babyId=${babyId}` : ''}`,
  });

describe('POST /api/baby-tracking', () => {
  it('401 without a session and 403 for another userId, nothing written', async () => {
    const before = await rows();
    const body = { logType: 'diaper', diaperType: 'wet' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/baby-tracking', payload: body })).statusCode,
    ).toBe(401);
    expect((await logBaby(other.s, { ...body, userId: nia.s.user.id })).statusCode).toBe(403);
    expect(await rows()).toEqual(before);
  });

  it('takes the spec’s payload (userId, logDate, no baby) for her first baby', async () => {
    const res = await logBaby(nia.s, {
      userId: nia.s.user.id,
      logDate: nia.at(1, '09:30'),
      logType: 'feeding',
      feedingType: 'bottle',
      feedingAmount: 90,
      feedingDuration: null,
      feedingSide: null,
      notes: 'Took it well',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().log).toMatchObject({
      babyId: nia.babyId,
      logType: 'feeding',
      feedingType: 'bottle',
      feedingAmount: 90,
      feedingSide: null,
      startedAt: new Date(nia.at(1, '09:30')).toISOString(),
      notes: 'Took it well',
      fromTimer: false,
    });
    expect(res.json().signs).toEqual([]);
  });

  it('keeps a feed at 23:50 on its own day, as a real instant in her zone', async () => {
    const res = await logBaby(nia.s, {
      logType: 'feeding',
      feedingType: 'breast',
      feedingDuration: 20,
      feedingSide: 'left',
      startedAt: nia.at(2, '23:50'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { log } = res.json();
    expect(log.logDate).toBe(nia.at(2, '12:00').slice(0, 10));
    expect(log.endedAt).toBe(new Date(nia.at(1, '00:10')).toISOString());
  });

  it.each([
    ['logType', { logType: 'bath' }],
    ['feedingType', { logType: 'feeding' }],
    ['feedingType', { logType: 'feeding', feedingType: 'cup', feedingAmount: 50 }],
    ['feedingDuration', { logType: 'feeding', feedingType: 'breast', feedingSide: 'left' }],
    ['feedingSide', { logType: 'feeding', feedingType: 'breast', feedingDuration: 10 }],
    ['feedingSide', { logType: 'feeding', feedingType: 'bottle', feedingAmount: 60, feedingSide: 'left' }],
    ['feedingAmount', { logType: 'feeding', feedingType: 'bottle' }],
    ['feedingAmount', { logType: 'feeding', feedingType: 'bottle', feedingAmount: 0 }],
    ['feedingAmount', { logType: 'feeding', feedingType: 'bottle', feedingAmount: 500.5 }],
    [
      'feedingDuration',
      { logType: 'feeding', feedingType: 'breast', feedingSide: 'left', feedingDuration: 1441 },
    ],
    ['diaperType', { logType: 'diaper', diaperType: 'damp' }],
    ['stoolColor', { logType: 'diaper', diaperType: 'wet', stoolColor: 'yellow' }],
    ['stoolColor', { logType: 'diaper', diaperType: 'dirty', stoolColor: 'purple' }],
    [
      'sleepQuality',
      { logType: 'sleep', sleepStart: '2020-01-01T10:00:00Z', sleepDuration: 30, sleepQuality: 6 },
    ],
    ['sleepEnd', { logType: 'sleep', sleepStart: '2020-01-01T10:00:00Z' }],
    ['babyId', { logType: 'diaper', diaperType: 'wet', babyId: 42 }],
    ['colour', { logType: 'diaper', diaperType: 'wet', colour: 'green' }],
  ])('400 naming %s, nothing written', async (field, body) => {
    const before = await rows();
    const res = await logBaby(nia.s, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(await rows()).toEqual(before);
  });

  it('400 for a time in the future, more than 24 hours, an end before its start, or before the birth', async () => {
    const before = await rows();
    const future = new Date(Date.now() + 5 * 60_000).toISOString();
    const cases: [string, object][] = [
      ['startedAt', { logType: 'diaper', diaperType: 'wet', startedAt: future }],
      ['sleepStart', { logType: 'sleep', sleepStart: future, sleepDuration: 30 }],
      ['sleepEnd', { logType: 'sleep', sleepStart: nia.at(3, '09:00'), sleepEnd: nia.at(2, '09:01') }],
      ['sleepEnd', { logType: 'sleep', sleepStart: nia.at(2, '09:00'), sleepEnd: nia.at(3, '10:00') }],
      ['startedAt', { logType: 'diaper', diaperType: 'wet', startedAt: nia.at(6, '12:00') }],
      ['startedAt', { logType: 'diaper', diaperType: 'wet', logDate: nia.at(3, '12:00').slice(0, 10) }],
    ];
    for (const [field, body] of cases) {
      const res = await logBaby(nia.s, body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().fields), res.body).toContain(field);
    }
    expect(await rows()).toEqual(before);
  });

  it('clamps a clock up to two minutes ahead to now', async () => {
    const res = await logBaby(nia.s, {
      logType: 'diaper',
      diaperType: 'wet',
      startedAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(res.statusCode).toBe(201);
    expect(Date.parse(res.json().log.startedAt)).toBeLessThanOrEqual(Date.now());
    await nia.s.call({ method: 'DELETE', url: `/api/baby-tracking/entries/${res.json().log.id as string}` });
  });

  it('409 for a pregnant mother (no baby yet) and 404 for a baby that is not hers', async () => {
    const none = await logBaby(pregnant, { logType: 'diaper', diaperType: 'wet' });
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('no_baby');
    const notHers = await logBaby(nia.s, { logType: 'diaper', diaperType: 'wet', babyId: other.babyId });
    expect(notHers.statusCode).toBe(404);
  });
});

describe('overlaps', () => {
  it('warns with 409 naming the other entry, and saves when she confirms', async () => {
    const first = await logBaby(nia.s, {
      logType: 'sleep',
      sleepStart: nia.at(3, '13:00'),
      sleepEnd: nia.at(3, '14:30'),
    });
    expect(first.statusCode, first.body).toBe(201);
    const before = await rows();
    const nap = { logType: 'sleep', sleepStart: nia.at(3, '14:00'), sleepEnd: nia.at(3, '15:00') };
    const warned = await logBaby(nia.s, nap);
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toMatchObject({
      code: 'overlap',
      message: 'This overlaps the sleep from 13:00 to 14:30. Save it anyway, or change the time.',
      conflict: { resource: 'baby-log', id: first.json().log.id, summary: 'the sleep from 13:00 to 14:30' },
    });
    expect(await rows()).toEqual(before);
    expect((await logBaby(nia.s, { ...nap, confirmOverlap: true })).statusCode).toBe(201);
  });

  it('does not warn for a nappy, or a feed against a sleep', async () => {
    expect(
      (await logBaby(nia.s, { logType: 'diaper', diaperType: 'wet', startedAt: nia.at(3, '13:30') }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await logBaby(nia.s, {
          logType: 'feeding',
          feedingType: 'bottle',
          feedingAmount: 30,
          startedAt: nia.at(3, '13:40'),
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('GET /api/baby-tracking/:userId?date=', () => {
  it('counts a sleep from 22:00 to 03:00 in both days, to one decimal', async () => {
    const res = await logBaby(nia.s, {
      logType: 'sleep',
      sleepStart: nia.at(4, '22:00'),
      sleepEnd: nia.at(4, '03:00'),
      sleepQuality: 4,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().log).toMatchObject({
      endsNextDay: true,
      sleepDuration: 300,
      sleepEnd: new Date(nia.at(3, '03:00')).toISOString(),
    });
    const first = (await day(nia, nia.at(4, '12:00').slice(0, 10))).json();
    const second = (await day(nia, nia.at(3, '12:00').slice(0, 10))).json();
    expect(first.summary).toMatchObject({ sleepMinutes: 120, sleepHours: 2 });
    // The second day also had the 13:00-14:30 nap and its overlapping hour (14:00-15:00): 3 + 1.5 + 1 hours.
    expect(second.summary).toMatchObject({ sleepMinutes: 330, sleepHours: 5.5 });
    const carried = second.logs.find((l: { id: string }) => l.id === res.json().log.id);
    expect(carried).toMatchObject({ startedDayBefore: true, minutesInDay: 180 });
  });

  it('lists the day newest first, counts a top-up with its feed as one, 401 and 403', async () => {
    const date = nia.at(2, '12:00').slice(0, 10);
    for (const body of [
      {
        logType: 'feeding',
        feedingType: 'breast',
        feedingDuration: 12,
        feedingSide: 'left',
        startedAt: nia.at(2, '08:00'),
      },
      {
        logType: 'feeding',
        feedingType: 'breast',
        feedingDuration: 10,
        feedingSide: 'right',
        startedAt: nia.at(2, '08:13'),
      },
      { logType: 'feeding', feedingType: 'bottle', feedingAmount: 30, startedAt: nia.at(2, '08:25') },
      { logType: 'diaper', diaperType: 'both', stoolColor: 'yellow', startedAt: nia.at(2, '09:00') },
    ])
      expect((await logBaby(nia.s, body)).statusCode).toBe(201);
    const res = await day(nia, date);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.baby.id).toBe(nia.babyId);
    expect(body.summary).toMatchObject({
      feeds: 2,
      bottleMl: 30,
      breastMinutes: 42,
      nappies: 1,
      wet: 1,
      dirty: 1,
    });
    const starts = body.logs.map((l: { startedAt: string }) => l.startedAt);
    expect([...starts].sort().reverse()).toEqual(starts);
    const session = body.logs.filter(
      (l: { sessionId: string | null }) => l.sessionId && l.sessionId === body.logs.at(-2)?.sessionId,
    );
    expect(session.length).toBeGreaterThanOrEqual(3);
    const url = `/api/baby-tracking/${nia.s.user.id}?date=${date}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await other.s.call({ method: 'GET', url })).statusCode).toBe(403);
    expect((await day(nia, date, other.babyId)).statusCode).toBe(404);
    expect((await day(nia, 'yesterday')).statusCode).toBe(400);
  });
});

describe('a pale stool', () => {
  it('shows the catalogue sign and raises one health flag for review', async () => {
    const res = await logBaby(nia.s, {
      logType: 'diaper',
      diaperType: 'dirty',
      stoolColor: 'pale',
      diaperNotes: 'Chalky',
    });
    expect(res.statusCode).toBe(201);
    const [sign] = res.json().signs;
    expect(sign).toMatchObject({
      signId: 'newborn-jaundice',
      level: 'sign',
      reason: 'A pale, chalky stool was logged',
    });
    const flags = await nia.s.call({ method: 'GET', url: '/api/admin/flags' });
    expect(flags.json().find((f: { id: string }) => f.id === sign.flagId)).toMatchObject({
      source: 'baby_log',
      sourceId: res.json().log.id,
      flagType: 'red',
    });
    const edited = await nia.s.call({
      method: 'PATCH',
      url: `/api/baby-tracking/entries/${res.json().log.id as string}`,
      payload: { diaperNotes: 'Very pale' },
    });
    expect(edited.json().signs[0].flagId).toBe(sign.flagId);
    const mine = (await t.app.db.select().from(healthFlags)).filter((f) => f.sourceId === res.json().log.id);
    expect(mine).toHaveLength(1);
  });
});

describe('PATCH and DELETE /api/baby-tracking/entries/:logId', () => {
  it('corrects an entry checked whole, 400 with nothing written, 403 and 404, then deletes it', async () => {
    const made = await logBaby(nia.s, {
      logType: 'feeding',
      feedingType: 'bottle',
      feedingAmount: 60,
      startedAt: nia.at(1, '15:00'),
    });
    const url = `/api/baby-tracking/entries/${made.json().log.id as string}`;
    const fixed = await nia.s.call({
      method: 'PATCH',
      url,
      payload: { feedingAmount: 90, notes: 'Typed 60 by mistake' },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().log).toMatchObject({
      feedingAmount: 90,
      notes: 'Typed 60 by mistake',
      startedAt: new Date(nia.at(1, '15:00')).toISOString(),
    });
    const before = await rows();
    for (const [field, payload] of [
      ['feedingSide', { feedingSide: 'left' }],
      ['feedingAmount', { feedingAmount: null }],
      ['diaperType', { diaperType: 'wet' }],
      ['startedAt', { startedAt: new Date(Date.now() + 600_000).toISOString() }],
      ['logType', { logType: 'sleep' }],
      ['notes', {}],
    ] as const) {
      const res = await nia.s.call({ method: 'PATCH', url, payload });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    expect((await other.s.call({ method: 'PATCH', url, payload: { notes: 'x' } })).statusCode).toBe(403);
    expect((await other.s.call({ method: 'DELETE', url })).statusCode).toBe(403);
    expect(await rows()).toEqual(before);
    expect((await nia.s.call({ method: 'DELETE', url })).statusCode).toBe(204);
    expect((await nia.s.call({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('moves a sleep to end the next day by its local date', async () => {
    const made = await logBaby(nia.s, {
      logType: 'sleep',
      sleepStart: nia.at(2, '20:00'),
      sleepDuration: 60,
    });
    const url = `/api/baby-tracking/entries/${made.json().log.id as string}`;
    // Two days back: ending the next day at 01:30 must still be in the past when the tests run just after midnight.
    const res = await nia.s.call({
      method: 'PATCH',
      url,
      payload: { sleepStart: nia.at(2, '23:00'), sleepEnd: nia.at(2, '01:30') },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().log).toMatchObject({ sleepDuration: 150, endsNextDay: true });
  });
});

describe('GET /api/baby-tracking/:userId/recent', () => {
  it('her last 10, newest first; 403 for another mother', async () => {
    const res = await nia.s.call({ method: 'GET', url: `/api/baby-tracking/${nia.s.user.id}/recent` });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ startedAt: string; userId: string }[]>();
    expect(list).toHaveLength(10);
    expect(list.every((l) => l.userId === nia.s.user.id)).toBe(true);
    expect([...list].sort((a, b) => b.startedAt.localeCompare(a.startedAt))).toEqual(list);
    expect(
      (await other.s.call({ method: 'GET', url: `/api/baby-tracking/${nia.s.user.id}/recent` })).statusCode,
    ).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthFlags } from '../../db/schema/health.ts';
import { logBaby, type Mother, newMother } from '../../testing/post-birth.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const status = async (m: Mother) => {
  const res = await m.s.call({ method: 'GET', url: `/api/baby-tracking/${m.s.user.id}/status` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const log = async (m: Mother, body: object) => {
  const res = await logBaby(m.s, { confirmOverlap: true, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().log;
};
const flagsOf = async (m: Mother) =>
  (await t.app.db.select().from(healthFlags)).filter((f) => f.userId === m.s.user.id);

/** A day of a 5-day-old: `feeds` bottles, `wet` and `dirty` nappies over the last 24 hours, from 30 hours ago. */
async function fullDay(m: Mother, feeds: number, wet: number, dirty: number) {
  await log(m, { logType: 'diaper', diaperType: 'wet', startedAt: hoursAgo(30) });
  for (let i = 0; i < feeds; i++)
    await log(m, {
      logType: 'feeding',
      feedingType: 'bottle',
      feedingAmount: 60,
      startedAt: hoursAgo(23 - i * 2.75),
    });
  for (let i = 0; i < wet; i++)
    await log(m, { logType: 'diaper', diaperType: 'wet', startedAt: hoursAgo(20 - i * 3.5) });
  for (let i = 0; i < dirty; i++)
    await log(m, {
      logType: 'diaper',
      diaperType: 'dirty',
      stoolColor: 'yellow',
      startedAt: hoursAgo(10 - i * 4),
    });
}

describe('GET /api/baby-tracking/:userId/status', () => {
  it('for a newcomer: last feed start to start, next side, not judged until a day is logged; 401 and 403', async () => {
    const m = await newMother(t.app, { name: 'Newcomer Mum' });
    const other = await newMother(t.app, { name: 'Other Mum' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/baby-tracking/${m.s.user.id}/status` })).statusCode,
    ).toBe(401);
    expect(
      (await other.s.call({ method: 'GET', url: `/api/baby-tracking/${m.s.user.id}/status` })).statusCode,
    ).toBe(403);
    const empty = await status(m);
    expect(empty.babies).toHaveLength(1);
    expect(empty.babies[0]).toMatchObject({ lastFeed: null, nextSide: null, signs: [] });
    expect(empty.babies[0].dayOfLife).toMatchObject({
      day: 6,
      judged: false,
      notJudgedBecause: 'not-enough-logs',
    });

    const left = await log(m, {
      logType: 'feeding',
      feedingType: 'breast',
      feedingSide: 'left',
      feedingDuration: 15,
      startedAt: hoursAgo(2),
    });
    await log(m, {
      logType: 'feeding',
      feedingType: 'breast',
      feedingSide: 'right',
      feedingDuration: 10,
      startedAt: hoursAgo(1.7),
    });
    const now = await status(m);
    const [baby] = now.babies;
    expect(baby.lastFeed).toMatchObject({ logId: left.id, feedingType: 'breast', startedAt: left.startedAt });
    expect(baby.lastFeed.minutesSinceStart).toBeGreaterThanOrEqual(119);
    expect(baby.nextSide).toEqual({ side: 'left', reason: 'The last breastfeed ended on the right' });
    expect(now.timers).toEqual([]);
  });

  it('judges a fully logged day against the day-of-life targets', async () => {
    const good = await newMother(t.app, { name: 'Good Mum' });
    await fullDay(good, 8, 5, 2);
    expect((await status(good)).babies[0].dayOfLife).toMatchObject({
      judged: true,
      feeds: { count: 8, min: 8, max: 12 },
      wet: { count: 5, min: 5 },
      dirty: { count: 2, min: 2 },
      below: [],
    });
    const low = await newMother(t.app, { name: 'Low Mum' });
    await fullDay(low, 7, 4, 1);
    const dol = (await status(low)).babies[0].dayOfLife;
    expect(dol.below).toEqual(['feeds', 'wet', 'dirty']);
    expect(dol.hoursSinceWet).toBeGreaterThanOrEqual(9.5);
  });

  it('no wet nappy for 8 hours is a warning without a flag; at 12 hours a sign, raised once', async () => {
    const m = await newMother(t.app, { name: 'Dry Mum' });
    const wet = await log(m, { logType: 'diaper', diaperType: 'wet', startedAt: hoursAgo(9) });
    await log(m, { logType: 'feeding', feedingType: 'bottle', feedingAmount: 60, startedAt: hoursAgo(1) });
    expect((await status(m)).babies[0].signs).toEqual([
      expect.objectContaining({
        signId: 'newborn-no-wet-nappy',
        level: 'warning',
        reason: 'No wet nappy logged for 9 hours',
        flagId: null,
      }),
    ]);
    expect(await flagsOf(m)).toEqual([]);
    await m.s.call({
      method: 'PATCH',
      url: `/api/baby-tracking/entries/${wet.id as string}`,
      payload: { startedAt: hoursAgo(13) },
    });
    const [first, second] = await Promise.all([status(m), status(m)]);
    const sign = first.babies[0].signs[0];
    expect(sign).toMatchObject({
      signId: 'newborn-no-wet-nappy',
      level: 'sign',
      reason: 'No wet nappy logged for 13 hours',
    });
    expect(second.babies[0].signs[0].flagId).toBe(sign.flagId);
    const flags = await flagsOf(m);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({
      source: 'baby_log',
      sourceId: wet.id,
      context: 'newborn-no-wet-nappy',
      flagType: 'red',
    });
    expect(flags[0]?.reason).toBe('Her baby: No wet nappy logged for 13 hours');
    // A new wet nappy ends it.
    await log(m, { logType: 'diaper', diaperType: 'wet' });
    expect((await status(m)).babies[0].signs).toEqual([]);
  });

  it('no feed for 8 hours is a sign, unless a feeding timer runs', async () => {
    const m = await newMother(t.app, { name: 'Sleepy Mum' });
    await log(m, { logType: 'feeding', feedingType: 'bottle', feedingAmount: 60, startedAt: hoursAgo(9) });
    const signs = (await status(m)).babies[0].signs;
    expect(signs).toEqual([
      expect.objectContaining({
        signId: 'newborn-not-feeding',
        level: 'sign',
        reason: 'No feed logged for 9 hours',
      }),
    ]);
    const timer = await m.s.call({ method: 'POST', url: '/api/baby-timers', payload: { kind: 'feeding' } });
    const withTimer = await status(m);
    expect(withTimer.babies[0].signs).toEqual([]);
    expect(withTimer.timers.map((x: { id: string }) => x.id)).toEqual([timer.json().timer.id]);
  });

  it('lists every baby (twins), each with its own day', async () => {
    const m = await newMother(t.app, { name: 'Twin Mum' });
    const twin = (
      await m.s.call({ method: 'POST', url: '/api/babies', payload: { birthDate: m.birthDate, name: 'Ada' } })
    ).json().baby;
    await log(m, { logType: 'diaper', diaperType: 'wet', babyId: twin.id });
    const res = await status(m);
    expect(res.babies.map((b: { baby: { id: string } }) => b.baby.id)).toEqual([m.babyId, twin.id]);
    expect(res.babies[1].today.nappies).toBe(1);
    expect(res.babies[0].today.nappies).toBe(0);
  });
});

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivitiesResponse,
  ExerciseAnalyticsResponse,
  ExerciseLog,
  ExerciseSettings,
} from '../../../core/contracts/exercise.ts';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import { exerciseLogs, exerciseSettings } from '../../db/schema/care.ts';
import { profiles } from '../../db/schema/profile.ts';
import { createTestApp, type Session, signUp, type TestApp, testContent } from '../../testing/test-app.ts';

let t: TestApp;
let alice: Session; // pregnant, week 20
let bob: Session; // another mother
let newbie: Session; // no profile yet
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

/** The 400's fields name `field` (or one of its items, like completedSteps.1). */
function expectField(body: string, field: string) {
  const keys = Object.keys((JSON.parse(body) as { fields: Record<string, string> }).fields);
  expect(
    keys.some((k) => k === field || k.startsWith(`${field}.`)),
    `${field} in ${keys.join(', ')}`,
  ).toBe(true);
}

async function logCount(userId: string): Promise<number> {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(exerciseLogs)
    .where(eq(exerciseLogs.userId, userId));
  return row?.n ?? 0;
}

const valid = {
  activityId: 'preg-calming-breath',
  weekNumber: 20,
  activityName: 'Calming breath',
  duration: 6,
  completedSteps: [0, 1, 2],
  userRating: 5,
  userNotes: 'Felt lovely',
};

async function post(s: Session, payload: Record<string, unknown> = valid): Promise<ExerciseLog> {
  const res = await s.call({ method: 'POST', url: '/api/exercise/logs', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ log: ExerciseLog }>().log;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app, 'Alice');
  bob = await signUp(t.app, 'Bob');
  newbie = await signUp(t.app, 'Nia');
  await giveProfile(alice);
  await giveProfile(bob);
});
afterAll(() => t.close());

describe('access', () => {
  const paths = ['activities', 'logs', 'settings', 'analytics'];
  it.each(paths)('GET /api/exercise/%s/{userId}: 401 without a session, 403 for another user', async (p) => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/exercise/${p}/${alice.user.id}` })).statusCode,
    ).toBe(401);
    expect((await alice.call({ method: 'GET', url: `/api/exercise/${p}/${bob.user.id}` })).statusCode).toBe(
      403,
    );
  });

  it("POST /api/exercise/logs: 401 without a session, 403 with another user's id, nothing written", async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/exercise/logs', payload: valid })).statusCode,
    ).toBe(401);
    const res = await alice.call({
      method: 'POST',
      url: '/api/exercise/logs',
      payload: { ...valid, userId: bob.user.id },
    });
    expect(res.statusCode).toBe(403);
    expect(await logCount(bob.user.id)).toBe(0);
    expect(await logCount(alice.user.id)).toBe(0);
  });

  it('PATCH /api/exercise/settings/{userId}: 401 and 403, nothing written', async () => {
    const url = `/api/exercise/settings/${bob.user.id}`;
    expect((await t.app.inject({ method: 'PATCH', url, payload: { weeklyGoal: 5 } })).statusCode).toBe(401);
    expect((await alice.call({ method: 'PATCH', url, payload: { weeklyGoal: 5 } })).statusCode).toBe(403);
    const rows = await t.app.db
      .select()
      .from(exerciseSettings)
      .where(eq(exerciseSettings.userId, bob.user.id));
    expect(rows).toEqual([]);
  });
});

describe('GET /api/exercise/activities/{userId}', () => {
  it('lists only the activities of her stage and week, with 3 recommendations and her progress', async () => {
    const res = await alice.call({ method: 'GET', url: `/api/exercise/activities/${alice.user.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<ActivitiesResponse>();
    expect(body).toMatchObject({ profileComplete: true, stage: 'pregnancy', week: 20, today });
    expect(body.activities.length).toBeGreaterThan(3);
    for (const a of body.activities) {
      expect(a.stage).toBe('pregnancy');
      expect(a.weekStart).toBeLessThanOrEqual(20);
      expect(a.weekEnd).toBeGreaterThanOrEqual(20);
    }
    expect(body.activities.map((a) => a.id)).not.toContain('preg-birth-ball-hip-circles'); // from week 28
    expect(body.recommendedIds).toHaveLength(3);
    expect(body.progress).toMatchObject({ sessions: 0, goal: 3, percent: 0 });
    const breath = body.activities.find((a) => a.id === 'preg-calming-breath');
    expect(breath?.stopSigns.length).toBeGreaterThanOrEqual(3);
    expect(breath?.stopSigns[0]).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      level: expect.any(String),
    });
  });

  it('shows a postpartum mother the postpartum activities of her week', async () => {
    const pp = await signUp(t.app, 'Pia');
    await giveProfile(pp, {
      stage: 'postpartum',
      birthDate: addDays(today, -10),
      dueDate: addDays(today, -5),
    });
    const body = (
      await pp.call({ method: 'GET', url: `/api/exercise/activities/${pp.user.id}` })
    ).json<ActivitiesResponse>();
    expect(body).toMatchObject({ profileComplete: true, stage: 'postpartum', week: 1 });
    expect(body.activities.every((a) => a.stage === 'postpartum' && a.weekStart <= 1)).toBe(true);
  });

  it('before onboarding: all pregnancy activities, or those of the week she picked', async () => {
    const all = (
      await newbie.call({ method: 'GET', url: `/api/exercise/activities/${newbie.user.id}` })
    ).json<ActivitiesResponse>();
    expect(all).toMatchObject({ profileComplete: false, stage: 'pregnancy', week: null });
    expect(all.activities.length).toBe(testContent().exercises.filter((a) => a.stage === 'pregnancy').length);
    const w30 = (
      await newbie.call({ method: 'GET', url: `/api/exercise/activities/${newbie.user.id}?week=30` })
    ).json<ActivitiesResponse>();
    expect(w30.week).toBe(30);
    expect(w30.activities.every((a) => a.weekStart <= 30 && a.weekEnd >= 30)).toBe(true);
    expect(w30.activities.length).toBeLessThan(all.activities.length);
  });

  it.each(['0', '43', 'abc', '2.5'])('rejects ?week=%s with a 400 naming week', async (w) => {
    const res = await newbie.call({
      method: 'GET',
      url: `/api/exercise/activities/${newbie.user.id}?week=${w}`,
    });
    expect(res.statusCode).toBe(400);
    expectField(res.body, 'week');
  });

  it('counts her week from the first day her locale gives (?firstDay=1: Monday), Sunday without it', async () => {
    const url = (q: string) => `/api/exercise/activities/${alice.user.id}${q}`;
    const sunday = (await alice.call({ method: 'GET', url: url('') })).json<ActivitiesResponse>();
    const monday = (await alice.call({ method: 'GET', url: url('?firstDay=1') })).json<ActivitiesResponse>();
    expect(new Date(`${sunday.progress.weekStart}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(new Date(`${monday.progress.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(monday.progress.weekEnd).toBe(addDays(monday.progress.weekStart, 6));
    const a = await alice.call({ method: 'GET', url: `/api/exercise/analytics/${alice.user.id}?firstDay=1` });
    expect(a.json<ExerciseAnalyticsResponse>().progress.weekStart).toBe(monday.progress.weekStart);
  });

  it.each(['7', '-1', 'abc'])('rejects ?firstDay=%s with a 400 naming firstDay', async (d) => {
    for (const path of ['activities', 'analytics']) {
      const res = await alice.call({
        method: 'GET',
        url: `/api/exercise/${path}/${alice.user.id}?firstDay=${d}`,
      });
      expect(res.statusCode).toBe(400);
      expectField(res.body, 'firstDay');
    }
  });
});

describe('POST /api/exercise/logs', () => {
  it('saves her log (201 { log }) with the name from the library and her real week', async () => {
    const log = await post(alice, {
      ...valid,
      userId: alice.user.id,
      activityName: 'Whatever',
      weekNumber: 3,
      completedSteps: [2, 0, 1],
    });
    expect(log).toMatchObject({
      userId: alice.user.id,
      activityId: 'preg-calming-breath',
      activityName: testContent().exercises.find((a) => a.id === 'preg-calming-breath')?.title,
      category: 'breath',
      weekNumber: 20,
      duration: 6,
      completedSteps: [0, 1, 2],
      userRating: 5,
      userNotes: 'Felt lovely',
    });
    expect(Date.now() - Date.parse(log.dateCompleted)).toBeLessThan(60_000);
  });

  it('accepts the edges: duration 0 and 240, no steps, no notes, rating 1, 2000 characters of notes', async () => {
    await post(alice, { ...valid, duration: 0, completedSteps: [], userNotes: undefined, userRating: 1 });
    await post(alice, { ...valid, duration: 240, userNotes: 'x'.repeat(2000) });
  });

  it('keeps the picked week before onboarding', async () => {
    expect((await post(newbie, { ...valid, weekNumber: 12 })).weekNumber).toBe(12);
  });

  const bad: [string, Record<string, unknown>][] = [
    ['activityId', { ...valid, activityId: undefined }],
    ['activityId', { ...valid, activityId: 'no-such-activity' }],
    ['activityId', { ...valid, activityId: 7 }],
    ['weekNumber', { ...valid, weekNumber: undefined }],
    ['weekNumber', { ...valid, weekNumber: -1 }],
    ['weekNumber', { ...valid, weekNumber: 'twenty' }],
    ['duration', { ...valid, duration: -1 }],
    ['duration', { ...valid, duration: 241 }],
    ['duration', { ...valid, duration: 2.5 }],
    ['duration', { ...valid, duration: undefined }],
    ['completedSteps', { ...valid, completedSteps: [0, 99] }],
    ['completedSteps', { ...valid, completedSteps: [-1] }],
    ['completedSteps', { ...valid, completedSteps: [1, 1] }],
    ['completedSteps', { ...valid, completedSteps: [0.5] }],
    ['completedSteps', { ...valid, completedSteps: 'all' }],
    ['userRating', { ...valid, userRating: 0 }],
    ['userRating', { ...valid, userRating: 6 }],
    ['userRating', { ...valid, userRating: 4.5 }],
    ['userRating', { ...valid, userRating: undefined }],
    ['userNotes', { ...valid, userNotes: 'x'.repeat(2001) }],
    ['userNotes', { ...valid, userNotes: 12 }],
    ['mood', { ...valid, mood: 'happy' }],
  ];
  it.each(bad)('rejects a bad %s with a 400 naming it and writes nothing', async (field, payload) => {
    const before = await logCount(alice.user.id);
    const res = await alice.call({ method: 'POST', url: '/api/exercise/logs', payload });
    expect(res.statusCode, res.body).toBe(400);
    expectField(res.body, field);
    expect(await logCount(alice.user.id)).toBe(before);
  });
});

describe('GET /api/exercise/logs/{userId} and analytics', () => {
  it('lists her own logs, newest first, and moves her progress and analytics', async () => {
    const carol = await signUp(t.app, 'Carol');
    await giveProfile(carol);
    await post(carol, { ...valid, duration: 5, userRating: 4 });
    await post(carol, {
      ...valid,
      activityId: 'preg-everyday-walk',
      completedSteps: [0],
      duration: 20,
      userRating: 5,
    });
    await post(bob, valid);

    const { logs } = (await carol.call({ method: 'GET', url: `/api/exercise/logs/${carol.user.id}` })).json<{
      logs: ExerciseLog[];
    }>();
    expect(logs.map((l) => l.activityId)).toEqual(['preg-everyday-walk', 'preg-calming-breath']);
    expect(logs.every((l) => l.userId === carol.user.id)).toBe(true);

    const a = (
      await carol.call({ method: 'GET', url: `/api/exercise/analytics/${carol.user.id}` })
    ).json<ExerciseAnalyticsResponse>();
    expect(a).toMatchObject({ totalSessions: 2, totalMinutes: 25, averageRating: 4.5 });
    // A tie keeps the catalogue's category order (walking before breath).
    expect(a.categoryBreakdown).toEqual([
      { category: 'walking', count: 1 },
      { category: 'breath', count: 1 },
    ]);
    expect(a.progress).toMatchObject({ sessions: 2, goal: 3, percent: 67 });
    expect(a.recentWeeks.at(-1)).toMatchObject({ sessions: 2, minutes: 25 });

    const acts = (
      await carol.call({ method: 'GET', url: `/api/exercise/activities/${carol.user.id}` })
    ).json<ActivitiesResponse>();
    expect(acts.progress.sessions).toBe(2);
    expect(acts.recommendedIds).not.toContain('preg-calming-breath');
    expect(acts.recommendedIds).not.toContain('preg-everyday-walk');
  });

  it('is empty for a newcomer', async () => {
    const dee = await signUp(t.app, 'Dee');
    expect((await dee.call({ method: 'GET', url: `/api/exercise/logs/${dee.user.id}` })).json()).toEqual({
      logs: [],
    });
    const a = (
      await dee.call({ method: 'GET', url: `/api/exercise/analytics/${dee.user.id}` })
    ).json<ExerciseAnalyticsResponse>();
    expect(a).toMatchObject({
      totalSessions: 0,
      totalMinutes: 0,
      averageRating: null,
      categoryBreakdown: [],
    });
  });
});

describe('settings', () => {
  it('defaults to a goal of 3 and voice tips off, and saves changes that move the goal', async () => {
    const erin = await signUp(t.app, 'Erin');
    const url = `/api/exercise/settings/${erin.user.id}`;
    expect((await erin.call({ method: 'GET', url })).json()).toEqual({
      settings: { weeklyGoal: 3, voiceTips: false },
    });
    const res = await erin.call({ method: 'PATCH', url, payload: { weeklyGoal: 5 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ settings: ExerciseSettings }>().settings).toEqual({ weeklyGoal: 5, voiceTips: false });
    await erin.call({ method: 'PATCH', url, payload: { voiceTips: true } });
    expect((await erin.call({ method: 'GET', url })).json()).toEqual({
      settings: { weeklyGoal: 5, voiceTips: true },
    });
    const a = (
      await erin.call({ method: 'GET', url: `/api/exercise/analytics/${erin.user.id}` })
    ).json<ExerciseAnalyticsResponse>();
    expect(a.progress.goal).toBe(5);
  });

  const bad: [string, Record<string, unknown>][] = [
    ['weeklyGoal', { weeklyGoal: 0 }],
    ['weeklyGoal', { weeklyGoal: 15 }],
    ['weeklyGoal', { weeklyGoal: 2.5 }],
    ['weeklyGoal', { weeklyGoal: 'three' }],
    ['voiceTips', { voiceTips: 'yes' }],
    ['colour', { colour: 'pink' }],
  ];
  it.each(bad)('rejects a bad %s with a 400 naming it and changes nothing', async (field, payload) => {
    const url = `/api/exercise/settings/${alice.user.id}`;
    await alice.call({ method: 'PATCH', url, payload: { weeklyGoal: 4, voiceTips: false } });
    const res = await alice.call({ method: 'PATCH', url, payload });
    expect(res.statusCode).toBe(400);
    expectField(res.body, field);
    expect((await alice.call({ method: 'GET', url })).json()).toEqual({
      settings: { weeklyGoal: 4, voiceTips: false },
    });
  });
});

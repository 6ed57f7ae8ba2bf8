import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import { profiles } from '../../db/schema/profile.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const today = () => localDateIn('UTC');
const notifications = { symptoms: true, appointments: true, daily: true, emergency: true };
const pregnant = () => ({
  stage: 'pregnant',
  firstName: 'Amara',
  notifications,
  moodBaseline: 'hopeful',
  dueDate: addDays(today(), 112),
  timeZone: 'UTC',
});
const countProfiles = async () => (await t.app.db.select().from(profiles)).length;

describe('GET /api/onboarding/status/:userId', () => {
  it('401 without a session, 403 for another user', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/onboarding/status/${a.user.id}` })).statusCode,
    ).toBe(401);
    expect((await b.call({ method: 'GET', url: `/api/onboarding/status/${a.user.id}` })).statusCode).toBe(
      403,
    );
  });
  it('is false before and true with the profile after completion', async () => {
    const s = await signUp(t.app);
    const before = await s.call({ method: 'GET', url: `/api/onboarding/status/${s.user.id}` });
    expect(before.json()).toEqual({ onboarded: false });
    const done = await s.call({
      method: 'POST',
      url: '/api/onboarding/complete',
      payload: { userId: s.user.id, ...pregnant() },
    });
    expect(done.statusCode).toBe(200);
    const after = await s.call({ method: 'GET', url: `/api/onboarding/status/${s.user.id}` });
    expect(after.json()).toMatchObject({
      onboarded: true,
      profile: { firstName: 'Amara', stage: 'pregnant' },
    });
  });
});

describe('POST /api/onboarding/complete', () => {
  it('401 without a session and 403 for another userId in the body, nothing written', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const n = await countProfiles();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/onboarding/complete', payload: pregnant() }))
        .statusCode,
    ).toBe(401);
    const res = await b.call({
      method: 'POST',
      url: '/api/onboarding/complete',
      payload: { ...pregnant(), userId: a.user.id },
    });
    expect(res.statusCode).toBe(403);
    expect(await countProfiles()).toBe(n);
  });

  const bad: [string, Record<string, unknown>][] = [
    ['stage', { stage: 'expecting' }],
    ['firstName', { firstName: '   ' }],
    ['firstName', { firstName: 'x'.repeat(51) }],
    ['notifications.daily', { notifications: { ...notifications, daily: 'yes' } }],
    ['notifications', { notifications: { symptoms: true } }],
    ['moodBaseline', { moodBaseline: 'sad' }],
    ['dueDate', { dueDate: undefined }],
    ['dueDate', { dueDate: 'next spring' }],
    ['timeZone', { timeZone: 'Mars/Olympus' }],
    ['country', { country: 'ZZ' }],
    ['country', { country: 'USA' }],
    ['country', { country: 44 }],
    ['extra', { extra: 1 }],
  ];
  it.each(bad)('400 naming %s, nothing written', async (field, change) => {
    const s = await signUp(t.app);
    const n = await countProfiles();
    const res = await s.call({
      method: 'POST',
      url: '/api/onboarding/complete',
      payload: { ...pregnant(), ...change },
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.keys(res.json<{ fields: Record<string, string> }>().fields);
    expect(fields.some((f) => f === field || f.startsWith(`${field}.`))).toBe(true);
    expect(await countProfiles()).toBe(n);
  });

  it('checks the due date window on both sides', async () => {
    const s = await signUp(t.app);
    const post = (dueDate: string) =>
      s.call({ method: 'POST', url: '/api/onboarding/complete', payload: { ...pregnant(), dueDate } });
    const early = await post(addDays(today(), -22));
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ fields: { dueDate: expect.any(String) } });
    expect((await post(addDays(today(), 42 * 7 + 1))).statusCode).toBe(400);
    expect((await post(addDays(today(), -20))).statusCode).toBe(200);
    expect((await post(addDays(today(), 42 * 7 - 1))).statusCode).toBe(200);
    // Exactly on the bounds: 3 weeks ago and 42 weeks ahead are both accepted.
    expect((await post(addDays(today(), -21))).statusCode).toBe(200);
    expect((await post(addDays(today(), 42 * 7))).statusCode).toBe(200);
  });

  it('checks the birth date: not in the future, at most a year ago', async () => {
    const s = await signUp(t.app);
    const post = (birthDate: string | undefined) =>
      s.call({
        method: 'POST',
        url: '/api/onboarding/complete',
        payload: { ...pregnant(), stage: 'postpartum', dueDate: undefined, birthDate },
      });
    const n = await countProfiles();
    for (const d of [undefined, addDays(today(), 1), addDays(today(), -366)]) {
      const res = await post(d);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fields: { birthDate: expect.any(String) } });
    }
    expect(await countProfiles()).toBe(n);
    const ok = await post(addDays(today(), -10));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ profile: { stage: 'postpartum', birthDate: addDays(today(), -10) } });
    // Exactly a year ago (365 days) and today are accepted.
    expect((await post(addDays(today(), -365))).statusCode).toBe(200);
    expect((await post(today())).statusCode).toBe(200);
  });

  it('after the birth, checks a due date given with the birth date against the birth', async () => {
    const s = await signUp(t.app);
    const birthDate = addDays(today(), -100);
    const post = (dueDate: string) =>
      s.call({
        method: 'POST',
        url: '/api/onboarding/complete',
        payload: { ...pregnant(), stage: 'postpartum', birthDate, dueDate },
      });
    const n = await countProfiles();
    for (const dueDate of [addDays(birthDate, -22), addDays(birthDate, 42 * 7 + 1)]) {
      const res = await post(dueDate);
      expect(res.statusCode, dueDate).toBe(400);
      expect(res.json()).toMatchObject({ fields: { dueDate: expect.stringMatching(/birth date/) } });
    }
    expect(await countProfiles()).toBe(n);
    // Born 10 days after the due date (so the due date is long past today): fine.
    const ok = await post(addDays(birthDate, -10));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ profile: { birthDate, dueDate: addDays(birthDate, -10) } });
  });

  it('keeps her country for the emergency number, upper-cased; none is null', async () => {
    const s = await signUp(t.app);
    const res = await s.call({
      method: 'POST',
      url: '/api/onboarding/complete',
      payload: { ...pregnant(), country: 'gb' },
    });
    expect(res.json()).toMatchObject({ profile: { country: 'GB' } });
    const status = await s.call({ method: 'GET', url: `/api/onboarding/status/${s.user.id}` });
    expect(status.json()).toMatchObject({ profile: { country: 'GB' } });
    const none = await signUp(t.app);
    const plain = await none.call({ method: 'POST', url: '/api/onboarding/complete', payload: pregnant() });
    expect(plain.json()).toMatchObject({ profile: { country: null, babyName: null } });
  });

  it('a profile without its stage date is not onboarded (the wizard asks again; no week is invented)', async () => {
    const s = await signUp(t.app);
    await t.app.db.insert(profiles).values({
      userId: s.user.id,
      firstName: 'Ada',
      stage: 'pregnant',
      dueDate: null,
      notifications,
      moodBaseline: 'calm',
    });
    const status = await s.call({ method: 'GET', url: `/api/onboarding/status/${s.user.id}` });
    expect(status.json()).toEqual({ onboarded: false });
    const profile = await s.call({ method: 'GET', url: `/api/profile/${s.user.id}/status` });
    expect(profile.statusCode).toBe(404);
    const fixed = await s.call({ method: 'POST', url: '/api/onboarding/complete', payload: pregnant() });
    expect(fixed.statusCode).toBe(200);
    expect((await s.call({ method: 'GET', url: `/api/profile/${s.user.id}/status` })).statusCode).toBe(200);
  });

  it('keeps her time zone and trims her name', async () => {
    const s = await signUp(t.app);
    const res = await s.call({
      method: 'POST',
      url: '/api/onboarding/complete',
      payload: {
        ...pregnant(),
        firstName: '  Zoë ',
        timeZone: 'Pacific/Auckland',
        dueDate: addDays(localDateIn('Pacific/Auckland'), 100),
      },
    });
    expect(res.json()).toMatchObject({ profile: { firstName: 'Zoë', timeZone: 'Pacific/Auckland' } });
  });

  it('starts her calendar with the suggested schedule, once, even when completion is retried', async () => {
    const s = await signUp(t.app);
    const eventsOf = async () =>
      (await s.call({ method: 'GET', url: `/api/calendar/events/${s.user.id}` })).json<
        { isSuggested: boolean; title: string }[]
      >();
    const payload = { ...pregnant(), dueDate: addDays(today(), 140) };
    expect((await s.call({ method: 'POST', url: '/api/onboarding/complete', payload })).statusCode).toBe(200);
    const first = await eventsOf();
    expect(first.length).toBeGreaterThan(5);
    expect(first.every((e) => e.isSuggested)).toBe(true);
    expect(first.map((e) => e.title)).toContain('Due date');
    expect((await s.call({ method: 'POST', url: '/api/onboarding/complete', payload })).statusCode).toBe(200);
    expect(await eventsOf()).toHaveLength(first.length);
  });
});

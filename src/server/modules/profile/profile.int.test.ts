import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import { auditLog, sessions, users } from '../../db/schema/auth.ts';
import { checkins, profiles } from '../../db/schema/profile.ts';
import { createTestApp, type Session, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const today = () => localDateIn('UTC');
const notifications = { symptoms: true, appointments: false, daily: true, emergency: true };

async function onboarded(name = 'Test Mum', firstName = 'Amara'): Promise<Session> {
  const s = await signUp(t.app, name);
  const res = await s.call({
    method: 'POST',
    url: '/api/onboarding/complete',
    payload: {
      stage: 'pregnant',
      firstName,
      notifications,
      moodBaseline: 'calm',
      dueDate: addDays(today(), 112),
      timeZone: 'UTC',
    },
  });
  expect(res.statusCode).toBe(200);
  return s;
}
const profileOf = async (id: string) =>
  (await t.app.db.select().from(profiles).where(eq(profiles.userId, id)))[0];

describe('GET /api/profile/:userId/status', () => {
  it('401, 403, 404 before onboarding', async () => {
    const a = await onboarded();
    const b = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/profile/${a.user.id}/status` })).statusCode).toBe(
      401,
    );
    expect((await b.call({ method: 'GET', url: `/api/profile/${a.user.id}/status` })).statusCode).toBe(403);
    expect((await b.call({ method: 'GET', url: `/api/profile/${b.user.id}/status` })).statusCode).toBe(404);
  });
  it('gives the week from the due date', async () => {
    const s = await onboarded();
    const res = await s.call({ method: 'GET', url: `/api/profile/${s.user.id}/status` });
    expect(res.json()).toMatchObject({
      profile: { firstName: 'Amara', stage: 'pregnant', notifications },
      pregnancyStatus: { phase: 'pregnant', currentWeek: 24, displayWeek: 24, trimester: 2, weeksToGo: 16 },
    });
  });
});

describe('PATCH /api/profile/:userId', () => {
  it('401, 403 and 400 naming the field with nothing written', async () => {
    const a = await onboarded();
    const b = await onboarded();
    const url = `/api/profile/${a.user.id}`;
    expect((await t.app.inject({ method: 'PATCH', url, payload: { firstName: 'X' } })).statusCode).toBe(401);
    expect((await b.call({ method: 'PATCH', url, payload: { firstName: 'X' } })).statusCode).toBe(403);
    const before = await profileOf(a.user.id);
    const bad: [string, Record<string, unknown>][] = [
      ['firstName', { firstName: ' ' }],
      ['firstName', { firstName: 'y'.repeat(51) }],
      ['dueDate', { dueDate: addDays(today(), -30) }],
      ['startDate', { startDate: addDays(today(), -400) }],
      ['birthDate', { stage: 'postpartum' }],
      ['birthDate', { stage: 'postpartum', birthDate: addDays(today(), 1) }],
      ['moodBaseline', { moodBaseline: 'grumpy' }],
      ['notifications.daily', { notifications: { ...notifications, daily: 1 } }],
      ['stage', { stage: 'other' }],
      ['nickname', { nickname: 'x' }],
    ];
    for (const [field, payload] of bad) {
      const res = await a.call({ method: 'PATCH', url, payload });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields), field).toContain(field);
    }
    expect(await profileOf(a.user.id)).toEqual(before);
  });
  it('edits the name, notifications and the start date (due = start + 40 weeks)', async () => {
    const s = await onboarded();
    const url = `/api/profile/${s.user.id}`;
    const start = addDays(today(), -150);
    const res = await s.call({
      method: 'PATCH',
      url,
      payload: { firstName: 'Ama', startDate: start, notifications: { ...notifications, daily: false } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      profile: { firstName: 'Ama', dueDate: addDays(start, 280), notifications: { daily: false } },
      pregnancyStatus: { currentWeek: 21 },
    });
  });
  it('records the birth: postpartum, keeps the due date', async () => {
    const s = await onboarded();
    const due = (await profileOf(s.user.id))?.dueDate;
    const birth = addDays(today(), -15);
    const res = await s.call({
      method: 'PATCH',
      url: `/api/profile/${s.user.id}`,
      payload: { stage: 'postpartum', birthDate: birth },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      profile: { stage: 'postpartum', birthDate: birth, dueDate: due },
      pregnancyStatus: { phase: 'postpartum', currentWeek: 2, displayWeek: 2, babyAgeDays: 15 },
    });
  });
});

describe('GET /api/users/:userId', () => {
  it('returns her account, 401 and 403 otherwise', async () => {
    const a = await signUp(t.app, 'Ada Mum');
    const b = await signUp(t.app);
    expect((await a.call({ method: 'GET', url: `/api/users/${a.user.id}` })).json()).toMatchObject({
      user: { id: a.user.id, displayName: 'Ada Mum' },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${a.user.id}` })).statusCode).toBe(401);
    expect((await b.call({ method: 'GET', url: `/api/users/${a.user.id}` })).statusCode).toBe(403);
  });
});

describe('export', () => {
  it('JSON has every table with her user_id and no secrets; 403 for another user', async () => {
    const s = await onboarded();
    await s.call({
      method: 'POST',
      url: '/api/checkins',
      payload: { mood: 'happy', window: 'morning', note: 'good day' },
    });
    const res = await s.call({ method: 'GET', url: `/api/profile/${s.user.id}/export` });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ user: { email: string }; tables: Record<string, Record<string, unknown>[]> }>();
    expect(data.user.email).toBe(s.user.email);
    expect(data.tables.profiles?.[0]).toMatchObject({ firstName: 'Amara' });
    expect(data.tables.checkins?.[0]).toMatchObject({ mood: 'happy', note: 'good day' });
    for (const name of ['sessions', 'journal_entries', 'symptom_logs', 'daily_tasks'])
      expect(data.tables).toHaveProperty(name);
    expect(res.body).not.toMatch(/tokenHash|passwordHash/);
    const other = await signUp(t.app);
    expect((await other.call({ method: 'GET', url: `/api/profile/${s.user.id}/export` })).statusCode).toBe(
      403,
    );
    expect(
      (await other.call({ method: 'GET', url: `/api/profile/${s.user.id}/export.pdf` })).statusCode,
    ).toBe(403);
  });
  it('PDF is a PDF, also with a non-ASCII name', async () => {
    const s = await onboarded('Zoë Ñúñez', 'Zoë 李');
    const res = await s.call({ method: 'GET', url: `/api/profile/${s.user.id}/export.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/pdf/);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(res.rawPayload.toString('latin1')).toMatch(/\/Type \/Page\b/);
  });
});

describe('DELETE /api/profile/:userId', () => {
  it('401, 403, and 400 naming the password with nothing deleted', async () => {
    const a = await onboarded();
    const b = await onboarded();
    const url = `/api/profile/${a.user.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, payload: { password: 'x' } })).statusCode).toBe(401);
    expect(
      (await b.call({ method: 'DELETE', url, payload: { password: 'correct horse battery' } })).statusCode,
    ).toBe(403);
    const wrong = await a.call({ method: 'DELETE', url, payload: { password: 'wrong password' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { password: expect.any(String) } });
    const missing = await a.call({ method: 'DELETE', url, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { password: expect.any(String) } });
    expect(await profileOf(a.user.id)).toBeDefined();
  });
  it('erases every row of hers, signs her out and audits without health details', async () => {
    const s = await onboarded();
    await s.call({ method: 'POST', url: '/api/checkins', payload: { mood: 'anxious', window: 'evening' } });
    const res = await s.call({
      method: 'DELETE',
      url: `/api/profile/${s.user.id}`,
      payload: { password: 'correct horse battery' },
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/zara_session=;/);
    const id = s.user.id;
    expect(await t.app.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await t.app.db.select().from(profiles).where(eq(profiles.userId, id))).toEqual([]);
    expect(await t.app.db.select().from(checkins).where(eq(checkins.userId, id))).toEqual([]);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'account_deleted', target: null });
    expect((await s.call({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });
});

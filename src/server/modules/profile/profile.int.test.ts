import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import { auditLog, users } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/profile.ts';
import {
  createTestApp,
  onboard,
  type Session,
  signUp,
  signUpAdmin,
  type TestApp,
} from '../../testing/test-app.ts';
import { findProfile } from './repository.ts';
import { userTables } from './export-repository.ts';

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
  await onboard(s, { firstName, notifications });
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
      ['country', { country: 'QQ' }],
      ['country', { country: 'England' }],
      ['babyName', { babyName: 'Noor' }],
      ['babyName', { stage: 'postpartum', birthDate: addDays(today(), -3), babyName: 'n'.repeat(51) }],
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
  it("records the birth with the baby's name: postpartum, keeps the due date", async () => {
    const s = await onboarded();
    const due = (await profileOf(s.user.id))?.dueDate;
    const birth = addDays(today(), -15);
    const res = await s.call({
      method: 'PATCH',
      url: `/api/profile/${s.user.id}`,
      payload: { stage: 'postpartum', birthDate: birth, babyName: '  Noor ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      profile: { stage: 'postpartum', birthDate: birth, dueDate: due, babyName: 'Noor' },
      pregnancyStatus: { phase: 'postpartum', currentWeek: 2, displayWeek: 2, babyAgeDays: 15 },
    });
    // A blank name is no name.
    const blank = await s.call({
      method: 'PATCH',
      url: `/api/profile/${s.user.id}`,
      payload: { babyName: ' ' },
    });
    expect(blank.json()).toMatchObject({ profile: { babyName: null } });
  });

  it('undoes a mistaken birth record: pregnant again with her due date, no birth date or name', async () => {
    const s = await onboarded();
    const url = `/api/profile/${s.user.id}`;
    const due = (await profileOf(s.user.id))?.dueDate;
    await s.call({
      method: 'PATCH',
      url,
      payload: { stage: 'postpartum', birthDate: today(), babyName: 'Noor' },
    });
    const res = await s.call({ method: 'PATCH', url, payload: { stage: 'pregnant' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      profile: { stage: 'pregnant', dueDate: due, birthDate: null, babyName: null },
      pregnancyStatus: { phase: 'pregnant', currentWeek: 24 },
    });
  });

  it('after the birth, a due date she edits is checked against the birth date', async () => {
    const s = await onboarded();
    const url = `/api/profile/${s.user.id}`;
    const birth = addDays(today(), -60);
    await s.call({ method: 'PATCH', url, payload: { stage: 'postpartum', birthDate: birth } });
    const before = await profileOf(s.user.id);
    const bad = await s.call({ method: 'PATCH', url, payload: { dueDate: addDays(birth, -30) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { dueDate: expect.stringMatching(/birth date/) } });
    expect(await profileOf(s.user.id)).toEqual(before);
    // Her real due date, long past now, is fine once the baby is here.
    const ok = await s.call({ method: 'PATCH', url, payload: { dueDate: addDays(birth, 5) } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ profile: { dueDate: addDays(birth, 5) } });
  });
});

describe('her country (the emergency number)', () => {
  it('is stored, returned, and cleared with null', async () => {
    const s = await onboarded();
    const url = `/api/profile/${s.user.id}`;
    const set = await s.call({ method: 'PATCH', url, payload: { country: 'GB' } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ profile: { country: 'GB' } });
    expect((await profileOf(s.user.id))?.country).toBe('GB');
    expect((await s.call({ method: 'GET', url: `${url}/status` })).json()).toMatchObject({
      profile: { country: 'GB' },
    });
    // Other edits leave it alone.
    await s.call({ method: 'PATCH', url, payload: { firstName: 'Ama' } });
    expect((await profileOf(s.user.id))?.country).toBe('GB');
    await s.call({ method: 'PATCH', url, payload: { country: null } });
    expect((await profileOf(s.user.id))?.country).toBeNull();
  });

  it("decides the number in Zara's urgent reply, whatever the browser's language", async () => {
    const s = await onboarded();
    const ask = () =>
      s.call({
        method: 'POST',
        url: '/api/zara/chat',
        headers: { 'accept-language': 'en-US' },
        payload: { userMessage: 'I am bleeding heavily and passing clots', conversationHistory: [] },
      });
    const guessed = (await ask()).json<{ response: { emergency: { numbers: string[] } } }>();
    expect(guessed.response.emergency.numbers).toEqual(['911']);
    await s.call({ method: 'PATCH', url: `/api/profile/${s.user.id}`, payload: { country: 'GB' } });
    const hers = (await ask()).json<{ response: { content: string; emergency: { numbers: string[] } } }>();
    expect(hers.response.emergency.numbers).toEqual(['999']);
    expect(hers.response.content).toContain('999');
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
  it('erases every row of hers in every table, signs her out, and keeps the audit log without her records', async () => {
    const s = await onboarded();
    const id = s.user.id;
    // Something in as many tables as she can reach: check-ins, ticks, a symptom log that raises a red flag, a
    // chat, consent, a journal entry; onboarding already wrote her calendar.
    await s.call({ method: 'POST', url: '/api/checkins', payload: { mood: 'anxious', window: 'evening' } });
    await s.call({ method: 'PUT', url: '/api/daily-tasks', payload: { taskKey: 'w24-0', done: true } });
    const log = await s.call({
      method: 'POST',
      url: '/api/symptom-logs',
      payload: { symptom: 'heavy bleeding', severity: 3 },
    });
    const flagId = log.json<{ flagId: string }>().flagId;
    await s.call({
      method: 'POST',
      url: '/api/zara/chat',
      payload: { userMessage: 'hello', conversationHistory: [] },
    });
    await s.call({
      method: 'POST',
      url: '/api/consent',
      payload: { essential: true, analytics: false, personalization: false, marketing: false },
    });
    await s.call({
      method: 'POST',
      url: '/api/journal',
      payload: { category: 'mom', mood: 'calm', content: 'A quiet evening.' },
    });
    // A reviewer opens her flag: that read is audited with the record it was.
    const reviewer = await signUpAdmin(t.app);
    expect((await reviewer.call({ method: 'GET', url: `/api/admin/flags/${flagId}` })).statusCode).toBe(200);
    const rowsOf = async () => {
      const counts: Record<string, number> = {};
      for (const { name, table, userCol } of userTables())
        counts[name] = (await t.app.db.select().from(table).where(eq(userCol, id))).length;
      return counts;
    };
    const before = await rowsOf();
    for (const name of ['profiles', 'checkins', 'daily_tasks', 'symptom_logs', 'health_flags', 'sessions'])
      expect(before[name], name).toBeGreaterThan(0);

    const res = await s.call({
      method: 'DELETE',
      url: `/api/profile/${id}`,
      payload: { password: 'correct horse battery' },
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/zara_session=;/);
    expect(await t.app.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    const after = await rowsOf();
    expect(Object.keys(after).length).toBeGreaterThan(10);
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audit.map((a) => a.action).sort()).toEqual(['account_deleted', 'flag_viewed']);
    // Kept for the reviewer's accountability, but which of her records was read is gone with the records.
    expect(audit.every((a) => a.target === null)).toBe(true);
    expect(audit.find((a) => a.action === 'flag_viewed')?.actorId).toBe(reviewer.user.id);
    expect((await s.call({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    // Her profile, read (and kept in memory) by every request above, is gone from memory too.
    expect(await findProfile(t.app.db, id)).toBeNull();
  });
});

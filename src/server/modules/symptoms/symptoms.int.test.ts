import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import { healthFlags, symptomLogs } from '../../db/schema/health.ts';
import { createTestApp, onboard, type Session, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let amara: Session;
let bea: Session;
beforeAll(async () => {
  t = await createTestApp();
  amara = await signUp(t.app, 'Amara');
  bea = await signUp(t.app, 'Bea');
  // Amara has onboarded, 24 weeks pregnant; Bea has not.
  await onboard(amara);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const count = async () => ({
  logs: (await t.app.db.select().from(symptomLogs)).length,
  flags: (await t.app.db.select().from(healthFlags)).length,
});
const log = (s: Session, payload: object) => s.call({ method: 'POST', url: '/api/symptom-logs', payload });

describe('POST /api/symptom-logs', () => {
  it('401 without a session, 403 for another userId, nothing written', async () => {
    const before = await count();
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/symptom-logs',
      payload: { symptom: 'nausea', severity: 2 },
    });
    expect(anon.statusCode).toBe(401);
    const other = await log(bea, { userId: amara.user.id, symptom: 'nausea', severity: 2 });
    expect(other.statusCode).toBe(403);
    expect(await count()).toEqual(before);
  });

  it.each([
    ['symptom', { severity: 2 }],
    ['symptom', { symptom: '   ', severity: 2 }],
    ['symptom', { symptom: 'x'.repeat(201), severity: 2 }],
    ['severity', { symptom: 'nausea' }],
    ['severity', { symptom: 'nausea', severity: 0 }],
    ['severity', { symptom: 'nausea', severity: 6 }],
    ['severity', { symptom: 'nausea', severity: 2.5 }],
    ['startedAt', { symptom: 'nausea', severity: 2, startedAt: 'yesterday' }],
    ['startedAt', { symptom: 'nausea', severity: 2, startedAt: '2999-01-01T00:00:00Z' }],
    [
      'startedAt',
      { symptom: 'nausea', severity: 2, startedAt: new Date(Date.now() - 31 * DAY).toISOString() },
    ],
    ['notes', { symptom: 'nausea', severity: 2, notes: 'x'.repeat(2001) }],
    ['colour', { symptom: 'nausea', severity: 2, colour: 'green' }],
  ])('400 naming %s, nothing written', async (field, payload) => {
    const before = await count();
    const res = await log(amara, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields)).toContain(field);
    expect(await count()).toEqual(before);
  });

  it('a mild symptom is green and raises no flag', async () => {
    const before = await count();
    const res = await log(amara, { symptom: 'Nausea', severity: 2 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.log).toMatchObject({
      symptom: 'Nausea',
      signId: 'nausea',
      severity: 2,
      flagType: 'green',
      redFlag: false,
    });
    expect(body.flagId).toBeNull();
    expect(await count()).toEqual({ logs: before.logs + 1, flags: before.flags });
    const [row] = await t.app.db.select().from(symptomLogs).where(eq(symptomLogs.id, body.log.id));
    expect(row?.pregnancyWeek).toBe(24);
  });

  it('free text "severe headache and blurry vision" is red and raises a red flag pointing at the log', async () => {
    const res = await log(amara, {
      symptom: 'severe headache and blurry vision',
      severity: 2,
      notes: 'since lunch',
    });
    expect(res.statusCode).toBe(201);
    const { log: saved, flagId } = res.json();
    expect(saved).toMatchObject({ flagType: 'red', redFlag: true, signId: 'severe-headache' });
    const [flag] = await t.app.db.select().from(healthFlags).where(eq(healthFlags.id, flagId));
    expect(flag).toMatchObject({
      flagType: 'red',
      source: 'symptom_log',
      sourceId: saved.id,
      userId: amara.user.id,
    });
    expect(flag?.symptomDescription).toContain('severe headache and blurry vision');
  });

  it('a catalogue id picked from the list is described by its name', async () => {
    const res = await log(bea, { symptom: 'heavy-bleeding', severity: 1 });
    expect(res.json().log).toMatchObject({
      symptom: 'heavy-bleeding',
      signId: 'heavy-bleeding',
      flagType: 'red',
    });
    const [flag] = await t.app.db.select().from(healthFlags).where(eq(healthFlags.id, res.json().flagId));
    expect(flag?.symptomDescription).toBe('Heavy bleeding (severity 1 of 5)');
  });

  it('a high severity is yellow with a flag; a newcomer without a profile can log', async () => {
    const res = await log(bea, {
      symptom: 'back ache',
      severity: 5,
      startedAt: new Date(Date.now() - 3600_000).toISOString(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().log.flagType).toBe('yellow');
    expect(res.json().flagId).toEqual(expect.any(String));
    // Yellow says call within a day, as the legend does, not the routine "next appointment".
    const [flag] = await t.app.db.select().from(healthFlags).where(eq(healthFlags.id, res.json().flagId));
    expect(flag?.aiAnalysis).toMatch(/within a day/);
    expect(flag?.aiAnalysis).not.toMatch(/next appointment/);
  });

  it('typed text the catalogue recognises gets the colour of the sign of her stage', async () => {
    const dana = await signUp(t.app, 'Dana');
    await dana.call({
      method: 'POST',
      url: '/api/onboarding/complete',
      payload: {
        userId: dana.user.id,
        stage: 'postpartum',
        firstName: 'Dana',
        notifications: { symptoms: true, appointments: true, daily: true, emergency: true },
        moodBaseline: 'calm',
        birthDate: addDays(localDateIn('UTC'), -10),
        timeZone: 'UTC',
      },
    });
    const colour = async (symptom: string) =>
      (await log(dana, { symptom, severity: 2 })).json<{ log: object }>().log;
    // After the birth: bleeding alone is expected, heavy bleeding is not, sore nipples are common.
    expect(await colour('bleeding')).toMatchObject({ signId: null, flagType: 'green' });
    expect(await colour('bleeding a lot')).toMatchObject({
      signId: 'postpartum-heavy-bleeding',
      flagType: 'red',
    });
    expect(await colour('bleeding nipples')).toMatchObject({ signId: 'sore-nipples', flagType: 'green' });
  });
});

describe('GET recent, history and trend', () => {
  it('401 and 403 for another user', async () => {
    for (const path of ['recent', 'history', 'trend']) {
      const url = `/api/symptom-logs/${amara.user.id}/${path}`;
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await bea.call({ method: 'GET', url })).statusCode).toBe(403);
    }
  });

  it('recent is the last 7 days, newest first, her own only', async () => {
    const res = await amara.call({ method: 'GET', url: `/api/symptom-logs/${amara.user.id}/recent` });
    expect(res.statusCode).toBe(200);
    const logs = res.json<{ symptom: string; createdAt: string }[]>();
    expect(logs.map((l) => l.symptom)).toEqual(['severe headache and blurry vision', 'Nausea']);
  });

  it('the week is read on when the symptom started, not when it was logged', async () => {
    const cleo = await signUp(t.app, 'Cleo');
    const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
    // Logged just now about 8 days ago: outside the week although created today.
    await log(cleo, { symptom: 'back ache', severity: 5, startedAt: ago(8) });
    await log(cleo, { symptom: 'heartburn', severity: 4, startedAt: ago(2) });
    await log(cleo, { symptom: 'nausea', severity: 2 });
    const recent = await cleo.call({ method: 'GET', url: `/api/symptom-logs/${cleo.user.id}/recent` });
    expect(recent.json<{ symptom: string }[]>().map((l) => l.symptom)).toEqual(['nausea', 'heartburn']);
    const trend = await cleo.call({ method: 'GET', url: `/api/symptom-logs/${cleo.user.id}/trend` });
    expect(trend.json()).toEqual({ trend: 'moderate', average: 3, count: 2 });
    // The history keeps everything, newest start first.
    const history = await cleo.call({ method: 'GET', url: `/api/symptom-logs/${cleo.user.id}/history` });
    expect(history.json<{ items: { symptom: string }[] }>().items.map((l) => l.symptom)).toEqual([
      'nausea',
      'heartburn',
      'back ache',
    ]);
  });

  it('history pages, and rejects a bad page', async () => {
    const res = await amara.call({
      method: 'GET',
      url: `/api/symptom-logs/${amara.user.id}/history?page=2&pageSize=1`,
    });
    expect(res.json()).toMatchObject({ page: 2, pageSize: 1, total: 2, items: [{ symptom: 'Nausea' }] });
    const bad = await amara.call({ method: 'GET', url: `/api/symptom-logs/${amara.user.id}/history?page=0` });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toContain('page');
  });

  it('trend averages the last 7 days (docs/product.md, "Symptom log")', async () => {
    const res = await amara.call({ method: 'GET', url: `/api/symptom-logs/${amara.user.id}/trend` });
    // Two logs averaging 2 of 5 (Mild) are mild, not moderate (core/domain/symptom-flag.ts).
    expect(res.json()).toEqual({ trend: 'stable', average: 2, count: 2 });
    const fresh = await signUp(t.app);
    const none = await fresh.call({ method: 'GET', url: `/api/symptom-logs/${fresh.user.id}/trend` });
    expect(none.json()).toEqual({ trend: 'stable', average: null, count: 0 });
  });
});

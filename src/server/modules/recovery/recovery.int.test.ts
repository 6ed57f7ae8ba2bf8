import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_FLAG_REASONS } from '../../../core/domain/recovery-flags.ts';
import { users } from '../../db/schema/auth.ts';
import { healthFlags } from '../../db/schema/health.ts';
import { recoveryLogs } from '../../db/schema/recovery.ts';
import { logBaby, logRecovery, type Mother, newMother } from '../../testing/post-birth.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let nia: Mother;
let other: Mother;
beforeAll(async () => {
  t = await createTestApp();
  nia = await newMother(t.app, { name: 'Nia Mum' });
  other = await newMother(t.app, { name: 'Ola Mum' });
});
afterAll(() => t.close());

const everything = async () =>
  JSON.stringify([
    (await t.app.db.select().from(recoveryLogs)).map((r) => `${r.id}:${r.updatedAt.toISOString()}`).sort(),
    (await t.app.db.select().from(healthFlags)).map((f) => f.id).sort(),
  ]);
const save = async (m: Mother, body: object) => {
  const res = await logRecovery(m.s, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().log;
};
const day = async (m: Mother, date?: string) =>
  (
    await m.s.call({
      method: 'GET',
      url: `/api/maternal-recovery/${m.s.user.id}${date ? `?date=${date}` : ''}`,
    })
  ).json();

describe('the red-flag rules, decided on the server on both sides of each threshold', () => {
  it.each([
    ['bleeding', { bleedingVolume: 'moderate', bleedingColor: 'dark_red', bleedingClots: false }, null],
    ['bleeding', { bleedingVolume: 'heavy', bleedingColor: 'bright_red', bleedingClots: false }, 'bleeding'],
    ['bleeding', { bleedingVolume: 'light', bleedingColor: 'bright_red', bleedingClots: true }, 'bleeding'],
    ['pain', { painLevel: 7, painLocation: 'incision', painType: 'sharp' }, null],
    ['pain', { painLevel: 8, painLocation: 'incision', painType: 'sharp' }, 'pain'],
    ['mental_health', { moodRating: 3, anxietyLevel: 7, bonding: 7, supportLevel: 6 }, null],
    ['mental_health', { moodRating: 2, anxietyLevel: 3, bonding: 7, supportLevel: 6 }, 'mental_health'],
    ['mental_health', { moodRating: 6, anxietyLevel: 8, bonding: 7, supportLevel: 6 }, 'mental_health'],
    ['nutrition', { waterIntake: 0, mealQuality: 1 }, null],
    [
      'medication',
      { medicationName: 'Ibuprofen', medicationDosage: '400 mg', medicationPurpose: 'pain' },
      null,
    ],
  ] as const)('%s %j -> %s', async (logType, fields, rule) => {
    // The client says the opposite of the rule: it can raise a log, never lower it.
    const log = await save(nia, { logType, ...fields, redFlag: false, redFlagReason: '' });
    if (rule === null) {
      expect(log).toMatchObject({ redFlag: false, redFlagReason: '', flagId: null, signId: null });
      return;
    }
    expect(log.redFlag).toBe(true);
    expect(log.redFlagReason).toBe(RECOVERY_FLAG_REASONS[rule]);
    expect(log.signId).toBe(rule === 'bleeding' ? 'postpartum-heavy-bleeding' : null);
    const flags = (await nia.s.call({ method: 'GET', url: '/api/admin/flags' })).json();
    expect(flags.find((f: { id: string }) => f.id === log.flagId)).toMatchObject({
      source: 'recovery_log',
      sourceId: log.id,
      reason: RECOVERY_FLAG_REASONS[rule],
      flagType: rule === 'bleeding' ? 'red' : 'yellow',
    });
  });

  it('her own redFlag raises a log the rules do not', async () => {
    const log = await save(nia, {
      logType: 'nutrition',
      waterIntake: 1.5,
      redFlag: true,
      redFlagReason: 'Cannot keep food down',
    });
    expect(log).toMatchObject({ redFlag: true, redFlagReason: 'Cannot keep food down' });
    expect(log.flagId).not.toBeNull();
  });
});

describe('POST /api/maternal-recovery validation', () => {
  it('401 and 403 for another userId, nothing written', async () => {
    const before = await everything();
    const body = { logType: 'pain', painLevel: 3 };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/maternal-recovery', payload: body })).statusCode,
    ).toBe(401);
    expect((await logRecovery(other.s, { ...body, userId: nia.s.user.id })).statusCode).toBe(403);
    expect(await everything()).toEqual(before);
  });

  it.each([
    ['medicationName', { logType: 'medication', medicationDosage: '1 tablet' }],
    ['medicationDosage', { logType: 'medication', medicationName: 'Paracetamol' }],
    ['medicationDosage', { logType: 'medication', medicationName: 'Paracetamol', medicationDosage: '  ' }],
    [
      'medicationTime',
      {
        logType: 'medication',
        medicationName: 'P',
        medicationDosage: '1',
        medicationTime: new Date(Date.now() + 3_600_000).toISOString(),
      },
    ],
    ['painLevel', { logType: 'pain', painLevel: 11 }],
    ['painLevel', { logType: 'pain', painLevel: 0 }],
    ['painLevel', { logType: 'pain', painLevel: 4.5 }],
    ['painLocation', { logType: 'pain', painLocation: 'knee' }],
    ['bleedingVolume', { logType: 'bleeding', bleedingVolume: 'gushing' }],
    ['bleedingColor', { logType: 'bleeding', bleedingColor: 'black' }],
    ['waterIntake', { logType: 'nutrition', waterIntake: 5.1 }],
    ['waterIntake', { logType: 'nutrition', waterIntake: 2.25 }],
    ['mealQuality', { logType: 'nutrition', mealQuality: 6 }],
    ['moodRating', { logType: 'mental_health', moodRating: 0 }],
    ['anxietyLevel', { logType: 'mental_health', anxietyLevel: 11 }],
    ['moodRating', { logType: 'pain', painLevel: 3, moodRating: 5 }],
    ['voiceMemoUrl', { logType: 'mental_health', voiceMemoUrl: 'https://example.com/a.webm' }],
    ['logDate', { logType: 'pain', painLevel: 3, logDate: '2099-01-01' }],
    ['logType', { logType: 'sleep' }],
  ])('400 naming %s, nothing written', async (field, body) => {
    const before = await everything();
    const res = await logRecovery(nia.s, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(await everything()).toEqual(before);
  });

  it('keeps the spec’s payload: all fields, nulls for other types, an empty voiceMemoUrl', async () => {
    const log = await save(nia, {
      userId: nia.s.user.id,
      logDate: new Date().toISOString(),
      logType: 'mental_health',
      moodRating: 5,
      anxietyLevel: 3,
      bonding: 7,
      supportLevel: 6,
      mentalHealthNotes: 'Tired but OK',
      voiceMemoUrl: '',
      painLevel: null,
      redFlag: false,
      redFlagReason: '',
    });
    expect(log).toMatchObject({
      logType: 'mental_health',
      moodRating: 5,
      painLevel: null,
      voiceMemoUrl: null,
      voiceMemo: null,
    });
  });
});

describe('the day, the last dose and the alerts', () => {
  it('lists the day newest first with its alerts, and the last dose of each medicine', async () => {
    const m = await newMother(t.app, { name: 'Dose Mum' });
    const earlier = new Date(Date.now() - 5 * 3_600_000).toISOString();
    await save(m, {
      logType: 'medication',
      medicationName: 'Ibuprofen',
      medicationDosage: '400 mg',
      medicationTime: earlier,
    });
    await save(m, { logType: 'medication', medicationName: ' ibuprofen ', medicationDosage: '200 mg' });
    await save(m, {
      logType: 'medication',
      medicationName: 'Paracetamol',
      medicationDosage: '1 g',
      medicationTime: earlier,
    });
    await save(m, { logType: 'bleeding', bleedingVolume: 'heavy', bleedingClots: true });
    const res = await day(m);
    expect(res.date).toBe(m.today);
    expect(res.alerts).toEqual({ count: 1, reasons: [RECOVERY_FLAG_REASONS.bleeding] });
    expect(res.logs[0].logType).toBe('bleeding');
    expect(
      res.lastDoses.map((d: { medicationName: string; medicationDosage: string }) => [
        d.medicationName,
        d.medicationDosage,
      ]),
    ).toEqual([
      ['ibuprofen', '200 mg'],
      ['Paracetamol', '1 g'],
    ]);
    expect((await day(m, '2020-01-01')).logs).toEqual([]);
    expect(
      (await other.s.call({ method: 'GET', url: `/api/maternal-recovery/${m.s.user.id}` })).statusCode,
    ).toBe(403);
    expect(
      (await m.s.call({ method: 'GET', url: `/api/maternal-recovery/${m.s.user.id}?date=today` })).statusCode,
    ).toBe(400);
  });

  it('keeps a past date without a time on that day', async () => {
    const m = await newMother(t.app, { name: 'Past Mum' });
    const yesterday = m.at(1, '12:00').slice(0, 10);
    const log = await save(m, { logType: 'nutrition', waterIntake: 2.3, mealQuality: 4, logDate: yesterday });
    expect(log).toMatchObject({ logDate: yesterday, waterIntake: 2.3 });
    expect((await day(m, yesterday)).logs).toHaveLength(1);
  });

  it('recent: her last 10, newest first', async () => {
    const res = await nia.s.call({ method: 'GET', url: `/api/maternal-recovery/${nia.s.user.id}/recent` });
    expect(res.json()).toHaveLength(10);
    expect(
      (await other.s.call({ method: 'GET', url: `/api/maternal-recovery/${nia.s.user.id}/recent` }))
        .statusCode,
    ).toBe(403);
  });
});

describe('PATCH and DELETE her entries', () => {
  it('a correction decides the flag again and raises it once; 400 with nothing written; 403; delete', async () => {
    const log = await save(nia, { logType: 'pain', painLevel: 4, painLocation: 'back' });
    const url = `/api/maternal-recovery/entries/${log.id as string}`;
    const worse = await nia.s.call({ method: 'PATCH', url, payload: { painLevel: 9 } });
    expect(worse.statusCode, worse.body).toBe(200);
    expect(worse.json().log).toMatchObject({
      redFlag: true,
      redFlagReason: RECOVERY_FLAG_REASONS.pain,
      painLocation: 'back',
    });
    const flagId = worse.json().log.flagId as string;
    const again = await nia.s.call({
      method: 'PATCH',
      url,
      payload: { painLevel: 10, notes: 'Worse at night' },
    });
    expect(again.json().log.flagId).toBe(flagId);
    const better = await nia.s.call({ method: 'PATCH', url, payload: { painLevel: 2 } });
    expect(better.json().log).toMatchObject({ redFlag: false, redFlagReason: '' });
    const before = await everything();
    for (const [field, payload] of [
      ['painLevel', { painLevel: 12 }],
      ['moodRating', { moodRating: 3 }],
      ['logType', { logType: 'bleeding' }],
      ['notes', {}],
    ] as const) {
      const res = await nia.s.call({ method: 'PATCH', url, payload });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    expect((await other.s.call({ method: 'PATCH', url, payload: { painLevel: 1 } })).statusCode).toBe(403);
    expect((await other.s.call({ method: 'DELETE', url })).statusCode).toBe(403);
    expect(await everything()).toEqual(before);
    expect((await nia.s.call({ method: 'DELETE', url })).statusCode).toBe(204);
    expect((await nia.s.call({ method: 'PATCH', url, payload: { painLevel: 1 } })).statusCode).toBe(404);
  });

  it('a medication correction still needs its name and dose', async () => {
    const log = await save(nia, {
      logType: 'medication',
      medicationName: 'Iron',
      medicationDosage: '1 tablet',
    });
    const res = await nia.s.call({
      method: 'PATCH',
      url: `/api/maternal-recovery/entries/${log.id as string}`,
      payload: { medicationDosage: null },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('medicationDosage');
  });
});

describe('the review queue', () => {
  it('shows a reviewer the recovery log and the baby log behind their flags', async () => {
    const reviewer = { s: await signUp(t.app, 'Reviewer') };
    await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, reviewer.s.user.id));
    const m = await newMother(t.app, { name: 'Flag Mum' });
    const bleeding = await save(m, {
      logType: 'bleeding',
      bleedingVolume: 'heavy',
      notes: 'Two pads in an hour',
    });
    const queue = (await reviewer.s.call({ method: 'GET', url: '/api/admin/flags?scope=all' })).json();
    expect(queue.some((f: { id: string }) => f.id === bleeding.flagId)).toBe(true);
    const source = await reviewer.s.call({
      method: 'GET',
      url: `/api/admin/flags/${bleeding.flagId as string}/source`,
    });
    expect(source.json().record).toMatchObject({
      kind: 'recovery_log',
      log: { id: bleeding.id, bleedingVolume: 'heavy' },
    });

    const pale = await logBaby(m.s, { logType: 'diaper', diaperType: 'dirty', stoolColor: 'pale' });
    const flagId = pale.json().signs[0].flagId as string;
    const babySource = await reviewer.s.call({ method: 'GET', url: `/api/admin/flags/${flagId}/source` });
    expect(babySource.json().record).toMatchObject({
      kind: 'baby_log',
      log: { id: pale.json().log.id, stoolColor: 'pale' },
      baby: { name: null, birthDate: m.birthDate },
    });
  });
});

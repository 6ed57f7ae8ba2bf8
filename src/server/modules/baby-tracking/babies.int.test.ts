import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { babies } from '../../db/schema/baby-tracking.ts';
import { logBaby, type Mother, newMother } from '../../testing/post-birth.ts';
import { createTestApp, onboard, type Session, signUp, type TestApp } from '../../testing/test-app.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import { localDateTimeIn } from '../../../core/domain/zoned-time.ts';

let t: TestApp;
let nia: Mother;
let other: Mother;
beforeAll(async () => {
  t = await createTestApp();
  nia = await newMother(t.app, { name: 'Nia Mum' });
  other = await newMother(t.app, { name: 'Ola Mum' });
});
afterAll(() => t.close());

const all = async () => (await t.app.db.select().from(babies)).map((b) => JSON.stringify(b)).sort();
const list = (m: { s: Session }) => m.s.call({ method: 'GET', url: `/api/babies/${m.s.user.id}` });
const patchProfile = (s: Session, payload: object) =>
  s.call({ method: 'PATCH', url: `/api/profile/${s.user.id}`, payload });

describe('recording the birth makes her baby', () => {
  it('onboarding after the birth makes her first baby, with its age', async () => {
    const res = await list(nia);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: nia.babyId,
        name: null,
        birthDate: nia.birthDate,
        isFirst: true,
        age: expect.objectContaining({
          days: 5,
          weeks: 0,
          remainderDays: 5,
          dayOfLife: 6,
          underThreeMonths: true,
        }),
      }),
    ]);
  });

  it('recording the birth in Profile makes the baby with its name, time, sex and weight; undoing removes it', async () => {
    const s = await signUp(t.app, 'Rae Mum');
    await onboard(s, { timeZone: 'Europe/London' });
    expect((await list({ s })).json()).toEqual([]);
    const today = localDateIn('Europe/London');
    const birthDate = addDays(today, -3);
    const recorded = await patchProfile(s, {
      stage: 'postpartum',
      birthDate,
      babyName: 'Kofi',
      birthTime: '04:15',
      babySex: 'male',
      birthWeightGrams: 3350,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const [baby] = (await list({ s })).json();
    expect(baby).toMatchObject({
      name: 'Kofi',
      birthDate,
      birthTime: '04:15',
      sex: 'male',
      birthWeightGrams: 3350,
    });
    // Her profile's name edits the baby, and the baby's name edits her profile.
    await patchProfile(s, { babyName: 'Kofi Jr' });
    expect((await list({ s })).json()[0].name).toBe('Kofi Jr');
    const renamed = await s.call({
      method: 'PATCH',
      url: `/api/babies/${baby.id as string}`,
      payload: { name: 'Kwame' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const status = await s.call({ method: 'GET', url: `/api/profile/${s.user.id}/status` });
    expect(status.json().profile.babyName).toBe('Kwame');
    // Undoing the record removes the baby (no logs yet).
    expect((await patchProfile(s, { stage: 'pregnant' })).statusCode).toBe(200);
    expect((await patchProfile(s, { babyName: 'Kofi' })).statusCode).toBe(400);
    expect((await list({ s })).json()).toEqual([]);
  });

  it('refuses to undo the record while the baby has logs (409), keeping everything', async () => {
    const m = await newMother(t.app, { name: 'Uma Mum' });
    expect((await logBaby(m.s, { logType: 'diaper', diaperType: 'wet' })).statusCode).toBe(201);
    const before = await all();
    const res = await patchProfile(m.s, { stage: 'pregnant', dueDate: addDays(m.today, 30) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/holds 1 log, so the birth record was kept/);
    expect(await all()).toEqual(before);
    expect(
      (await m.s.call({ method: 'GET', url: `/api/profile/${m.s.user.id}/status` })).json().profile.stage,
    ).toBe('postpartum');
  });

  it('400 for a time of birth in the future, nothing written', async () => {
    // A zone where it is now between 01:00 and 22:59, so an hour from now is still today there.
    const zone = ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((z) => {
      const hour = Number(localDateTimeIn(z).time.slice(0, 2));
      return hour >= 1 && hour <= 22;
    }) as string;
    const s = await signUp(t.app, 'Vee Mum');
    await onboard(s, { timeZone: zone });
    const local = localDateTimeIn(zone);
    const later = `${String(Number(local.time.slice(0, 2)) + 1).padStart(2, '0')}:${local.time.slice(3)}`;
    const before = await all();
    const res = await patchProfile(s, { stage: 'postpartum', birthDate: local.date, birthTime: later });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ birthTime: 'The time of birth cannot be in the future' });
    expect(await all()).toEqual(before);
  });
});

describe('a second baby (twins)', () => {
  it('is added, listed second, and its logs are kept apart', async () => {
    const before = await all();
    for (const [field, payload] of [
      ['birthDate', { birthDate: addDays(nia.today, 1) }],
      ['birthDate', { birthDate: addDays(nia.today, -400) }],
      ['birthWeightGrams', { birthDate: nia.birthDate, birthWeightGrams: 90 }],
      ['sex', { birthDate: nia.birthDate, sex: 'boy' }],
      ['birthTime', { birthDate: nia.birthDate, birthTime: '25:00' }],
      ['name', { birthDate: nia.birthDate, name: 'x'.repeat(51) }],
    ] as const) {
      const res = await nia.s.call({ method: 'POST', url: '/api/babies', payload });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    expect(
      (
        await other.s.call({
          method: 'POST',
          url: '/api/babies',
          payload: { userId: nia.s.user.id, birthDate: nia.birthDate },
        })
      ).statusCode,
    ).toBe(403);
    expect(await all()).toEqual(before);

    const added = await nia.s.call({
      method: 'POST',
      url: '/api/babies',
      payload: {
        name: 'Ada',
        birthDate: nia.birthDate,
        birthTime: '10:02',
        sex: 'female',
        birthWeightGrams: 2410,
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const twin = added.json().baby;
    expect(twin).toMatchObject({ name: 'Ada', isFirst: false, birthTime: '10:02' });
    expect((await list(nia)).json().map((b: { id: string }) => b.id)).toEqual([nia.babyId, twin.id]);

    expect((await logBaby(nia.s, { logType: 'diaper', diaperType: 'wet', babyId: twin.id })).statusCode).toBe(
      201,
    );
    expect((await logBaby(nia.s, { logType: 'diaper', diaperType: 'dirty' })).statusCode).toBe(201);
    const dayOf = async (babyId?: string) =>
      (
        await nia.s.call({
          method: 'GET',
          url: `/api/baby-tracking/${nia.s.user.id}${babyId ? `?babyId=${babyId}` : ''}`,
        })
      ).json();
    expect((await dayOf(twin.id)).summary).toMatchObject({ nappies: 1, wet: 1, dirty: 0 });
    expect((await dayOf()).summary).toMatchObject({ nappies: 1, wet: 0, dirty: 1 });
    expect((await dayOf()).baby.id).toBe(nia.babyId);

    const edited = await nia.s.call({
      method: 'PATCH',
      url: `/api/babies/${twin.id as string}`,
      payload: { birthWeightGrams: 2450 },
    });
    expect(edited.json().baby.birthWeightGrams).toBe(2450);
    expect(
      (
        await other.s.call({
          method: 'PATCH',
          url: `/api/babies/${twin.id as string}`,
          payload: { name: 'X' },
        })
      ).statusCode,
    ).toBe(403);
    // A birth date after its first log is refused.
    const late = await nia.s.call({
      method: 'PATCH',
      url: `/api/babies/${twin.id as string}`,
      payload: { birthDate: addDays(nia.today, 1) },
    });
    expect(late.statusCode).toBe(400);
    expect(
      (await other.s.call({ method: 'DELETE', url: `/api/babies/${twin.id as string}` })).statusCode,
    ).toBe(403);
    // The first baby is removed only by undoing the birth record.
    expect((await nia.s.call({ method: 'DELETE', url: `/api/babies/${nia.babyId}` })).statusCode).toBe(409);
    expect((await nia.s.call({ method: 'DELETE', url: `/api/babies/${twin.id as string}` })).statusCode).toBe(
      204,
    );
    expect((await list(nia)).json()).toHaveLength(1);
  });

  it('is refused before the birth is recorded (409)', async () => {
    const s = await signUp(t.app, 'Wren Mum');
    await onboard(s);
    const res = await s.call({
      method: 'POST',
      url: '/api/babies',
      payload: { birthDate: localDateIn('UTC') },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('a baby born before 37 weeks', () => {
  it('has its corrected age beside its real age', async () => {
    const s = await signUp(t.app, 'Zoe Mum');
    const today = localDateIn('UTC');
    const birthDate = addDays(today, -20);
    const res = await s.call({
      method: 'POST',
      url: '/api/onboarding/complete',
      payload: {
        stage: 'postpartum',
        birthDate,
        // Due 50 days after the birth: born at 32 weeks 6 days.
        dueDate: addDays(birthDate, 50),
        firstName: 'Zoe',
        notifications: { symptoms: true, appointments: true, daily: true, emergency: true },
        moodBaseline: 'tired',
        timeZone: 'UTC',
        babyName: 'Bo',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [baby] = (await list({ s })).json();
    expect(baby.name).toBe('Bo');
    expect(baby.age).toMatchObject({
      days: 20,
      premature: true,
      gestationAtBirth: { weeks: 32, days: 6 },
      corrected: { days: -30, weeks: -4, remainderDays: -2 },
    });
  });
});

describe('GET /api/babies/:userId', () => {
  it('401 and 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/babies/${nia.s.user.id}` })).statusCode).toBe(401);
    expect((await other.s.call({ method: 'GET', url: `/api/babies/${nia.s.user.id}` })).statusCode).toBe(403);
  });
});

describe('her volume unit', () => {
  it('is ml until she chooses fl oz in her profile; anything else is refused', async () => {
    const status = async () =>
      (await nia.s.call({ method: 'GET', url: `/api/profile/${nia.s.user.id}/status` })).json().profile;
    expect((await status()).volumeUnit).toBe('ml');
    expect((await patchProfile(nia.s, { volumeUnit: 'fl_oz' })).statusCode).toBe(200);
    expect((await status()).volumeUnit).toBe('fl_oz');
    const bad = await patchProfile(nia.s, { volumeUnit: 'cups' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('volumeUnit');
    expect((await status()).volumeUnit).toBe('fl_oz');
  });
});

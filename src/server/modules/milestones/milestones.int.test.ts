import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import { milestoneProgress } from '../../db/schema/milestones.ts';
import { healthFlags } from '../../db/schema/health.ts';
import { type Mother, newMother } from '../../testing/post-birth.ts';
import { createTestApp, type Session, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let nia: Mother;
let ola: Mother;
beforeAll(async () => {
  t = await createTestApp();
  nia = await newMother(t.app, { name: 'Nia Mum', daysSinceBirth: 23 });
  ola = await newMother(t.app, { name: 'Ola Mum' });
});
afterAll(() => t.close());

const save = (s: Session, payload: object) =>
  s.call({ method: 'POST', url: '/api/milestone-progress', payload });
const list = (m: Mother) => m.s.call({ method: 'GET', url: `/api/milestone-progress/${m.s.user.id}` });
const rows = async () => JSON.stringify(await t.app.db.select().from(milestoneProgress));
const flags = async () => (await t.app.db.select().from(healthFlags)).length;

describe('POST /api/milestone-progress', () => {
  it('keeps one current status per baby and milestone: a new choice replaces it', async () => {
    const seen = await save(nia.s, {
      userId: nia.s.user.id,
      milestoneTemplateId: 'w3-follows-a-face-briefly',
      babyAge: 23,
      status: 'observed',
      notes: 'At the window',
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({
      progress: {
        babyId: nia.babyId,
        status: 'observed',
        statusLabel: 'Observed',
        observedDate: nia.today,
        babyAge: 23,
        notes: 'At the window',
        parentConcerns: null,
      },
      concern: null,
    });
    const again = await save(nia.s, {
      milestoneTemplateId: 'w3-follows-a-face-briefly',
      status: 'not_observed',
      parentConcerns: '',
    });
    expect(again.json().progress).toMatchObject({
      id: seen.json().progress.id,
      status: 'not_observed',
      statusLabel: 'Not Yet',
      observedDate: null,
      notes: null,
    });
    const mine = (await list(nia)).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'not_observed' });
  });

  it("'Concerned' on a milestone with catalogue red flags returns their advice and raises one flag for review", async () => {
    const before = await flags();
    const res = await save(nia.s, {
      milestoneTemplateId: 'w3-lifts-head-briefly',
      status: 'delayed',
      parentConcerns: 'She does not lift her head at all',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.progress.statusLabel).toBe('Delayed');
    expect(body.concern.signs.map((s: { id: string }) => s.id)).toEqual([
      'newborn-breathing-difficulty',
      'newborn-colour-change',
    ]);
    expect(body.concern.signs[0].whatToDo).toMatch(/emergency/i);
    const mine = (await nia.s.call({ method: 'GET', url: '/api/admin/flags' })).json();
    const flag = mine.find((f: { id: string }) => f.id === body.concern.flagId);
    expect(flag).toMatchObject({
      source: 'milestone',
      flagType: 'yellow',
      priority: 'medium',
      reason: 'Milestone concern: Lifts head briefly in tummy time',
      symptom: { description: 'She does not lift her head at all' },
    });
    // Chosen again: the same flag, not a second one.
    const twice = await save(nia.s, { milestoneTemplateId: 'w3-lifts-head-briefly', status: 'delayed' });
    expect(twice.json().concern.flagId).toBe(body.concern.flagId);
    expect(await flags()).toBe(before + 1);
  });

  it("'Concerned' on a milestone without red flags is kept for the report, with no flag", async () => {
    const before = await flags();
    const res = await save(nia.s, { milestoneTemplateId: 'w4-watches-faces', status: 'delayed' });
    expect(res.json()).toMatchObject({ progress: { status: 'delayed' }, concern: null });
    expect(await flags()).toBe(before);
  });

  it.each([
    [{ milestoneTemplateId: 'w3-has-alert-times', status: 'maybe' }, 'status'],
    [{ milestoneTemplateId: 'no-such-milestone', status: 'unsure' }, 'milestoneTemplateId'],
    [{ status: 'unsure' }, 'milestoneTemplateId'],
    [
      { milestoneTemplateId: 'w3-has-alert-times', status: 'unsure', observedDate: '2026-01-01' },
      'observedDate',
    ],
    [
      { milestoneTemplateId: 'w3-has-alert-times', status: 'observed', observedDate: '2999-01-01' },
      'observedDate',
    ],
    [
      { milestoneTemplateId: 'w3-has-alert-times', status: 'observed', observedDate: '2000-01-01' },
      'observedDate',
    ],
    [{ milestoneTemplateId: 'w3-has-alert-times', status: 'unsure', babyAge: -1 }, 'babyAge'],
    [{ milestoneTemplateId: 'w3-has-alert-times', status: 'unsure', babyId: 'not-hers' }, 'babyId'],
    [{ milestoneTemplateId: 'w3-has-alert-times', status: 'unsure', mood: 'ok' }, ''],
  ])('refuses %j with a 400 naming %s, writing nothing', async (payload, field) => {
    const before = await rows();
    const res = await save(nia.s, payload);
    expect(res.statusCode, res.body).toBe(400);
    if (field) expect(Object.keys(res.json().fields ?? {})).toContain(field);
    expect(await rows()).toBe(before);
  });

  it("refuses another mother's baby, another mother's id, and no session", async () => {
    const before = await rows();
    const hers = await save(ola.s, {
      milestoneTemplateId: 'w0-grasps-your-finger',
      status: 'unsure',
      babyId: nia.babyId,
    });
    expect(hers.statusCode).toBe(400);
    expect(hers.json().fields).toHaveProperty('babyId');
    expect(
      (
        await save(ola.s, {
          userId: nia.s.user.id,
          milestoneTemplateId: 'w0-grasps-your-finger',
          status: 'unsure',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await ola.s.call({ method: 'GET', url: `/api/milestone-progress/${nia.s.user.id}` })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/milestone-progress/${nia.s.user.id}` })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/milestone-progress', payload: {} })).statusCode,
    ).toBe(401);
    expect(await rows()).toBe(before);
  });

  it('before the birth is recorded there is no baby to track: 409', async () => {
    const s = await signUp(t.app, 'Pia Mum');
    const res = await save(s, { milestoneTemplateId: 'w0-grasps-your-finger', status: 'unsure' });
    expect(res.statusCode).toBe(409);
  });
});

describe('a baby born early', () => {
  it('follows the corrected age: its milestones start from the due date', async () => {
    const s = await signUp(t.app, 'Zoe Mum');
    const today = localDateIn('UTC');
    const birthDate = addDays(today, -40);
    const res = await s.call({
      method: 'POST',
      url: '/api/onboarding/complete',
      payload: {
        stage: 'postpartum',
        birthDate,
        // Born at 35 weeks: 35 days before the due date, so 5 days of corrected age today.
        dueDate: addDays(birthDate, 35),
        firstName: 'Zoe',
        notifications: { symptoms: true, appointments: true, daily: true, emergency: true },
        moodBaseline: 'tired',
        timeZone: 'UTC',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = await save(s, {
      milestoneTemplateId: 'w0-grasps-your-finger',
      status: 'observed',
      babyAge: 40,
    });
    expect(saved.json().progress.babyAge).toBe(5);
    // Week 1 has not come yet by her corrected age (milestone week 0), though she is 5 weeks old.
    const report = await s.call({
      method: 'POST',
      url: '/api/milestone-reports/generate',
      payload: { weekNumber: 1 },
    });
    expect(report.statusCode).toBe(400);
    expect(report.json().fields.weekNumber).toMatch(/milestone week 0/);
    const week0 = await s.call({
      method: 'POST',
      url: '/api/milestone-reports/generate',
      payload: { weekNumber: 0 },
    });
    expect(week0.json().report).toMatchObject({ correctedAge: true, babyAgeDays: 5, weekNumber: 0 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VisitChecklist } from '../../../core/contracts/visit-toolkit.ts';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import { visitChecklistTicks } from '../../db/schema/visit-toolkit.ts';
import {
  createTestApp,
  dueInDaysAt,
  onboard,
  type Session,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts';

let t: TestApp;
let zoe: Session;
let bea: Session;
beforeAll(async () => {
  t = await createTestApp();
  zoe = await signUp(t.app, 'Zoë');
  bea = await signUp(t.app, 'Bea');
  await onboard(zoe, { dueInDays: dueInDaysAt(33) });
  await onboard(bea, { birthDate: addDays(localDateIn('UTC'), -12) });
});
afterAll(() => t.close());

const url = (s: Session) => `/api/visit-checklist/${s.user.id}`;
const get = async (s: Session) => (await s.call({ method: 'GET', url: url(s) })).json<VisitChecklist>();
const tick = (s: Session, itemId: string, done = true) =>
  s.call({ method: 'PATCH', url: url(s), payload: { itemId, done } });
const snapshot = async () =>
  (await t.app.db.select().from(visitChecklistTicks))
    .map((r) => `${r.userId}:${r.appointmentKey}:${r.itemId}:${String(r.done)}`)
    .sort();
const done = (c: VisitChecklist) => c.items.filter((i) => i.completed).map((i) => i.id);
const book = async (s: Session, title: string, inDays: number) => {
  const res = await s.call({
    method: 'POST',
    url: '/api/calendar/events',
    payload: {
      title,
      eventType: 'ob_appointment',
      date: addDays(localDateIn('UTC'), inDays),
      time: '10:30',
      location: 'Riverside Clinic',
    },
  });
  return res.json<{ event: { id: string } }>().event.id;
};

describe('GET /api/visit-checklist/:userId', () => {
  it('401 without a session, 403 for another mother', async () => {
    expect((await t.app.inject({ method: 'GET', url: url(zoe) })).statusCode).toBe(401);
    expect((await bea.call({ method: 'GET', url: url(zoe) })).statusCode).toBe(403);
  });

  it('the six items of pregnancy with their priorities at week 33, none ticked, no appointment booked', async () => {
    const c = await get(zoe);
    // Onboarding added the usual visits as suggestions: none of them is an appointment she booked.
    expect(c.appointment).toBeNull();
    expect(c.items.map((i) => [i.id, i.priority])).toEqual([
      ['birth-plan', 'high'],
      ['hospital-bag', 'medium'],
      ['postpartum-plan', 'low'],
      ['questions-for-your-visit', 'high'],
      ['symptom-review', 'medium'],
      ['medications-and-records', 'medium'],
    ]);
    expect(c.items[0]).toMatchObject({
      category: 'Birth preparation',
      title: 'Write your birth plan',
      completed: false,
    });
    expect(c).toMatchObject({ done: 0, total: 6, percent: 0, allSet: false });
  });

  it('after the birth: the six items of her stage, the birth plan and bag replaced by her recovery and baby', async () => {
    const c = await get(bea);
    expect(c.items.map((i) => i.id)).toEqual([
      'postpartum-plan',
      'questions-for-your-visit',
      'symptom-review',
      'medications-and-records',
      'recovery-notes',
      'baby-notes',
    ]);
    expect(c.total).toBe(6);
  });
});

describe('PATCH /api/visit-checklist/:userId', () => {
  it('401, 403 for another mother, 400 naming the field for each bad input, nothing written', async () => {
    const before = await snapshot();
    const res = await t.app.inject({
      method: 'PATCH',
      url: url(zoe),
      payload: { itemId: 'birth-plan', done: true },
    });
    expect(res.statusCode).toBe(401);
    expect(
      (await bea.call({ method: 'PATCH', url: url(zoe), payload: { itemId: 'birth-plan', done: true } }))
        .statusCode,
    ).toBe(403);
    for (const [field, who, payload] of [
      ['itemId', zoe, { done: true }],
      ['itemId', zoe, { itemId: 'pack-snacks', done: true }],
      ['itemId', zoe, { itemId: 'x'.repeat(101), done: true }],
      // The birth plan is not on her list after the birth.
      ['itemId', bea, { itemId: 'birth-plan', done: true }],
      ['done', zoe, { itemId: 'birth-plan' }],
      ['done', zoe, { itemId: 'birth-plan', done: 'yes' }],
      ['completed', zoe, { itemId: 'birth-plan', done: true, completed: true }],
    ] as const) {
      const r = await who.call({ method: 'PATCH', url: url(who), payload });
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(r.json<{ fields: object }>().fields), JSON.stringify(payload)).toContain(field);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("ticks and unticks, the same tick twice is one; 'All set' at 80% (5 of 6), not at 4 of 6", async () => {
    const ann = await signUp(t.app, 'Ann');
    await onboard(ann, { dueInDays: dueInDaysAt(28) });
    for (const id of ['birth-plan', 'hospital-bag', 'postpartum-plan'])
      expect((await tick(ann, id)).statusCode).toBe(200);
    const four = (await tick(ann, 'questions-for-your-visit')).json<VisitChecklist>();
    expect(four).toMatchObject({ done: 4, total: 6, percent: 67, allSet: false });
    expect((await tick(ann, 'questions-for-your-visit')).json<VisitChecklist>().done).toBe(4);
    const five = (await tick(ann, 'symptom-review')).json<VisitChecklist>();
    expect(five).toMatchObject({ done: 5, percent: 83, allSet: true });
    expect((await get(ann)).allSet).toBe(true);
    const back = (await tick(ann, 'birth-plan', false)).json<VisitChecklist>();
    expect(back).toMatchObject({ done: 4, allSet: false });
    expect(back.items.find((i) => i.id === 'birth-plan')?.completed).toBe(false);
    const all = (await tick(ann, 'medications-and-records')).json<VisitChecklist>();
    expect(all).toMatchObject({ done: 5, allSet: true });
    // Another mother's list is untouched.
    expect((await get(zoe)).done).toBe(0);
  });

  it('is kept per appointment: ticks made before booking come with the visit she books; another visit starts afresh', async () => {
    expect(done((await tick(zoe, 'questions-for-your-visit')).json<VisitChecklist>())).toEqual([
      'questions-for-your-visit',
    ]);

    // She books her week-34 visit: the ticks she made for "her next visit" are this visit's.
    const later = await book(zoe, 'Midwife appointment', 10);
    const booked = await get(zoe);
    expect(booked.appointment).toMatchObject({
      id: later,
      title: 'Midwife appointment',
      time: '10:30',
      location: 'Riverside Clinic',
    });
    expect(done(booked)).toEqual(['questions-for-your-visit']);
    expect(done((await tick(zoe, 'symptom-review')).json<VisitChecklist>())).toEqual([
      'questions-for-your-visit',
      'symptom-review',
    ]);

    // A visit sooner than that one is her next appointment now, with a list of its own.
    const sooner = await book(zoe, 'Scan', 3);
    const fresh = await get(zoe);
    expect(fresh.appointment?.id).toBe(sooner);
    expect(fresh.done).toBe(0);
    expect(done((await tick(zoe, 'medications-and-records')).json<VisitChecklist>())).toEqual([
      'medications-and-records',
    ]);

    // When that one is gone (here: deleted), the later visit's ticks are as she left them.
    expect((await zoe.call({ method: 'DELETE', url: `/api/calendar/events/${sooner}` })).statusCode).toBe(
      204,
    );
    const again = await get(zoe);
    expect(again.appointment?.id).toBe(later);
    expect(done(again)).toEqual(['questions-for-your-visit', 'symptom-review']);

    // A visit marked done is no longer the next one.
    await zoe.call({ method: 'PATCH', url: `/api/calendar/events/${later}/complete`, payload: {} });
    const after = await get(zoe);
    expect(after.appointment).toBeNull();
    expect(after.done).toBe(0);
  });

  it('a suggested visit she accepts becomes her appointment', async () => {
    const cleo = await signUp(t.app, 'Cleo');
    await onboard(cleo, { dueInDays: dueInDaysAt(29) });
    const events = (await cleo.call({ method: 'GET', url: `/api/calendar/events/${cleo.user.id}` })).json<
      { id: string; eventType: string; isSuggested: boolean; date: string }[]
    >();
    const visit = events.find((e) => e.eventType === 'ob_appointment' && e.isSuggested);
    if (!visit) throw new Error('onboarding suggests her visits');
    expect((await get(cleo)).appointment).toBeNull();
    await cleo.call({ method: 'PATCH', url: `/api/calendar/events/${visit.id}/accept`, payload: {} });
    expect((await get(cleo)).appointment).toMatchObject({ id: visit.id, date: visit.date });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthPlans } from '../../db/schema/care.ts';
import { readPdf } from '../../testing/pdf-text.ts';
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
  zoe = await signUp(t.app, 'Zoë Ñúñez');
  bea = await signUp(t.app, 'Bea');
  await onboard(zoe, { firstName: 'Zoë', dueInDays: dueInDaysAt(33) });
  await onboard(bea, { dueInDays: dueInDaysAt(30) });
});
afterAll(() => t.close());

const url = (s: Session) => `/api/birth-plan/${s.user.id}`;
const snapshot = async () => (await t.app.db.select().from(birthPlans)).map((p) => JSON.stringify(p)).sort();
const plan = {
  deliveryPreference: 'vaginal-birth',
  choices: { 'pain-relief': ['epidural', 'water'], feeding: ['breastfeeding'], environment: [] },
  notes: 'Please call me Zoë. I would like the lights low.',
};
const save = (s: Session, payload: object, as: Session = s) =>
  as.call({ method: 'PUT', url: url(s), payload });

describe('GET /api/birth-plan/:userId', () => {
  it('401 without a session, 403 for another mother', async () => {
    expect((await t.app.inject({ method: 'GET', url: url(zoe) })).statusCode).toBe(401);
    expect((await bea.call({ method: 'GET', url: url(zoe) })).statusCode).toBe(403);
  });

  it('is 200 with plan null before she starts, with the sections from the content', async () => {
    const res = await bea.call({ method: 'GET', url: url(bea) });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      plan: null;
      sections: { id: string; multiple: boolean; options: unknown[] }[];
    }>();
    expect(body.plan).toBeNull();
    expect(body.sections.map((s) => s.id)).toContain('pain-relief');
    expect(body.sections.find((s) => s.id === 'delivery-preferences')?.multiple).toBe(false);
    expect(body.sections.every((s) => s.options.length >= 2)).toBe(true);
  });
});

describe('PUT /api/birth-plan/:userId', () => {
  it("401 and 403 (another mother's id, or her id in the body), nothing written", async () => {
    const before = await snapshot();
    expect((await t.app.inject({ method: 'PUT', url: url(zoe), payload: plan })).statusCode).toBe(401);
    expect((await save(zoe, plan, bea)).statusCode).toBe(403);
    expect((await save(zoe, { ...plan, userId: bea.user.id })).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [
      'choices.pain-relief',
      { choices: { 'pain-relief': ['epidural', 'hypnosis'] } },
      /^Unknown option "hypnosis"/,
    ],
    ['choices.feeding', { choices: { feeding: ['formula', 'breastfeeding'] } }, /^Choose one option/],
    ['choices.haircut', { choices: { haircut: ['short'] } }, /^Unknown section/],
    [
      'choices.delivery-preferences',
      { choices: { 'delivery-preferences': ['vaginal-birth'] } },
      /deliveryPreference/,
    ],
    ['choices', { choices: ['epidural'] }, /./],
    ['choices.pain-relief', { choices: { 'pain-relief': 'epidural' } }, /./],
    ['deliveryPreference', { deliveryPreference: 'in-space' }, /^Unknown option "in-space"/],
    ['deliveryPreference', { deliveryPreference: undefined }, /required/],
    ['notes', { notes: 'x'.repeat(5_001) }, /5,000/],
    ['notes', { notes: undefined }, /./],
    ['updatedAt', { updatedAt: '2020-01-01T00:00:00.000Z' }, /Unknown field/],
  ])('400 naming %s, nothing written', async (field, change, message) => {
    const before = await snapshot();
    const res = await save(zoe, { ...plan, ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; fields: Record<string, string> }>();
    expect(body.fields[field], JSON.stringify(body)).toMatch(message);
    expect(body.message).toContain(field);
    expect(await snapshot()).toEqual(before);
  });

  it('saves her plan with updatedAt set by the server; a later save replaces it', async () => {
    const t0 = Date.now();
    const res = await save(zoe, plan);
    expect(res.statusCode).toBe(200);
    const saved = res.json<{ plan: { updatedAt: string } }>().plan;
    expect(saved).toMatchObject({
      deliveryPreference: 'vaginal-birth',
      choices: { 'pain-relief': ['water', 'epidural'], feeding: ['breastfeeding'] },
      notes: plan.notes,
    });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThanOrEqual(t0 - 1000);

    const got = (await zoe.call({ method: 'GET', url: url(zoe) })).json<{ plan: unknown }>();
    expect(got.plan).toEqual(saved);

    await new Promise((r) => setTimeout(r, 5));
    const again = await save(zoe, { ...plan, deliveryPreference: null, notes: 'n'.repeat(5_000) });
    expect(again.statusCode).toBe(200);
    const second = again.json<{ plan: { updatedAt: string; deliveryPreference: null } }>().plan;
    expect(second.deliveryPreference).toBeNull();
    expect(Date.parse(second.updatedAt)).toBeGreaterThan(Date.parse(saved.updatedAt));
    const rows = await t.app.db.select().from(birthPlans).where(eq(birthPlans.userId, zoe.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.notes).toHaveLength(5_000);
    // Bea's plan is untouched by Zoë's saves.
    expect((await bea.call({ method: 'GET', url: url(bea) })).json<{ plan: null }>().plan).toBeNull();
  });
});

describe('GET /api/birth-plan/:userId.pdf', () => {
  it('401, 403 for another mother, 404 before she has saved a plan', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${url(zoe)}.pdf` })).statusCode).toBe(401);
    expect((await bea.call({ method: 'GET', url: `${url(zoe)}.pdf` })).statusCode).toBe(403);
    const none = await bea.call({ method: 'GET', url: `${url(bea)}.pdf` });
    expect(none.statusCode).toBe(404);
    expect(none.json<{ message: string }>().message).toMatch(/not saved a birth plan yet/);
  });

  it('is a PDF of her plan: her (non-ASCII) name, her choices in words, her notes', async () => {
    expect((await save(zoe, plan)).statusCode).toBe(200);
    const res = await zoe.call({ method: 'GET', url: `${url(zoe)}.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="my-birth-plan.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(5_000);
    const { lines: text } = await readPdf(res.rawPayload);
    expect(text).toContain('My birth plan');
    expect(text).toContain('Name: Zoë Ñúñez');
    expect(text.some((l) => l.startsWith('Please call me:'))).toBe(false);
    expect(text).toContain('Pain relief you would like to try');
    expect(text).toContain('Water: a bath or birth pool');
    expect(text).toContain('Epidural');
    expect(text).toContain('Vaginal birth');
    expect(text).toContain('Breastfeeding or chestfeeding');
    expect(text).toContain('No preference noted');
    expect(text.join('\n')).toContain('Please call me Zoë. I would like the lights low.');
    // What she did not choose is not in her plan.
    expect(text).not.toContain('TENS machine');
    expect(text.some((l) => l.includes('\uFFFD'))).toBe(false);
  });

  it('names her as she signed up, and how she likes to be called when that differs', async () => {
    const renamed = await zoe.call({
      method: 'PATCH',
      url: `/api/profile/${zoe.user.id}`,
      payload: { firstName: 'Zo' },
    });
    expect(renamed.statusCode).toBe(200);
    const { lines: text } = await readPdf(
      (await zoe.call({ method: 'GET', url: `${url(zoe)}.pdf` })).rawPayload,
    );
    expect(text).toContain('Name: Zoë Ñúñez');
    expect(text).toContain('Please call me: Zo');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIT_QUESTIONS_MAX } from '../../../core/domain/visit-questions.ts';
import { visitQuestions } from '../../db/schema/visit-toolkit.ts';
import { createTestApp, onboard, type Session, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let amara: Session;
let bea: Session;
beforeAll(async () => {
  t = await createTestApp();
  amara = await signUp(t.app, 'Amara');
  bea = await signUp(t.app, 'Bea');
  await onboard(amara);
  await onboard(bea);
});
afterAll(() => t.close());

const snapshot = async () =>
  (await t.app.db.select().from(visitQuestions))
    .map((q) => `${q.id}:${q.text}:${String(q.asked)}:${q.source}`)
    .sort();
const add = (s: Session, payload: object) => s.call({ method: 'POST', url: '/api/visit-questions', payload });
const list = async (s: Session) =>
  (await s.call({ method: 'GET', url: `/api/visit-questions/${s.user.id}` })).json<
    { id: string; text: string; asked: boolean; askedAt: string | null; source: string }[]
  >();

describe('POST /api/visit-questions', () => {
  it('401 without a session, 403 naming another mother, nothing written', async () => {
    const before = await snapshot();
    const res = await t.app.inject({ method: 'POST', url: '/api/visit-questions', payload: { text: 'Hi' } });
    expect(res.statusCode).toBe(401);
    expect((await add(bea, { text: 'Is this normal?', userId: amara.user.id })).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['text', {}],
    ['text', { text: '   ' }],
    ['text', { text: 'x'.repeat(501) }],
    ['text', { text: 42 }],
    ['source', { text: 'Fine question', source: 'facebook' }],
    ['asked', { text: 'Fine question', asked: true }],
  ])('400 naming %s, nothing written', async (field, payload) => {
    const before = await snapshot();
    const res = await add(amara, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: object }>().fields)).toContain(field);
    expect(await snapshot()).toEqual(before);
  });

  it('adds hers (trimmed, 500 characters at most), from anywhere, and refuses the same one twice', async () => {
    const own = await add(amara, { text: '  Can I still fly at 30 weeks?  ' });
    expect(own.statusCode).toBe(201);
    expect(own.json().question).toMatchObject({
      text: 'Can I still fly at 30 weeks?',
      source: 'own',
      asked: false,
      askedAt: null,
    });
    const fromZara = await add(amara, { text: 'Is heartburn at night normal?', source: 'zara' });
    expect(fromZara.json().question.source).toBe('zara');
    expect((await add(amara, { text: 'y'.repeat(500), source: 'article' })).statusCode).toBe(201);

    // The same words again, whatever the case and spacing: 409 naming the field, nothing written.
    const before = await snapshot();
    const twice = await add(amara, { text: 'is heartburn   at night NORMAL?', source: 'zara' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().fields.text).toBe('This question is already on your list');
    expect(await snapshot()).toEqual(before);
    // Another mother's list is her own.
    expect((await add(bea, { text: 'Is heartburn at night normal?' })).statusCode).toBe(201);
  });

  it('refuses a question beyond the limit with a message saying what to do', async () => {
    const carla = await signUp(t.app, 'Carla');
    await onboard(carla);
    await t.app.db.insert(visitQuestions).values(
      Array.from({ length: VISIT_QUESTIONS_MAX }, (_, i) => ({
        userId: carla.user.id,
        text: `Question ${String(i)}`,
        source: 'own' as const,
      })),
    );
    const res = await add(carla, { text: 'One more' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Delete some you have asked/);
  });
});

describe('GET /api/visit-questions/:userId', () => {
  it('401, 403 for another mother, her own still to ask first in the order she added them', async () => {
    const url = `/api/visit-questions/${amara.user.id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await bea.call({ method: 'GET', url })).statusCode).toBe(403);
    const mine = await list(amara);
    expect(mine.map((q) => q.text.slice(0, 20))).toEqual([
      'Can I still fly at 3',
      'Is heartburn at nigh',
      'y'.repeat(20),
    ]);
    expect((await list(bea)).map((q) => q.text)).toEqual(['Is heartburn at night normal?']);
  });
});

describe('PATCH and DELETE /api/visit-questions/:questionId', () => {
  it('edits, ticks as asked and back, deletes; 403 for another mother; 400 naming the field', async () => {
    const [first, second] = await list(amara);
    if (!first || !second) throw new Error('her questions are made above');
    const url = `/api/visit-questions/${first.id}`;
    expect((await t.app.inject({ method: 'PATCH', url, payload: { asked: true } })).statusCode).toBe(401);
    const before = await snapshot();
    expect((await bea.call({ method: 'PATCH', url, payload: { asked: true } })).statusCode).toBe(403);
    expect((await bea.call({ method: 'DELETE', url })).statusCode).toBe(403);
    for (const [field, payload] of [
      ['text', {}],
      ['text', { text: ' ' }],
      ['text', { text: 'z'.repeat(501) }],
      ['asked', { asked: 'yes' }],
      ['source', { source: 'zara' }],
    ] as const) {
      const res = await amara.call({ method: 'PATCH', url, payload });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields), field).toContain(field);
    }
    // Editing it into another of her open questions would list it twice.
    const clash = await amara.call({ method: 'PATCH', url, payload: { text: second.text } });
    expect(clash.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);

    const edited = await amara.call({ method: 'PATCH', url, payload: { text: ' Can I fly at 32 weeks? ' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().question).toMatchObject({ text: 'Can I fly at 32 weeks?', asked: false });

    const asked = await amara.call({ method: 'PATCH', url, payload: { asked: true } });
    expect(asked.json().question.asked).toBe(true);
    expect(Date.parse(asked.json().question.askedAt as string)).not.toBeNaN();
    // Asked ones go to the end of her list.
    expect((await list(amara)).at(-1)?.id).toBe(first.id);
    const again = await amara.call({ method: 'PATCH', url, payload: { asked: true } });
    expect(again.json().question.askedAt).toBe(asked.json().question.askedAt);
    const back = await amara.call({ method: 'PATCH', url, payload: { asked: false } });
    expect(back.json().question).toMatchObject({ asked: false, askedAt: null });

    expect((await amara.call({ method: 'DELETE', url })).statusCode).toBe(204);
    expect((await amara.call({ method: 'DELETE', url })).statusCode).toBe(404);
    expect((await amara.call({ method: 'PATCH', url, payload: { asked: true } })).statusCode).toBe(404);
    expect((await list(amara)).some((q) => q.id === first.id)).toBe(false);
  });
});

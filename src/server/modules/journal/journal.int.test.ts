import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries } from '../../db/schema/health.ts';
import { createTestApp, onboard, type Session, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let amara: Session;
let bea: Session;
beforeAll(async () => {
  t = await createTestApp();
  amara = await signUp(t.app, 'Amara');
  bea = await signUp(t.app, 'Bea');
  await onboard(amara);
});
afterAll(() => t.close());

const snapshot = async () =>
  (await t.app.db.select().from(journalEntries)).map((e) => `${e.id}:${e.content}:${e.mood}`).sort();
const entry = { category: 'mom', mood: 'grateful', content: 'Felt the first kicks today.' };
const write = (s: Session, payload: object) => s.call({ method: 'POST', url: '/api/journal', payload });

describe('POST /api/journal', () => {
  it('401 and 403 for another userId, nothing written', async () => {
    const before = await snapshot();
    expect((await t.app.inject({ method: 'POST', url: '/api/journal', payload: entry })).statusCode).toBe(
      401,
    );
    expect((await write(bea, { ...entry, userId: amara.user.id })).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['content', { content: undefined }],
    ['content', { content: '   \n ' }],
    ['content', { content: 'x'.repeat(10_001) }],
    ['category', { category: 'dad' }],
    ['mood', { mood: 'excited' }],
    ['pregnancyWeek', { pregnancyWeek: 30 }],
  ])('400 naming %s, nothing written', async (field, change) => {
    const before = await snapshot();
    const res = await write(amara, { ...entry, ...change });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(await snapshot()).toEqual(before);
  });

  it('saves with the week from her profile; 10,000 characters is fine', async () => {
    const res = await write(amara, entry);
    expect(res.statusCode).toBe(201);
    expect(res.json().entry).toMatchObject({ ...entry, pregnancyWeek: 24, postpartumWeek: null });
    expect((await write(amara, { ...entry, content: 'y'.repeat(10_000) })).statusCode).toBe(201);
    const newcomer = await write(bea, { ...entry, category: 'baby', mood: 'tired' });
    expect(newcomer.json().entry.pregnancyWeek).toBeNull();
  });
});

describe('GET /api/journal/:id', () => {
  it('401, 403 for another user, newest first', async () => {
    const url = `/api/journal/${amara.user.id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await bea.call({ method: 'GET', url })).statusCode).toBe(403);
    const list = (await amara.call({ method: 'GET', url })).json<{ content: string }[]>();
    expect(list).toHaveLength(2);
    expect(list[0]?.content).toMatch(/^y+$/);
  });
});

describe('PATCH and DELETE /api/journal/entries/:entryId', () => {
  it('edits and deletes her own entry; 403 for another mother; 400 naming the field', async () => {
    const id = (await write(amara, { ...entry, content: 'To edit' })).json().entry.id as string;
    const url = `/api/journal/entries/${id}`;
    expect((await t.app.inject({ method: 'PATCH', url, payload: { content: 'x' } })).statusCode).toBe(401);
    const before = await snapshot();
    expect((await bea.call({ method: 'PATCH', url, payload: { content: 'Hijack' } })).statusCode).toBe(403);
    expect((await bea.call({ method: 'DELETE', url })).statusCode).toBe(403);
    for (const [field, payload] of [
      ['content', { content: ' ' }],
      ['mood', { mood: 'meh' }],
      ['content', {}],
      ['userId', { userId: amara.user.id }],
    ] as const) {
      const res = await amara.call({ method: 'PATCH', url, payload });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    expect(await snapshot()).toEqual(before);

    const edited = await amara.call({
      method: 'PATCH',
      url,
      payload: { content: '  Edited  ', mood: 'happy' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().entry).toMatchObject({ content: 'Edited', mood: 'happy', category: 'mom' });

    expect((await amara.call({ method: 'DELETE', url })).statusCode).toBe(204);
    expect((await amara.call({ method: 'DELETE', url })).statusCode).toBe(404);
  });
});

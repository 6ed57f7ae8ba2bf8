/**
 * Exactly once (docs/architecture.md): every endpoint declared `idempotent` answers a repeat of a request with the
 * same Idempotency-Key with the first status and body, writing nothing; the same key with another request is a 422;
 * a write whose reply was lost after the server committed is answered, not written again, when sent again; two at
 * once write once.
 */
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredEndpoints } from '../../core/contracts/api.ts';
import { type Endpoint, keyOf } from '../../core/contracts/endpoint.ts';
import { journalEntries } from '../db/schema/health.ts';
import { exampleContext } from '../testing/example-context.ts';
import { newMother } from '../testing/post-birth.ts';
import { postBirthFixtures } from '../testing/post-birth-fixtures.ts';
import { type ExampleContext, requestExamples, type RequestExample } from '../testing/request-examples.ts';
import { everyUserRow } from '../testing/every-row.ts';
import { createTestApp, type Session, signUp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let ctx: ExampleContext;
beforeAll(async () => {
  t = await createTestApp();
  ctx = await exampleContext(t.app);
});
afterAll(() => t.close());

const everything = () => everyUserRow(t.app);

function urlOf(e: Endpoint, params: Record<string, string> = {}) {
  return e.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
}

const sendExample = (s: Session, e: Endpoint, example: RequestExample, key: string | undefined) =>
  s.call({
    method: e.method,
    url: urlOf(e, example.params),
    headers: key === undefined ? {} : { 'idempotency-key': key },
    ...(example.body === undefined ? {} : { payload: example.body as object }),
  });

/** A running feeding timer (the fixture's is a sleep timer, which cannot switch sides). */
async function feedingTimer(babyId: string): Promise<string> {
  const res = await ctx.me.call({
    method: 'POST',
    url: '/api/baby-timers',
    payload: { babyId, kind: 'feeding', side: 'left' },
  });
  return res.json<{ timer: { id: string } }>().timer.id;
}

/** The endpoint's example on fresh rows (a timer stopped by one endpoint is not there for the next). */
async function freshExample(name: string): Promise<{ fresh: ExampleContext; example: RequestExample }> {
  const fresh = { ...ctx, ...(await postBirthFixtures(t.app.db, ctx.me.user.id)) };
  if (name === 'PATCH /api/baby-timers/:timerId') fresh.timerId = await feedingTimer(fresh.babyId);
  // A twin is added after the birth is recorded.
  if (name === 'POST /api/babies') fresh.me = (await newMother(t.app)).s;
  const made = requestExamples[name as keyof typeof requestExamples]?.(fresh);
  const example = Array.isArray(made) ? made[0] : made;
  if (!example) throw new Error(`${name} has no example in testing/request-examples.ts`);
  return { fresh, example };
}

const idempotent = declaredEndpoints.map(({ endpoint }) => endpoint).filter((e) => e.idempotent);

describe('the Idempotency-Key', () => {
  it('is honoured by every write a mother makes that creates a row, and the offline queue sends', () => {
    expect(idempotent.map(keyOf).sort()).toEqual([
      'DELETE /api/baby-timers/:timerId',
      'PATCH /api/baby-timers/:timerId',
      'POST /api/admin/flags',
      'POST /api/babies',
      'POST /api/baby-timers',
      'POST /api/baby-timers/:timerId/stop',
      'POST /api/baby-tracking',
      'POST /api/calendar/events',
      'POST /api/checkins',
      'POST /api/exercise/logs',
      'POST /api/hospital-bag/:userId/items',
      'POST /api/journal',
      'POST /api/maternal-recovery',
      'POST /api/maternal-recovery/entries/:logId/voice-memo',
      'POST /api/milestone-progress',
      'POST /api/screenings',
      'POST /api/screenings/crisis',
      'POST /api/symptom-logs',
      'POST /api/visit-questions',
    ]);
  });

  it.each(idempotent.filter((e) => e.bodyType !== 'multipart').map((e) => [keyOf(e), e] as const))(
    '%s: a repeat answers the first answer and writes nothing',
    async (name, e) => {
      const { fresh, example } = await freshExample(name);
      const key = randomUUID();
      const first = await sendExample(fresh.me, e, example, key);
      expect(first.statusCode, `${name}: ${first.body}`).toBeLessThan(300);
      const after = await everything();
      const again = await sendExample(fresh.me, e, example, key);
      expect(again.statusCode, name).toBe(first.statusCode);
      expect(again.body, name).toBe(first.body);
      expect(again.headers['idempotent-replayed'], name).toBe('true');
      expect(await everything(), `${name}: nothing written by the repeat`).toBe(after);
    },
  );
});

/**
 * The example made unique by its free-text field, one-off id or start (run twice, the fixtures' example would be
 * a duplicate question or bag item, a 409): `tag` tells the two requests apart under one key.
 */
const CHANGEABLE = [
  'notes',
  'note',
  'userNotes',
  'content',
  'text',
  'label',
  'title',
  'name',
  'symptom',
  'description',
];
function variant(example: RequestExample, tag: number): RequestExample | null {
  const body = example.body as Record<string, unknown> | undefined;
  if (!body) return null;
  if (typeof body.checkId === 'string') return { ...example, body: { ...body, checkId: randomUUID() } };
  // A milestone's status: her notes tell the two apart (the example has none to change).
  if (typeof body.milestoneTemplateId === 'string')
    return { ...example, body: { ...body, notes: `Seen ${String(tag)}` } };
  if (body.action === 'switch')
    return tag === 1 ? example : { ...example, body: { ...body, action: 'pause' } };
  const field = CHANGEABLE.find((f) => typeof body[f] === 'string');
  if (field)
    return { ...example, body: { ...body, [field]: `${String(body[field])} ${randomUUID().slice(0, 8)}` } };
  if (typeof body.startedAt === 'string') {
    const startedAt = new Date(Date.parse(body.startedAt) - tag * 60_000).toISOString();
    return { ...example, body: { ...body, startedAt } };
  }
  return null;
}

describe('the same key with a different body', () => {
  const withBody = idempotent.filter((e) => e.bodyType !== 'multipart' && e.body);
  it.each(withBody.map((e) => [keyOf(e), e] as const))(
    '%s: 422 saying the key was used for another request, writing nothing',
    async (name, e) => {
      const { fresh, example } = await freshExample(name);
      const [one, other] = [variant(example, 1), variant(example, 2)];
      if (!one || !other) throw new Error(`${name}: no field to change in its example (see CHANGEABLE)`);
      const key = randomUUID();
      const first = await sendExample(fresh.me, e, one, key);
      expect(first.statusCode, `${name}: ${first.body}`).toBeLessThan(300);
      const after = await everything();
      const res = await sendExample(fresh.me, e, other, key);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
      expect(res.json()).toMatchObject({ code: 'idempotency_key_reused' });
      expect(await everything(), `${name}: nothing written`).toBe(after);
    },
  );
});

describe('one key, one journal entry', () => {
  const entry = { category: 'mom', mood: 'calm', content: 'Fed at 3 in the dark, no signal.' };
  const write = (s: Session, key: string | undefined, payload: object = entry) =>
    s.call({
      method: 'POST',
      url: '/api/journal',
      payload,
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
  const entriesOf = async (s: Session) =>
    (await t.app.db.select().from(journalEntries).where(eq(journalEntries.userId, s.user.id))).length;

  it('refuses the same key with a different entry (422 saying why), writing nothing', async () => {
    const key = randomUUID();
    expect((await write(ctx.me, key)).statusCode).toBe(201);
    const before = await everything();
    const res = await write(ctx.me, key, { ...entry, content: 'Something else' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'idempotency_key_reused', message: expect.stringMatching(/new key/) });
    expect(await everything()).toBe(before);
  });

  it('refuses a key that is not 1 to 255 visible characters (400 naming the header), writing nothing', async () => {
    const before = await everything();
    for (const key of ['', 'x'.repeat(256), 'has space', 'tab\there']) {
      const res = await write(ctx.me, key);
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(Object.keys(res.json().fields), JSON.stringify(key)).toEqual(['idempotency-key']);
    }
    expect(await everything()).toBe(before);
  });

  it('keeps keys per mother, writes twice without a key, and lets a refused request be fixed under its key', async () => {
    const bea = await signUp(t.app, 'Bea');
    const key = randomUUID();
    const [mine, hers] = [await write(ctx.me, key), await write(bea, key)];
    expect([mine.statusCode, hers.statusCode]).toEqual([201, 201]);
    expect(hers.json().entry.id).not.toBe(mine.json().entry.id);

    const before = await entriesOf(ctx.me);
    await write(ctx.me, undefined);
    await write(ctx.me, undefined);
    expect(await entriesOf(ctx.me)).toBe(before + 2);

    // A refusal keeps nothing, not even the key: the fixed entry goes through under the same key.
    const fixKey = randomUUID();
    expect((await write(ctx.me, fixKey, { ...entry, content: '   ' })).statusCode).toBe(400);
    expect((await write(ctx.me, fixKey)).statusCode).toBe(201);
    expect(await entriesOf(ctx.me)).toBe(before + 3);
  });

  it('writes once when the same request comes five times at once, and answers each with the first answer', async () => {
    const before = await entriesOf(ctx.me);
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => write(ctx.me, key)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    expect(await entriesOf(ctx.me)).toBe(before + 1);
  });

  it('answers a retry whose first reply was lost after the server committed, writing nothing more', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const before = await entriesOf(ctx.me);
    const key = randomUUID();
    const body = JSON.stringify({ ...entry, content: 'Written in a lift, the signal went.' });
    // The request goes out whole, then the connection is cut before any reply can be read.
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.end(
      [
        'POST /api/journal HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        `Cookie: ${ctx.me.cookie}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `Idempotency-Key: ${key}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
    socket.destroy();
    // The server still finishes and commits the entry; wait for it (no reply ever reached her).
    while ((await entriesOf(ctx.me)) === before) await new Promise((r) => setTimeout(r, 20));
    const retry = await write(ctx.me, key, JSON.parse(body) as object);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().entry.content).toBe('Written in a lift, the signal went.');
    expect(await entriesOf(ctx.me)).toBe(before + 1);
  });
});

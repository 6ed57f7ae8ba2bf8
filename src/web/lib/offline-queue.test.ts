/**
 * The write queue's way through an overlap (docs/architecture.md, "Offline"): a feed logged and a timer stopped
 * with no signal, each overlapping another entry, are refused with 409 `overlap` once the signal returns, kept with
 * the entry they overlap, and saved when she chooses "Save anyway": sent again with `confirmOverlap` under a new
 * Idempotency-Key. The browser's IndexedDB is a Map here, and fetch answers as the server does (its overlap rule and
 * its idempotency keys: a used key answers its first answer, another body under it a 422); the server's side is
 * tested on a real database in baby-logs.int.test.ts, timers.int.test.ts and idempotency.int.test.ts, and the whole
 * way in a browser in e2e/offline.e2e.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('idb-keyval', () => {
  const kept = new Map<string, unknown>();
  return {
    createStore: () => kept,
    set: (key: string, value: unknown) => Promise.resolve(void kept.set(key, structuredClone(value))),
    del: (key: string) => Promise.resolve(void kept.delete(key)),
    entries: () => Promise.resolve([...kept.entries()]),
  };
});

const { discardWrite, flushQueue, queueSnapshot, refusedForOverlap, saveAnyway, sendOrQueue } = await import(
  './offline-queue.ts'
);

const USER = 'u1';
const conflict = {
  resource: 'baby-log',
  id: 'log-1',
  summary: 'the left breastfeed at 02:00 (20 min)',
  startedAt: '2027-03-10T02:00:00.000Z',
  endedAt: '2027-03-10T02:20:00.000Z',
};

/** What the server saw: each request's url, key and body, and the rows it wrote. */
let sent: { url: string; key: string | undefined; body: Record<string, unknown> }[];
let written: Record<string, unknown>[];
let online: boolean;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  written = [];
  online = true;
  const answers = new Map<string, { body: string; response: [number, unknown] }>();
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    if (!online) return Promise.reject(new TypeError('Failed to fetch'));
    const key = (init.headers as Record<string, string>)['Idempotency-Key'];
    const raw = typeof init.body === 'string' ? init.body : '{}';
    const body = JSON.parse(raw) as Record<string, unknown>;
    sent.push({ url, key, body });
    const kept = key ? answers.get(key) : undefined;
    if (kept && kept.body !== raw)
      return Promise.resolve(json(422, { message: 'This key was used for another request', code: 'key' }));
    if (kept) return Promise.resolve(json(...kept.response));
    let response: [number, unknown];
    if (body.feedingAmount === -5)
      response = [400, { message: 'Check the amount', code: 'validation', fields: { feedingAmount: 'No' } }];
    else if (!body.confirmOverlap)
      response = [409, { message: `This overlaps ${conflict.summary}.`, code: 'overlap', conflict }];
    else {
      written.push(body);
      response = [201, { log: { id: `log-${String(written.length + 1)}` }, signs: [] }];
    }
    if (key && response[0] !== 422) answers.set(key, { body: raw, response });
    return Promise.resolve(json(...response));
  });
});
afterEach(async () => {
  for (const w of queueSnapshot()) await discardWrite(w.id);
  vi.unstubAllGlobals();
});

const bottle = {
  babyId: 'b1',
  logType: 'feeding' as const,
  feedingType: 'bottle' as const,
  feedingAmount: 60,
};

/** Logs with no signal, then the signal returns and the queue sends. */
async function keptThenRefused<K extends 'POST /api/baby-tracking' | 'POST /api/baby-timers/:timerId/stop'>(
  endpoint: K,
  input: Parameters<typeof sendOrQueue<K>>[1],
) {
  online = false;
  const kept = await sendOrQueue(endpoint, input, { userId: USER, invalidates: [] });
  expect(kept.sent).toBe(false);
  online = true;
  await flushQueue(USER);
  const [refused] = queueSnapshot();
  if (!refused) throw new Error('Nothing kept');
  return refused;
}

describe('a queued write refused for an overlap', () => {
  it('is kept with the entry it overlaps, its code and the server’s words', async () => {
    const refused = await keptThenRefused('POST /api/baby-tracking', { body: bottle });
    expect(refused.refused).toEqual({
      status: 409,
      message: `This overlaps ${conflict.summary}.`,
      code: 'overlap',
      conflict,
    });
    expect(refusedForOverlap(refused)).toBe(true);
    expect(written).toEqual([]);
  });

  it('is saved anyway once: confirmOverlap under a new key, in its place, and leaves the queue', async () => {
    const refused = await keptThenRefused('POST /api/baby-tracking', { body: bottle });
    await saveAnyway(refused.id, USER);
    expect(queueSnapshot()).toEqual([]);
    expect(written).toEqual([{ ...bottle, confirmOverlap: true }]);
    const last = sent.at(-1);
    expect(last?.key).toBeDefined();
    expect(last?.key).not.toBe(refused.id);
    // Under the refused key the changed body would have been a 422 and nothing saved: the key is never reused.
    expect(sent.filter((s) => s.key === refused.id)).toHaveLength(1);
  });

  it('saves a timer’s stop anyway with its end as she pressed it', async () => {
    const endedAt = '2027-03-10T02:25:00.000Z';
    const refused = await keptThenRefused('POST /api/baby-timers/:timerId/stop', {
      params: { timerId: 't1' },
      body: { endedAt },
    });
    expect(refusedForOverlap(refused)).toBe(true);
    await saveAnyway(refused.id, USER);
    expect(queueSnapshot()).toEqual([]);
    expect(sent.at(-1)).toMatchObject({
      url: '/api/baby-timers/t1/stop',
      body: { endedAt, confirmOverlap: true },
    });
  });

  it('keeps a write that waits behind it in order (the one saved anyway goes first)', async () => {
    const refused = await keptThenRefused('POST /api/baby-tracking', { body: bottle });
    online = false;
    await sendOrQueue(
      'POST /api/baby-tracking',
      { body: { ...bottle, feedingAmount: 30, confirmOverlap: true } },
      { userId: USER, invalidates: [] },
    );
    online = true;
    await saveAnyway(refused.id, USER);
    expect(written.map((w) => w.feedingAmount)).toEqual([60, 30]);
    expect(queueSnapshot()).toEqual([]);
  });

  it('is not offered for another refusal, which stays for Send again or Discard', async () => {
    const refused = await keptThenRefused('POST /api/baby-tracking', {
      body: { ...bottle, feedingAmount: -5 },
    });
    expect(refused.refused).toMatchObject({
      status: 400,
      code: 'validation',
      fields: { feedingAmount: 'No' },
    });
    expect(refusedForOverlap(refused)).toBe(false);
    await saveAnyway(refused.id, USER);
    expect(queueSnapshot()).toEqual([refused]);
    expect(written).toEqual([]);
  });
});

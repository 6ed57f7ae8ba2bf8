import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { URGENT_NOTICE } from '../../../core/contracts/zara.ts';
import { healthFlags } from '../../db/schema/health.ts';
import { conversations, messages } from '../../db/schema/zara.ts';
import {
  createTestApp,
  onboard,
  type Session,
  signUp,
  type TestApp,
  APP_START_TIMEOUT,
} from '../../testing/test-app.ts';

let t: TestApp;
let amara: Session;
let bea: Session;

beforeAll(async () => {
  t = await createTestApp();
  amara = await signUp(t.app, 'Amara');
  bea = await signUp(t.app, 'Bea');
  await onboard(amara); // 24 weeks
});
afterAll(() => t.close());

const chat = (s: Session, payload: object, headers: Record<string, string> = {}) =>
  s.call({ method: 'POST', url: '/api/zara/chat', payload, headers });
const snapshot = async () => ({
  conversations: (await t.app.db.select().from(conversations)).length,
  messages: (await t.app.db.select().from(messages)).length,
  flags: (await t.app.db.select().from(healthFlags)).length,
});
const base = { userMessage: 'hello', pregnancyWeek: 24, postpartumWeek: null, conversationHistory: [] };

describe('POST /api/zara/chat', () => {
  it('401 without a session and 403 for another userId, nothing stored', async () => {
    const before = await snapshot();
    expect((await t.app.inject({ method: 'POST', url: '/api/zara/chat', payload: base })).statusCode).toBe(
      401,
    );
    expect((await chat(bea, { ...base, userId: amara.user.id })).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['userMessage', { userMessage: '   ' }],
    ['userMessage', { userMessage: undefined }],
    ['userMessage', { userMessage: 'x'.repeat(2001) }],
    ['pregnancyWeek', { pregnancyWeek: 'twenty' }],
    ['conversationHistory', { conversationHistory: 'hi' }],
    ['conversationHistory.0.role', { conversationHistory: [{ role: 'system', content: 'x' }] }],
    ['conversationId', { conversationId: 'nope' }],
    ['extra', { extra: true }],
  ])('400 naming %s, nothing stored', async (field, change) => {
    const before = await snapshot();
    const res = await chat(amara, { ...base, ...change });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields ?? {}).join(',')).toContain(field.split('.')[0]);
    expect(await snapshot()).toEqual(before);
  });

  it('answers a routine question for her week with a link, and stores the exchange', async () => {
    const res = await chat(amara, {
      ...base,
      userMessage: 'I have heartburn every night, what can I do?',
      userId: amara.user.id,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.response).toMatchObject({
      urgency: 'routine',
      category: 'guidance',
      emergency: null,
      provider: 'built-in',
    });
    // The note for her week (24) from the answer library, not a template phrase.
    expect(body.response.content).toContain('From 20 weeks');
    // Where the answer came from first, then the article to read.
    expect(body.response.links.map((l: { href: string }) => l.href).slice(0, 2)).toEqual([
      '/learn/answers/preg-heartburn',
      '/learn/articles/heartburn-and-indigestion',
    ]);
    expect(body.flaggedForReview).toBe(false);
    const stored = await t.app.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, body.conversationId));
    expect(stored.map((m) => m.role).sort()).toEqual(['user', 'zara']);

    // Continuing the conversation adds to it; history beyond 6 is trimmed, not refused.
    const history = Array.from({ length: 9 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: `m${String(i)}`,
    }));
    const next = await chat(amara, {
      ...base,
      userMessage: 'thank you',
      conversationId: body.conversationId,
      conversationHistory: history,
    });
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({
      conversationId: body.conversationId,
      response: { sentiment: 'positive' },
    });
    const both = await t.app.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, body.conversationId));
    expect(both).toHaveLength(4);
  });

  it('a warning sign later in a conversation marks it for review, and it stays marked', async () => {
    const first = await chat(amara, { ...base, userMessage: 'What can I do about back ache?' });
    const conversationId = first.json().conversationId;
    expect(first.json().flaggedForReview).toBe(false);
    const urgent = await chat(amara, {
      ...base,
      conversationId,
      userMessage: 'my face and hands are suddenly very swollen',
    });
    expect(urgent.json()).toMatchObject({ conversationId, flaggedForReview: true });
    const flags = await t.app.db.select().from(healthFlags).where(eq(healthFlags.sourceId, conversationId));
    expect(flags).toHaveLength(1);
    const after = await chat(amara, { ...base, conversationId, userMessage: 'thank you' });
    expect(after.json()).toMatchObject({ conversationId, flaggedForReview: true });
    const [conv] = await t.app.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(conv?.flaggedForReview).toBe(true);
    expect(conv?.updatedAt.getTime()).toBeGreaterThan(conv?.createdAt.getTime() ?? Infinity);
  });

  it('urgent: what to do now, her number, what to say, the notice verbatim; raises a red flag and marks the conversation', async () => {
    const res = await chat(
      amara,
      { ...base, userMessage: "i have a terrible headache and i'm seeing flashing lights" },
      { 'accept-language': 'en-GB,en;q=0.9' },
    );
    expect(res.statusCode).toBe(200);
    const { response, conversationId, flaggedForReview } = res.json();
    expect(response).toMatchObject({ urgency: 'urgent', category: 'emergency', sentiment: 'concerned' });
    expect(response.content.startsWith("Please don't wait with this. Call your midwife")).toBe(true);
    expect(response.content).toContain('999');
    expect(response.content).toContain('I am pregnant, 24 weeks');
    expect(response.content).toContain(URGENT_NOTICE);
    expect(response.emergency).toMatchObject({ notice: URGENT_NOTICE, numbers: ['999'] });
    expect(flaggedForReview).toBe(true);
    const [conv] = await t.app.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(conv?.flaggedForReview).toBe(true);
    const flags = await t.app.db.select().from(healthFlags).where(eq(healthFlags.sourceId, conversationId));
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ flagType: 'red', source: 'chat', userId: amara.user.id });
    expect(flags[0]?.aiAnalysis).toContain('Severe headache');
  });

  it('emergency and self-harm: emergency services first, crisis lines, for a newcomer without a profile too', async () => {
    const res = await chat(
      bea,
      { ...base, userMessage: 'everyone would be better off without me', pregnancyWeek: null },
      { 'accept-language': 'en-US' },
    );
    const { response } = res.json();
    expect(response.urgency).toBe('emergency');
    expect(response.content).toContain('911');
    expect(response.content).toContain('988');
    expect(response.emergency.callFirst).toBe('emergency-services');
  });

  it('someone else cannot continue her conversation', async () => {
    const mine = (await chat(amara, base)).json().conversationId as string;
    const res = await chat(bea, { ...base, conversationId: mine });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/zara/conversations/:userId', () => {
  it('401, 403, and her conversations with their messages', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/zara/conversations/${amara.user.id}` })).statusCode,
    ).toBe(401);
    expect(
      (await bea.call({ method: 'GET', url: `/api/zara/conversations/${amara.user.id}` })).statusCode,
    ).toBe(403);
    const res = await amara.call({ method: 'GET', url: `/api/zara/conversations/${amara.user.id}` });
    expect(res.statusCode).toBe(200);
    const convs = res.json().conversations as { flaggedForReview: boolean; messages: { type: string }[] }[];
    expect(convs.length).toBeGreaterThanOrEqual(3);
    expect(convs.some((c) => c.flaggedForReview)).toBe(true);
    expect(convs.every((c) => c.messages.length >= 2 && c.messages[0]?.type === 'user')).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------------
// The language-model provider, against a small OpenAI-compatible server on loopback (real HTTP).

type Mode = 'ok' | '500' | 'garbage' | 'slow' | 'empty' | 'dose' | 'worried';
/** What the loopback model answers in each mode that answers. */
const ANSWER: Partial<Record<Mode, string>> = {
  ok: 'From the model: smaller meals help with heartburn.',
  slow: 'From the model: smaller meals help with heartburn.',
  dose: 'Take 1000 mg of paracetamol every 4 hours for the pain.',
  worried: 'That can happen, but please call your midwife today so they can check.',
};
let mode: Mode = 'ok';
const seen: {
  auth: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}[] = [];
let server: Server;
let llm: TestApp;
let mum: Session;

describe('OpenAI-compatible provider', () => {
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
        seen.push({
          auth: req.headers.authorization,
          body: JSON.parse(raw) as (typeof seen)[number]['body'],
        });
        if (mode === '500') return void res.writeHead(500).end('{"error":"boom"}');
        if (mode === 'garbage')
          return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [');
        if (mode === 'empty')
          return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices":[]}');
        const send = () =>
          res.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              choices: [
                {
                  message: { role: 'assistant', content: ANSWER[mode] ?? '' },
                },
              ],
            }),
          );
        // Far beyond the app's wait, so the fallback is told from the model's answer however loaded the machine.
        if (mode === 'slow') setTimeout(send, 20_000).unref();
        else send();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    llm = await createTestApp({
      zaraLlm: {
        baseUrl: `http://127.0.0.1:${String(port)}/v1`,
        model: 'tiny-test',
        apiKey: 'sk-test',
        // Long enough for the fake model's answer on a loaded 2-core machine (300 ms was not: 'ok' fell back).
        timeoutMs: 3000,
      },
    });
    mum = await signUp(llm.app, 'Mum');
    await onboard(mum);
  });
  afterAll(async () => {
    await llm.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const ask = (m: string) =>
    mum.call({ method: 'POST', url: '/api/zara/chat', payload: { ...base, userMessage: m } });

  it('answers from the model with persona, week, passages and the key', async () => {
    mode = 'ok';
    const res = await ask('I have heartburn, what helps?');
    expect(res.json().response).toMatchObject({
      provider: 'model',
      content: 'From the model: smaller meals help with heartburn.',
      urgency: 'routine',
    });
    const last = seen.at(-1);
    expect(last?.auth).toBe('Bearer sk-test');
    expect(last?.body.model).toBe('tiny-test');
    const system = last?.body.messages[0]?.content ?? '';
    expect(system).toContain('You are Zara');
    expect(system).toContain('24 weeks');
    expect(system).toContain('never give medicine doses');
    expect(system).toContain("Passages from the app's library");
    expect(system).toMatch(/heartburn/i);
  });

  it.each(['500', 'garbage', 'empty', 'slow'] as const)(
    'falls back to the built-in responder on %s',
    async (m) => {
      mode = m;
      const started = Date.now();
      const res = await ask('I have heartburn, what helps?');
      expect(res.statusCode).toBe(200);
      expect(res.json().response).toMatchObject({ provider: 'built-in', urgency: 'routine' });
      expect(res.json().response.content).toContain('From 20 weeks');
      if (m === 'slow') expect(Date.now() - started).toBeLessThan(15_000);
    },
  );

  it('falls back to the built-in responder when the model gives a medicine dose', async () => {
    mode = 'dose';
    const res = await ask('my back hurts, what can I take?');
    expect(res.json().response.provider).toBe('built-in');
    expect(res.json().response.content).not.toMatch(/\bmg\b|every 4 hours/);
  });

  it("reads sentiment from the model's answer as well as her message", async () => {
    mode = 'worried';
    const res = await ask('is it normal to have a stuffy nose?');
    expect(res.json().response).toMatchObject({
      provider: 'model',
      sentiment: 'concerned',
      urgency: 'routine',
    });
  });

  it('gives the model her recent logs as context only with her Personalization consent', async () => {
    mode = 'ok';
    const consent = (personalization: boolean) =>
      mum.call({
        method: 'POST',
        url: '/api/consent',
        payload: { essential: true, analytics: false, personalization, marketing: false },
      });
    const log = await mum.call({
      method: 'POST',
      url: '/api/symptom-logs',
      payload: { symptom: 'Heartburn after dinner', severity: 2 },
    });
    expect(log.statusCode).toBe(201);
    const systemPrompt = () => seen.at(-1)?.body.messages[0]?.content ?? '';

    // No choice made yet, then Personalization off: her logs stay on this server.
    await ask('what helps heartburn?');
    expect(systemPrompt()).not.toContain('Heartburn after dinner');
    expect((await consent(false)).statusCode).toBe(201);
    await ask('what helps heartburn?');
    expect(systemPrompt()).not.toContain('Her recent logs');

    expect((await consent(true)).statusCode).toBe(201);
    await ask('what helps heartburn?');
    expect(systemPrompt()).toContain('Her recent logs');
    expect(systemPrompt()).toContain('Heartburn after dinner (severity 2/5');
  });

  it('forwards only the last 6 history messages, whatever the client sends', async () => {
    mode = 'ok';
    const history = Array.from({ length: 10 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `history ${String(i)}`,
    }));
    await mum.call({
      method: 'POST',
      url: '/api/zara/chat',
      payload: { ...base, userMessage: 'and heartburn at night?', conversationHistory: history },
    });
    const forwarded = seen.at(-1)?.body.messages ?? [];
    expect(forwarded.map((m) => m.content).slice(1, -1)).toEqual(history.slice(-6).map((h) => h.content));
    expect(forwarded.at(-1)).toEqual({ role: 'user', content: 'and heartburn at night?' });
  });

  it('never asks the model to decide urgency: urgent messages get the triage answer', async () => {
    mode = 'ok';
    const count = seen.length;
    const res = await ask('bleeding heavily with clots');
    expect(res.json().response).toMatchObject({ urgency: 'emergency', provider: 'built-in' });
    expect(seen.length).toBe(count);
  });
});

describe('OpenAI-compatible provider, server not listening', () => {
  const REFUSED_TIMEOUT_MS = 30_000;
  it(
    'falls back to the built-in responder when the connection is refused',
    async () => {
      // A port that was free a moment ago and has nothing listening on it now.
      const probe = createServer();
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
      const port = (probe.address() as AddressInfo).port;
      await new Promise((resolve) => probe.close(resolve));
      const app = await createTestApp({
        zaraLlm: {
          baseUrl: `http://127.0.0.1:${String(port)}/v1`,
          model: 'gone',
          apiKey: null,
          timeoutMs: REFUSED_TIMEOUT_MS,
        },
      });
      try {
        const s = await signUp(app.app, 'Refused');
        await onboard(s);
        const started = Date.now();
        const res = await s.call({
          method: 'POST',
          url: '/api/zara/chat',
          payload: { ...base, userMessage: 'I have heartburn, what helps?' },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().response).toMatchObject({ provider: 'built-in', urgency: 'routine' });
        expect(res.json().response.content).toContain('From 20 weeks');
        // A refused connection is known at once: the answer must not wait out the
        // provider's timeout. (The first question also builds the answer index,
        // which takes seconds on a busy machine, so the bound is the timeout itself.)
        expect(Date.now() - started).toBeLessThan(REFUSED_TIMEOUT_MS);
      } finally {
        await app.close();
      }
    },
    APP_START_TIMEOUT,
  );
});

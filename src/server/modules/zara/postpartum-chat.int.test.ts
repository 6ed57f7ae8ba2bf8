/** Ask ZaraMD - Recovery (docs/product.md, "The recovery chat"): triage, answers, flags and her logs as context. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { URGENT_NOTICE } from '../../../core/contracts/zara.ts';
import { logBaby, logRecovery, type Mother, newMother } from '../../testing/post-birth.ts';
import {
  askRecoveryChat,
  chatPayload,
  chatRows,
  postpartumChatWorld,
  URL_CHAT,
} from '../../testing/postpartum-chat.ts';
import { createTestApp, type Session, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let nia: Mother;
let ola: Mother;
let admin: Session;
beforeAll(async () => ({ t, nia, ola, admin } = await postpartumChatWorld()));
afterAll(() => t.close());

const ask = askRecoveryChat;
const snapshot = () => chatRows(t);
const spec = chatPayload;

describe('POST /api/ai/postpartum-chat', () => {
  it('401 without a session and 403 for another userId, nothing written', async () => {
    const before = await snapshot();
    expect((await t.app.inject({ method: 'POST', url: URL_CHAT, payload: spec('hello') })).statusCode).toBe(
      401,
    );
    expect((await ask(ola.s, spec('hello', nia.s.user.id))).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['message', { message: '   ' }],
    ['message', { message: undefined }],
    ['message', { message: 'x'.repeat(2001) }],
    ['postpartumWeek', { postpartumWeek: 'one' }],
    ['chatHistory', { chatHistory: [{ role: 'system', content: 'x' }] }],
    ['context', { context: { recentBabyLogs: Array.from({ length: 11 }, () => ({})) } }],
    ['conversationId', { conversationId: 'nope' }],
    ['extra', { extra: true }],
  ])('400 naming %s, nothing written', async (field, change) => {
    const before = await snapshot();
    const res = await ask(nia.s, { ...spec('hello'), ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fields ?? {}).join(',')).toContain(field);
    expect(await snapshot()).toEqual(before);
  });

  it('soaking a pad every hour: the urgent reply, and a high-priority flag on /flags and in the review queue', async () => {
    const res = await ask(nia.s, spec('I am soaking a pad every hour since this morning'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      category: 'maternal_health',
      redFlag: true,
      redFlagReason: expect.stringContaining('Heavy bleeding after birth'),
      urgency: 'urgent',
      photo: null,
    });
    expect(body.response).toContain(URGENT_NOTICE);
    expect(body.emergency.numbers.length).toBeGreaterThan(0);

    const mine = (await nia.s.call({ method: 'GET', url: '/api/admin/flags' })).json();
    const flag = mine.find((f: { source: string }) => f.source === 'postpartum_ai_chat');
    expect(flag).toMatchObject({
      flagType: 'red',
      priority: 'high',
      reason: body.redFlagReason,
      sourceId: body.conversationId,
      symptom: { description: 'I am soaking a pad every hour since this morning' },
    });
    const queue = (await admin.call({ method: 'GET', url: '/api/admin/flags?scope=all' })).json();
    expect(queue.map((f: { id: string }) => f.id)).toContain(flag.id);
    const source = await admin.call({ method: 'GET', url: `/api/admin/flags/${flag.id}/source` });
    expect(source.json().record).toMatchObject({
      kind: 'conversation',
      conversation: {
        id: body.conversationId,
        channel: 'postpartum',
        messages: [
          { role: 'user', content: 'I am soaking a pad every hour since this morning', photos: [] },
          { role: 'zara', urgency: 'urgent' },
        ],
      },
    });
    // Zara's own chat does not list the recovery chat's conversations.
    const zara = (
      await nia.s.call({ method: 'GET', url: `/api/zara/conversations/${nia.s.user.id}` })
    ).json();
    expect(zara.conversations.map((c: { id: string }) => c.id)).not.toContain(body.conversationId);
  });

  it("a baby's sign is triaged too, and named as baby care", async () => {
    const res = await ask(nia.s, spec('My baby has a temperature of 38.5 and is very sleepy'));
    expect(res.json()).toMatchObject({
      category: 'baby_care',
      redFlag: true,
      redFlagReason: expect.stringContaining('Baby has a high temperature'),
      urgency: 'emergency',
    });
  });

  it('a routine question is answered from the library, with no flag, and the conversation continues', async () => {
    const before = await snapshot();
    const res = await ask(nia.s, spec('How many wet nappies should my baby have each day?'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      category: 'baby_care',
      redFlag: false,
      redFlagReason: '',
      urgency: 'routine',
      emergency: null,
    });
    expect(body.response).toMatch(/wet nappies/i);
    const next = await ask(nia.s, { ...spec('Thank you'), conversationId: body.conversationId });
    expect(next.json().conversationId).toBe(body.conversationId);
    expect(await snapshot()).toEqual({
      ...before,
      conversations: before.conversations + 1,
      messages: before.messages + 4,
    });
  });

  it("404 for another mother's conversation or one of Zara's own chat, nothing written", async () => {
    const hers = (await ask(ola.s, spec('hello'))).json().conversationId;
    const zara = await nia.s.call({
      method: 'POST',
      url: '/api/zara/chat',
      payload: { userMessage: 'hello' },
    });
    const before = await snapshot();
    for (const conversationId of [hers, zara.json().conversationId]) {
      const res = await ask(nia.s, { ...spec('hello'), conversationId });
      expect(res.statusCode).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('her logs as context for a configured model', () => {
  let server: Server;
  let llm: TestApp;
  const prompts: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw) as { messages: { content: string }[] };
        prompts.push(body.messages[0]?.content ?? '');
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'From the model.' } }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    llm = await createTestApp({
      zaraLlm: {
        baseUrl: `http://127.0.0.1:${String(port)}/v1`,
        model: 'tiny-test',
        apiKey: 'k',
        timeoutMs: 2000,
      },
    });
  });
  afterAll(async () => {
    await llm.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads her baby and recovery logs itself (with her consent), never the client’s copy', async () => {
    const mum = await newMother(llm.app, { name: 'Mum', daysSinceBirth: 6 });
    expect(
      (
        await logBaby(mum.s, {
          logType: 'diaper',
          diaperType: 'dirty',
          stoolColor: 'yellow',
          logDate: mum.at(1, '08:15'), // yesterday: today's 08:15 is still ahead when the tests run before it
        })
      ).statusCode,
    ).toBe(201);
    expect((await logRecovery(mum.s, { logType: 'pain', painLevel: 4, logDate: mum.today })).statusCode).toBe(
      201,
    );
    await mum.s.call({
      method: 'POST',
      url: '/api/consent',
      payload: { essential: true, analytics: false, personalization: true, marketing: false },
    });
    const res = await ask(mum.s, {
      ...spec('What helps with sore nipples when breastfeeding?'),
      context: { recentBabyLogs: [{ notes: 'CLIENT COPY' }], recentRecoveryLogs: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const prompt = prompts.at(-1) ?? '';
    expect(prompt).toContain('nappy: dirty, yellow stool');
    expect(prompt).toContain('Pain: Level 4 of 10');
    expect(prompt).not.toContain('CLIENT COPY');
  });
});

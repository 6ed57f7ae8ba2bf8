/**
 * SIGTERM finishes the requests in flight and closes the database cleanly (issue 2). The real entry point runs
 * in its own process, with a chat request held open by a slow language model on loopback when the signal comes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '../core/domain/pregnancy.ts';
import { localDateIn } from '../core/domain/time-windows.ts';

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

let model: Server | undefined;
let child: ChildProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'zara-shutdown-'));
afterAll(async () => {
  child?.kill('SIGKILL');
  model?.closeAllConnections();
  await new Promise((resolve) => model?.close(resolve) ?? resolve(undefined));
  rmSync(dataDir, { recursive: true, force: true });
});

// The embedded database only: the server starts its own in its data folder (the PostgreSQL run skips it).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('SIGTERM', () => {
  it('answers the requests in flight (also one whose client hung up), then exits 0', async () => {
    let questions = 0;
    let bothAsked!: () => void;
    const asked = new Promise<void>((resolve) => (bothAsked = resolve));
    model = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (++questions === 2) bothAsked();
        // The abandoned question is answered last, after the other request (and its connection) is done.
        const delay = body.includes('tired') ? 3000 : 1000;
        setTimeout(() => {
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(
              JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'Small meals help.' } }] }),
            );
        }, delay);
      });
    });
    const modelPort = await listen(model);
    const probe = createServer();
    const port = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: join(dataDir, 'no-web'),
        ZARA_LLM_BASE_URL: `http://127.0.0.1:${String(modelPort)}/v1`,
        ZARA_LLM_MODEL: 'tiny-test',
        ZARA_LLM_TIMEOUT_MS: '10000',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child?.once('exit', resolve));
    const base = `http://127.0.0.1:${String(port)}`;
    for (let i = 0; ; i++) {
      const up = await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 150) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'late@example.com',
        password: 'correct horse battery',
        fullName: 'Late',
      }),
    });
    const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const onboarded = await fetch(`${base}/api/onboarding/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        stage: 'pregnant',
        firstName: 'Late',
        notifications: { symptoms: true, appointments: true, daily: true, emergency: true },
        moodBaseline: 'calm',
        dueDate: addDays(localDateIn('UTC'), 112),
        timeZone: 'UTC',
      }),
    });
    expect(onboarded.status).toBe(200);

    const chat = (userMessage: string, signal?: AbortSignal) =>
      fetch(`${base}/api/zara/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          userMessage,
          pregnancyWeek: 24,
          postpartumWeek: null,
          conversationHistory: [],
        }),
        signal,
      });
    const inFlight = chat('What helps with heartburn?');
    // A second mother gives up waiting and closes the app: her exchange must still be saved before the close.
    const gaveUp = new AbortController();
    const abandoned = chat('Is it normal to feel so tired?', gaveUp.signal).catch(() => 'aborted');
    await asked;
    gaveUp.abort();
    expect(await abandoned).toBe('aborted');
    child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { response: { content: string } }).response.content).toContain(
      'Small meals help.',
    );
    expect(await exited).toBe(0);
    // The database was closed cleanly: its lock is gone and it opens again.
    const { openDatabase } = await import('./db/client.ts');
    const again = await openDatabase({ dataDir });
    const { messages } = await import('./db/schema/zara.ts');
    const saved = await again.db.select({ content: messages.content }).from(messages);
    await again.close();
    expect(saved.map((m) => m.content)).toEqual(
      expect.arrayContaining(['What helps with heartburn?', 'Is it normal to feel so tired?']),
    );
    expect(saved).toHaveLength(4);
  }, 60_000);
});

/**
 * npm run bench: first times the content search in process (every search test query and the typo queries,
 * p50/p99) and Zara's built-in responder (every library question, p50/p99), then starts the built server on a temporary data folder, signs up a user, and measures each
 * endpoint with autocannon (10 s, 50 connections unless an endpoint says otherwise, after an unmeasured warm-up
 * of 3 s at the same load), printing req/s, p50/p99 latency and the ratio of each to GET /healthz. BENCH_SECONDS
 * shortens the runs, BENCH_WARMUP sets the warm-up (0 for none); BENCH_ONLY=search (or any
 * part of an endpoint name) keeps only the matching endpoints. With DATABASE_URL it benches PostgreSQL, on a
 * throwaway database made beside the one named (and dropped after), so nothing is written to it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { scratchDatabase } from '../src/server/testing/postgres.ts';
import { benchResponderInProcess } from './bench-responder.ts';
import { benchSearchInProcess } from './bench-search.ts';
import { RESPONDER_CASES } from '../src/server/zara/responder-cases.ts';

interface Endpoint {
  name: string;
  method?: 'GET' | 'POST';
  path: string | ((ctx: BenchContext) => string);
  body?: (ctx: BenchContext) => unknown;
  /** Bodies sent in turn, one per request (so a cache cannot answer every request after the first). */
  bodies?: (ctx: BenchContext) => unknown[];
  connections?: number;
  /** Needs the signed-in user's cookie. */
  auth?: boolean;
}

interface BenchContext {
  userId: string;
  cookie: string;
}

/** Later features add their endpoints here. */
const endpoints: Endpoint[] = [
  { name: 'GET /healthz', path: '/healthz' },
  { name: 'GET /api/auth/me', path: '/api/auth/me', auth: true },
  { name: 'GET /api/weeks/24', path: '/api/weeks/24' },
  { name: 'GET /api/education/weekly/24', path: '/api/education/weekly/24' },
  { name: 'GET /api/education/search?q=heartburn', path: '/api/education/search?q=heartburn' },
  {
    name: 'GET /api/education/search?q=can i eat sushi',
    path: '/api/education/search?q=can%20i%20eat%20sushi',
  },
  {
    name: 'GET /api/education/search?q=swolen ankels…',
    path: '/api/education/search?q=swolen%20ankels%20and%20puffy%20fingrs',
  },
  {
    name: 'GET /api/calendar/events/{userId}',
    path: (ctx) => `/api/calendar/events/${ctx.userId}`,
    auth: true,
  },
  {
    name: 'POST /api/zara/chat (built-in responder)',
    method: 'POST',
    path: '/api/zara/chat',
    auth: true,
    connections: 10,
    // Every question of the responder suite in turn, at its own stage and week, as a real mix of mothers.
    bodies: (ctx) =>
      RESPONDER_CASES.map((c) => ({
        userMessage: c.message,
        userId: ctx.userId,
        pregnancyWeek: c.stage === 'pregnant' ? c.week : null,
        postpartumWeek: c.stage === 'postpartum' ? c.week : null,
        conversationHistory: [],
      })),
  },
];

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const only = process.env.BENCH_ONLY?.toLowerCase();
const selected = endpoints.filter((e, i) => i === 0 || !only || e.name.toLowerCase().includes(only));

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

const port = await freePort();
const base = `http://127.0.0.1:${String(port)}`;
const dataDir = mkdtempSync(join(tmpdir(), 'zara-bench-'));
const database = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : undefined;

async function waitUp(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

async function signUp(): Promise<BenchContext> {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${String(Date.now())}@example.com`,
      password: 'benchmark-password',
      fullName: 'Bench Mum',
    }),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${String(res.status)} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { user } = (await res.json()) as { user: { id: string } };
  // Onboarded, as every mother using the app is: 24 weeks pregnant, her week and stage from her profile.
  const dueDate = new Date(Date.now() + 16 * 7 * 86_400_000).toISOString().slice(0, 10);
  const onboarded = await fetch(`${base}/api/onboarding/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      stage: 'pregnant',
      dueDate,
      firstName: 'Bench',
      notifications: { symptoms: true, appointments: true, daily: true, emergency: true },
      moodBaseline: 'calm',
      timeZone: 'UTC',
    }),
  });
  if (!onboarded.ok)
    throw new Error(`onboarding failed: ${String(onboarded.status)} ${await onboarded.text()}`);
  return { userId: user.id, cookie };
}

function run(endpoint: Endpoint, ctx: BenchContext, duration = seconds): Promise<autocannon.Result> {
  const headers: Record<string, string> = {};
  if (endpoint.auth) headers.cookie = ctx.cookie;
  const body = endpoint.body?.(ctx);
  const bodies = endpoint.bodies?.(ctx).map((b) => JSON.stringify(b)) ?? [];
  if (body !== undefined || bodies.length) headers['content-type'] = 'application/json';
  let turn = 0;
  return autocannon({
    url: base + (typeof endpoint.path === 'function' ? endpoint.path(ctx) : endpoint.path),
    method: endpoint.method ?? 'GET',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    ...(bodies.length
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => ({ ...req, body: bodies[turn++ % bodies.length] }),
            },
          ],
        }
      : {}),
    connections: endpoint.connections ?? 50,
    duration,
  });
}

benchSearchInProcess();
benchResponderInProcess();

const child = spawn(process.execPath, ['scripts/start.mjs'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitUp(child);
  const ctx = await signUp();
  const rows: { name: string; rps: number; p50: number; p99: number; non2xx: number; conns: number }[] = [];
  for (const endpoint of selected) {
    // Warmed up first, unmeasured: what a running server answers, after the JIT has compiled its code paths.
    if (warmup > 0) await run(endpoint, ctx, warmup);
    const r = await run(endpoint, ctx);
    rows.push({
      name: endpoint.name,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      conns: endpoint.connections ?? 50,
    });
  }
  const baseline = rows[0]?.rps ?? 1;
  console.log(
    `\nZara bench: ${String(seconds)} s per endpoint after ${String(warmup)} s of warm-up, database ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`,
  );
  console.log(
    `${'endpoint'.padEnd(42)}${'conns'.padStart(6)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'vs healthz'.padStart(12)}${'non-2xx'.padStart(9)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(42)}${String(row.conns).padStart(6)}${row.rps.toFixed(0).padStart(10)}${row.p50.toFixed(1).padStart(9)}${row.p99.toFixed(1).padStart(9)}${(row.rps / baseline).toFixed(2).padStart(12)}${String(row.non2xx).padStart(9)}`,
    );
  }
} finally {
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

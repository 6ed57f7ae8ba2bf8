/**
 * npm run bench: first times the content search in process (every search test query and the typo queries,
 * p50/p99), triage (every labelled message) and Zara's built-in responder (every library question) in process,
 * then starts the built server on a temporary data folder, signs up a user, and measures each
 * endpoint with autocannon (10 s, 50 connections unless an endpoint says otherwise, after an unmeasured warm-up
 * of 3 s at the same load), then the mixed load of 100 mothers at once (bench-mixed.ts), printing req/s, p50/p99
 * latency and the ratio of each to GET /healthz; last, cold starts, memory, fsyncs per acknowledged commit and a
 * kill -9 under write load (bench-durability.ts). BENCH_SECONDS shortens the runs, BENCH_WARMUP sets the warm-up
 * (0 for none), BENCH_USERS the mothers of the mixed load; BENCH_ONLY=search (or any part of an endpoint name,
 * `baby-tracking` for the baby tracker's year of logs (bench-baby.ts), `postpartum-reports` for a report made over it,
 * `mixed`, `durability`) keeps only what matches. With DATABASE_URL it benches that PostgreSQL, on a throwaway
 * database made beside the one named (and dropped after), so nothing is written to it.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { scratchDatabase } from '../src/server/testing/postgres.ts';
import { benchDurability, printDurability } from './bench-durability.ts';
import {
  BABY_DAYS,
  LOGS_PER_DAY,
  REPORT_WEEKS,
  runDayList,
  runInsert,
  runReport,
  seedBabyYear,
} from './bench-baby.ts';
import { cpuMs, freePort, startServer, stopServer } from './bench-server.ts';
import { benchResponderInProcess } from './bench-responder.ts';
import { benchSearchInProcess } from './bench-search.ts';
import { benchTriageInProcess } from './bench-triage.ts';
import { runMixed, signUpMany, signUpUser, REQUESTS_PER_ROUND, WRITES_PER_ROUND } from './bench-mixed.ts';
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

interface Row {
  name: string;
  conns: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** CPU milliseconds of the server and every process it started, per request. */
  cpu: number;
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
    name: 'GET /api/symptom-logs/{userId}/recent',
    path: (ctx) => `/api/symptom-logs/${ctx.userId}/recent`,
    auth: true,
    connections: 10,
  },
  {
    // One committed insert per request: what durability costs shows here.
    name: 'POST /api/journal (a commit)',
    method: 'POST',
    path: '/api/journal',
    auth: true,
    connections: 10,
    body: () => ({ category: 'mom', mood: 'calm', content: 'Slept a little better last night.' }),
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
/** BENCH_ONLY: parts of names, comma-separated; what matches none is skipped. */
const only = process.env.BENCH_ONLY?.toLowerCase().split(',').filter(Boolean);
const wanted = (name: string) => !only || only.some((o) => name.toLowerCase().includes(o));
/** Mothers in the mixed load, each on her own connection (BENCH_USERS). */
const mixedUsers = Number(process.env.BENCH_USERS ?? 100);
const mixedName = `mixed load, ${String(mixedUsers)} mothers (${String(REQUESTS_PER_ROUND - WRITES_PER_ROUND)} reads : ${String(WRITES_PER_ROUND)} writes)`;
const selected = endpoints.filter((e, i) => i === 0 || wanted(e.name));

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'zara-bench-'));
// As root the embedded PostgreSQL runs as another user, which must pass through this folder (mkdtemp makes it 700).
chmodSync(dataDir, 0o755);
const database = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : undefined;
const base = `http://127.0.0.1:${String(port)}`;

const signUp = (): Promise<BenchContext> => signUpUser(base, `bench-${String(Date.now())}@example.com`);

function run(endpoint: Endpoint, ctx: BenchContext, duration = seconds): Promise<autocannon.Result> {
  // What Chromium sends: answers go out compressed as they do to her browser (BENCH_PLAIN=1: uncompressed, as
  // the bench measured before issue 21).
  const headers: Record<string, string> =
    process.env.BENCH_PLAIN === '1' ? {} : { 'accept-encoding': 'gzip, deflate, br, zstd' };
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
benchTriageInProcess();
await benchResponderInProcess();

const server = await startServer(
  { DATA_DIR: join(dataDir, 'endpoints'), DATABASE_URL: database?.url ?? '' },
  port,
);
try {
  const ctx = await signUp();
  const rows: Row[] = [];
  /** A measured run, with the CPU time the server and its database spent per request (steady on a busy machine). */
  const measure = async (name: string, conns: number, go: () => Promise<autocannon.Result>) => {
    const cpuBefore = cpuMs(server.pid);
    const r = await go();
    const cpu = (cpuMs(server.pid) - cpuBefore) / Math.max(1, r.requests.total);
    rows.push({
      name,
      conns,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      cpu,
    });
  };
  for (const endpoint of selected) {
    // Warmed up first, unmeasured: what a running server answers, after the JIT has compiled its code paths.
    if (warmup > 0) await run(endpoint, ctx, warmup);
    await measure(endpoint.name, endpoint.connections ?? 50, () => run(endpoint, ctx));
  }
  // The baby tracker (issue 14): a year of one baby's logs, its day list and an insert, at 10 connections.
  const dayListName = `GET /api/baby-tracking/{userId}?date= (${String(BABY_DAYS)} days x ${String(LOGS_PER_DAY)})`;
  const insertName = 'POST /api/baby-tracking (a commit)';
  // Issue 15: a postpartum report made over that year of logs, each week in turn, one at a time (target < 200 ms).
  const reportName = `POST /api/postpartum-reports/generate (${String(REPORT_WEEKS)} weeks in turn)`;
  if (wanted(dayListName) || wanted(insertName) || wanted(reportName)) {
    const seeding = Date.now();
    const baby = await seedBabyYear(base);
    console.log(
      `Seeded ${String(BABY_DAYS * LOGS_PER_DAY)} baby logs in ${String(Math.round((Date.now() - seeding) / 1000))} s`,
    );
    if (wanted(dayListName)) {
      if (warmup > 0) await runDayList(base, baby, warmup);
      await measure(dayListName, 10, () => runDayList(base, baby, seconds));
    }
    if (wanted(insertName)) {
      if (warmup > 0) await runInsert(base, baby, warmup);
      await measure(insertName, 10, () => runInsert(base, baby, seconds));
    }
    if (wanted(reportName)) {
      if (warmup > 0) await runReport(base, baby, warmup);
      await measure(reportName, 1, () => runReport(base, baby, seconds));
    }
  }
  if (wanted(mixedName)) {
    const users = await signUpMany(base, mixedUsers);
    if (warmup > 0) await runMixed(base, users, warmup);
    await measure(mixedName, mixedUsers, () => runMixed(base, users, seconds));
  }
  const baseline = rows[0]?.rps ?? 1;
  console.log(
    `\nZara bench: ${String(seconds)} s per endpoint after ${String(warmup)} s of warm-up, database ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PostgreSQL'}\n`,
  );
  console.log(
    `${'endpoint'.padEnd(60)}${'conns'.padStart(6)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'vs healthz'.padStart(12)}${'non-2xx'.padStart(9)}${'cpu ms/req'.padStart(12)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(60)}${String(row.conns).padStart(6)}${row.rps.toFixed(0).padStart(10)}${row.p50.toFixed(1).padStart(9)}${row.p99.toFixed(1).padStart(9)}${(row.rps / baseline).toFixed(2).padStart(12)}${String(row.non2xx).padStart(9)}${row.cpu.toFixed(2).padStart(12)}`,
    );
  }
  await stopServer(server);
  if (wanted('durability'))
    printDurability(
      // The front end was built for the first server: the cold starts measure the server alone.
      await benchDurability(dataDir, { DATABASE_URL: database?.url ?? '', ZARA_SKIP_WEB_BUILD: '1' }),
    );
} finally {
  await stopServer(server);
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Integration-test support: a real app on a real database (its own copy of the migrated template database, on the
 * run's embedded PostgreSQL or on TEST_DATABASE_URL's server; see global-setup.ts), plus helpers to sign users up
 * and call the API as them.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import type { User } from '../../core/contracts/auth.ts';
import { buildApp } from '../app.ts';
import { users } from '../db/schema/auth.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { buildAnswerIndex } from '../modules/content/answer-index.ts';
import { type ContentLibrary, loadContent } from '../modules/content/library.ts';
import { addDays } from '../../core/domain/pregnancy.ts';
import { localDateIn } from '../../core/domain/time-windows.ts';
import { TEST_DATA_ROOT } from './paths.ts';
import { cloneTemplate } from './postgres.ts';

let sharedContent: ContentLibrary | undefined;
/** The content library, loaded once per test file. */
export const testContent = () => (sharedContent ??= loadContent());

/**
 * The time a test that starts its own app (a config of its own) may take: the same as a hook's (vitest.config.ts).
 * Cloning a database and building the app can alone pass the 20 s test timeout on a loaded 2-core machine.
 */
export const APP_START_TIMEOUT = 60_000;

export interface TestApp {
  app: FastifyInstance;
  /** The app's database, to break on purpose (a test of what a failure logs). */
  database: Database;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  { logStream }: { logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const dir = join(TEST_DATA_ROOT, `app-${randomUUID()}`);
  mkdirSync(dir, { recursive: true });
  const clone = await cloneTemplate(inject('testDatabaseUrl'));
  const url = clone.url;
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  const config = loadConfig(
    { ...process.env, DATA_DIR: dir, DATABASE_URL: url },
    {
      sessionSecret: 'test-secret-test-secret-test-secret-0123456789',
      webDistDir: join(dir, 'no-web'),
      authRateLimit: { perAddress: 10_000, perAccount: 10_000, windowMs: 60_000 },
      ...overrides,
    },
  );
  const app = await buildApp({
    config,
    database,
    content: testContent(),
    ...(logStream ? { logStream } : { logger: false }),
  });
  await app.ready();
  // The answer library's index (built once per process, about two seconds quiet, over 20 on a loaded machine), built
  // here under the hook's minute rather than inside the first test that asks Zara under the test's 20 s.
  buildAnswerIndex(testContent().answers);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await clone.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const uniqueEmail = (prefix = 'mum') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

export interface Session {
  user: User;
  cookie: string;
  /** Calls the API as this user. */
  call(opts: InjectOptions): Promise<LightMyRequestResponse>;
}

export function sessionFrom(app: FastifyInstance, res: LightMyRequestResponse): Session {
  const setCookie = res.headers['set-cookie'];
  const all = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map((c) => c.split(';')[0] ?? '');
  if (!all[0]?.startsWith('zara_session='))
    throw new Error(`No session cookie (status ${String(res.statusCode)}: ${res.body})`);
  // Every cookie the answer set (the session first, then its signed-in marker), sent back as a browser would.
  const cookie = all.join('; ');
  const { user } = res.json<{ user: User }>();
  return {
    user,
    cookie,
    call: (opts) => app.inject({ ...opts, headers: { ...opts.headers, cookie } }),
  };
}

export async function signUp(
  app: FastifyInstance,
  fullName = 'Test Mum',
  email = uniqueEmail(),
): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password: 'correct horse battery', fullName },
  });
  return sessionFrom(app, res);
}

/** A reviewer (role admin), made before her first call so that her session is read with the role. */
export async function signUpAdmin(app: FastifyInstance, fullName = 'Reviewer'): Promise<Session> {
  const admin = await signUp(app, fullName);
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  return admin;
}

export interface OnboardOptions {
  firstName?: string;
  /** Pregnant by default, due in 112 days (24 weeks today); `dueInDays` or `dueDate` to choose. */
  dueInDays?: number;
  dueDate?: string;
  /** Postpartum instead: the baby's birth date. */
  birthDate?: string;
  timeZone?: string;
  notifications?: Partial<Record<'symptoms' | 'appointments' | 'daily' | 'emergency', boolean>>;
  country?: string;
}

/** Completes onboarding for this user (all notifications on, mood calm unless told) and fails loudly if refused. */
export async function onboard(s: Session, opts: OnboardOptions = {}): Promise<void> {
  const timeZone = opts.timeZone ?? 'UTC';
  const dates = opts.birthDate
    ? { stage: 'postpartum', birthDate: opts.birthDate }
    : { stage: 'pregnant', dueDate: opts.dueDate ?? addDays(localDateIn(timeZone), opts.dueInDays ?? 112) };
  const res = await s.call({
    method: 'POST',
    url: '/api/onboarding/complete',
    payload: {
      ...dates,
      firstName: opts.firstName ?? s.user.displayName.split(' ')[0],
      notifications: {
        symptoms: true,
        appointments: true,
        daily: true,
        emergency: true,
        ...opts.notifications,
      },
      moodBaseline: 'calm',
      timeZone,
      ...(opts.country ? { country: opts.country } : {}),
    },
  });
  if (res.statusCode !== 200) throw new Error(`Onboarding refused (${String(res.statusCode)}): ${res.body}`);
}

/** Days from today until the due date that makes her `week` weeks pregnant today (a few days into the week). */
export const dueInDaysAt = (week: number) => (40 - week) * 7 - 3;

/**
 * Accounts for browser tests, made through the API (a page's or context's request shares the browser's cookies),
 * so each test starts where its story starts.
 */
import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import { addDays } from '../../src/core/domain/pregnancy.ts';
import { localDateIn } from '../../src/core/domain/time-windows.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { setRole } from '../../src/server/modules/auth/repository.ts';
import { type TestServer, uniqueEmail } from './harness.ts';
import { TEST_ZONE } from './zone.ts';

export const PASSWORD = 'gentle-sunrise-42';

/** Today (UTC) plus `offsetDays`, as YYYY-MM-DD. */
export const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const allNotifications = { symptoms: true, appointments: true, daily: true, emergency: true };

export interface OnboardOptions {
  firstName: string;
  /** Pregnant at this week (a few days into it), unless babyDays is given. Default 24. */
  week?: number;
  /** Postpartum with a baby this many days old. */
  babyDays?: number;
  timeZone?: string;
}

/** Completes onboarding for the signed-in user. */
export async function onboard(req: APIRequestContext, opts: OnboardOptions): Promise<void> {
  const postpartum = opts.babyDays !== undefined;
  const timeZone = opts.timeZone ?? TEST_ZONE;
  // Her dates count from her own today: the UTC date is a day ahead of New York's every evening from 7 p.m.
  const today = localDateIn(timeZone);
  const res = await req.post('/api/onboarding/complete', {
    data: {
      stage: postpartum ? 'postpartum' : 'pregnant',
      firstName: opts.firstName,
      notifications: allNotifications,
      moodBaseline: 'calm',
      ...(postpartum
        ? { birthDate: addDays(today, -(opts.babyDays ?? 0)) }
        : { dueDate: addDays(today, (40 - (opts.week ?? 24)) * 7 - 3) }),
      timeZone,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs up (and so signs in) a new user; returns her id. */
export async function signUp(
  req: APIRequestContext,
  name: string,
  email = uniqueEmail('e2e'),
): Promise<string> {
  const res = await req.post('/api/auth/signup', { data: { email, password: PASSWORD, fullName: name } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

export async function signIn(req: APIRequestContext, email: string): Promise<void> {
  const res = await req.post('/api/auth/signin', { data: { email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A new, onboarded user with her consent saved (so the EU prompt never covers the screen); returns her id. */
export async function signUpOnboarded(
  req: APIRequestContext,
  opts: Omit<OnboardOptions, 'firstName'> & { name: string; email?: string },
): Promise<string> {
  const id = await signUp(req, opts.name, opts.email);
  await onboard(req, { ...opts, firstName: opts.name.split(' ')[0] ?? opts.name });
  await saveConsent(req);
  return id;
}

/** Her consent choices saved on the server. */
export async function saveConsent(req: APIRequestContext): Promise<void> {
  const res = await req.post('/api/consent', {
    data: { essential: true, analytics: false, personalization: false, marketing: false },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/**
 * A clinical reviewer, for `useServerAndBrowser`'s `prepare`. One exists only through the command line (`npm run
 * make-admin`): she signs up through the API, then is promoted in the server's database, as that command does.
 */
export const makeReviewer =
  (email: string) =>
  async (server: TestServer): Promise<void> => {
    await signUpThroughApi(server.baseUrl, email, 'Clinical Reviewer');
    await promote(server.databaseUrl, email);
  };

/** Signs up through the API with PASSWORD, outside any browser. */
export async function signUpThroughApi(baseUrl: string, email: string, fullName: string): Promise<void> {
  const res = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, fullName }),
  });
  expect(res.status, await res.text()).toBe(201);
}

/** Makes `email` a clinical reviewer (role admin) in the database at `databaseUrl`, as `npm run make-admin` does. */
async function promote(databaseUrl: string, email: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    expect(await setRole(database.db, email, 'admin')).toHaveLength(1);
  } finally {
    await database.close();
  }
}

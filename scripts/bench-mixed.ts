/**
 * The bench's mixed load: many mothers at once, each on her own connection with her own session, going round
 * the app's main reads and writes (7 reads and 3 committed writes in every 10 requests: her session, profile,
 * calendar, week, journal, recent symptoms and notifications; a journal entry, a symptom and an event).
 * Every write is a commit the database must keep, so this is the load where durability costs show.
 */
import autocannon from 'autocannon';

export interface BenchUser {
  userId: string;
  cookie: string;
}

const json = { 'content-type': 'application/json' };

/** Signs a mother up and onboards her (24 weeks pregnant), as every mother using the app is. */
export async function signUpUser(base: string, email: string): Promise<BenchUser> {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'benchmark-password', fullName: 'Bench Mum' }),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${String(res.status)} ${await res.text()}`);
  // Every cookie the answer set (the session and its signed-in marker), sent back as a browser would.
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .join('; ');
  const { user } = (await res.json()) as { user: { id: string } };
  const dueDate = new Date(Date.now() + 16 * 7 * 86_400_000).toISOString().slice(0, 10);
  const onboarded = await fetch(`${base}/api/onboarding/complete`, {
    method: 'POST',
    headers: { ...json, cookie },
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

/** Her round of requests: reads first, then her three writes. */
export function mixedRound(u: BenchUser): autocannon.Request[] {
  const headers = { cookie: u.cookie };
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const get = (path: string) => ({ method: 'GET' as const, path, headers });
  const post = (path: string, body: unknown) => ({
    method: 'POST' as const,
    path,
    headers: { ...headers, ...json },
    body: JSON.stringify(body),
  });
  return [
    get('/api/auth/me'),
    get(`/api/profile/${u.userId}/status`),
    get(`/api/calendar/events/${u.userId}`),
    get('/api/weeks/24'),
    post('/api/journal', {
      category: 'mom',
      mood: 'calm',
      content: 'A quiet afternoon; the baby kicked a lot.',
    }),
    get(`/api/journal/${u.userId}`),
    get(`/api/symptom-logs/${u.userId}/recent`),
    post('/api/symptom-logs', { symptom: 'Back pain', severity: 2 }),
    get(`/api/notifications/${u.userId}`),
    post('/api/calendar/events', { title: 'Midwife visit', date: inAWeek, time: '10:30' }),
  ];
}

/** Writes in one round of mixedRound: the share of requests that are commits. */
export const WRITES_PER_ROUND = 3;
export const REQUESTS_PER_ROUND = 10;

/** Signs up `count` mothers, a few at a time (each sign-up hashes a password). */
export async function signUpMany(base: string, count: number): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  const stamp = Date.now();
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, (_, j) =>
      signUpUser(base, `mixed-${String(stamp)}-${String(i + j)}@example.com`),
    );
    users.push(...(await Promise.all(batch)));
  }
  return users;
}

/** The mixed load: one connection per mother, each going round her own requests for `seconds`. */
export function runMixed(base: string, users: BenchUser[], seconds: number): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: base,
    connections: users.length,
    duration: seconds,
    setupClient: (client) => {
      const user = users[next++ % users.length];
      if (user) client.setRequests(mixedRound(user));
    },
  });
}

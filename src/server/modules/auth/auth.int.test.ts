import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  sessionFrom,
  signUp,
  type TestApp,
  uniqueEmail,
  APP_START_TIMEOUT,
} from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('sign up', () => {
  it('creates a mother, returns the user and a session cookie', async () => {
    const email = uniqueEmail();
    const res = await post('/api/auth/signup', {
      email: `  ${email.toUpperCase()} `,
      password: 'sleepy owl 42',
      fullName: 'Amara 🌸 Ñúñez',
    });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({ email, displayName: 'Amara 🌸 Ñúñez', role: 'mother' });
    expect(Object.keys(user).sort()).toEqual(['createdAt', 'displayName', 'email', 'id', 'role']);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Expires=/);
  });

  it('refuses a taken email with 409', async () => {
    const email = uniqueEmail();
    await signUp(t.app, 'First', email);
    const res = await post('/api/auth/signup', { email, password: 'sleepy owl 42', fullName: 'Second' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', fields: { email: expect.any(String) } });
  });

  it.each([
    [{ email: 'no-at-sign', password: 'sleepy owl 42', fullName: 'A' }, 'email'],
    [{ email: uniqueEmail(), password: 'abcdefg', fullName: 'A' }, 'password'],
    [{ email: uniqueEmail(), password: 'sleepy owl 42' }, 'fullName'],
    [{ email: uniqueEmail(), password: 'sleepy owl 42', fullName: '   ' }, 'fullName'],
    [{ email: uniqueEmail(), password: 'sleepy owl 42', fullName: 'x'.repeat(10_000) }, 'fullName'],
    [{ email: uniqueEmail(), password: 12345678, fullName: 'A' }, 'password'],
    [{ email: uniqueEmail(), password: 'sleepy owl 42', fullName: 'A', role: 'admin' }, 'role'],
  ])('400 naming the field for %j', async (payload, field) => {
    const res = await post('/api/auth/signup', payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_error');
    expect(body.fields).toHaveProperty(field);
    expect(body.message).toContain(field);
  });

  it('stores SQL and HTML as plain text', async () => {
    const name = `Robert'); DROP TABLE users;-- <script>alert(1)</script>`;
    const s = await signUp(t.app, name);
    const me = await s.call({ method: 'GET', url: '/api/auth/me' });
    expect(me.json().user.displayName).toBe(name);
  });
});

describe('bad requests', () => {
  it('malformed JSON is a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_json', message: expect.any(String) });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded'])('%s body is a 415', async (type) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: 'email=a',
      headers: { 'content-type': type },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/JSON/);
  });

  it('a body over the limit is a 413 with a message', async () => {
    const res = await post('/api/auth/signup', {
      email: uniqueEmail(),
      password: 'sleepy owl 42',
      fullName: 'x'.repeat(1_100_000),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/);
  });

  it('a mutation from another origin is a 403', async () => {
    const a = await post(
      '/api/auth/signin',
      { email: 'a@b.co', password: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(a.statusCode).toBe(403);
    const b = await post(
      '/api/auth/signin',
      { email: 'a@b.co', password: 'x' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(b.statusCode).toBe(403);
    const own = await post(
      '/api/auth/signin',
      { email: 'a@b.co', password: 'x' },
      { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
    );
    expect(own.statusCode).toBe(401);
  });

  it('unknown API paths are JSON 404s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('sign in, me, sign out', () => {
  it('signs in with the right password only, with the same message for unknown emails', async () => {
    const email = uniqueEmail();
    await signUp(t.app, 'Zoe', email);
    const wrong = await post('/api/auth/signin', { email, password: 'nope-nope' });
    const unknown = await post('/api/auth/signin', { email: uniqueEmail(), password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(unknown.json().message).toBe('Invalid email or password');
    const ok = await post('/api/auth/signin', { email, password: 'correct horse battery' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(email);
  });

  it('me needs a session; forged cookies are refused; sign-out revokes the session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const s = await signUp(t.app);
    expect((await s.call({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    const forged = s.cookie.replace(/=(.)/, (_m, c: string) => `=${c === 'a' ? 'b' : 'a'}`);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: forged } });
    expect(res.statusCode).toBe(401);
    const out = await s.call({ method: 'POST', url: '/api/auth/signout' });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/zara_session=;/);
    expect((await s.call({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('an expired session is a 401', async () => {
    const s = await signUp(t.app);
    const { sessions } = await import('../../db/schema/auth.ts');
    const { eq } = await import('drizzle-orm');
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, s.user.id));
    expect((await s.call({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('stores the password only as an Argon2id hash', async () => {
    const s = await signUp(t.app);
    const { users } = await import('../../db/schema/auth.ts');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, s.user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('correct horse battery');
  });

  it('a session lasts two weeks from her last use, sliding forward once a day of use', async () => {
    const s = await signUp(t.app);
    const { sessions } = await import('../../db/schema/auth.ts');
    const { eq } = await import('drizzle-orm');
    const expiry = async () =>
      (
        await t.app.db.select().from(sessions).where(eq(sessions.userId, s.user.id))
      )[0]?.expiresAt.getTime() ?? 0;
    const DAY = 86_400_000;
    const fresh = await expiry();
    expect(Math.abs(fresh - (Date.now() + 14 * DAY))).toBeLessThan(60_000);
    const cookieExpiry = (res: { headers: Record<string, unknown> }) =>
      /Expires=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1];
    // Used again within the day: no write, no new cookie.
    const sameDay = await s.call({ method: 'GET', url: '/api/auth/me' });
    expect(cookieExpiry(sameDay)).toBeUndefined();
    expect(await expiry()).toBe(fresh);
    // Two days later (her session now ends in 12): the next request pushes it back to 14 days from now.
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(fresh - 2 * DAY) })
      .where(eq(sessions.userId, s.user.id));
    t.app.sessionCache.deleteUser(s.user.id);
    const later = await s.call({ method: 'GET', url: '/api/auth/me' });
    expect(later.statusCode).toBe(200);
    expect(Math.abs((await expiry()) - (Date.now() + 14 * DAY))).toBeLessThan(60_000);
    expect(Date.parse(cookieExpiry(later) ?? '')).toBeGreaterThan(fresh - DAY);
  });

  it('signing in again replaces this browser’s session and sweeps her expired ones', async () => {
    const email = uniqueEmail();
    const first = await signUp(t.app, 'Ada', email);
    const { sessions } = await import('../../db/schema/auth.ts');
    const { eq } = await import('drizzle-orm');
    // An old session of hers from another device, long expired.
    await t.app.db
      .insert(sessions)
      .values({ tokenHash: `stale-${email}`, userId: first.user.id, expiresAt: new Date(Date.now() - 1000) });
    const again = await first.call({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: 'correct horse battery' },
    });
    expect(again.statusCode).toBe(200);
    expect((await first.call({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const rows = await t.app.db.select().from(sessions).where(eq(sessions.userId, first.user.id));
    expect(rows).toHaveLength(1);
  });

  it('says whether Google sign-in is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({ google: false });
  });
});

describe('rate limits', () => {
  it(
    'limits attempts per address',
    async () => {
      const limited = await createTestApp({
        authRateLimit: { perAddress: 2, perAccount: 1000, windowMs: 60_000 },
      });
      try {
        for (let i = 0; i < 2; i++) {
          await limited.app.inject({
            method: 'POST',
            url: '/api/auth/signin',
            payload: { email: uniqueEmail(), password: 'x' },
          });
        }
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { email: uniqueEmail(), password: 'sleepy owl 42', fullName: 'A' },
        });
        expect(res.statusCode).toBe(429);
        expect(res.json().message).toMatch(/wait (60 seconds|59 seconds|1 minute)/);
      } finally {
        await limited.close();
      }
    },
    APP_START_TIMEOUT,
  );
});

describe('sessionFrom helper sanity', () => {
  it('throws when there is no cookie (so tests cannot silently pass)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(() => sessionFrom(t.app, res)).toThrow(/No session cookie/);
  });
});

/**
 * Issue 18's passwords and sessions (NIST SP 800-63B, OWASP ASVS L2): common passwords refused, the absolute
 * session lifetime, her password asked again before sensitive actions, changing email and password, growing
 * waits on guessing that a stranger cannot turn into a lock-out, and HSTS with a Secure cookie over HTTPS.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../../../core/domain/passwords.ts';
import { sessions, users } from '../../db/schema/auth.ts';
import {
  createTestApp,
  type Session,
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

const PASSWORD = 'correct horse battery';
const DAY = 86_400_000;
const post = (url: string, payload: object, extra: { remoteAddress?: string } = {}) =>
  t.app.inject({ method: 'POST', url, payload, ...extra });
const usersWith = async (email: string) => t.app.db.select().from(users).where(eq(users.email, email));

describe('common and breached passwords', () => {
  it.each(['password1', 'Password123', 'iloveyou2', 'babygirl1', 'qwertyuiop'])(
    'refuses %s at sign-up with a 400 that says why, creating nothing',
    async (password) => {
      const email = uniqueEmail();
      const res = await post('/api/auth/signup', { email, password, fullName: 'Ada' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fields: { password: COMMON_PASSWORD_MESSAGE } });
      expect(await usersWith(email)).toEqual([]);
    },
  );

  it('refuses her email as her password', async () => {
    const email = uniqueEmail();
    const res = await post('/api/auth/signup', { email, password: email, fullName: 'Ada' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toMatch(/not your email/);
  });
});

describe('the absolute session lifetime', () => {
  async function ageSession(s: Session, signedInDaysAgo: number, endsInDays: number) {
    await t.app.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - signedInDaysAgo * DAY),
        expiresAt: new Date(Date.now() + endsInDays * DAY),
      })
      .where(eq(sessions.userId, s.user.id));
    t.app.sessionCache.deleteUser(s.user.id);
  }

  it('does not slide past 30 days after sign-in, and ends there even if a row says otherwise', async () => {
    const s = await signUp(t.app);
    await ageSession(s, 29, 1);
    expect((await s.call({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.userId, s.user.id));
    expect(Math.abs((row?.expiresAt.getTime() ?? 0) - (Date.now() + DAY))).toBeLessThan(60_000);
    await ageSession(s, 30.5, 10);
    expect((await s.call({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('ends after two weeks without use', async () => {
    const s = await signUp(t.app);
    await ageSession(s, 15, -1 / 24);
    expect((await s.call({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });
});

describe('her password again before sensitive actions', () => {
  it('asks for it before a download once the sign-in is a few minutes old, then allows it', async () => {
    const s = await signUp(t.app);
    const urls = [`/api/profile/${s.user.id}/export`, `/api/profile/${s.user.id}/export.pdf`];
    // Just signed in: that was her password.
    expect((await s.call({ method: 'GET', url: urls[0] })).statusCode).toBe(200);
    t.app.reauthenticated.clear();
    for (const url of urls) {
      const res = await s.call({ method: 'GET', url });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'reauth_required',
        message: expect.stringMatching(/password/),
      });
    }
    const wrong = await s.call({
      method: 'POST',
      url: '/api/auth/reauth',
      payload: { password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.password).toMatch(/not right/);
    const missing = await s.call({ method: 'POST', url: '/api/auth/reauth', payload: {} });
    expect(missing.json().fields.password).toBe('Enter your password');
    const ok = await s.call({ method: 'POST', url: '/api/auth/reauth', payload: { password: PASSWORD } });
    expect(ok.statusCode).toBe(204);
    for (const url of urls) expect((await s.call({ method: 'GET', url })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/reauth', payload: { password: PASSWORD } }))
        .statusCode,
    ).toBe(401);
  });

  it('changes her password with the current one; other devices are signed out, this one stays', async () => {
    const email = uniqueEmail();
    const here = await signUp(t.app, 'Ada', email);
    const phone = sessionFrom(t.app, await post('/api/auth/signin', { email, password: PASSWORD }));
    const change = (payload: object) => here.call({ method: 'POST', url: '/api/auth/password', payload });
    const wrong = await change({ currentPassword: 'not-the-password', newPassword: 'a new long passphrase' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().fields)).toEqual(['currentPassword']);
    const common = await change({ currentPassword: PASSWORD, newPassword: 'sunshine123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toEqual({ newPassword: COMMON_PASSWORD_MESSAGE });
    const short = await change({ currentPassword: PASSWORD, newPassword: 'short' });
    expect(Object.keys(short.json().fields)).toEqual(['newPassword']);
    expect((await post('/api/auth/signin', { email, password: PASSWORD })).statusCode).toBe(200);

    expect(
      (await change({ currentPassword: PASSWORD, newPassword: 'a new long passphrase' })).statusCode,
    ).toBe(204);
    expect((await here.call({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    expect((await phone.call({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await post('/api/auth/signin', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/auth/signin', { email, password: 'a new long passphrase' })).statusCode).toBe(
      200,
    );
  });

  it('changes her email with her password; a taken one is a 409', async () => {
    const email = uniqueEmail();
    const s = await signUp(t.app, 'Ada', email);
    const taken = (await signUp(t.app, 'Bea')).user.email;
    const change = (payload: object) => s.call({ method: 'POST', url: '/api/auth/email', payload });
    const newEmail = uniqueEmail('new');
    expect((await change({ password: 'not-the-password', email: newEmail })).json().fields).toHaveProperty(
      'password',
    );
    expect((await change({ password: PASSWORD, email: 'not an email' })).json().fields).toHaveProperty(
      'email',
    );
    const clash = await change({ password: PASSWORD, email: taken });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields).toHaveProperty('email');
    const ok = await change({ password: PASSWORD, email: ` ${newEmail.toUpperCase()} ` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(newEmail);
    expect((await s.call({ method: 'GET', url: '/api/auth/me' })).json().user.email).toBe(newEmail);
    expect((await post('/api/auth/signin', { email: newEmail, password: PASSWORD })).statusCode).toBe(200);
    expect((await post('/api/auth/signin', { email, password: PASSWORD })).statusCode).toBe(401);
  });
});

describe('guessing is slowed, and a stranger cannot lock her out', () => {
  it(
    'makes each try past the free ones wait longer from that address only',
    async () => {
      const limited = await createTestApp({
        authRateLimit: { perAddress: 1000, perAccount: 3, windowMs: 600_000 },
      });
      try {
        const email = uniqueEmail();
        await signUp(limited.app, 'R', email);
        const signIn = (password: string, remoteAddress: string) =>
          limited.app.inject({
            method: 'POST',
            url: '/api/auth/signin',
            payload: { email, password },
            remoteAddress,
          });
        const stranger = '203.0.113.9';
        for (let i = 0; i < 3; i++) expect((await signIn('wrong-wrong', stranger)).statusCode).toBe(401);
        // The guesser waits, even with the right password...
        const held = await signIn(PASSWORD, stranger);
        expect(held.statusCode).toBe(429);
        expect(held.headers['retry-after']).toBe('1');
        expect(held.json().message).toMatch(/wait 1 second/);
        // ...while she, elsewhere, signs in at once.
        expect((await signIn(PASSWORD, '198.51.100.7')).statusCode).toBe(200);
        // Each further failure doubles the guesser's wait.
        await new Promise((r) => setTimeout(r, 1100));
        expect((await signIn('wrong-wrong', stranger)).statusCode).toBe(401);
        expect((await signIn(PASSWORD, stranger)).headers['retry-after']).toBe('2');
      } finally {
        await limited.close();
      }
    },
    APP_START_TIMEOUT,
  );
});

describe('HTTPS', () => {
  it(
    'sends HSTS and a Secure cookie when the request came over HTTPS (TRUST_PROXY), and neither over HTTP',
    async () => {
      const proxied = await createTestApp({ trustProxy: true });
      try {
        const signup = (headers: Record<string, string>) =>
          proxied.app.inject({
            method: 'POST',
            url: '/api/auth/signup',
            payload: { email: uniqueEmail(), password: PASSWORD, fullName: 'Ada' },
            headers,
          });
        const https = await signup({ 'x-forwarded-proto': 'https' });
        expect(https.statusCode).toBe(201);
        expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect(String(https.headers['set-cookie'])).toMatch(/; Secure/);
        const http = await signup({});
        expect(http.headers['strict-transport-security']).toBeUndefined();
        expect(String(http.headers['set-cookie'])).not.toMatch(/Secure/);
        const health = await proxied.app.inject({
          method: 'GET',
          url: '/healthz',
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(health.headers['strict-transport-security']).toBeDefined();
      } finally {
        await proxied.close();
      }
    },
    APP_START_TIMEOUT,
  );
});

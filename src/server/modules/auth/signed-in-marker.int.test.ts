/**
 * The signed-in marker (session.ts): a cookie the page can read, set and cleared with the session, so the app
 * asks GET /api/auth/me only when a session may exist (issue 21: no 401 in a signed-out visitor's console).
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp, uniqueEmail } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cookies = (res: LightMyRequestResponse): string[] => {
  const set = res.headers['set-cookie'];
  return Array.isArray(set) ? set : set ? [set] : [];
};
const marker = (res: LightMyRequestResponse) => cookies(res).find((c) => c.startsWith('zara_signed_in='));
const expiry = (cookie: string | undefined) => /Expires=([^;]+)/.exec(cookie ?? '')?.[1];

describe('the signed-in marker', () => {
  it('comes with the session at sign-up and sign-in: readable by the page, holding her id, expiring with it', async () => {
    const email = uniqueEmail();
    const password = 'correct horse battery';
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password, fullName: 'Marker Mum' },
    });
    expect(up.statusCode).toBe(201);
    const id = up.json<{ user: { id: string } }>().user.id;
    const session = cookies(up).find((c) => c.startsWith('zara_session='));
    const mark = marker(up);
    expect(mark).toMatch(new RegExp(`^zara_signed_in=${id};`));
    expect(mark).not.toMatch(/HttpOnly/i);
    expect(mark).toMatch(/SameSite=Lax/);
    expect(mark).toMatch(/Path=\//);
    expect(expiry(mark)).toBe(expiry(session));

    const inRes = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password },
    });
    expect(marker(inRes)).toMatch(new RegExp(`^zara_signed_in=${id};`));
  });

  it('grants nothing on its own', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: 'zara_signed_in=1' },
    });
    expect(res.statusCode).toBe(401);
    // ...and a marker without a live session is cleared, so the app stops asking.
    expect(marker(res)).toMatch(/^zara_signed_in=;/);
  });

  it('is cleared with the session at sign-out', async () => {
    const s = await signUp(t.app);
    const out = await s.call({ method: 'POST', url: '/api/auth/signout' });
    expect(out.statusCode).toBe(204);
    expect(marker(out)).toMatch(/^zara_signed_in=;/);
  });

  it('is given by GET /api/auth/me to a session that lacks it or holds no id, and not sent again once she has it', async () => {
    const s = await signUp(t.app);
    const id = s.user.id;
    const sessionOnly = s.cookie.split('; ')[0] ?? '';
    expect(sessionOnly).toMatch(/^zara_session=/);
    const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    const me = await get('/api/auth/me', sessionOnly);
    expect(me.statusCode).toBe(200);
    expect(marker(me)).toMatch(new RegExp(`^zara_signed_in=${id};`));
    // A marker from before it held her id is replaced by one that does.
    const older = await get('/api/auth/me', `${sessionOnly}; zara_signed_in=1`);
    expect(marker(older)).toMatch(new RegExp(`^zara_signed_in=${id};`));
    const again = await s.call({ method: 'GET', url: '/api/auth/me' });
    expect(again.statusCode).toBe(200);
    expect(marker(again)).toBeUndefined();
    // Other reads do not set it: only the app's first question does.
    expect(marker(await get('/api/weeks/24', sessionOnly))).toBeUndefined();
  });
});

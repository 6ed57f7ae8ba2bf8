/**
 * Google sign-in against a real OpenID Connect token endpoint double on loopback.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniqueEmail, APP_START_TIMEOUT } from '../../testing/test-app.ts';

let provider: Server;
let tokenUrl = '';
let nextClaims: Record<string, unknown> | null = null;
let tokenStatus = 200;
let lastTokenRequest: URLSearchParams | null = null;

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

beforeAll(async () => {
  provider = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      lastTokenRequest = new URLSearchParams(body);
      res.writeHead(tokenStatus, { 'content-type': 'application/json' });
      res.end(
        tokenStatus === 200
          ? JSON.stringify({ id_token: `${b64({ alg: 'RS256' })}.${b64(nextClaims)}.sig` })
          : '{"error":"invalid_grant"}',
      );
    });
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  tokenUrl = `http://127.0.0.1:${String((provider.address() as AddressInfo).port)}/token`;
});
afterAll(() => new Promise<void>((r) => provider.close(() => r())));

const google = () => ({
  clientId: 'zara-client',
  clientSecret: 'shh',
  authUrl: 'https://accounts.example.test/auth',
  tokenUrl,
  issuers: ['https://accounts.google.com'],
});

async function startFlow(t: TestApp) {
  const start = await t.app.inject({
    method: 'GET',
    url: '/api/auth/google/start',
    headers: { host: 'localhost:3000' },
  });
  expect(start.statusCode).toBe(302);
  const location = new URL(String(start.headers.location));
  const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
  return {
    location,
    cookie,
    state: location.searchParams.get('state') ?? '',
    nonce: location.searchParams.get('nonce') ?? '',
  };
}

describe('Google sign-in (OpenID Connect)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ google: google() });
  });
  afterAll(() => t.close());

  it('redirects to the provider with PKCE, state and nonce', async () => {
    const { location } = await startFlow(t);
    expect(location.origin + location.pathname).toBe('https://accounts.example.test/auth');
    expect(location.searchParams.get('client_id')).toBe('zara-client');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/google/callback');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: true,
    });
  });

  it('a verified Google email creates the account and signs her in', async () => {
    const { cookie, state, nonce } = await startFlow(t);
    const email = uniqueEmail('g');
    nextClaims = {
      iss: 'https://accounts.google.com',
      aud: 'zara-client',
      exp: Date.now() / 1000 + 300,
      nonce,
      email,
      email_verified: true,
      name: 'Gia Rossi',
    };
    tokenStatus = 200;
    const cb = await t.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?code=abc&state=${state}`,
      headers: { cookie, host: 'localhost:3000' },
    });
    expect(cb.statusCode).toBe(302);
    expect(cb.headers.location).toBe('/');
    expect(lastTokenRequest?.get('code_verifier')).toBeTruthy();
    const session = String(cb.headers['set-cookie']).match(/zara_session=[^;]+/)?.[0] ?? '';
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: session } });
    expect(me.json().user).toMatchObject({ email, displayName: 'Gia Rossi' });
    // The account has no usable password: a password sign-in is refused, not an error.
    const pw = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: 'anything-at-all' },
    });
    expect(pw.statusCode).toBe(401);
  });

  it.each([
    ['a wrong state', { state: 'forged' }, {}],
    ['another audience', {}, { aud: 'someone-else' }],
    ['an unverified email', {}, { email_verified: false }],
    ['an expired token', {}, { exp: 1 }],
    ['a wrong nonce', {}, { nonce: 'replayed' }],
  ])(
    'refuses %s and sends her back with a message',
    async (_label, override: { state?: string }, claims: Record<string, unknown>) => {
      const flow = await startFlow(t);
      nextClaims = {
        iss: 'https://accounts.google.com',
        aud: 'zara-client',
        exp: Date.now() / 1000 + 300,
        nonce: flow.nonce,
        email: uniqueEmail('g'),
        email_verified: true,
        ...claims,
      };
      const cb = await t.app.inject({
        method: 'GET',
        url: `/api/auth/google/callback?code=abc&state=${override.state ?? flow.state}`,
        headers: { cookie: flow.cookie, host: 'localhost:3000' },
      });
      expect(cb.statusCode).toBe(302);
      expect(cb.headers.location).toBe('/?authError=google');
      expect(String(cb.headers['set-cookie'] ?? '')).not.toMatch(/zara_session=[^;]/);
    },
  );

  it('refuses when the token endpoint fails', async () => {
    const flow = await startFlow(t);
    tokenStatus = 500;
    const cb = await t.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?code=abc&state=${flow.state}`,
      headers: { cookie: flow.cookie, host: 'localhost:3000' },
    });
    expect(cb.headers.location).toBe('/?authError=google');
    tokenStatus = 200;
  });
});

describe('Google sign-in when not configured', () => {
  it(
    'says so',
    async () => {
      const t = await createTestApp();
      try {
        const res = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toMatch(/not set up/);
      } finally {
        await t.close();
      }
    },
    APP_START_TIMEOUT,
  );
});

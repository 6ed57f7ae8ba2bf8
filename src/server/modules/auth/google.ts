/**
 * Sign in with Google: the OpenID Connect authorization-code flow with PKCE, state and nonce.
 * The ID token comes straight from the token endpoint over TLS, so (OIDC Core 3.1.3.7) its issuer, audience,
 * expiry and nonce are checked rather than its signature. A verified Google email signs in the account with
 * that email, or creates one (with no usable password: she can set one later by resetting it).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { GoogleConfig } from '../../config.ts';
import { HttpError } from '../../errors.ts';
import { startSession } from './session.ts';
import { route } from '../../route.ts';
import type { AuthService } from './service.ts';

const FLOW_COOKIE = 'zara_oidc';
const FLOW_TTL_S = 600;

const b64url = (buf: Buffer) => buf.toString('base64url');

const flowSchema = z.object({ state: z.string(), nonce: z.string(), verifier: z.string() });
const tokenResponseSchema = z.object({ id_token: z.string() });
const claimsSchema = z.object({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  nonce: z.string().optional(),
  email: z.string(),
  email_verified: z.union([z.boolean(), z.literal('true')]).optional(),
  name: z.string().optional(),
});

export function decodeJwtPayload(token: string): unknown {
  const part = token.split('.')[1];
  if (!part) throw new Error('malformed ID token');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

/** Checks the ID token's claims; returns the verified email and name, or throws. */
export function checkClaims(raw: unknown, google: GoogleConfig, nonce: string, nowS = Date.now() / 1000) {
  const c = claimsSchema.parse(raw);
  const audiences = Array.isArray(c.aud) ? c.aud : [c.aud];
  if (!google.issuers.includes(c.iss)) throw new Error('unexpected issuer');
  if (!audiences.includes(google.clientId)) throw new Error('token is for another client');
  if (c.exp < nowS) throw new Error('token expired');
  if (c.nonce !== nonce) throw new Error('nonce mismatch');
  if (c.email_verified !== true && c.email_verified !== 'true') throw new Error('email not verified');
  return { email: c.email.trim().toLowerCase(), name: c.name?.trim() || c.email.split('@')[0] || 'Mama' };
}

const redirectUri = (req: FastifyRequest) => `${req.protocol}://${req.host}/api/auth/google/callback`;

function failed(reply: FastifyReply) {
  void reply.clearCookie(FLOW_COOKIE, { path: '/api/auth/google' });
  return reply.redirect('/?authError=google');
}

const notConfigured = () =>
  new HttpError(404, 'not_configured', 'Google sign-in is not set up on this server.');

export default function googleRoutes(
  app: FastifyInstance,
  opts: { google: GoogleConfig | null; auth: AuthService },
) {
  const { google } = opts;

  route(app, 'GET /api/auth/google/start', (req, reply) => {
    if (!google) throw notConfigured();
    const flow = {
      state: b64url(randomBytes(16)),
      nonce: b64url(randomBytes(16)),
      verifier: b64url(randomBytes(32)),
    };
    void reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
      path: '/api/auth/google',
      httpOnly: true,
      sameSite: 'lax',
      secure: req.protocol === 'https',
      signed: true,
      maxAge: FLOW_TTL_S,
    });
    const url = new URL(google.authUrl);
    url.search = new URLSearchParams({
      client_id: google.clientId,
      redirect_uri: redirectUri(req),
      response_type: 'code',
      scope: 'openid email profile',
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: b64url(createHash('sha256').update(flow.verifier).digest()),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    }).toString();
    return reply.redirect(url.toString());
  });

  route(app, 'GET /api/auth/google/callback', async (req, reply) => {
    if (!google) throw notConfigured();
    const query = req.query;
    const raw = req.cookies[FLOW_COOKIE];
    const unsigned = raw ? req.unsignCookie(raw) : null;
    const flow = unsigned?.valid && unsigned.value ? flowSchema.safeParse(JSON.parse(unsigned.value)) : null;
    if (!flow?.success || !query.code || query.state !== flow.data.state) return failed(reply);
    try {
      const res = await fetch(google.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: query.code,
          redirect_uri: redirectUri(req),
          client_id: google.clientId,
          client_secret: google.clientSecret,
          code_verifier: flow.data.verifier,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`token endpoint answered ${String(res.status)}`);
      const { id_token } = tokenResponseSchema.parse(await res.json());
      const { email, name } = checkClaims(decodeJwtPayload(id_token), google, flow.data.nonce);
      const user = await opts.auth.googleAccount(email, name);
      await startSession(req, reply, user.id);
      void reply.clearCookie(FLOW_COOKIE, { path: '/api/auth/google' });
      return reply.redirect('/');
    } catch (err) {
      req.log.warn({ err: (err as Error).message }, 'google sign-in failed');
      return failed(reply);
    }
  });
}

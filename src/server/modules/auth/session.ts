/**
 * Server-side sessions, the auth module's plugin (app.ts registers it; routes read the signed-in user with
 * `currentUser`): a random token in an httpOnly, SameSite=Lax, signed cookie (Secure when the request came over
 * HTTPS, with TRUST_PROXY from X-Forwarded-Proto); its SHA-256 in the database. Its lifetime (an idle timeout that
 * slides with use, an absolute end 30 days after sign-in) is core/domain/session-lifetime.ts. A password entered
 * again (POST /api/auth/reauth, or with a change) is remembered for the session for a few minutes, in memory:
 * sensitive actions require it. Over HTTPS every response also carries HSTS.
 */
import { createHash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SIGNED_IN_COOKIE } from '../../../core/contracts/app-pages.ts';
import type { User } from '../../../core/contracts/auth.ts';
import {
  reauthCovers,
  sessionEnded,
  sessionExpiry,
  slidExpiry,
} from '../../../core/domain/session-lifetime.ts';
import { HttpError, unauthorized } from '../../errors.ts';
import { SessionCache } from '../../session-cache.ts';
import {
  deleteOtherSessions,
  deleteSession,
  extendSession,
  findLiveSession,
  insertSession,
  type UserRow,
} from './repository.ts';

export const SESSION_COOKIE = 'zara_session';
/*
 * SIGNED_IN_COOKIE (core/contracts/app-pages.ts) is a marker beside the session, readable by the page: the app
 * asks GET /api/auth/me only when it is there, so a signed-out visitor's first page makes no request that must
 * fail (a 401 in her console, issue 21). It holds her user id, nothing secret (every read still needs the session, and her id opens nothing of hers on its own): the
 * app asks for her profile beside her session instead of after it (web/app/early-requests.ts), one round trip
 * less before a screen can ask for its data; the server names her screen's files in the page it sends her
 * (server/plugins/app-pages.ts). It lives and dies with the session cookie; it grants nothing.
 */

/** One year, with subdomains: what browsers need to keep her on HTTPS (OWASP ASVS 14.4.5). */
const HSTS = 'max-age=31536000; includeSubDomains';

declare module 'fastify' {
  interface FastifyInstance {
    sessionCache: SessionCache;
    /** When each session last had the password entered again (token hash -> ms). */
    reauthenticated: Map<string, number>;
  }
  interface FastifyRequest {
    user: User | null;
    sessionTokenHash: string | null;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

function setCookie(req: FastifyRequest, reply: FastifyReply, token: string, expires: Date, userId: string) {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    signed: true,
    expires,
  });
  setSignedInMarker(req, reply, expires, userId);
}

function setSignedInMarker(req: FastifyRequest, reply: FastifyReply, expires: Date, userId: string) {
  void reply.setCookie(SIGNED_IN_COOKIE, userId, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    expires,
  });
}

/**
 * GET /api/auth/me gives the marker to a session that lacks it, or whose marker is not her id (one set before the
 * marker held it), so the app keeps asking on this browser and knows whom to ask for.
 */
export function keepSignedInMarker(req: FastifyRequest, reply: FastifyReply): void {
  if (!req.sessionTokenHash) return;
  const live = req.server.sessionCache.get(req.sessionTokenHash);
  if (live && req.cookies[SIGNED_IN_COOKIE] !== live.user.id)
    setSignedInMarker(req, reply, live.expiresAt, live.user.id);
}

/** Forgets the session on this browser: the session cookie and its marker. */
export function clearSessionCookies(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
  void reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
}

export async function startSession(req: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  // Signing in again on this browser replaces the session it had: the old token is revoked, not left alive.
  if (req.sessionTokenHash) {
    req.server.sessionCache.delete(req.sessionTokenHash);
    await deleteSession(req.server.db, req.sessionTokenHash);
  }
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expires = sessionExpiry(now, now);
  await insertSession(req.server.db, hashToken(token), userId, expires, now);
  // Having just entered her password (or signed in with Google) counts as re-authentication.
  remember(req.server.reauthenticated, hashToken(token));
  setCookie(req, reply, token, expires, userId);
}

function remember(marks: Map<string, number>, tokenHash: string): void {
  const now = Date.now();
  if (marks.size > 10_000) for (const [key, at] of marks) if (!reauthCovers(at, now)) marks.delete(key);
  marks.set(tokenHash, now);
}

/** She has just entered her password again on this session. */
export function markReauthenticated(req: FastifyRequest): void {
  if (req.sessionTokenHash) remember(req.server.reauthenticated, req.sessionTokenHash);
}

/**
 * A sensitive action (an endpoint declaring `reauth`): refused with 403 `reauth_required` unless her password was
 * entered again on this session within the last few minutes.
 */
function requireReauthentication(req: FastifyRequest, action: string): void {
  const at = req.sessionTokenHash ? req.server.reauthenticated.get(req.sessionTokenHash) : undefined;
  if (!reauthCovers(at, Date.now()))
    throw new HttpError(403, 'reauth_required', `Please enter your password again to ${action}.`);
}

export async function endSession(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (req.sessionTokenHash) {
    req.server.sessionCache.delete(req.sessionTokenHash);
    req.server.reauthenticated.delete(req.sessionTokenHash);
    await deleteSession(req.server.db, req.sessionTokenHash);
  }
  clearSessionCookies(reply);
}

/** Ends every session of hers but this one (a new password signs out her other devices). */
export async function endOtherSessions(req: FastifyRequest, userId: string): Promise<void> {
  if (req.sessionTokenHash) await deleteOtherSessions(req.server.db, userId, req.sessionTokenHash);
  req.server.sessionCache.deleteUser(userId);
}

/** The live session the request's cookie names, if any (a forged, unknown, expired or ended one is none). */
async function liveSession(req: FastifyRequest) {
  const raw = req.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = req.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null; // forged: treated as no session
  const tokenHash = hashToken(unsigned.value);
  const now = new Date();
  const app = req.server;
  let session = app.sessionCache.get(tokenHash);
  if (!session) {
    const row = await findLiveSession(app.db, tokenHash, now);
    if (!row) return null;
    session = { user: toUser(row.user), expiresAt: row.expiresAt, createdAt: row.createdAt };
    app.sessionCache.set(tokenHash, session);
  }
  // Its expiry never passes the absolute end; checked here too, whatever a row says.
  if (sessionEnded(session.createdAt, now)) return null;
  return { token: unsigned.value, tokenHash, session, now };
}

export default fp(async function sessionPlugin(app: FastifyInstance, opts: { secret: string }) {
  await app.register(cookie, { secret: opts.secret });
  app.decorate('sessionCache', new SessionCache());
  app.decorate('reauthenticated', new Map<string, number>());
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol === 'https') void reply.header('strict-transport-security', HSTS);
  });
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);

  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    const marked = req.cookies[SIGNED_IN_COOKIE] !== undefined;
    const live = await liveSession(req);
    if (!live) {
      // The marker outlived its session (expired, revoked elsewhere): the app stops asking after this answer.
      if (marked) void reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
      return;
    }
    req.user = live.session.user;
    req.sessionTokenHash = live.tokenHash;
    const expires = slidExpiry(live.session.createdAt, live.session.expiresAt, live.now);
    if (expires) {
      await extendSession(app.db, live.tokenHash, expires);
      app.sessionCache.set(live.tokenHash, { ...live.session, expiresAt: expires });
      setCookie(req, reply, live.token, expires, live.session.user.id);
    }
  });

  // After the access rule (onRequest) and validation, so someone else's id is still a 403 `forbidden`.
  app.addHook('preHandler', async (req) => {
    const action = req.routeOptions.config.endpoint?.reauth;
    if (action) requireReauthentication(req, action);
  });
});

/** The signed-in user of a route whose access hook already required one. */
export function currentUser(req: FastifyRequest): User {
  if (!req.user) throw unauthorized();
  return req.user;
}

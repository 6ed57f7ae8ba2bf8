/**
 * Server-side sessions, the auth module's plugin (app.ts registers it; routes read the signed-in user with
 * `currentUser`): a random token in an httpOnly, SameSite=Lax, signed cookie; its SHA-256 in the database.
 * Sessions last 30 days and slide: the expiry is pushed forward at most once a day to spare writes.
 */
import { createHash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '../../../core/contracts/auth.ts';
import { unauthorized } from '../../errors.ts';
import { SessionCache } from '../../session-cache.ts';
import { deleteSession, extendSession, findLiveSession, insertSession, type UserRow } from './repository.ts';

export const SESSION_COOKIE = 'zara_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const SLIDE_AFTER_MS = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    sessionCache: SessionCache;
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

function setCookie(req: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    signed: true,
    expires,
  });
}

export async function startSession(req: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  // Signing in again on this browser replaces the session it had: the old token is revoked, not left alive.
  if (req.sessionTokenHash) {
    req.server.sessionCache.delete(req.sessionTokenHash);
    await deleteSession(req.server.db, req.sessionTokenHash);
  }
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + SESSION_TTL_MS);
  await insertSession(req.server.db, hashToken(token), userId, expires);
  setCookie(req, reply, token, expires);
}

export async function endSession(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (req.sessionTokenHash) {
    req.server.sessionCache.delete(req.sessionTokenHash);
    await deleteSession(req.server.db, req.sessionTokenHash);
  }
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export default fp(async function sessionPlugin(app: FastifyInstance, opts: { secret: string }) {
  await app.register(cookie, { secret: opts.secret });
  app.decorate('sessionCache', new SessionCache());
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);

  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    const raw = req.cookies[SESSION_COOKIE];
    if (!raw) return;
    const unsigned = req.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return; // forged: treated as no session
    const tokenHash = hashToken(unsigned.value);
    const now = new Date();
    let live = app.sessionCache.get(tokenHash);
    if (!live) {
      const row = await findLiveSession(app.db, tokenHash, now);
      if (!row) return;
      live = { user: toUser(row.user), expiresAt: row.expiresAt };
      app.sessionCache.set(tokenHash, live.user, live.expiresAt);
    }
    req.user = live.user;
    req.sessionTokenHash = tokenHash;
    if (live.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - SLIDE_AFTER_MS) {
      const expires = new Date(now.getTime() + SESSION_TTL_MS);
      await extendSession(app.db, tokenHash, expires);
      app.sessionCache.set(tokenHash, live.user, expires);
      setCookie(req, reply, unsigned.value, expires);
    }
  });
});

/** The signed-in user of a route whose access hook already required one. */
export function currentUser(req: FastifyRequest): User {
  if (!req.user) throw unauthorized();
  return req.user;
}

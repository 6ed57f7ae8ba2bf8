import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import {
  currentUser,
  endOtherSessions,
  endSession,
  keepSignedInMarker,
  markReauthenticated,
  startSession,
} from './session.ts';
import { route } from '../../route.ts';
import googleRoutes from './google.ts';
import type { AuthService } from './service.ts';

export default function authRoutes(app: FastifyInstance, opts: { config: AppConfig; auth: AuthService }) {
  const { auth } = opts;

  route(app, 'POST /api/auth/signup', async (req, reply) => {
    const user = await auth.signUp(req.ip, req.body);
    await startSession(req, reply, user.id);
    return { user };
  });

  route(app, 'POST /api/auth/signin', async (req, reply) => {
    const user = await auth.signIn(req.ip, req.body);
    await startSession(req, reply, user.id);
    return { user };
  });

  route(app, 'POST /api/auth/signout', async (req, reply) => {
    await endSession(req, reply);
    return null;
  });

  route(app, 'GET /api/auth/me', (req, reply) => {
    const user = currentUser(req);
    keepSignedInMarker(req, reply);
    return { user };
  });

  // Re-authentication (OWASP ASVS 3.7.1): her password again before a sensitive action, good for a few minutes.
  route(app, 'POST /api/auth/reauth', async (req) => {
    await auth.verifyPassword(currentUser(req), req.body.password, req.ip);
    markReauthenticated(req);
    return null;
  });

  // A new password ends her sessions on every other device (this one stays signed in).
  route(app, 'POST /api/auth/password', async (req) => {
    const user = currentUser(req);
    await auth.changePassword(user, req.ip, req.body);
    await endOtherSessions(req, user.id);
    markReauthenticated(req);
    return null;
  });

  route(app, 'POST /api/auth/email', async (req) => {
    const user = await auth.changeEmail(currentUser(req), req.ip, req.body);
    app.sessionCache.deleteUser(user.id);
    markReauthenticated(req);
    return { user };
  });

  route(app, 'GET /api/auth/providers', () => ({ google: opts.config.google !== null }));

  // Her own account (the spec's GET /api/users/{userId}).
  route(app, 'GET /api/users/:userId', (req) => ({ user: currentUser(req) }));

  googleRoutes(app, { google: opts.config.google, auth });
}

import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { currentUser, endSession, startSession } from './session.ts';
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

  route(app, 'GET /api/auth/me', (req) => ({ user: currentUser(req) }));

  route(app, 'GET /api/auth/providers', () => ({ google: opts.config.google !== null }));

  // Her own account (the spec's GET /api/users/{userId}).
  route(app, 'GET /api/users/:userId', (req) => ({ user: currentUser(req) }));

  googleRoutes(app, { google: opts.config.google, auth });
}

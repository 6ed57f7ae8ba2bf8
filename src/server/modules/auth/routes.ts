import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  providersResponseSchema,
  reauthBodySchema,
  signinBodySchema,
  signupBodySchema,
  userResponseSchema,
} from '../../../core/contracts/auth.ts';
import { errorResponses } from '../../../core/contracts/errors.ts';
import type { AppConfig } from '../../config.ts';
import { currentUser, endSession, markReauthenticated, startSession } from '../../plugins/session.ts';
import { deleteOtherSessions } from './repository.ts';
import googleRoutes from './google.ts';
import type { AuthService } from './service.ts';

export default function authRoutes(app: FastifyInstance, opts: { config: AppConfig; auth: AuthService }) {
  const { auth } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/auth/signup', {
    config: { access: { kind: 'public' } },
    schema: { body: signupBodySchema, response: { 201: userResponseSchema, ...errorResponses } },
    handler: async (req, reply) => {
      const user = await auth.signUp(req.ip, req.body);
      await startSession(req, reply, user.id);
      return reply.code(201).send({ user });
    },
  });

  r.post('/api/auth/signin', {
    config: { access: { kind: 'public' } },
    schema: { body: signinBodySchema, response: { 200: userResponseSchema, ...errorResponses } },
    handler: async (req, reply) => {
      const user = await auth.signIn(req.ip, req.body);
      await startSession(req, reply, user.id);
      return { user };
    },
  });

  r.post('/api/auth/signout', {
    config: { access: { kind: 'public' } },
    schema: { response: { 204: z.null() } },
    handler: async (req, reply) => {
      await endSession(req, reply);
      return reply.code(204).send(null);
    },
  });

  r.get('/api/auth/me', {
    config: { access: { kind: 'user' } },
    schema: { response: { 200: userResponseSchema, 401: errorResponses[401] } },
    handler: (req) => ({ user: currentUser(req) }),
  });

  // Re-authentication (OWASP ASVS 3.7.1): her password again before a sensitive action, good for a few minutes.
  r.post('/api/auth/reauth', {
    config: { access: { kind: 'user' } },
    schema: { body: reauthBodySchema, response: { 204: z.null(), ...errorResponses } },
    handler: async (req, reply) => {
      await auth.verifyPassword(currentUser(req), req.body.password, req.ip);
      markReauthenticated(req);
      return reply.code(204).send(null);
    },
  });

  // A new password ends her sessions on every other device (this one stays signed in).
  r.post('/api/auth/password', {
    config: { access: { kind: 'user' } },
    schema: { body: changePasswordBodySchema, response: { 204: z.null(), ...errorResponses } },
    handler: async (req, reply) => {
      const user = currentUser(req);
      await auth.changePassword(user, req.ip, req.body);
      if (req.sessionTokenHash) await deleteOtherSessions(app.db, user.id, req.sessionTokenHash);
      app.sessionCache.deleteUser(user.id);
      markReauthenticated(req);
      return reply.code(204).send(null);
    },
  });

  r.post('/api/auth/email', {
    config: { access: { kind: 'user' } },
    schema: { body: changeEmailBodySchema, response: { 200: userResponseSchema, ...errorResponses } },
    handler: async (req) => {
      const user = await auth.changeEmail(currentUser(req), req.ip, req.body);
      app.sessionCache.deleteUser(user.id);
      markReauthenticated(req);
      return { user };
    },
  });

  googleRoutes(app, { google: opts.config.google });

  r.get('/api/auth/providers', {
    config: { access: { kind: 'public' } },
    schema: { response: { 200: providersResponseSchema } },
    handler: () => ({ google: opts.config.google !== null }),
  });
}

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdParamsSchema } from '../../../core/contracts/common.ts';
import { errorResponses } from '../../../core/contracts/errors.ts';
import {
  deleteAccountBodySchema,
  exportResponseSchema,
  profilePatchBodySchema,
  profileStatusResponseSchema,
} from '../../../core/contracts/profile.ts';
import { auditLog, users } from '../../db/schema/auth.ts';
import { currentUser, requireReauthentication, SESSION_COOKIE } from '../../plugins/session.ts';
import { forgetProfile, loadUserContext } from './context.ts';
import { toProfile, toStatus } from './dto.ts';
import { exportUserData } from './export.ts';
import { exportPdf } from './pdf.ts';
import type { AuthService } from '../auth/service.ts';
import { noProfile, updateProfile } from './service.ts';

export default function profileRoutes(app: FastifyInstance, opts: { auth: AuthService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth } = opts;
  const self = { access: { kind: 'self', param: 'userId' } } as const;

  r.get('/api/profile/:userId/status', {
    config: self,
    schema: { params: userIdParamsSchema, response: { 200: profileStatusResponseSchema, ...errorResponses } },
    handler: async (req) => {
      const ctx = await loadUserContext(app.db, req.params.userId);
      if (!ctx.profile || !ctx.status) throw noProfile();
      return { profile: toProfile(ctx.profile), pregnancyStatus: toStatus(ctx.profile, ctx.today) };
    },
  });

  r.patch('/api/profile/:userId', {
    config: self,
    schema: {
      params: userIdParamsSchema,
      body: profilePatchBodySchema,
      response: { 200: profileStatusResponseSchema, ...errorResponses },
    },
    handler: async (req) => {
      const row = await updateProfile(app.db, req.params.userId, req.body);
      const ctx = await loadUserContext(app.db, req.params.userId);
      return { profile: toProfile(row), pregnancyStatus: toStatus(row, ctx.today) };
    },
  });

  r.get('/api/profile/:userId/export', {
    config: self,
    schema: { params: userIdParamsSchema, response: { 200: exportResponseSchema, ...errorResponses } },
    handler: async (req, reply) => {
      requireReauthentication(req, 'download your data');
      const data = await exportUserData(app.db, req.params.userId);
      void reply.header('content-disposition', 'attachment; filename="zara-my-data.json"');
      return data;
    },
  });

  r.get('/api/profile/:userId/export.pdf', {
    config: self,
    schema: { params: userIdParamsSchema },
    handler: async (req, reply) => {
      requireReauthentication(req, 'download your data');
      const pdf = await exportPdf(await exportUserData(app.db, req.params.userId));
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="zara-my-data.pdf"')
        .send(pdf);
    },
  });

  // Account deletion (03 section 4): the password again, then the users row goes and every table cascades.
  // The audit log is the reviewers' accountability, so it is kept, but without anything of hers: the rows say that
  // her (now unlinked) id was read by a reviewer and that the account was deleted; which records were read goes.
  r.delete('/api/profile/:userId', {
    config: self,
    schema: {
      params: userIdParamsSchema,
      body: deleteAccountBodySchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (req, reply) => {
      const user = currentUser(req);
      await auth.verifyPassword(user, req.body.password, req.ip);
      await app.db.transaction(async (tx) => {
        await tx.delete(users).where(eq(users.id, user.id));
        await tx.update(auditLog).set({ target: null }).where(eq(auditLog.subjectId, user.id));
        await tx.insert(auditLog).values({ actorId: null, subjectId: user.id, action: 'account_deleted' });
      });
      app.sessionCache.deleteUser(user.id);
      forgetProfile(app.db, user.id);
      void reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send(null);
    },
  });
}

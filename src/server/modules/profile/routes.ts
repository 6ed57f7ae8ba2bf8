import type { FastifyInstance } from 'fastify';
import { clearSessionCookies, currentUser } from '../auth/session.ts';
import { route } from '../../route.ts';
import type { AuthService } from '../auth/service.ts';
import { toProfile } from './dto.ts';
import * as profile from './service.ts';

export default function profileRoutes(
  app: FastifyInstance,
  opts: { auth: AuthService; hooks: profile.ProfileHooks },
) {
  const { auth, hooks } = opts;

  route(app, 'GET /api/onboarding/status/:userId', (req) =>
    profile.onboardingStatus(app.db, req.params.userId),
  );

  route(app, 'POST /api/onboarding/complete', async (req) => ({
    profile: toProfile(await profile.completeOnboarding(app.db, hooks, currentUser(req).id, req.body)),
  }));

  route(app, 'GET /api/profile/:userId/status', (req) => profile.profileStatus(app.db, req.params.userId));

  route(app, 'PATCH /api/profile/:userId', (req) =>
    profile.updateProfile(app.db, hooks, req.params.userId, req.body),
  );

  route(app, 'GET /api/profile/:userId/export', async (req, reply) => {
    const data = await profile.exportData(app.db, req.params.userId);
    void reply.header('content-disposition', 'attachment; filename="zara-my-data.json"');
    return data;
  });

  route(app, 'GET /api/profile/:userId/export.pdf', async (req, reply) => {
    const pdf = await profile.exportDataPdf(app.db, req.params.userId);
    void reply.header('content-disposition', 'attachment; filename="zara-my-data.pdf"');
    return pdf;
  });

  route(app, 'DELETE /api/profile/:userId', async (req, reply) => {
    const user = currentUser(req);
    await profile.deleteAccount(app.db, auth, user, req.body.password, req.ip);
    app.sessionCache.deleteUser(user.id);
    clearSessionCookies(reply);
    return null;
  });
}

import type { FastifyInstance } from 'fastify';
import { registerOwnerLoader } from '../../plugins/access.ts';
import { route } from '../../route.ts';
import { currentUser } from '../auth/session.ts';
import type { ContentLibrary } from '../content/library.ts';
import * as reports from './service.ts';

export default function postpartumReportRoutes(app: FastifyInstance, opts: { library: ContentLibrary }) {
  registerOwnerLoader(app, 'postpartumReport', (a, id) => reports.reportOwner(a.db, id));

  route(app, 'GET /api/postpartum-stats/:userId/:week', (req) =>
    reports.stats(app.db, req.params.userId, req.params.week),
  );
  route(app, 'POST /api/postpartum-reports/generate', async (req) => ({
    report: await reports.generate(app.db, currentUser(req).id, req.body),
  }));
  route(app, 'GET /api/postpartum-reports/:userId', (req) => reports.list(app.db, req.params.userId));
  route(app, 'GET /api/postpartum-reports/:reportId/pdf', async (req, reply) => {
    const pdf = await reports.pdf(app.db, opts.library.milestoneTemplates, req.params.reportId);
    void reply
      .header('content-disposition', 'attachment; filename="postpartum-report.pdf"')
      .header('cache-control', 'private, no-store');
    return pdf;
  });
}

/**
 * The Doctor Visit Toolkit (/visit-toolkit): her questions for her midwife, the prep checklist for her next
 * appointment and the visit summary PDF. Every route acts for the signed-in mother only.
 */
import type { FastifyInstance } from 'fastify';
import type { Checklists } from '../../../core/contracts/content.ts';
import { registerOwnerLoader } from '../../plugins/access.ts';
import { route } from '../../route.ts';
import { currentUser } from '../auth/session.ts';
import * as toolkit from './service.ts';
import { gatherSummary } from './summary.ts';
import { visitSummaryPdf } from './summary-pdf.ts';

export default function visitToolkitRoutes(app: FastifyInstance, opts: { checklists: Checklists }) {
  const items = opts.checklists.prepChecklist;
  registerOwnerLoader(app, 'visitQuestion', (a, id) => toolkit.questionOwner(a.db, id));

  route(app, 'GET /api/visit-questions/:userId', (req) => toolkit.listQuestions(app.db, req.params.userId));

  route(app, 'POST /api/visit-questions', async (req) => ({
    question: await toolkit.addQuestion(app.db, currentUser(req).id, req.body),
  }));

  route(app, 'PATCH /api/visit-questions/:questionId', async (req) => ({
    question: await toolkit.editQuestion(app.db, req.params.questionId, req.body),
  }));

  route(app, 'DELETE /api/visit-questions/:questionId', async (req) => {
    await toolkit.deleteQuestion(app.db, req.params.questionId);
    return null;
  });

  route(app, 'GET /api/visit-checklist/:userId', (req) =>
    toolkit.getChecklist(app.db, req.params.userId, items),
  );

  route(app, 'PATCH /api/visit-checklist/:userId', (req) =>
    toolkit.tickItem(app.db, req.params.userId, items, req.body),
  );

  route(app, 'GET /api/visit-summary/:userId/pdf', async (req, reply) => {
    const pdf = await visitSummaryPdf(
      await gatherSummary(app.db, req.params.userId, currentUser(req).displayName),
    );
    void reply
      .header('content-disposition', 'attachment; filename="my-visit-summary.pdf"')
      .header('cache-control', 'no-store');
    return pdf;
  });
}

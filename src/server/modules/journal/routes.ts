import type { FastifyInstance } from 'fastify';
import { registerOwnerLoader } from '../../plugins/access.ts';
import { currentUser } from '../auth/session.ts';
import { route } from '../../route.ts';
import * as journal from './service.ts';

export default function journalRoutes(app: FastifyInstance) {
  registerOwnerLoader(app, 'journalEntry', (a, id) => journal.entryOwner(a.db, id));

  route(app, 'GET /api/journal/:userId', (req) => journal.listEntries(app.db, req.params.userId));

  route(app, 'POST /api/journal', async (req) => ({
    entry: await journal.writeEntry(app.db, currentUser(req).id, req.body),
  }));

  route(app, 'PATCH /api/journal/entries/:entryId', async (req) => ({
    entry: await journal.editEntry(app.db, req.params.entryId, req.body),
  }));

  route(app, 'DELETE /api/journal/entries/:entryId', async (req) => {
    await journal.deleteEntry(app.db, req.params.entryId);
    return null;
  });
}

import type { FastifyInstance } from 'fastify';
import { registerOwnerLoader } from '../../plugins/access.ts';
import { route } from '../../route.ts';
import { currentUser } from '../auth/session.ts';
import * as recovery from './service.ts';
import * as memos from './voice-memo.ts';

export default function recoveryRoutes(app: FastifyInstance) {
  registerOwnerLoader(app, 'recoveryLog', (a, id) => recovery.logOwner(a.db, id));

  route(app, 'GET /api/maternal-recovery/:userId', (req) =>
    recovery.dayOf(app.db, req.params.userId, req.query.date),
  );
  route(app, 'POST /api/maternal-recovery', async (req) => ({
    log: await recovery.createLog(app.db, currentUser(req).id, req.body),
  }));
  route(app, 'GET /api/maternal-recovery/:userId/recent', (req) =>
    recovery.recent(app.db, req.params.userId),
  );
  route(app, 'PATCH /api/maternal-recovery/entries/:logId', async (req) => ({
    log: await recovery.editLog(app.db, req.params.logId, req.body),
  }));
  route(app, 'DELETE /api/maternal-recovery/entries/:logId', async (req) => {
    await recovery.deleteLog(app.db, req.params.logId);
    return null;
  });

  route(app, 'POST /api/maternal-recovery/entries/:logId/voice-memo', async (req) => ({
    voiceMemo: await memos.keepMemo(app.db, req.params.logId, req.body.file),
  }));
  route(app, 'GET /api/maternal-recovery/entries/:logId/voice-memo', async (req, reply) => {
    const memo = await memos.memoOf(app.db, req.params.logId);
    // Her own recording: never cached by a shared cache, never sniffed as anything but its type.
    void reply
      .type(memo.contentType)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline; filename="voice-memo"');
    return memo.data;
  });
  route(app, 'DELETE /api/maternal-recovery/entries/:logId/voice-memo', async (req) => {
    await memos.deleteMemo(app.db, req.params.logId);
    return null;
  });
}

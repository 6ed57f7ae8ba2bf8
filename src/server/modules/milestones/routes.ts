import type { FastifyInstance } from 'fastify';
import { registerOwnerLoader } from '../../plugins/access.ts';
import { route } from '../../route.ts';
import { currentUser } from '../auth/session.ts';
import type { ContentLibrary } from '../content/library.ts';
import * as photos from './photos.ts';
import * as reports from './reports.ts';
import * as milestones from './service.ts';

/** Her own photo: never kept by a shared cache, never sniffed as anything but a JPEG. */
const PRIVATE_IMAGE = {
  'cache-control': 'private, no-store',
  'content-disposition': 'inline; filename="milestone-photo.jpg"',
} as const;

export default function milestoneRoutes(app: FastifyInstance, opts: { library: ContentLibrary }) {
  const templates = opts.library.milestoneTemplates;
  registerOwnerLoader(app, 'milestonePhoto', (a, id) => photos.photoOwner(a.db, id));
  registerOwnerLoader(app, 'milestoneReport', (a, id) => reports.reportOwner(a.db, id));

  route(app, 'GET /api/milestone-progress/:userId', (req) =>
    milestones.listProgress(app.db, req.params.userId),
  );
  route(app, 'POST /api/milestone-progress', (req) =>
    milestones.saveProgress(app.db, templates, currentUser(req).id, req.body),
  );

  route(app, 'POST /api/milestone-photos', async (req) => ({
    photo: await photos.addPhoto(app.db, templates, currentUser(req).id, req.body),
  }));
  route(app, 'GET /api/milestone-photos/:userId', (req) => photos.listPhotos(app.db, req.params.userId));
  route(app, 'GET /api/milestone-photos/file/:photoId', async (req, reply) => {
    const bytes = await photos.photoFile(app.db, req.params.photoId, 'data');
    void reply.type('image/jpeg').headers(PRIVATE_IMAGE);
    return bytes;
  });
  route(app, 'GET /api/milestone-photos/file/:photoId/thumbnail', async (req, reply) => {
    const bytes = await photos.photoFile(app.db, req.params.photoId, 'thumbnail');
    void reply.type('image/jpeg').headers(PRIVATE_IMAGE);
    return bytes;
  });
  route(app, 'DELETE /api/milestone-photos/:photoId', async (req) => {
    await photos.deletePhoto(app.db, req.params.photoId);
    return null;
  });

  route(app, 'POST /api/milestone-reports/generate', async (req) => ({
    report: await reports.generate(app.db, templates, currentUser(req).id, req.body),
  }));
  route(app, 'GET /api/milestone-reports/:userId', (req) => reports.list(app.db, req.params.userId));
  route(app, 'GET /api/milestone-reports/:reportId/pdf', async (req, reply) => {
    const pdf = await reports.pdf(app.db, req.params.reportId);
    void reply
      .header('content-disposition', 'attachment; filename="milestone-report.pdf"')
      .header('cache-control', 'private, no-store');
    return pdf;
  });
}

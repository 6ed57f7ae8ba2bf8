import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../errors.ts';
import { registerOwnerLoader } from '../../plugins/access.ts';
import { currentUser } from '../auth/session.ts';
import { route } from '../../route.ts';
import { feedStatus, feedUrls, icsFor, icsForToken, revokeFeedToken, rotateFeedToken } from './feed.ts';
import { listNotifications, markRead, notificationOwner } from './notifications.ts';
import * as calendar from './service.ts';

function icsHeaders(reply: FastifyReply, disposition: 'attachment' | 'inline') {
  void reply
    .header('Content-Type', 'text/calendar; charset=utf-8')
    .header('Content-Disposition', `${disposition}; filename="zara-calendar.ics"`)
    .header('Cache-Control', 'private, no-store');
}

const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

export default function calendarRoutes(app: FastifyInstance) {
  registerOwnerLoader(app, 'calendarEvent', (a, id) => calendar.eventOwner(a.db, id));
  registerOwnerLoader(app, 'notification', (a, id) => notificationOwner(a.db, id));

  route(app, 'GET /api/calendar/events/:userId', (req) =>
    calendar.listEvents(app.db, req.params.userId, req.query),
  );

  route(app, 'POST /api/calendar/events', async (req) => ({
    event: await calendar.createEvent(app.db, currentUser(req).id, req.body),
  }));

  // One way; the spec's call sends a JSON header and no body.
  route(app, 'PATCH /api/calendar/events/:eventId/complete', async (req) => ({
    event: await calendar.completeEvent(app.db, req.params.eventId),
  }));

  route(app, 'PATCH /api/calendar/events/:eventId/accept', async (req) => ({
    event: await calendar.acceptEvent(app.db, req.params.eventId),
  }));

  route(app, 'PATCH /api/calendar/events/:eventId', async (req) => ({
    event: await calendar.updateEvent(app.db, currentUser(req).id, req.params.eventId, req.body),
  }));

  route(app, 'DELETE /api/calendar/events/:eventId', async (req) => {
    await calendar.deleteEvent(app.db, req.params.eventId);
    return null;
  });

  route(app, 'POST /api/calendar/suggestions', async (req) => {
    const { added, moved, removed } = await calendar.addSuggestedSchedule(app.db, currentUser(req).id);
    return { added: added.length, moved, removed, events: added };
  });

  route(app, 'POST /api/calendar/suggestions/accept', async (req) => {
    const events = await calendar.acceptAllSuggestions(app.db, currentUser(req).id);
    return { accepted: events.length, events };
  });

  route(app, 'GET /api/calendar/:userId.ics', async (req, reply) => {
    const body = await icsFor(app.db, req.params.userId);
    icsHeaders(reply, 'attachment');
    return body;
  });

  route(app, 'GET /api/calendar/feed/:token.ics', async (req, reply) => {
    const body = await icsForToken(app.db, req.params.token);
    icsHeaders(reply, 'inline');
    return body;
  });

  route(app, 'GET /api/calendar/subscription/:userId', (req) => feedStatus(app.db, req.params.userId));

  route(app, 'POST /api/calendar/subscription/:userId', async (req) =>
    feedUrls(originOf(req), await rotateFeedToken(app.db, req.params.userId)),
  );

  route(app, 'DELETE /api/calendar/subscription/:userId', async (req) => {
    await revokeFeedToken(app.db, req.params.userId);
    return null;
  });

  route(app, 'GET /api/notifications/:userId', (req) => listNotifications(app.db, req.params.userId));

  route(app, 'PATCH /api/notifications/:notificationId/read', async (req) => {
    const notification = await markRead(app.db, req.params.notificationId);
    if (!notification) throw notFound('We could not find that notification.');
    return { notification };
  });
}

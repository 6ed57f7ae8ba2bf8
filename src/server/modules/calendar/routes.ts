import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptAllResponseSchema,
  createEventBodySchema,
  eventIdParamsSchema,
  eventListSchema,
  eventResponseSchema,
  eventsQuerySchema,
  feedResponseSchema,
  feedStatusSchema,
  feedTokenParamsSchema,
  icsParamsSchema,
  notificationIdParamsSchema,
  notificationListSchema,
  notificationResponseSchema,
  suggestionsResponseSchema,
  updateEventBodySchema,
} from '../../../core/contracts/calendar.ts';
import { userIdParamsSchema } from '../../../core/contracts/common.ts';
import { errorResponses } from '../../../core/contracts/errors.ts';
import { notFound } from '../../errors.ts';
import { registerOwnerLoader } from '../../plugins/access.ts';
import { currentUser } from '../../plugins/session.ts';
import { feedStatus, feedUrls, icsFor, icsForToken, revokeFeedToken, rotateFeedToken } from './feed.ts';
import { listNotifications, markRead, notificationOwner } from './notifications.ts';
import { eventOwner } from './repository.ts';
import * as calendar from './service.ts';

const owned = { kind: 'owner', param: 'eventId', resource: 'calendarEvent' } as const;
const emptyBody = z.strictObject({ userId: z.string().optional() }).nullish();

function sendIcs(reply: FastifyReply, body: string, disposition: 'attachment' | 'inline') {
  return reply
    .header('Content-Type', 'text/calendar; charset=utf-8')
    .header('Content-Disposition', `${disposition}; filename="zara-calendar.ics"`)
    .header('Cache-Control', 'private, no-store')
    .send(body);
}

const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

export default function calendarRoutes(app: FastifyInstance) {
  registerOwnerLoader(app, 'calendarEvent', (a, id) => eventOwner(a.db, id));
  registerOwnerLoader(app, 'notification', (a, id) => notificationOwner(a.db, id));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/calendar/events/:userId', {
    config: { access: { kind: 'self', param: 'userId' } },
    schema: {
      params: userIdParamsSchema,
      querystring: eventsQuerySchema,
      response: { 200: eventListSchema, ...errorResponses },
    },
    handler: (req) => calendar.listEvents(app.db, req.params.userId, req.query),
  });

  r.post('/api/calendar/events', {
    config: { access: { kind: 'user' } },
    schema: { body: createEventBodySchema, response: { 201: eventResponseSchema, ...errorResponses } },
    handler: async (req, reply) => {
      const event = await calendar.createEvent(app.db, currentUser(req).id, req.body);
      return reply.code(201).send({ event });
    },
  });

  // One way (01-core-app.md section 4); the spec's call sends a JSON header and no body.
  r.patch('/api/calendar/events/:eventId/complete', {
    config: { access: owned },
    schema: {
      params: eventIdParamsSchema,
      body: emptyBody,
      response: { 200: eventResponseSchema, ...errorResponses },
    },
    handler: async (req) => ({ event: await calendar.completeEvent(app.db, req.params.eventId) }),
  });

  r.patch('/api/calendar/events/:eventId/accept', {
    config: { access: owned },
    schema: {
      params: eventIdParamsSchema,
      body: emptyBody,
      response: { 200: eventResponseSchema, ...errorResponses },
    },
    handler: async (req) => ({ event: await calendar.acceptEvent(app.db, req.params.eventId) }),
  });

  r.patch('/api/calendar/events/:eventId', {
    config: { access: owned },
    schema: {
      params: eventIdParamsSchema,
      body: updateEventBodySchema,
      response: { 200: eventResponseSchema, ...errorResponses },
    },
    handler: async (req) => ({
      event: await calendar.updateEvent(app.db, currentUser(req).id, req.params.eventId, req.body),
    }),
  });

  r.delete('/api/calendar/events/:eventId', {
    config: { access: owned },
    schema: { params: eventIdParamsSchema, response: { 204: z.null(), ...errorResponses } },
    handler: async (req, reply) => {
      await calendar.deleteEvent(app.db, req.params.eventId);
      return reply.code(204).send(null);
    },
  });

  r.post('/api/calendar/suggestions', {
    config: { access: { kind: 'user' } },
    schema: { body: emptyBody, response: { 200: suggestionsResponseSchema, ...errorResponses } },
    handler: async (req) => {
      const { added, moved, removed } = await calendar.addSuggestedSchedule(app.db, currentUser(req).id);
      return { added: added.length, moved, removed, events: added };
    },
  });

  r.post('/api/calendar/suggestions/accept', {
    config: { access: { kind: 'user' } },
    schema: { body: emptyBody, response: { 200: acceptAllResponseSchema, ...errorResponses } },
    handler: async (req) => {
      const events = await calendar.acceptAllSuggestions(app.db, currentUser(req).id);
      return { accepted: events.length, events };
    },
  });

  r.get('/api/calendar/:userId.ics', {
    config: { access: { kind: 'self', param: 'userId' } },
    schema: { params: icsParamsSchema, response: { 200: z.string(), ...errorResponses } },
    handler: async (req, reply) => sendIcs(reply, await icsFor(app.db, req.params.userId), 'attachment'),
  });

  r.get('/api/calendar/feed/:token.ics', {
    config: { access: { kind: 'public' } },
    schema: { params: feedTokenParamsSchema, response: { 200: z.string(), 404: errorResponses[404] } },
    handler: async (req, reply) => sendIcs(reply, await icsForToken(app.db, req.params.token), 'inline'),
  });

  r.get('/api/calendar/subscription/:userId', {
    config: { access: { kind: 'self', param: 'userId' } },
    schema: { params: userIdParamsSchema, response: { 200: feedStatusSchema, ...errorResponses } },
    handler: (req) => feedStatus(app.db, req.params.userId),
  });

  r.post('/api/calendar/subscription/:userId', {
    config: { access: { kind: 'self', param: 'userId' } },
    schema: {
      params: userIdParamsSchema,
      body: emptyBody,
      response: { 201: feedResponseSchema, ...errorResponses },
    },
    handler: async (req, reply) => {
      const token = await rotateFeedToken(app.db, req.params.userId);
      return reply.code(201).send(feedUrls(originOf(req), token));
    },
  });

  r.delete('/api/calendar/subscription/:userId', {
    config: { access: { kind: 'self', param: 'userId' } },
    schema: { params: userIdParamsSchema, response: { 204: z.null(), ...errorResponses } },
    handler: async (req, reply) => {
      await revokeFeedToken(app.db, req.params.userId);
      return reply.code(204).send(null);
    },
  });

  r.get('/api/notifications/:userId', {
    config: { access: { kind: 'self', param: 'userId' } },
    schema: { params: userIdParamsSchema, response: { 200: notificationListSchema, ...errorResponses } },
    handler: (req) => listNotifications(app.db, req.params.userId),
  });

  r.patch('/api/notifications/:notificationId/read', {
    config: { access: { kind: 'owner', param: 'notificationId', resource: 'notification' } },
    schema: {
      params: notificationIdParamsSchema,
      body: emptyBody,
      response: { 200: notificationResponseSchema, ...errorResponses },
    },
    handler: async (req) => {
      const notification = await markRead(app.db, req.params.notificationId);
      if (!notification) throw notFound('We could not find that notification.');
      return { notification };
    },
  });
}

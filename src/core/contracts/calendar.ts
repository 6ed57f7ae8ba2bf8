/**
 * Her calendar (docs/product.md, "Calendar"): her events and the suggested schedule, the in-app reminders, and the
 * iCalendar download and private subscription feed. Dates are her local calendar dates (yyyy-mm-dd) and times her
 * local wall-clock HH:mm (null for all day).
 */
import { z } from 'zod';
import { EVENT_TYPES, isValidDate, PRIORITIES, TIME_PATTERN } from '../domain/calendar.ts';
import { isEventDateInput } from '../domain/event-date.ts';
import { text, userIdParamsSchema } from './common.ts';
import { endpoint, file } from './endpoint.ts';

export const eventTypeSchema = z.enum(EVENT_TYPES, {
  error: `Event type must be one of: ${EVENT_TYPES.join(', ')}`,
});
export const prioritySchema = z.enum(PRIORITIES, {
  error: `Priority must be one of: ${PRIORITIES.join(', ')}`,
});

export const dateSchema = text({ error: 'Date is required' }).refine(
  isValidDate,
  'Enter a valid date (yyyy-mm-dd)',
);

const titleSchema = text({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(120, 'Title must be at most 120 characters');

/** HH:mm, or absent / null / empty for an all-day event. */
const timeValueSchema = z.union(
  [z.literal(''), text().regex(TIME_PATTERN, 'Time must be HH:mm, like 09:30'), z.null()],
  { error: 'Time must be HH:mm, like 09:30' },
);
const timeSchema = timeValueSchema.optional().transform((t) => (t ? t : null));

const descriptionSchema = text({ error: 'Description must be text' })
  .trim()
  .max(2000, 'Description must be at most 2000 characters');
const locationSchema = text({ error: 'Location must be text' })
  .trim()
  .max(200, 'Location must be at most 200 characters');
const reminderSchema = z.boolean({ error: 'Reminder must be true or false' });

/** POST /api/calendar/events: the spec's payload. pregnancyWeek is accepted but set by the server. */
export const createEventBodySchema = z.strictObject({
  title: titleSchema,
  description: descriptionSchema.optional().default(''),
  eventType: eventTypeSchema.optional().default('manual'),
  /** Her date (yyyy-mm-dd) or the spec's ISO timestamp; the server reads it in her time zone (domain/event-date.ts). */
  date: text({ error: 'Date is required' }).refine(
    isEventDateInput,
    'Enter a valid date (yyyy-mm-dd) or an ISO timestamp',
  ),
  time: timeSchema,
  location: locationSchema.optional().default(''),
  priority: prioritySchema.optional().default('medium'),
  reminderEnabled: reminderSchema.optional().default(true),
  userId: text().optional(),
  pregnancyWeek: z.number().nullable().optional(),
});
export type CreateEventBody = z.input<typeof createEventBodySchema>;

/** PATCH /api/calendar/events/{eventId}: any of the editable fields. */
export const updateEventBodySchema = z.strictObject({
  title: titleSchema.optional(),
  description: descriptionSchema.optional(),
  eventType: eventTypeSchema.optional(),
  date: dateSchema.optional(),
  time: timeValueSchema.optional(),
  location: locationSchema.optional(),
  priority: prioritySchema.optional(),
  reminderEnabled: reminderSchema.optional(),
});
export type UpdateEventBody = z.input<typeof updateEventBodySchema>;

export const calendarEventSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  title: z.string(),
  description: z.string(),
  eventType: eventTypeSchema,
  date: z.string(),
  time: z.string().nullable(),
  location: z.string(),
  priority: prioritySchema,
  reminderEnabled: z.boolean(),
  pregnancyWeek: z.number().int().nullable(),
  isCompleted: z.boolean(),
  completedAt: z.iso.datetime().nullable(),
  /**
   * A suggestion from the usual schedule still waiting for her: it gives no reminders and follows her due date
   * until she accepts it (or edits it, which also makes it hers).
   */
  isSuggested: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const eventResponseSchema = z.object({ event: calendarEventSchema });
export const eventListSchema = z.array(calendarEventSchema);

export const eventIdParamsSchema = z.object({ eventId: text() });
export const eventsQuerySchema = z.object({
  from: dateSchema.optional(),
  to: dateSchema.optional(),
});

/** Refreshing the suggested schedule: what was added, and how many waiting suggestions moved or went. */
export const suggestionsResponseSchema = z.object({
  added: z.number().int(),
  moved: z.number().int(),
  removed: z.number().int(),
  events: eventListSchema,
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;
export const acceptAllResponseSchema = z.object({ accepted: z.number().int(), events: eventListSchema });
export type AcceptAllResponse = z.infer<typeof acceptAllResponseSchema>;

/** The private subscription address; the token is shown once, only its hash is stored. */
export const feedResponseSchema = z.object({ url: z.string(), webcalUrl: z.string() });
export const feedStatusSchema = z.object({ active: z.boolean(), createdAt: z.iso.datetime().nullable() });
export const feedTokenParamsSchema = z.object({ token: text() });

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  route: z.string().nullable(),
  eventId: z.uuid().nullable(),
  /**
   * The event's own day and time (her wall clock) and place, so the app can say when in her locale's words; the
   * body says it in English words for the browser's notification. Null when the event is gone or not listed.
   */
  event: z
    .object({ date: z.iso.date(), time: z.string().nullable(), location: z.string() })
    .nullable()
    .optional(),
  dueAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);
export const notificationIdParamsSchema = z.object({ notificationId: text() });
export const notificationResponseSchema = z.object({ notification: notificationSchema });

/** The calls that change a row and take no input send a JSON header and, at most, her own id. */
export const emptyBodySchema = z.strictObject({ userId: text().optional() }).nullish();

const self = { kind: 'self', param: 'userId' } as const;
const ownEvent = { kind: 'owner', param: 'eventId', resource: 'calendarEvent' } as const;
const ics = file('text/calendar', 'Her events as iCalendar (RFC 5545)');

export const calendarEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/calendar/events/:userId',
    summary: 'Her events in date and time order, optionally between two of her local dates',
    access: self,
    params: userIdParamsSchema,
    query: eventsQuerySchema,
    responses: { 200: eventListSchema },
  }),
  endpoint({
    method: 'POST',
    path: '/api/calendar/events',
    summary: 'Add an event (the pregnancy week it falls in is worked out here)',
    access: { kind: 'user' },
    idempotent: true,
    body: createEventBodySchema,
    responses: { 201: eventResponseSchema },
  }),
  endpoint({
    method: 'PATCH',
    path: '/api/calendar/events/:eventId/complete',
    summary: 'Mark an event done (one way)',
    access: ownEvent,
    params: eventIdParamsSchema,
    body: emptyBodySchema,
    responses: { 200: eventResponseSchema },
  }),
  endpoint({
    method: 'PATCH',
    path: '/api/calendar/events/:eventId/accept',
    summary: 'Accept a suggested event: it becomes hers, with reminders',
    access: ownEvent,
    params: eventIdParamsSchema,
    body: emptyBodySchema,
    responses: { 200: eventResponseSchema },
  }),
  endpoint({
    method: 'PATCH',
    path: '/api/calendar/events/:eventId',
    summary: 'Edit an event (a suggestion she edits becomes wholly hers)',
    access: ownEvent,
    params: eventIdParamsSchema,
    body: updateEventBodySchema,
    responses: { 200: eventResponseSchema },
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/calendar/events/:eventId',
    summary: 'Delete an event (a deleted suggestion is not added back)',
    access: ownEvent,
    params: eventIdParamsSchema,
    responses: { 204: null },
  }),
  endpoint({
    method: 'POST',
    path: '/api/calendar/suggestions',
    summary: 'Add the suggested schedule and bring waiting suggestions in step with her dates',
    access: { kind: 'user' },
    body: emptyBodySchema,
    responses: { 200: suggestionsResponseSchema },
  }),
  endpoint({
    method: 'POST',
    path: '/api/calendar/suggestions/accept',
    summary: 'Accept every suggestion still waiting for her',
    access: { kind: 'user' },
    body: emptyBodySchema,
    responses: { 200: acceptAllResponseSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/calendar/:userId.ics',
    summary: 'Download her whole calendar (signed in)',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: ics },
  }),
  endpoint({
    method: 'GET',
    path: '/api/calendar/feed/:token.ics',
    summary: 'Her private subscription feed, for her phone (the secret token in the URL is the key)',
    access: { kind: 'public' },
    params: feedTokenParamsSchema,
    responses: { 200: ics },
    errors: [404],
  }),
  endpoint({
    method: 'GET',
    path: '/api/calendar/subscription/:userId',
    summary: 'Whether her private subscription link is on',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: feedStatusSchema },
  }),
  endpoint({
    method: 'POST',
    path: '/api/calendar/subscription/:userId',
    summary: 'Make a new private subscription link (shown once; the old one stops working)',
    access: self,
    params: userIdParamsSchema,
    body: emptyBodySchema,
    responses: { 201: feedResponseSchema },
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/calendar/subscription/:userId',
    summary: 'Turn her private subscription link off',
    access: self,
    params: userIdParamsSchema,
    responses: { 204: null },
  }),
  endpoint({
    method: 'GET',
    path: '/api/notifications/:userId',
    summary: 'Her due reminders, newest first (appointment reminders are written as they fall due)',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: notificationListSchema },
  }),
  endpoint({
    method: 'PATCH',
    path: '/api/notifications/:notificationId/read',
    summary: 'Mark a reminder read',
    access: { kind: 'owner', param: 'notificationId', resource: 'notification' },
    params: notificationIdParamsSchema,
    body: emptyBodySchema,
    responses: { 200: notificationResponseSchema },
  }),
] as const;

/**
 * Calendar contracts (01-core-app.md sections 3, 5 and 7; issue 7). Dates are her local calendar dates
 * (yyyy-mm-dd) and times her local wall-clock HH:mm (null for all day).
 */
import { z } from 'zod';
import { EVENT_TYPES, isValidDate, PRIORITIES, TIME_PATTERN } from '../domain/calendar.ts';
import { isEventDateInput } from '../domain/event-date.ts';

export const eventTypeSchema = z.enum(EVENT_TYPES, {
  error: `Event type must be one of: ${EVENT_TYPES.join(', ')}`,
});
export const prioritySchema = z.enum(PRIORITIES, {
  error: `Priority must be one of: ${PRIORITIES.join(', ')}`,
});

export const dateSchema = z
  .string({ error: 'Date is required' })
  .refine(isValidDate, 'Enter a valid date (yyyy-mm-dd)');

const titleSchema = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(120, 'Title must be at most 120 characters');

/** HH:mm, or absent / null / empty for an all-day event. */
const timeSchema = z
  .union([z.literal(''), z.string().regex(TIME_PATTERN, 'Time must be HH:mm, like 09:30'), z.null()], {
    error: 'Time must be HH:mm, like 09:30',
  })
  .optional()
  .transform((t) => (t ? t : null));

const descriptionSchema = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(2000, 'Description must be at most 2000 characters');
const locationSchema = z
  .string({ error: 'Location must be text' })
  .trim()
  .max(200, 'Location must be at most 200 characters');
const reminderSchema = z.boolean({ error: 'Reminder must be true or false' });

/** POST /api/calendar/events: the spec's payload. pregnancyWeek is accepted but set by the server. */
export const createEventBodySchema = z.strictObject({
  title: titleSchema,
  description: descriptionSchema.optional().default(''),
  eventType: eventTypeSchema.optional().default('manual'),
  /** Her date (yyyy-mm-dd) or the spec's ISO timestamp; the server reads it in her time zone (domain/event-date.ts). */
  date: z
    .string({ error: 'Date is required' })
    .refine(isEventDateInput, 'Enter a valid date (yyyy-mm-dd) or an ISO timestamp'),
  time: timeSchema,
  location: locationSchema.optional().default(''),
  priority: prioritySchema.optional().default('medium'),
  reminderEnabled: reminderSchema.optional().default(true),
  userId: z.string().optional(),
  pregnancyWeek: z.number().nullable().optional(),
});
export type CreateEventBody = z.input<typeof createEventBodySchema>;

/** PATCH /api/calendar/events/{eventId}: any of the editable fields. */
export const updateEventBodySchema = z.strictObject({
  title: titleSchema.optional(),
  description: descriptionSchema.optional(),
  eventType: eventTypeSchema.optional(),
  date: dateSchema.optional(),
  time: z
    .union([z.literal(''), z.string().regex(TIME_PATTERN, 'Time must be HH:mm, like 09:30'), z.null()], {
      error: 'Time must be HH:mm, like 09:30',
    })
    .optional(),
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

export const eventIdParamsSchema = z.object({ eventId: z.string() });
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
export const icsParamsSchema = z.object({ userId: z.string() });
export const feedTokenParamsSchema = z.object({ token: z.string() });

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  route: z.string().nullable(),
  eventId: z.uuid().nullable(),
  dueAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);
export const notificationIdParamsSchema = z.object({ notificationId: z.string() });
export const notificationResponseSchema = z.object({ notification: notificationSchema });

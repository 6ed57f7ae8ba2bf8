import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Calendar events. `date` and `time` are the user's local wall-clock values (no zone), so 10:30 stays 10:30
 * wherever she or the server is; her profile's time zone turns them into instants for reminders.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    eventType: text('event_type', {
      enum: ['ob_appointment', 'milestone', 'reminder', 'manual', 'trimester_event'],
    }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** HH:mm or null for all-day. */
    time: text('time'),
    location: text('location').notNull().default(''),
    priority: text('priority', { enum: ['low', 'medium', 'high'] }).notNull(),
    reminderEnabled: boolean('reminder_enabled').notNull(),
    pregnancyWeek: integer('pregnancy_week'),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * Set for events from the suggested schedule and kept for good (unique per user, so asking twice adds nothing
     * and an accepted or edited suggestion never comes back as a duplicate).
     */
    suggestionKey: text('suggestion_key'),
    /**
     * For a suggestion: null while it waits for her (no reminders, and it follows her due date), 'accepted' once
     * she confirms it, 'edited' once she changes it (then it is wholly hers: nothing moves or removes it).
     */
    suggestionStatus: text('suggestion_status', { enum: ['accepted', 'edited'] }),
    /** iCalendar SEQUENCE: goes up with every change, so a subscribed phone replaces its copy of the event. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_user_date_idx').on(t.userId, t.date),
    uniqueIndex('calendar_suggestion_unique').on(t.userId, t.suggestionKey),
  ],
);

/** Suggested-schedule keys she deleted: asking for the schedule again does not bring them back. */
export const calendarDismissedSuggestions = pgTable(
  'calendar_dismissed_suggestions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    suggestionKey: text('suggestion_key').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.suggestionKey] })],
);

/** The private calendar-feed token (hashed); revoking replaces it. */
export const calendarFeedTokens = pgTable('calendar_feed_tokens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** In-app notifications (appointment reminders and the like). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    route: text('route'),
    eventId: uuid('event_id').references(() => calendarEvents.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.dueAt),
    uniqueIndex('notifications_event_kind_unique').on(t.eventId, t.kind),
  ],
);

import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** Mood check-ins (dashboard card, dashboard-v2 mood picker, journey morning/evening cards). */
export const checkins = pgTable(
  'checkins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mood: text('mood').notNull(),
    intensity: integer('intensity').notNull(),
    window: text('window', { enum: ['morning', 'afternoon', 'evening'] }).notNull(),
    note: text('note'),
    /** The user's local calendar day of the check-in. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkins_user_date_idx').on(t.userId, t.localDate)],
);

/** The dashboard's 'What to Do Today' ticks, kept per local day. */
export const dailyTasks = pgTable(
  'daily_tasks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    taskKey: text('task_key').notNull(),
    done: boolean('done').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate, t.taskKey] })],
);

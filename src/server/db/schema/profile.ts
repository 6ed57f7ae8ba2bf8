import { date, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { VOLUME_UNITS } from '../../../core/domain/baby-log.ts';
import { users } from './auth.ts';

export interface NotificationPrefs {
  symptoms: boolean;
  appointments: boolean;
  daily: boolean;
  emergency: boolean;
}

/** One profile per user, written by onboarding. Dates are calendar dates (no time, no zone). */
export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  stage: text('stage', { enum: ['pregnant', 'postpartum'] }).notNull(),
  dueDate: date('due_date', { mode: 'string' }),
  birthDate: date('birth_date', { mode: 'string' }),
  notifications: jsonb('notifications').$type<NotificationPrefs>().notNull(),
  moodBaseline: text('mood_baseline').notNull(),
  /** IANA time zone from the browser at onboarding; all "today" rules use it. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** ISO 3166-1 alpha-2, her own answer; it decides the emergency number (null: a guess from the browser). */
  country: text('country'),
  /** Optional, given when she records the birth. */
  babyName: text('baby_name'),
  /** How bottle amounts are shown to her (millilitres are stored). */
  volumeUnit: text('volume_unit', { enum: VOLUME_UNITS }).notNull().default('ml'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

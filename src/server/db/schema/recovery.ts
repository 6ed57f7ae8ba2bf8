/**
 * Her recovery tracker's tables (docs/product.md, "Recovery tracker"): one row per log with the spec's fields, the
 * red flag decided on the server, and a voice memo kept beside a mental health log.
 */
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BLEEDING_COLORS,
  BLEEDING_VOLUMES,
  MEDICATION_PURPOSES,
  PAIN_LOCATIONS,
  PAIN_TYPES,
  RECOVERY_LOG_TYPES,
} from '../../../core/domain/recovery-log.ts';
import { VOICE_MEMO_TYPES } from '../../../core/domain/voice-memo.ts';
import { owner } from './auth.ts';

/** Bytes kept in the database (a voice memo, a photo): PostgreSQL's bytea, read and written as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const recoveryLogs = pgTable(
  'recovery_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    logType: text('log_type', { enum: RECOVERY_LOG_TYPES }).notNull(),
    /** When she logged it (or the time the spec's logDate gave). */
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull(),
    /** Her local date of loggedAt: the day it belongs to. */
    logDate: date('log_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    redFlag: boolean('red_flag').notNull(),
    redFlagReason: text('red_flag_reason').notNull().default(''),
    /** The catalogue sign behind the flag (its advice and Call button), if any. */
    signId: text('sign_id'),
    /** The health flag raised for review. */
    flagId: uuid('flag_id'),
    bleedingVolume: text('bleeding_volume', { enum: BLEEDING_VOLUMES }),
    bleedingColor: text('bleeding_color', { enum: BLEEDING_COLORS }),
    bleedingClots: boolean('bleeding_clots'),
    painLevel: integer('pain_level'),
    painLocation: text('pain_location', { enum: PAIN_LOCATIONS }),
    painType: text('pain_type', { enum: PAIN_TYPES }),
    medicationName: text('medication_name'),
    /** The name as one medicine (recovery-log.ts medicineKey), for the last dose of the same medicine. */
    medicationKey: text('medication_key'),
    medicationDosage: text('medication_dosage'),
    medicationTime: timestamp('medication_time', { withTimezone: true }),
    medicationPurpose: text('medication_purpose', { enum: MEDICATION_PURPOSES }),
    /** Litres. */
    waterIntake: real('water_intake'),
    mealQuality: integer('meal_quality'),
    nutritionNotes: text('nutrition_notes'),
    moodRating: integer('mood_rating'),
    anxietyLevel: integer('anxiety_level'),
    bonding: integer('bonding'),
    supportLevel: integer('support_level'),
    mentalHealthNotes: text('mental_health_notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recovery_logs_user_day_idx').on(t.userId, t.logDate, t.loggedAt),
    index('recovery_logs_user_time_idx').on(t.userId, t.loggedAt),
  ],
);

/** One recording per mental health log, its bytes in the database; deleted with the log and the account. */
export const recoveryVoiceMemos = pgTable('recovery_voice_memos', {
  logId: uuid('log_id')
    .primaryKey()
    .references(() => recoveryLogs.id, { onDelete: 'cascade' }),
  userId: owner(),
  contentType: text('content_type', { enum: VOICE_MEMO_TYPES }).notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

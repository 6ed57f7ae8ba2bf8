import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { owner, users } from './auth.ts';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A logged symptom; its colour is decided by the domain rule at save time (src/core/domain/symptom-flag.ts). */
export const symptomLogs = pgTable(
  'symptom_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    /** What she chose or typed. */
    symptom: text('symptom').notNull(),
    /** The warning-signs catalogue id it matched, if any. */
    signId: text('sign_id'),
    severity: integer('severity').notNull(),
    flagType: text('flag_type', { enum: ['red', 'yellow', 'green'] }).notNull(),
    redFlag: boolean('red_flag').notNull(),
    notes: text('notes'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    pregnancyWeek: integer('pregnancy_week'),
    postpartumWeek: integer('postpartum_week'),
    createdAt: created(),
  },
  (t) => [index('symptom_logs_user_idx').on(t.userId, t.createdAt)],
);

/** Health flags: raised by symptom logs, Zara, recovery and baby logs, screenings; reviewed by admins. */
export const healthFlags = pgTable(
  'health_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    flagType: text('flag_type', { enum: ['red', 'yellow', 'green'] }).notNull(),
    reason: text('reason').notNull(),
    symptomDescription: text('symptom_description').notNull(),
    aiAnalysis: text('ai_analysis').notNull().default(''),
    source: text('source', {
      enum: [
        'symptom_log',
        'chat',
        'recovery_log',
        'baby_log',
        'screening',
        'postpartum_ai_chat',
        'milestone',
        'manual',
      ],
    }).notNull(),
    /** The id of the record that raised it (log, conversation, screening). */
    sourceId: uuid('source_id'),
    priority: text('priority', { enum: ['high', 'medium', 'low'] }),
    context: text('context'),
    reviewed: boolean('reviewed').notNull().default(false),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    index('health_flags_user_idx').on(t.userId, t.createdAt),
    index('health_flags_review_idx').on(t.reviewed, t.createdAt),
  ],
);

/** PHQ-9 and GAD-7 self-checks. */
export const screenings = pgTable(
  'screenings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    instrument: text('instrument', { enum: ['phq9', 'gad7'] }).notNull(),
    answers: jsonb('answers').$type<number[]>().notNull(),
    total: integer('total').notNull(),
    severity: text('severity').notNull(),
    crisis: boolean('crisis').notNull().default(false),
    createdAt: created(),
  },
  (t) => [index('screenings_user_idx').on(t.userId, t.createdAt)],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    category: text('category', { enum: ['baby', 'mom', 'wellness'] }).notNull(),
    mood: text('mood', { enum: ['happy', 'calm', 'tired', 'anxious', 'grateful', 'sad'] }).notNull(),
    content: text('content').notNull(),
    pregnancyWeek: integer('pregnancy_week'),
    postpartumWeek: integer('postpartum_week'),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('journal_user_idx').on(t.userId, t.createdAt)],
);

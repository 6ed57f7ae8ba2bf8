import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { QUESTION_SOURCES } from '../../../core/domain/visit-questions.ts';
import { owner } from './auth.ts';

/** Her questions for her midwife (docs/product.md, "Doctor Visit Toolkit"). */
export const visitQuestions = pgTable(
  'visit_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    text: text('text').notNull(),
    source: text('source', { enum: QUESTION_SOURCES }).notNull(),
    asked: boolean('asked').notNull().default(false),
    askedAt: timestamp('asked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visit_questions_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The prep checklist's ticks, per appointment: `appointment_key` is her booked visit's (`visit:<event id>`), the
 * usual schedule's next visit's (`usual:<date>`) or `next` (core/domain/prep-checklist.ts, checklistKey).
 */
export const visitChecklistTicks = pgTable(
  'visit_checklist_ticks',
  {
    userId: owner(),
    appointmentKey: text('appointment_key').notNull(),
    itemId: text('item_id').notNull(),
    done: boolean('done').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.appointmentKey, t.itemId] })],
);

import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { owner, users } from './auth.ts';

export const exerciseLogs = pgTable(
  'exercise_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    activityId: text('activity_id').notNull(),
    activityName: text('activity_name').notNull(),
    weekNumber: integer('week_number').notNull(),
    duration: integer('duration').notNull(),
    completedSteps: jsonb('completed_steps').$type<number[]>().notNull(),
    userRating: integer('user_rating').notNull(),
    userNotes: text('user_notes').notNull().default(''),
    dateCompleted: timestamp('date_completed', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exercise_logs_user_idx').on(t.userId, t.dateCompleted)],
);

export const exerciseSettings = pgTable('exercise_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weeklyGoal: integer('weekly_goal').notNull().default(3),
  voiceTips: boolean('voice_tips').notNull().default(false),
});

export const birthPlans = pgTable('birth_plans', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  deliveryPreference: text('delivery_preference'),
  /** Section id -> chosen option ids. */
  choices: jsonb('choices').$type<Record<string, string[]>>().notNull(),
  notes: text('notes').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const hospitalBagItems = pgTable(
  'hospital_bag_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    /** The content item id, or a custom id for her own items. */
    itemKey: text('item_key').notNull(),
    label: text('label').notNull(),
    group: text('group', { enum: ['mother', 'baby', 'partner', 'documents'] }).notNull(),
    packed: boolean('packed').notNull().default(false),
    custom: boolean('custom').notNull().default(false),
  },
  (t) => [uniqueIndex('hospital_bag_unique').on(t.userId, t.itemKey)],
);

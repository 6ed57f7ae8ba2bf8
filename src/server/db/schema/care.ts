import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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

export const milestoneProgress = pgTable(
  'milestone_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    milestoneTemplateId: text('milestone_template_id').notNull(),
    babyAge: integer('baby_age').notNull(),
    status: text('status', { enum: ['observed', 'not_observed', 'unsure', 'delayed'] }).notNull(),
    observedDate: date('observed_date', { mode: 'string' }),
    notes: text('notes'),
    parentConcerns: text('parent_concerns'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('milestone_progress_unique').on(t.userId, t.milestoneTemplateId)],
);

export const milestonePhotos = pgTable(
  'milestone_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    milestoneTemplateId: text('milestone_template_id').notNull(),
    mimeType: text('mime_type').notNull(),
    /** Base64 image data (kept small: resized in the browser before upload). */
    data: text('data').notNull(),
    createdAt: created(),
  },
  (t) => [index('milestone_photos_user_idx').on(t.userId, t.milestoneTemplateId)],
);

export const postpartumReports = pgTable(
  'postpartum_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    weekNumber: integer('week_number').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    totalFeedings: integer('total_feedings').notNull(),
    totalDiapers: integer('total_diapers').notNull(),
    totalSleepHours: real('total_sleep_hours').notNull(),
    avgPainLevel: real('avg_pain_level'),
    avgMoodRating: real('avg_mood_rating'),
    avgAnxietyLevel: real('avg_anxiety_level'),
    redFlagCount: integer('red_flag_count').notNull(),
    weeklyInsights: jsonb('weekly_insights').$type<string[]>().notNull(),
    recommendations: jsonb('recommendations').$type<string[]>().notNull(),
    maternalConcerns: jsonb('maternal_concerns').$type<string[]>().notNull(),
    babyConcerns: jsonb('baby_concerns').$type<string[]>().notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('postpartum_reports_unique').on(t.userId, t.weekNumber)],
);

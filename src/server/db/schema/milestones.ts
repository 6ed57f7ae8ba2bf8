/**
 * The milestone tracker's tables (docs/product.md, "Milestone tracker"): one current status per baby and milestone,
 * her photos (their bytes in the database, stripped of metadata, so a PostgreSQL deployment and its backups carry
 * them), and her weekly milestone reports. Deleting a baby or her account deletes them (cascade).
 */
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MILESTONE_STATUSES } from '../../../core/domain/milestones.ts';
import { owner } from './auth.ts';
import { babies } from './baby-tracking.ts';
import { bytea } from './recovery.ts';

const baby = () =>
  uuid('baby_id')
    .notNull()
    .references(() => babies.id, { onDelete: 'cascade' });

export const milestoneProgress = pgTable(
  'milestone_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    babyId: baby(),
    milestoneTemplateId: text('milestone_template_id').notNull(),
    /** The baby's age in days the milestones followed (corrected for a baby born early). */
    babyAge: integer('baby_age').notNull(),
    status: text('status', { enum: MILESTONE_STATUSES }).notNull(),
    observedDate: date('observed_date', { mode: 'string' }),
    notes: text('notes'),
    parentConcerns: text('parent_concerns'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One current status per baby and milestone: a new choice replaces it.
    uniqueIndex('milestone_progress_one_per_baby').on(t.babyId, t.milestoneTemplateId),
    index('milestone_progress_user_idx').on(t.userId),
  ],
);

/** A photo: the resized copy and its thumbnail, both re-encoded JPEG with no metadata. */
export const milestonePhotos = pgTable(
  'milestone_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    babyId: baby(),
    milestoneTemplateId: text('milestone_template_id').notNull(),
    /** What the kept copy is served as (always image/jpeg: every upload is re-encoded). */
    mimeType: text('mime_type', { enum: ['image/jpeg'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    thumbnail: bytea('thumbnail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('milestone_photos_user_idx').on(t.userId, t.createdAt)],
);

export interface MilestoneReportItem {
  milestoneTemplateId: string;
  title: string;
  category: string;
  status: (typeof MILESTONE_STATUSES)[number] | null;
  statusLabel: string;
  observedDate: string | null;
  notes: string | null;
  parentConcerns: string | null;
}

/** A week's milestone report for one baby, as it stood when made (making it again replaces it). */
export const milestoneReports = pgTable(
  'milestone_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    babyId: baby(),
    weekNumber: integer('week_number').notNull(),
    completion: integer('completion').notNull(),
    babyAgeDays: integer('baby_age_days').notNull(),
    correctedAge: boolean('corrected_age').notNull(),
    items: jsonb('items').$type<MilestoneReportItem[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('milestone_reports_one_per_week').on(t.babyId, t.weekNumber)],
);

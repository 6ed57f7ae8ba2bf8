/**
 * Her weekly postpartum reports (docs/product.md, "Postpartum reports"): the spec's figures as columns, the rules'
 * texts, and the week's figures in full (per day and per baby) for the PDF. One per postpartum week: making it
 * again replaces it. Deleted with her account (cascade).
 */
import { date, integer, jsonb, pgTable, real, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { WeekFigures } from '../../../core/domain/postpartum-figures.ts';
import { users } from './auth.ts';

export const postpartumReports = pgTable(
  'postpartum_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    figures: jsonb('figures').$type<WeekFigures>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('postpartum_reports_unique').on(t.userId, t.weekNumber)],
);

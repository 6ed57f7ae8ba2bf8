/**
 * The baby tracker's tables (docs/product.md, "Babies" and "Baby tracker"): her babies, their logs with real
 * instants, and the live timers kept on the server. Every log and timer belongs to one baby; deleting a baby or her
 * account deletes them (cascade).
 */
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
import {
  BABY_LOG_TYPES,
  BABY_SEXES,
  BREAST_SIDES,
  DIAPER_TYPES,
  FEEDING_SIDES,
  FEEDING_TYPES,
  STOOL_COLORS,
  TIMER_KINDS,
} from '../../../core/domain/baby-log.ts';
import type { TimerSegment } from '../../../core/domain/baby-timer.ts';
import { owner } from './auth.ts';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true });

/** Her babies; the first (oldest row) is the one recorded with the birth, whose name and date are her profile's. */
export const babies = pgTable(
  'babies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    name: text('name'),
    /** Her local calendar date of the birth. */
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    /** Her local wall-clock time of the birth, HH:mm, when she gave it. */
    birthTime: text('birth_time'),
    sex: text('sex', { enum: BABY_SEXES }),
    birthWeightGrams: integer('birth_weight_grams'),
    createdAt: created(),
  },
  (t) => [index('babies_user_idx').on(t.userId, t.createdAt)],
);

const baby = () =>
  uuid('baby_id')
    .notNull()
    .references(() => babies.id, { onDelete: 'cascade' });

/**
 * Feeds, nappies and sleeps. `started_at`/`ended_at` are real instants (equal for a nappy or a bottle); `log_date`
 * is her local date of the start, the spec's day. The rules are core/domain/baby-log-*.ts.
 */
export const babyLogs = pgTable(
  'baby_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    babyId: baby(),
    logType: text('log_type', { enum: BABY_LOG_TYPES }).notNull(),
    startedAt: instant('started_at').notNull(),
    endedAt: instant('ended_at').notNull(),
    logDate: date('log_date', { mode: 'string' }).notNull(),
    feedingType: text('feeding_type', { enum: FEEDING_TYPES }),
    feedingDuration: integer('feeding_duration'),
    /** Millilitres. */
    feedingAmount: real('feeding_amount'),
    feedingSide: text('feeding_side', { enum: FEEDING_SIDES }),
    leftSeconds: integer('left_seconds'),
    rightSeconds: integer('right_seconds'),
    lastSide: text('last_side', { enum: BREAST_SIDES }),
    diaperType: text('diaper_type', { enum: DIAPER_TYPES }),
    diaperNotes: text('diaper_notes'),
    stoolColor: text('stool_color', { enum: STOOL_COLORS }),
    sleepQuality: integer('sleep_quality'),
    sleepNotes: text('sleep_notes'),
    notes: text('notes'),
    fromTimer: boolean('from_timer').notNull().default(false),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A day's list and its sleeps from the day before: one baby, a range of starts.
    index('baby_logs_baby_time_idx').on(t.babyId, t.startedAt),
    // The last feed, the last wet nappy, overlaps: one baby, one type, newest start.
    index('baby_logs_baby_type_time_idx').on(t.babyId, t.logType, t.startedAt),
    // Her recent logs, every baby.
    index('baby_logs_user_time_idx').on(t.userId, t.startedAt),
  ],
);

/**
 * Live timers: one per baby and kind (the unique index is the rule). Its stretches of running time (with the side,
 * for a feed) are `segments`; stopping writes the log and deletes the timer in one transaction.
 */
export const babyTimers = pgTable(
  'baby_timers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    babyId: baby(),
    kind: text('kind', { enum: TIMER_KINDS }).notNull(),
    segments: jsonb('segments').$type<TimerSegment[]>().notNull(),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('baby_timers_one_per_kind').on(t.babyId, t.kind),
    index('baby_timers_user_idx').on(t.userId),
  ],
);

/**
 * Check-ins and the day's tasks (docs/product.md, "Check-ins"). Both are kept by her local date (her time zone,
 * from her profile), so tomorrow starts fresh at her midnight. Other modules read her check-ins through
 * `checkinsSince` (the mood history, the co-pilot).
 */
import type { z } from 'zod';
import type { Checkin, checkinBodySchema, DailyTasks } from '../../../core/contracts/checkins.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import { loadUserContext } from '../profile/context.ts';
import * as repo from './repository.ts';

export type { CheckinRow } from './repository.ts';
type CheckinInput = z.output<typeof checkinBodySchema>;

const toCheckin = (row: repo.CheckinRow): Checkin => ({
  id: row.id,
  mood: row.mood,
  intensity: row.intensity,
  window: row.window,
  note: row.note,
  localDate: row.localDate,
  createdAt: row.createdAt.toISOString(),
});

const DAY_MS = 86_400_000;
/** How long a check-in may wait on her phone: a week, the longest the check-in history looks back on one screen. */
export const CHECKED_IN_MAX_DAYS = 7;
/** A phone clock a few minutes ahead is not "the future". */
const CLOCK_SKEW_MS = 5 * 60_000;

/** Her local day for the check-in: today, or the day she made it when it was kept offline and sent later. */
function dayOf(body: CheckinInput, timeZone: string, today: string, now: Date): string {
  if (!body.checkedInAt) return today;
  const at = new Date(body.checkedInAt);
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw fieldError('checkedInAt', 'checkedInAt cannot be in the future');
  if (at.getTime() < now.getTime() - CHECKED_IN_MAX_DAYS * DAY_MS)
    throw fieldError(
      'checkedInAt',
      `checkedInAt must be within the last ${String(CHECKED_IN_MAX_DAYS)} days`,
    );
  return localDateIn(timeZone, at);
}

export async function recordCheckin(
  db: Db,
  userId: string,
  body: CheckinInput,
  now = new Date(),
): Promise<Checkin> {
  const { today: localToday, timeZone } = await loadUserContext(db, userId, now);
  const today = dayOf(body, timeZone, localToday, now);
  const row = await repo.insertCheckin(db, {
    userId,
    mood: body.mood,
    intensity: body.intensity,
    window: body.window,
    note: body.note ? body.note : null,
    localDate: today,
  });
  return toCheckin(row);
}

export async function listCheckins(
  db: Db,
  userId: string,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<Checkin[]> {
  const rows = await repo.listCheckins(db, userId, {
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
  });
  return rows.map(toCheckin);
}

export const checkinsSince = repo.checkinsSince;
export const recentCheckinWindows = repo.recentCheckinWindows;

/** 'What to Do Today': her ticks of today, her local day. */
export async function todaysTasks(db: Db, userId: string): Promise<DailyTasks> {
  const { today } = await loadUserContext(db, userId);
  return { localDate: today, done: await repo.doneTasks(db, userId, today) };
}

export async function setTask(db: Db, userId: string, taskKey: string, done: boolean): Promise<DailyTasks> {
  const { today } = await loadUserContext(db, userId);
  if (done) await repo.tickTask(db, userId, today, taskKey);
  else await repo.untickTask(db, userId, today, taskKey);
  return { localDate: today, done: await repo.doneTasks(db, userId, today) };
}

/**
 * Baby logs (docs/product.md, "Baby tracker"): logging a feed, nappy or sleep, correcting and deleting one, a local
 * day's list with its counters, and her recent logs. Every write goes through log-write.ts, the one path with the
 * rules; babies.ts says which baby a request means.
 */
import type { z } from 'zod';
import type {
  BabyLog,
  CreateBabyLog,
  createBabyLogSchema,
  UpdateBabyLog,
  updateBabyLogSchema,
} from '../../../core/contracts/baby-tracking-logs.ts';
import type { BabyDay, BabyLogResponse } from '../../../core/contracts/baby-tracking-status.ts';
import { endOfLocalDay, startOfLocalDay } from '../../../core/domain/baby-age.ts';
import { dayList, daySummary } from '../../../core/domain/baby-day.ts';
import type { BabyLogFields } from '../../../core/domain/baby-log-fields.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { clockOf, resolveBaby } from './babies.ts';
import { findBaby } from './babies-repository.ts';
import { toBaby, toBabyLog, toFacts } from './dto.ts';
import { checkFields, checkOverlap, insertLog, logTimes, rowValues, updateLog } from './log-write.ts';
import * as repo from './repository.ts';

type Create = z.output<typeof createBabyLogSchema>;
type Patch = z.output<typeof updateBabyLogSchema>;

const DAY_MS = 86_400_000;
export const RECENT_LOGS = 10;

/** POST /api/baby-tracking: the spec's fields, for her first baby unless babyId names another. */
export async function createLog(
  db: Db,
  userId: string,
  input: CreateBabyLog,
  now = new Date(),
): Promise<BabyLogResponse> {
  const body = input as Create;
  const clock = await clockOf(db, userId, now);
  const { baby } = await resolveBaby(db, userId, body.babyId);
  checkFields(body);
  const times = logTimes(body, baby, clock);
  if (!body.confirmOverlap)
    await checkOverlap(db, baby.id, { logType: body.logType, ...times }, clock.timeZone, clock.volumeUnit);
  const { row, signs } = await insertLog(db, userId, baby, rowValues(body, times), clock);
  return { log: toBabyLog(row, clock.timeZone), signs };
}

/** The log as the fields of a new one, so a correction is checked whole. */
function fieldsOf(row: repo.BabyLogRow, patch: Patch): BabyLogFields & { notes?: string | null } {
  const pick = <K extends keyof Patch & keyof repo.BabyLogRow>(k: K) =>
    (patch[k] === undefined ? row[k] : patch[k]) as repo.BabyLogRow[K];
  const base = {
    logType: row.logType,
    notes: pick('notes'),
    feedingType: pick('feedingType'),
    feedingDuration: pick('feedingDuration'),
    feedingAmount: pick('feedingAmount'),
    feedingSide: pick('feedingSide'),
    diaperType: pick('diaperType'),
    diaperNotes: pick('diaperNotes'),
    stoolColor: pick('stoolColor'),
    sleepQuality: pick('sleepQuality'),
    sleepNotes: pick('sleepNotes'),
    logDate: patch.logDate,
  };
  if (row.logType !== 'sleep')
    return {
      ...base,
      startedAt: patch.startedAt === undefined ? row.startedAt.toISOString() : patch.startedAt,
    };
  // A sleep's minutes stand in for its end only when she sends minutes without an end.
  const byMinutes =
    patch.sleepDuration !== undefined && patch.sleepDuration !== null && patch.sleepEnd === undefined;
  return {
    ...base,
    startedAt: patch.startedAt,
    sleepStart: patch.sleepStart === undefined ? row.startedAt.toISOString() : patch.sleepStart,
    sleepEnd: byMinutes ? null : patch.sleepEnd === undefined ? row.endedAt.toISOString() : patch.sleepEnd,
    sleepDuration: byMinutes ? patch.sleepDuration : null,
  };
}

/** PATCH: a correction, checked as a new log would be (the overlap warning leaves the log itself out). */
export async function editLog(
  db: Db,
  logId: string,
  input: UpdateBabyLog,
  now = new Date(),
): Promise<BabyLogResponse> {
  const patch = input as Patch;
  const row = await repo.findLog(db, logId);
  if (!row) throw notFound('We could not find that log. It may have been deleted.');
  const baby = await findBaby(db, row.babyId);
  if (!baby) throw notFound('We could not find that baby.');
  const clock = await clockOf(db, row.userId, now);
  const fields = fieldsOf(row, patch);
  checkFields(fields);
  const times = logTimes(fields, baby, clock);
  if (!patch.confirmOverlap)
    await checkOverlap(
      db,
      baby.id,
      { id: row.id, logType: row.logType, ...times },
      clock.timeZone,
      clock.volumeUnit,
    );
  // The timer's per-side seconds stay true only while its minutes and side do.
  const timed =
    row.fromTimer &&
    patch.feedingDuration === undefined &&
    patch.feedingSide === undefined &&
    patch.startedAt === undefined;
  const values = rowValues(fields, times, {
    leftSeconds: timed ? row.leftSeconds : null,
    rightSeconds: timed ? row.rightSeconds : null,
    lastSide: timed ? row.lastSide : null,
    fromTimer: row.fromTimer,
  });
  if (timed) values.endedAt = row.endedAt;
  const { row: updated, signs } = await updateLog(db, row.userId, baby, row.id, values, clock);
  return { log: toBabyLog(updated, clock.timeZone), signs };
}

export async function deleteLog(db: Db, logId: string): Promise<void> {
  await repo.deleteLog(db, logId);
}

/** One local day of a baby: its list (newest first, sleeps running into it) and its counters. */
export async function dayOf(
  db: Db,
  userId: string,
  query: { date?: string | undefined; babyId?: string | undefined },
  now = new Date(),
): Promise<BabyDay> {
  const clock = await clockOf(db, userId, now);
  const { baby, isFirst } = await resolveBaby(db, userId, query.babyId);
  const date = query.date ?? clock.today;
  const day = { from: startOfLocalDay(date, clock.timeZone), to: endOfLocalDay(date, clock.timeZone) };
  // A sleep (at most 24 hours) running into the day, and a feed session begun before it, started within a day.
  const rows = await repo.logsStartedBetween(db, baby.id, new Date(day.from.getTime() - DAY_MS), day.to);
  return {
    date,
    baby: toBaby(baby, isFirst, clock),
    logs: dayList(rows, day).map((item) => ({
      ...toBabyLog(item.log, clock.timeZone),
      minutesInDay: item.minutesInDay,
      startedDayBefore: item.startedDayBefore,
      sessionId: item.sessionId,
    })),
    summary: daySummary(rows, day),
  };
}

export async function recent(db: Db, userId: string): Promise<BabyLog[]> {
  const clock = await clockOf(db, userId);
  return (await repo.recentLogs(db, userId, RECENT_LOGS)).map((row) => toBabyLog(row, clock.timeZone));
}

/** One of her baby logs with its baby (the record behind a health flag), or null. */
export async function babyLogOf(db: Db, userId: string, id: string) {
  const row = await repo.findLog(db, id);
  if (!row || row.userId !== userId) return null;
  const baby = await findBaby(db, row.babyId);
  if (!baby) return null;
  const clock = await clockOf(db, userId);
  return { log: toBabyLog(row, clock.timeZone), baby: { name: baby.name, birthDate: baby.birthDate } };
}

export const logOwner = repo.logOwner;

/**
 * One baby's logs for a span of days (a postpartum report): those starting in [from, to), plus the 24 hours
 * before, so a sleep that runs into the first day and a feed session begun before it are counted as the day view
 * counts them; and when her first log of the baby started.
 */
export async function logsForSpan(db: Db, babyId: string, from: Date, to: Date) {
  const [logs, firstLogAt] = await Promise.all([
    repo.logsStartedBetween(db, babyId, new Date(from.getTime() - 24 * 3_600_000), to),
    repo.firstLogAt(db, babyId),
  ]);
  return { logs: logs.map(toFacts), firstLogAt };
}

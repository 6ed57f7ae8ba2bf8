/**
 * The one path every baby log is written by (typed in, corrected, or a stopped timer): the field rules
 * (baby-log-fields.ts), the times in her zone (baby-log-times.ts), the overlap warning (baby-overlap.ts), then the
 * row and, for a pale stool in a baby under three months, its health flag in the same transaction. A 400 names each
 * bad field and writes nothing.
 */
import type { BabySign } from '../../../core/contracts/baby-tracking-status.ts';
import { babyAge, bornAt, startOfLocalDay } from '../../../core/domain/baby-age.ts';
import type { VolumeUnit } from '../../../core/domain/baby-log.ts';
import {
  type BabyLogFields,
  babyLogFieldProblems,
  type FieldProblems,
} from '../../../core/domain/baby-log-fields.ts';
import { type LogTimes, resolveBabyLogTimes, type TimeFields } from '../../../core/domain/baby-log-times.ts';
import { describeLog, findOverlap, type Span } from '../../../core/domain/baby-overlap.ts';
import { newbornSigns } from '../../../core/domain/baby-targets.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflictWith } from '../../errors.ts';
import type { BabyRow } from './babies-repository.ts';
import { type Clock, toSign } from './dto.ts';
import * as repo from './repository.ts';
import { raiseSigns } from './signs.ts';

const DAY_MS = 86_400_000;

/** A 400 naming every bad field (the message says the first, or lists them). */
export function refuse(problems: FieldProblems): never {
  const entries = Object.entries(problems);
  const message =
    entries.length === 1
      ? (entries[0]?.[1] ?? '')
      : `Please check: ${entries.map(([f, m]) => `${f}: ${m}`).join('; ')}`;
  throw badRequest(message, problems);
}

export function checkFields(fields: BabyLogFields): void {
  const problems = babyLogFieldProblems(fields);
  if (Object.keys(problems).length > 0) refuse(problems);
}

/** The earliest a log of this baby can start: its time of birth, or the start of its birth date. */
export const earliestFor = (baby: BabyRow, timeZone: string) =>
  bornAt(baby, timeZone) ?? startOfLocalDay(baby.birthDate, timeZone);

/** A log's instants in her zone, from the baby's birth on, or a 400 naming each bad time. */
export function logTimes(fields: TimeFields, baby: BabyRow, clock: Clock): LogTimes {
  const { times, problems } = resolveBabyLogTimes(fields, {
    now: clock.now,
    timeZone: clock.timeZone,
    earliest: earliestFor(baby, clock.timeZone),
  });
  if (!times || Object.keys(problems).length > 0) refuse(problems);
  return times;
}

/** 409 `overlap` naming the first overlapping feed or sleep of this baby, unless she confirmed. */
export async function checkOverlap(
  db: Db,
  babyId: string,
  span: Span & { id?: string },
  timeZone: string,
  unit: VolumeUnit,
): Promise<void> {
  if (span.logType === 'diaper') return;
  const near = await repo.typeStartedBetween(
    db,
    babyId,
    span.logType,
    new Date(span.startedAt.getTime() - DAY_MS),
    span.endedAt,
  );
  const other = findOverlap(span, near);
  if (!other) return;
  const summary = describeLog(other, timeZone, unit);
  throw conflictWith('overlap', `This overlaps ${summary}. Save it anyway, or change the time.`, {
    resource: 'baby-log',
    id: other.id,
    summary,
    startedAt: other.startedAt.toISOString(),
    endedAt: other.endedAt.toISOString(),
  });
}

/** What a timer adds to a log: its per-side seconds and the side it ended on. */
export interface TimerExtras {
  leftSeconds: number | null;
  rightSeconds: number | null;
  lastSide: 'left' | 'right' | null;
  fromTimer: boolean;
}
const noTimer: TimerExtras = { leftSeconds: null, rightSeconds: null, lastSide: null, fromTimer: false };

/** The row's values: the type's fields, the rest null. */
export function rowValues(
  fields: BabyLogFields & { notes?: string | null | undefined },
  times: LogTimes,
  extras: TimerExtras = noTimer,
): Omit<repo.BabyLogValues, 'userId' | 'babyId'> {
  const feed = fields.logType === 'feeding';
  const diaper = fields.logType === 'diaper';
  const sleep = fields.logType === 'sleep';
  return {
    logType: fields.logType,
    startedAt: times.startedAt,
    endedAt: times.endedAt,
    logDate: times.logDate,
    feedingType: feed ? (fields.feedingType ?? null) : null,
    feedingDuration: feed ? (fields.feedingDuration ?? null) : null,
    feedingAmount: feed ? (fields.feedingAmount ?? null) : null,
    feedingSide: feed ? (fields.feedingSide ?? null) : null,
    leftSeconds: feed ? extras.leftSeconds : null,
    rightSeconds: feed ? extras.rightSeconds : null,
    lastSide: feed ? extras.lastSide : null,
    diaperType: diaper ? (fields.diaperType ?? null) : null,
    diaperNotes: diaper ? fields.diaperNotes || null : null,
    stoolColor: diaper ? (fields.stoolColor ?? null) : null,
    sleepQuality: sleep ? (fields.sleepQuality ?? null) : null,
    sleepNotes: sleep ? fields.sleepNotes || null : null,
    notes: fields.notes || null,
    fromTimer: extras.fromTimer,
  };
}

/** A pale stool in a baby under three months raises its sign (once per log). */
async function stoolSigns(
  db: Db,
  userId: string,
  baby: BabyRow,
  row: repo.BabyLogRow,
  clock: Clock,
): Promise<BabySign[]> {
  if (row.stoolColor !== 'pale') return [];
  const age = babyAge(baby, clock.dueDate, clock.timeZone, clock.now, clock.today);
  const found = newbornSigns({
    underThreeMonths: age.underThreeMonths,
    wetReference: null,
    lastFeed: null,
    feedTimerRunning: false,
    recentNappies: [row],
    now: clock.now,
  });
  return (await raiseSigns(db, userId, baby, found, clock.timeZone)).map(toSign);
}

/** Inserts a log (and any sign it shows), in one transaction when a sign may be raised. */
export async function insertLog(
  db: Db,
  userId: string,
  baby: BabyRow,
  values: Omit<repo.BabyLogValues, 'userId' | 'babyId'>,
  clock: Clock,
): Promise<{ row: repo.BabyLogRow; signs: BabySign[] }> {
  const all = { ...values, userId, babyId: baby.id };
  if (values.stoolColor !== 'pale') return { row: await repo.insertLog(db, all), signs: [] };
  return db.transaction(async (tx) => {
    const row = await repo.insertLog(tx, all);
    return { row, signs: await stoolSigns(tx, userId, baby, row, clock) };
  });
}

/** Updates a log (and raises a sign it now shows). */
export async function updateLog(
  db: Db,
  userId: string,
  baby: BabyRow,
  id: string,
  values: Omit<repo.NewBabyLog, 'userId' | 'babyId'>,
  clock: Clock,
): Promise<{ row: repo.BabyLogRow; signs: BabySign[] }> {
  return db.transaction(async (tx) => {
    const row = await repo.updateLog(tx, id, values);
    return { row, signs: await stoolSigns(tx, userId, baby, row, clock) };
  });
}

/**
 * Her recovery tracker (docs/product.md, "Recovery tracker"): bleeding, pain, medication, nutrition and mental health
 * logs with the product spec's fields. The red flag is decided here by the rules of core/domain/recovery-flags.ts
 * (her own `redFlag` may raise a log, never lower it); a flagged log raises a health flag for review in the same
 * transaction, once. A day's list comes with its alerts and the last dose of each medicine.
 */
import { RECOVERY_LOG_NAME, whatSheLogged } from '../../../core/domain/recovery-log-text.ts';
import type { z } from 'zod';
import type {
  CreateRecoveryLog,
  createRecoveryLogSchema,
  RecoveryDay,
  RecoveryLog,
  UpdateRecoveryLog,
  updateRecoveryLogSchema,
} from '../../../core/contracts/recovery.ts';
import { CLOCK_SKEW_MS } from '../../../core/domain/baby-log.ts';
import { recoveryFlag, recoveryRule } from '../../../core/domain/recovery-flags.ts';
import { medicineKey, RECOVERY_FIELDS, recoveryFieldProblems } from '../../../core/domain/recovery-log.ts';
import { getSign } from '../../../core/domain/warning-signs.ts';
import { localDateTimeIn, zonedTimeToInstant } from '../../../core/domain/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, fieldError, notFound } from '../../errors.ts';
import { raiseFlag } from '../flags/service.ts';
import { loadUserContext } from '../profile/context.ts';
import { toRecoveryLog } from './dto.ts';
import * as repo from './repository.ts';

type Create = z.output<typeof createRecoveryLogSchema>;
type Patch = z.output<typeof updateRecoveryLogSchema>;
type Fields = Omit<Create, 'userId' | 'logDate' | 'redFlag' | 'redFlagReason'>;

export const RECENT_LOGS = 10;
/** The most medicines shown with their last dose. */
const LAST_DOSES = 20;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * When the log belongs: the spec's logDate as a time (that instant), today's date (now), or an earlier date (kept
 * on that day, at midday for ordering: a day's tally such as water needs no time). Never in the future.
 */
function loggedAtOf(logDate: string | undefined, timeZone: string, now: Date): Date {
  if (!logDate) return now;
  const today = localDateTimeIn(timeZone, now).date;
  if (DATE_ONLY.test(logDate)) {
    if (logDate > today) throw fieldError('logDate', 'logDate cannot be in the future');
    return logDate === today ? now : zonedTimeToInstant(logDate, '12:00', timeZone);
  }
  const at = new Date(logDate);
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw fieldError('logDate', 'logDate cannot be in the future');
  return at > now ? now : at;
}

function checkMedicationTime(at: string | null | undefined, now: Date): void {
  if (at && new Date(at).getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw fieldError('medicationTime', 'medicationTime cannot be in the future');
}

/** The columns of a log's type, the others null. */
function columns(logType: Create['logType'], f: Partial<Fields>) {
  const own = new Set<string>(RECOVERY_FIELDS[logType]);
  const keep = <K extends keyof Fields>(k: K) => (own.has(k) ? (f[k] ?? null) : null);
  const text = (k: 'medicationName' | 'medicationDosage' | 'nutritionNotes' | 'mentalHealthNotes') =>
    own.has(k) ? f[k] || null : null;
  const name = text('medicationName');
  return {
    logType,
    notes: f.notes || null,
    bleedingVolume: keep('bleedingVolume'),
    bleedingColor: keep('bleedingColor'),
    bleedingClots: keep('bleedingClots'),
    painLevel: keep('painLevel'),
    painLocation: keep('painLocation'),
    painType: keep('painType'),
    medicationName: name,
    medicationKey: name ? medicineKey(name) : null,
    medicationDosage: text('medicationDosage'),
    medicationTime: own.has('medicationTime') && f.medicationTime ? new Date(f.medicationTime) : null,
    medicationPurpose: keep('medicationPurpose'),
    waterIntake: keep('waterIntake'),
    mealQuality: keep('mealQuality'),
    nutritionNotes: text('nutritionNotes'),
    moodRating: keep('moodRating'),
    anxietyLevel: keep('anxietyLevel'),
    bonding: keep('bonding'),
    supportLevel: keep('supportLevel'),
    mentalHealthNotes: text('mentalHealthNotes'),
  };
}

type Columns = ReturnType<typeof columns>;

/** What she logged, in a line for the reviewer. */
function describe(c: Columns): string {
  return `${RECOVERY_LOG_NAME[c.logType]}: ${whatSheLogged(c)}`;
}

/** Saves a log with its flag decided here, raising its health flag in the same transaction (once per log). */
async function save(
  db: Db,
  userId: string,
  c: Columns,
  client: { redFlag?: boolean | undefined; redFlagReason?: string | undefined },
  write: (tx: Db, flag: ReturnType<typeof recoveryFlag>) => Promise<repo.RecoveryLogRow>,
) {
  const flag = recoveryFlag(c, client);
  return db.transaction(async (tx) => {
    const row = await write(tx, flag);
    if (!flag.redFlag || !flag.colour || row.flagId) return row;
    const sign = flag.signId ? getSign(flag.signId) : undefined;
    const raised = await raiseFlag(tx, {
      userId,
      cause: { kind: 'recovery-log', colour: flag.colour },
      reason: flag.reason,
      description: `${describe(c)}${c.notes ? `. ${c.notes}` : ''}`,
      analysis: sign
        ? `Recognised as "${sign.name}" (${sign.level}). ${sign.whatToDo}`
        : 'From her recovery tracker, by the recovery red-flag rules (pain 8 or more; mood 2 or less, or anxiety 8 or more).',
      source: 'recovery_log',
      sourceId: row.id,
    });
    return repo.updateLog(tx, row.id, { flagId: raised.id });
  });
}

export async function createLog(
  db: Db,
  userId: string,
  input: CreateRecoveryLog,
  now = new Date(),
): Promise<RecoveryLog> {
  const body = input as Create;
  const ctx = await loadUserContext(db, userId, now);
  const loggedAt = loggedAtOf(body.logDate, ctx.timeZone, now);
  checkMedicationTime(body.medicationTime, now);
  const c = columns(body.logType, body);
  const row = await save(db, userId, c, body, (tx, flag) =>
    repo.insertLog(tx, {
      userId,
      ...c,
      loggedAt,
      logDate: localDateTimeIn(ctx.timeZone, loggedAt).date,
      redFlag: flag.redFlag,
      redFlagReason: flag.reason,
      signId: flag.signId,
    }),
  );
  return toRecoveryLog({ ...row, memo: null });
}

/** A correction, checked whole and its flag decided again (a flag already raised stays in the review queue). */
export async function editLog(
  db: Db,
  logId: string,
  input: UpdateRecoveryLog,
  now = new Date(),
): Promise<RecoveryLog> {
  const patch = input as Patch;
  const current = await repo.findLog(db, logId);
  if (!current) throw notFound('We could not find that entry. It may have been deleted.');
  const merged: Partial<Fields> = {};
  for (const key of Object.keys(columns(current.logType, {})) as (keyof Columns)[]) {
    if (key === 'logType' || key === 'medicationKey') continue;
    const value = (patch as Record<string, unknown>)[key];
    const old = current[key];
    (merged as Record<string, unknown>)[key] =
      value === undefined ? (old instanceof Date ? old.toISOString() : old) : value;
  }
  const problems = recoveryFieldProblems({ ...merged, ...patch, logType: current.logType });
  if (Object.keys(problems).length > 0)
    throw badRequest(Object.values(problems)[0] ?? 'Please check this entry', problems);
  const ctx = await loadUserContext(db, current.userId, now);
  const loggedAt = patch.logDate ? loggedAtOf(patch.logDate, ctx.timeZone, now) : current.loggedAt;
  checkMedicationTime(patch.medicationTime, now);
  const c = columns(current.logType, merged);
  // A log she flagged herself (the rules did not) stays flagged with her reason.
  const own = current.redFlag && !recoveryRule(current).redFlag;
  const client = own ? { redFlag: true, redFlagReason: current.redFlagReason } : {};
  const row = await save(db, current.userId, c, client, (tx, flag) =>
    repo.updateLog(tx, logId, {
      ...c,
      loggedAt,
      logDate: localDateTimeIn(ctx.timeZone, loggedAt).date,
      redFlag: flag.redFlag,
      redFlagReason: flag.reason,
      signId: flag.signId,
    }),
  );
  return toRecoveryLog({ ...row, memo: current.memo });
}

export const deleteLog = (db: Db, logId: string) => repo.deleteLog(db, logId);

export async function dayOf(
  db: Db,
  userId: string,
  date: string | undefined,
  now = new Date(),
): Promise<RecoveryDay> {
  const ctx = await loadUserContext(db, userId, now);
  const day = date ?? ctx.today;
  const [rows, doses] = await Promise.all([
    repo.logsOfDay(db, userId, day),
    repo.lastDoses(db, userId, LAST_DOSES),
  ]);
  const flagged = rows.filter((r) => r.redFlag);
  return {
    date: day,
    logs: rows.map(toRecoveryLog),
    alerts: { count: flagged.length, reasons: [...new Set(flagged.map((r) => r.redFlagReason))] },
    lastDoses: doses.map((d) => ({
      medicationName: d.medicationName ?? '',
      medicationDosage: d.medicationDosage ?? '',
      takenAt: (d.medicationTime ?? d.loggedAt).toISOString(),
      logId: d.id,
    })),
  };
}

export async function recent(db: Db, userId: string): Promise<RecoveryLog[]> {
  return (await repo.recentLogs(db, userId, RECENT_LOGS)).map(toRecoveryLog);
}

/** Her red-flagged logs from a local date on (the visit summary's recovery alerts), newest first. */
export async function flaggedSince(db: Db, userId: string, since: string): Promise<RecoveryLog[]> {
  return (await repo.flaggedSince(db, userId, since)).map(toRecoveryLog);
}

/** One of her logs (the record behind a health flag), or null. */
export async function recoveryLogOf(db: Db, userId: string, id: string): Promise<RecoveryLog | null> {
  const row = await repo.findLog(db, id);
  return row && row.userId === userId ? toRecoveryLog(row) : null;
}

export const logOwner = repo.logOwner;

/** Her recovery logs of a span of local days, oldest first (a postpartum report). */
export const logsBetweenDates = (db: Db, userId: string, fromDate: string, toDate: string) =>
  repo.logsBetweenDates(db, userId, fromDate, toDate);

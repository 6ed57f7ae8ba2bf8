import type {
  CreateSymptomLog,
  SymptomLog,
  SymptomLogResponse,
  SymptomTrendResponse,
} from '../../../core/contracts/symptoms.ts';
import { contentStageOf } from '../../../core/domain/stage.ts';
import { symptomAdvice, symptomFlag, symptomTrend } from '../../../core/domain/symptom-flag.ts';
import { matchSymptom } from '../../../core/domain/symptom-match.ts';
import { getSign } from '../../../core/domain/warning-signs.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import { raiseFlag } from '../flags/service.ts';
import { loadUserContext } from '../profile/context.ts';
import {
  findLog,
  insertSymptomLog,
  logPage,
  logsMadeSince,
  logsStartedSince,
  type SymptomLogRow,
} from './repository.ts';

export const toSymptomLog = (row: SymptomLogRow): SymptomLog => ({
  id: row.id,
  symptom: row.symptom,
  signId: row.signId,
  severity: row.severity,
  flagType: row.flagType,
  redFlag: row.redFlag,
  notes: row.notes,
  startedAt: row.startedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

const DAY_MS = 86_400_000;
export const SEVEN_DAYS_MS = 7 * DAY_MS;
/**
 * How far back a symptom may have started. The log is about how she feels now or lately: an older date falls
 * outside the week and the trend she sees (so it would vanish the moment she saves it) and is most often a
 * slip of the date picker; longer stories belong in the journal or a note for her next visit.
 */
export const STARTED_AT_MAX_DAYS = 30;
/** A phone clock a few minutes ahead is not "the future". */
const CLOCK_SKEW_MS = 5 * 60_000;

function startedAtOf(body: CreateSymptomLog, now: Date): Date {
  if (!body.startedAt) return now;
  const startedAt = new Date(body.startedAt);
  if (startedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw fieldError('startedAt', 'startedAt cannot be in the future');
  }
  if (startedAt.getTime() < now.getTime() - STARTED_AT_MAX_DAYS * DAY_MS) {
    throw fieldError('startedAt', `startedAt must be within the last ${String(STARTED_AT_MAX_DAYS)} days`);
  }
  return startedAt;
}

/**
 * Saves a log with the colour of the domain rule (symptom-flag.ts) and, for red or yellow, a health flag pointing
 * back at it, in one transaction.
 */
export async function logSymptom(
  db: Db,
  userId: string,
  body: CreateSymptomLog,
  now = new Date(),
): Promise<SymptomLogResponse> {
  const startedAt = startedAtOf(body, now);
  const ctx = await loadUserContext(db, userId, now);
  const stage = ctx.status ? contentStageOf(ctx.status.phase) : undefined;
  const sign = matchSymptom(body.symptom, stage).sign;
  const flag = symptomFlag({ signId: sign?.id ?? null, severity: body.severity });

  return db.transaction(async (tx) => {
    const row = await insertSymptomLog(tx, {
      userId,
      symptom: body.symptom,
      signId: sign?.id ?? null,
      severity: body.severity,
      flagType: flag.flagType,
      redFlag: flag.redFlag,
      notes: body.notes || null,
      startedAt,
      pregnancyWeek: ctx.status?.phase === 'pregnant' ? ctx.status.currentWeek : null,
      postpartumWeek: ctx.status?.postpartumWeek ?? null,
    });
    let flagId: string | null = null;
    if (flag.flagType !== 'green') {
      const known = sign ? getSign(sign.id) : undefined;
      // A symptom picked from the list arrives as its catalogue id: describe it by its name.
      const label = getSign(body.symptom)?.name ?? body.symptom;
      const raised = await raiseFlag(tx, {
        userId,
        cause: { kind: 'symptom', colour: flag.flagType },
        reason: flag.reason,
        description: `${label} (severity ${body.severity} of 5)${body.notes ? `. ${body.notes}` : ''}`,
        // The same advice as her result card (symptom-flag.ts), so the flag never says less than the colour.
        analysis: known
          ? `Recognised as "${known.name}". ${symptomAdvice(flag.flagType, known)}`
          : `Not a warning sign on its own, but rated as strongly felt. ${symptomAdvice(flag.flagType, null)}`,
        source: 'symptom_log',
        sourceId: row.id,
      });
      flagId = raised.id;
    }
    return { log: toSymptomLog(row), reason: flag.reason, flagId };
  });
}

/** The last 7 days by when each symptom started, newest first. */
export async function recentLogs(db: Db, userId: string, now = new Date()): Promise<SymptomLog[]> {
  return (await logsStartedSince(db, userId, new Date(now.getTime() - SEVEN_DAYS_MS))).map(toSymptomLog);
}

/** The logs she made since an instant, newest start first (the visit summary's "logged since the last visit"). */
export async function logsSince(db: Db, userId: string, since: Date): Promise<SymptomLog[]> {
  return (await logsMadeSince(db, userId, since)).map(toSymptomLog);
}

/** The average severity of the same 7 days and its trend. */
export async function weekTrend(db: Db, userId: string, now = new Date()): Promise<SymptomTrendResponse> {
  const rows = await logsStartedSince(db, userId, new Date(now.getTime() - SEVEN_DAYS_MS));
  const severities = rows.map((r) => r.severity);
  const average = severities.length ? severities.reduce((a, b) => a + b, 0) / severities.length : null;
  return { trend: symptomTrend(severities), average, count: severities.length };
}

/** One page of her logs, newest start first. */
export async function history(db: Db, userId: string, page: number, pageSize: number) {
  const { rows, total } = await logPage(db, userId, page, pageSize);
  return { items: rows.map(toSymptomLog), page, pageSize, total };
}

/** One of her logs (the record behind a health flag), or null. */
export async function symptomLogOf(db: Db, userId: string, id: string): Promise<SymptomLog | null> {
  const row = await findLog(db, userId, id);
  return row ? toSymptomLog(row) : null;
}

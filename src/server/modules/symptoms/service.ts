import type { CreateSymptomLog, SymptomLogResponse } from '../../../core/contracts/symptoms.ts';
import { symptomFlag } from '../../../core/domain/symptom-flag.ts';
import { matchSymptom } from '../../../core/domain/symptom-match.ts';
import { getSign } from '../../../core/domain/warning-signs.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import { insertFlag } from '../flags/repository.ts';
import { loadUserContext } from '../profile/context.ts';
import { insertSymptomLog, toSymptomLog } from './repository.ts';

export const SEVEN_DAYS_MS = 7 * 86_400_000;

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
  const startedAt = body.startedAt ? new Date(body.startedAt) : now;
  if (startedAt.getTime() > now.getTime() + 5 * 60_000) {
    throw fieldError('startedAt', 'startedAt cannot be in the future');
  }
  const ctx = await loadUserContext(db, userId, now);
  const stage = ctx.status?.phase === 'postpartum' ? 'postpartum' : ctx.status ? 'pregnancy' : undefined;
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
      const f = await insertFlag(tx, {
        userId,
        flagType: flag.flagType,
        reason: flag.reason,
        symptomDescription: `${label} (severity ${body.severity} of 5)${body.notes ? `. ${body.notes}` : ''}`,
        aiAnalysis: known
          ? `Recognised as "${known.name}". ${known.whatToDo}`
          : 'Not a warning sign on its own, but rated as strongly felt. If it gets worse or worries you, call your midwife or doctor.',
        source: 'symptom_log',
        sourceId: row.id,
        priority: flag.flagType === 'red' ? 'high' : 'medium',
      });
      flagId = f.id;
    }
    return { log: toSymptomLog(row), reason: flag.reason, flagId };
  });
}

/**
 * A newborn warning sign found in a baby's logs (core/domain/baby-targets.ts) becomes a health flag for review, once
 * per episode: the flag points at the log the sign counts from and carries the sign's id as its context, so the same
 * sign from the same log is never raised twice (docs/product.md, "Day of life"; docs/clinical-safety.md, part C).
 */
import type { FoundSign } from '../../../core/domain/baby-targets.ts';
import { getSign } from '../../../core/domain/warning-signs.ts';
import { localDateTimeIn } from '../../../core/domain/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { flagForSource, raiseFlag } from '../flags/service.ts';
import type { BabyRow } from './babies-repository.ts';

export interface RaisedSign {
  signId: string;
  level: 'warning' | 'sign';
  reason: string;
  since: Date;
  flagId: string | null;
}

/** Raises (or finds) the flag of each sign; a warning is shown only. Call inside a transaction. */
export async function raiseSigns(
  db: Db,
  userId: string,
  baby: BabyRow,
  signs: readonly FoundSign[],
  timeZone: string,
): Promise<RaisedSign[]> {
  const out: RaisedSign[] = [];
  for (const s of signs) {
    const { sourceLogId, ...shown } = s;
    if (s.level === 'warning') {
      out.push({ ...shown, flagId: null });
      continue;
    }
    const existing = await flagForSource(db, userId, 'baby_log', sourceLogId, s.signId);
    if (existing) {
      out.push({ ...shown, flagId: existing.id });
      continue;
    }
    const sign = getSign(s.signId);
    const when = localDateTimeIn(timeZone, s.since);
    const who = baby.name ?? 'Her baby';
    const flag = await raiseFlag(db, {
      userId,
      cause: { kind: 'baby-sign' },
      reason: `${who}: ${s.reason}`,
      description: `From the baby tracker: ${s.reason.toLowerCase()} (since ${when.date} ${when.time}, her time). ${who} was born on ${baby.birthDate}.`,
      analysis: sign
        ? `Recognised as "${sign.name}" (${sign.level}). ${sign.whatToDo}`
        : 'A newborn warning sign from the baby tracker.',
      source: 'baby_log',
      sourceId: sourceLogId,
      context: s.signId,
    });
    out.push({ ...shown, flagId: flag.id });
  }
  return out;
}

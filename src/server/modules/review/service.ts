/**
 * The clinical review queue (docs/product.md, "Review queue"): the record behind a flag, and marking it reviewed.
 * Reviewers only (the access rule); every read of a mother's record is written to the audit log. The review owns
 * no table: it reads through the services of the areas that raise flags.
 */
import type { User } from '../../../core/contracts/auth.ts';
import type { HealthFlag } from '../../../core/contracts/flags.ts';
import type { FlagSourceRecord, FlagSourceResponse } from '../../../core/contracts/review.ts';
import type { Db } from '../../db/client.ts';
import { audit, flagById, type FlagRow, setReviewed, toFlag } from '../flags/service.ts';
import { babyLogOf } from '../baby-tracking/service.ts';
import { recoveryLogOf } from '../recovery/service.ts';
import { symptomLogOf } from '../symptoms/service.ts';
import { screeningRecord } from '../wellness/service.ts';
import { conversationRecord } from '../zara/service.ts';

/** The record that raised a flag: the log, the self-check or the flagged conversation (only the mother's own). */
export async function sourceRecord(db: Db, flag: FlagRow): Promise<FlagSourceRecord> {
  const id = flag.sourceId;
  if (id && flag.source === 'symptom_log') {
    const log = await symptomLogOf(db, flag.userId, id);
    if (log) return { kind: 'symptom_log', log };
  }
  if (id && flag.source === 'screening') {
    const screening = await screeningRecord(db, flag.userId, id);
    if (screening) return { kind: 'screening', screening };
    // The crisis flag is raised the moment question 9 is answered; the check is saved only when she finishes.
    return {
      kind: 'none',
      note: 'She answered PHQ-9 question 9 above 0 and has not finished the self-check, so only that answer was sent. The crisis lines were shown to her at once.',
    };
  }
  if (id && flag.source === 'recovery_log') {
    const log = await recoveryLogOf(db, flag.userId, id);
    if (log) return { kind: 'recovery_log', log };
  }
  if (id && flag.source === 'baby_log') {
    const found = await babyLogOf(db, flag.userId, id);
    if (found) return { kind: 'baby_log', ...found };
  }
  if (flag.source === 'milestone')
    return {
      kind: 'none',
      note: 'Raised from the milestone tracker when she chose Concerned: the description is in her words and the analysis names the milestone and its warning signs.',
    };
  if (id && (flag.source === 'chat' || flag.source === 'postpartum_ai_chat')) {
    const conversation = await conversationRecord(db, flag.userId, id);
    if (conversation) return { kind: 'conversation', conversation };
  }
  return {
    kind: 'none',
    note: id
      ? 'The record that raised this alert is no longer available.'
      : 'This alert was raised without a separate record; its description is the whole report.',
  };
}

export async function flagSource(db: Db, reviewer: User, flagId: string): Promise<FlagSourceResponse> {
  const flag = await flagById(db, flagId);
  const record = await sourceRecord(db, flag);
  await audit(db, reviewer.id, flag.userId, 'flag_source_viewed', `health_flag:${flag.id}`);
  return { flag: toFlag(flag), record };
}

export async function review(db: Db, reviewer: User, flagId: string, reviewed: boolean): Promise<HealthFlag> {
  const row = await setReviewed(db, reviewer.id, flagId, reviewed);
  await audit(
    db,
    reviewer.id,
    row.userId,
    reviewed ? 'flag_reviewed' : 'flag_reopened',
    `health_flag:${row.id}`,
  );
  return toFlag(row);
}

/**
 * Health flags (docs/product.md, "Health alerts"). `raiseFlag` is the one way a flag is created: its colour and
 * priority come from the domain rule (core/domain/health-flag.ts), whatever raised it. A mother reads her own
 * flags; a reviewer reads everyone's, and each read of another mother's record is written to the audit log.
 */
import type { User } from '../../../core/contracts/auth.ts';
import type { CreateFlag, HealthFlag } from '../../../core/contracts/flags.ts';
import { type FlagCause, flagLevel } from '../../../core/domain/health-flag.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors.ts';
import * as repo from './repository.ts';

export type { FlagRow } from './repository.ts';

export const toFlag = (row: repo.FlagRow): HealthFlag => ({
  id: row.id,
  userId: row.userId,
  flagType: row.flagType,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  symptom: { description: row.symptomDescription, aiAnalysis: row.aiAnalysis },
  source: row.source,
  sourceId: row.sourceId,
  priority: row.priority,
  reviewed: row.reviewed,
  reviewedBy: row.reviewedBy,
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
});

export interface RaiseFlag {
  userId: string;
  cause: FlagCause;
  /** Short plain text naming why (the alert card's title). */
  reason: string;
  /** What she reported, in her words or the record's. */
  description: string;
  /** What it means and what to do. */
  analysis: string;
  source: repo.FlagRow['source'];
  sourceId?: string | null;
  context?: string | null;
}

/** The row values of a flag; also used by Zara's one-statement exchange, which writes its flag itself. */
export const flagValues = (flag: RaiseFlag): repo.NewFlag => ({
  userId: flag.userId,
  ...flagLevel(flag.cause),
  reason: flag.reason,
  symptomDescription: flag.description,
  aiAnalysis: flag.analysis,
  source: flag.source,
  sourceId: flag.sourceId ?? null,
  context: flag.context ?? null,
});

/** Raises a health flag for review (inside the caller's transaction when `db` is one). */
export const raiseFlag = (db: Db, flag: RaiseFlag): Promise<repo.FlagRow> =>
  repo.insertFlag(db, flagValues(flag));

/** Her own flags, or (scope `all`, reviewers only) every mother's, audited per mother. */
export async function listFlags(db: Db, user: User, scope: 'mine' | 'all'): Promise<HealthFlag[]> {
  if (scope === 'mine') return ownFlags(db, user.id);
  if (user.role !== 'admin') throw forbidden('Only clinical reviewers can see every mother’s alerts.');
  const rows = await repo.listFlags(db, null);
  const others = rows.filter((f) => f.userId !== user.id).map((f) => f.userId);
  await repo.insertAudit(db, user.id, others, 'flag_queue_viewed', 'health_flags');
  return rows.map(toFlag);
}

/** Her own flags, newest first (the visit summary's). */
export const ownFlags = async (db: Db, userId: string): Promise<HealthFlag[]> =>
  (await repo.listFlags(db, userId)).map(toFlag);

/** The recovery chat's report: a red flag for the signed-in mother. */
export async function reportRecoveryConcern(db: Db, userId: string, body: CreateFlag): Promise<HealthFlag> {
  const row = await raiseFlag(db, {
    userId,
    cause: { kind: 'recovery-chat-concern' },
    reason: 'Concern raised in the recovery chat',
    description: body.description,
    analysis: `Ask ZaraMD - Recovery flagged this reply for review (${body.flagType}).`,
    source: 'postpartum_ai_chat',
    context: body.context,
  });
  return toFlag(row);
}

const missing = () => notFound('We could not find that alert. It may have been removed.');

/** One flag, for its owner or a reviewer (whose read of another mother's flag is audited). */
export async function viewFlag(db: Db, viewer: User, flagId: string): Promise<HealthFlag> {
  const row = await repo.findFlag(db, flagId);
  if (!row) throw missing();
  if (row.userId !== viewer.id)
    await audit(db, viewer.id, row.userId, 'flag_viewed', `health_flag:${row.id}`);
  return toFlag(row);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A flag by id, or a 404 (also for an id that cannot be one). */
export async function flagById(db: Db, flagId: string): Promise<repo.FlagRow> {
  const row = UUID.test(flagId) ? await repo.findFlag(db, flagId) : null;
  if (!row) throw missing();
  return row;
}

/** Whose flag it is (the access rule's owner check), or null. */
export const flagOwner = async (db: Db, flagId: string) => (await repo.findFlag(db, flagId))?.userId ?? null;

/** Marks a flag reviewed by `reviewerId` (or reopens it); 404 when it is gone. */
export async function setReviewed(db: Db, reviewerId: string, flagId: string, reviewed: boolean) {
  const row = UUID.test(flagId) ? await repo.setReviewed(db, flagId, reviewed, reviewerId) : null;
  if (!row) throw missing();
  return row;
}

/** Every reviewer read of a mother's record is written down. */
export const audit = (db: Db, actorId: string, subjectId: string, action: string, target: string) =>
  repo.insertAudit(db, actorId, [subjectId], action, target);

/** The flag a self-check raised (its source id is the check's id), if any. */
export const flagOfCheck = (db: Db, userId: string, checkId: string) =>
  repo.findFlagBySource(db, userId, 'screening', checkId);

export const describeFlag = repo.describeFlag;

/** The flag a record raised for one reason, if any (a baby's warning sign is raised once per episode). */
export const flagForSource = repo.findFlagBySourceAndContext;

/** Her flags raised in [from, to), oldest first (a postpartum report's week). */
export const flagsBetween = repo.flagsBetween;

/**
 * The milestone tracker (docs/product.md, "Milestone tracker"): one current status per baby and milestone (a new
 * choice replaces it), the age the milestones follow (corrected for a baby born before 37 weeks), and 'Concerned'
 * on a milestone whose red flags the catalogue holds: the catalogue's advice comes back at once and a health flag is
 * raised for review, in the same transaction as the status. Other concerns are kept for the report.
 */
import type { Baby } from '../../../core/contracts/baby-tracking-babies.ts';
import type { MilestoneTemplate } from '../../../core/contracts/content-library.ts';
import type { MilestoneProgress, SaveMilestoneProgress } from '../../../core/contracts/milestones.ts';
import {
  catalogueRedFlags,
  milestoneAgeDays,
  milestoneWeek,
  STATUS_LABELS,
} from '../../../core/domain/milestones.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import { listBabies, resolveBaby } from '../baby-tracking/babies.ts';
import { flagForSource, raiseFlag } from '../flags/service.ts';
import { loadUserContext } from '../profile/context.ts';
import * as repo from './repository.ts';

export type Templates = readonly MilestoneTemplate[];

export const toProgress = (row: repo.ProgressRow): MilestoneProgress => ({
  id: row.id,
  userId: row.userId,
  babyId: row.babyId,
  milestoneTemplateId: row.milestoneTemplateId,
  babyAge: row.babyAge,
  status: row.status,
  statusLabel: STATUS_LABELS[row.status],
  observedDate: row.observedDate,
  notes: row.notes,
  parentConcerns: row.parentConcerns,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The baby a request names (her first when it names none), with its age today: 409 before the birth is recorded,
 * 400 naming babyId for an id that is not one of hers.
 */
export async function babyFor(db: Db, userId: string, babyId: string | undefined): Promise<Baby> {
  const all = await listBabies(db, userId);
  if (all.length === 0) await resolveBaby(db, userId, undefined); // its 409 says to record the birth first
  const found = babyId === undefined ? all[0] : all.find((b) => b.id === babyId);
  if (!found) throw fieldError('babyId', 'babyId must be one of your babies');
  return found;
}

/** The age (days) her baby's milestones follow, and whether it is the corrected age. */
export const milestoneAge = (baby: Baby) =>
  milestoneAgeDays({ days: baby.age.days, correctedDays: baby.age.corrected?.days ?? null });

export function templateOf(
  templates: Templates,
  id: string,
  field = 'milestoneTemplateId',
): MilestoneTemplate {
  const t = templates.find((x) => x.id === id);
  if (!t) throw fieldError(field, `${field} must be one of the milestones (GET /api/milestone-templates)`);
  return t;
}

export async function listProgress(db: Db, userId: string): Promise<MilestoneProgress[]> {
  return (await repo.listProgress(db, userId)).map(toProgress);
}

const FLAG_CONTEXT = 'Milestone tracker';

export async function saveProgress(
  db: Db,
  templates: Templates,
  userId: string,
  body: SaveMilestoneProgress,
) {
  const template = templateOf(templates, body.milestoneTemplateId);
  const baby = await babyFor(db, userId, body.babyId);
  const { today } = await loadUserContext(db, userId);
  const observedDate = body.status === 'observed' ? (body.observedDate ?? today) : null;
  if (observedDate && observedDate > today)
    throw fieldError('observedDate', 'observedDate cannot be in the future');
  if (observedDate && observedDate < baby.birthDate)
    throw fieldError('observedDate', 'observedDate cannot be before the baby was born');
  const age = milestoneAge(baby);
  const signs = body.status === 'delayed' ? catalogueRedFlags(template.redFlags) : [];

  return db.transaction(async (tx) => {
    const row = await repo.saveProgress(tx, {
      userId,
      babyId: baby.id,
      milestoneTemplateId: template.id,
      babyAge: age.days,
      status: body.status,
      observedDate,
      notes: body.notes || null,
      parentConcerns: body.parentConcerns || null,
    });
    if (signs.length === 0) return { progress: toProgress(row), concern: null };
    // One flag per baby and milestone: marking it Concerned again finds the one already raised.
    const existing = await flagForSource(tx, userId, 'milestone', row.id, FLAG_CONTEXT);
    const flagId =
      existing?.id ??
      (
        await raiseFlag(tx, {
          userId,
          cause: { kind: 'milestone-concern' },
          reason: `Milestone concern: ${template.title}`,
          description: row.parentConcerns ?? row.notes ?? `She marked “${template.title}” as Concerned.`,
          analysis: `${baby.name ?? 'Her baby'} (${String(age.days)} days${age.corrected ? ', corrected age' : ''}, milestone week ${String(milestoneWeek(age.days))}) marked Concerned on “${template.title}” (week ${String(template.weekNumber)}). Warning signs of this milestone in the catalogue: ${signs.map((s) => s.name).join('; ')}.`,
          source: 'milestone',
          sourceId: row.id,
          context: FLAG_CONTEXT,
        })
      ).id;
    return {
      progress: toProgress(row),
      concern: {
        flagId,
        signs: signs.map((s) => ({
          id: s.id,
          name: s.name,
          description: s.description,
          level: s.level,
          whatToDo: s.whatToDo,
        })),
      },
    };
  });
}

/**
 * A week's milestone report for one baby (docs/product.md, "Milestone tracker", Export Report): the week's
 * milestones with her statuses, notes and concerns as they stand when it is made (made again, it replaces the one
 * before), and its PDF with the photos' thumbnails.
 */
import type {
  GenerateMilestoneReport,
  MilestoneReport,
  MilestoneReportItem,
} from '../../../core/contracts/milestones.ts';
import {
  LAST_MILESTONE_WEEK,
  milestoneWeek,
  STATUS_LABELS,
  weekCompletion,
} from '../../../core/domain/milestones.ts';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../errors.ts';
import { listBabies } from '../baby-tracking/babies.ts';
import { loadUserContext } from '../profile/context.ts';
import { milestoneReportPdf } from './pdf.ts';
import { thumbnailsOf } from './photos.ts';
import * as repo from './repository.ts';
import { babyFor, milestoneAge, type Templates } from './service.ts';

const toReport = (row: repo.ReportRow, babyName: string | null): MilestoneReport => ({
  id: row.id,
  babyId: row.babyId,
  babyName,
  weekNumber: row.weekNumber,
  completion: row.completion,
  babyAgeDays: row.babyAgeDays,
  correctedAge: row.correctedAge,
  items: row.items,
  createdAt: row.createdAt.toISOString(),
  pdfUrl: `/api/milestone-reports/${row.id}/pdf`,
});

type Progress = Map<string, repo.ProgressRow>;

/** A week's milestones with her status, notes and concerns on each, as they stand. */
function weekItems(templates: Templates, progress: Progress, week: number): MilestoneReportItem[] {
  return templates
    .filter((t) => t.weekNumber === week)
    .map((t) => {
      const p = progress.get(t.id);
      return {
        milestoneTemplateId: t.id,
        title: t.title,
        category: t.category.name,
        status: p?.status ?? null,
        statusLabel: STATUS_LABELS[p?.status ?? 'untracked'],
        observedDate: p?.observedDate ?? null,
        notes: p?.notes ?? null,
        parentConcerns: p?.parentConcerns ?? null,
      };
    });
}

/**
 * Each of her babies' milestones of week `week` as they stand today (the postpartum report's PDF lists them):
 * nothing after the last milestone week (12).
 */
export async function milestonesOfWeek(
  db: Db,
  templates: Templates,
  userId: string,
  week: number,
): Promise<{ babyName: string | null; items: MilestoneReportItem[] }[]> {
  if (week > LAST_MILESTONE_WEEK) return [];
  const babies = await listBabies(db, userId);
  return Promise.all(
    babies.map(async (b) => ({
      babyName: b.name,
      items: weekItems(
        templates,
        new Map((await repo.progressOfBaby(db, b.id)).map((p) => [p.milestoneTemplateId, p] as const)),
        week,
      ),
    })),
  );
}

export async function generate(
  db: Db,
  templates: Templates,
  userId: string,
  body: GenerateMilestoneReport,
): Promise<MilestoneReport> {
  const baby = await babyFor(db, userId, body.babyId);
  const age = milestoneAge(baby);
  const current = milestoneWeek(age.days);
  if (body.weekNumber > current)
    throw fieldError(
      'weekNumber',
      `Week ${String(body.weekNumber)} has not come yet: ${baby.name ?? 'your baby'} is in milestone week ${String(current)}`,
    );
  const progress = new Map(
    (await repo.progressOfBaby(db, baby.id)).map((p) => [p.milestoneTemplateId, p] as const),
  );
  const items = weekItems(templates, progress, body.weekNumber);
  const statuses = new Map([...progress].map(([id, p]) => [id, p.status] as const));
  const row = await repo.saveReport(db, {
    userId,
    babyId: baby.id,
    weekNumber: body.weekNumber,
    completion: weekCompletion(templates, statuses, body.weekNumber),
    babyAgeDays: age.days,
    correctedAge: age.corrected,
    items,
  });
  return toReport(row, baby.name);
}

async function babyNames(db: Db, userId: string): Promise<Map<string, string | null>> {
  return new Map((await listBabies(db, userId)).map((b) => [b.id, b.name] as const));
}

export async function list(db: Db, userId: string): Promise<MilestoneReport[]> {
  const names = await babyNames(db, userId);
  return (await repo.listReports(db, userId)).map((r) => toReport(r, names.get(r.babyId) ?? null));
}

export async function pdf(db: Db, reportId: string): Promise<Buffer> {
  const row = await repo.findReport(db, reportId);
  if (!row) throw notFound('We could not find that report.');
  const [names, ctx, thumbs] = await Promise.all([
    babyNames(db, row.userId),
    loadUserContext(db, row.userId),
    thumbnailsOf(
      db,
      row.babyId,
      row.items.map((i) => i.milestoneTemplateId),
    ),
  ]);
  return milestoneReportPdf({
    report: toReport(row, names.get(row.babyId) ?? null),
    motherName: ctx.profile?.firstName ?? null,
    timeZone: ctx.timeZone,
    thumbnails: thumbs,
  });
}

export const reportOwner = async (db: Db, id: string) => (await repo.findReport(db, id))?.userId ?? null;

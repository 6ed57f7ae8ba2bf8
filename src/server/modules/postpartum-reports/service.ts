/**
 * Her weekly postpartum reports (docs/product.md, "Postpartum reports"): the week's figures read from her baby and
 * recovery logs and her health flags of that week (core/domain/postpartum-figures.ts), the texts written by the
 * domain's rules (core/domain/postpartum-report.ts), kept one per week, and the PDF for her midwife.
 */
import type {
  GeneratePostpartumReport,
  PostpartumReport,
  WeeklyStats,
} from '../../../core/contracts/postpartum-reports.ts';
import { endOfLocalDay, startOfLocalDay } from '../../../core/domain/baby-age.ts';
import {
  postpartumWeekRange,
  type WeekFigures,
  weekFigures,
} from '../../../core/domain/postpartum-figures.ts';
import { reportTexts } from '../../../core/domain/postpartum-report.ts';
import { addDays, daysBetween } from '../../../core/domain/pregnancy.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, fieldError, HttpError, notFound } from '../../errors.ts';
import { listBabies } from '../baby-tracking/babies.ts';
import { logsForSpan } from '../baby-tracking/service.ts';
import { flagsBetween } from '../flags/service.ts';
import { milestonesOfWeek } from '../milestones/reports.ts';
import type { Templates } from '../milestones/service.ts';
import { loadUserContext, type UserContext } from '../profile/context.ts';
import { logsBetweenDates } from '../recovery/service.ts';
import { postpartumReportPdf } from './pdf.ts';
import * as repo from './repository.ts';

const notYet = () =>
  new HttpError(
    409,
    'no_birth',
    "Record your baby's birth first (Profile, 'My baby is here'): reports count the weeks since the birth.",
  );

interface Week {
  figures: WeekFigures;
  ctx: UserContext;
}

/** The week's figures, read from her logs as they are now. */
export async function weekOf(
  db: Db,
  userId: string,
  week: number,
  field: string,
  now = new Date(),
): Promise<Week> {
  const ctx = await loadUserContext(db, userId, now);
  const birthDate = ctx.profile?.stage === 'postpartum' ? ctx.profile.birthDate : null;
  if (!birthDate) throw notYet();
  const current = Math.floor(daysBetween(birthDate, ctx.today) / 7);
  if (week > current)
    throw fieldError(
      field,
      `Week ${String(week)} has not come yet: you are in postpartum week ${String(current)}`,
    );
  const { startDate, endDate } = postpartumWeekRange(birthDate, week);
  const lastDate = endDate < ctx.today ? endDate : ctx.today;
  const days = Array.from({ length: daysBetween(startDate, lastDate) + 1 }, (_, i) => {
    const date = addDays(startDate, i);
    return { date, from: startOfLocalDay(date, ctx.timeZone), to: endOfLocalDay(date, ctx.timeZone) };
  });
  const from = startOfLocalDay(startDate, ctx.timeZone);
  const to = endOfLocalDay(lastDate, ctx.timeZone);
  const [babies, recovery, flags] = await Promise.all([
    listBabies(db, userId, now),
    logsBetweenDates(db, userId, startDate, lastDate),
    flagsBetween(db, userId, from, to),
  ]);
  const babyLogs = await Promise.all(babies.map((b) => logsForSpan(db, b.id, from, to)));
  const figures = weekFigures({
    weekNumber: week,
    startDate,
    endDate,
    today: ctx.today,
    days,
    babies: babies.map((b, i) => ({
      id: b.id,
      name: b.name,
      birthDate: b.birthDate,
      logs: babyLogs[i]?.logs ?? [],
      firstLogAt: babyLogs[i]?.firstLogAt ?? null,
    })),
    recovery,
    flags: flags.map((f) => ({
      createdAt: f.createdAt.toISOString(),
      date: localDateIn(ctx.timeZone, f.createdAt),
      reason: f.reason,
      priority: f.priority,
      reviewed: f.reviewed,
      reviewedAt: f.reviewedAt?.toISOString() ?? null,
    })),
  });
  return { figures, ctx };
}

export async function stats(db: Db, userId: string, week: number): Promise<WeeklyStats> {
  const { figures: f } = await weekOf(db, userId, week, 'week');
  const t = f.totals;
  return {
    weekNumber: f.weekNumber,
    startDate: f.startDate,
    endDate: f.endDate,
    daysCovered: f.daysCovered,
    totalFeedings: t.totalFeedings,
    totalDiapers: t.totalDiapers,
    totalSleepHours: t.totalSleepHours,
    avgSleepDuration: t.avgSleepDuration,
    avgPainLevel: t.avgPainLevel,
    avgMoodRating: t.avgMoodRating,
    redFlagCount: t.redFlagCount,
  };
}

const toReport = (row: repo.ReportRow): PostpartumReport => ({
  id: row.id,
  weekNumber: row.weekNumber,
  startDate: row.startDate,
  endDate: row.endDate,
  createdAt: row.createdAt.toISOString(),
  totalFeedings: row.totalFeedings,
  totalDiapers: row.totalDiapers,
  totalSleepHours: row.totalSleepHours,
  avgPainLevel: row.avgPainLevel,
  avgMoodRating: row.avgMoodRating,
  avgAnxietyLevel: row.avgAnxietyLevel,
  redFlagCount: row.redFlagCount,
  weeklyInsights: row.weeklyInsights,
  recommendations: row.recommendations,
  maternalConcerns: row.maternalConcerns,
  babyConcerns: row.babyConcerns,
  pdfUrl: `/api/postpartum-reports/${row.id}/pdf`,
});

export async function generate(
  db: Db,
  userId: string,
  body: GeneratePostpartumReport,
): Promise<PostpartumReport> {
  const { figures: f } = await weekOf(db, userId, body.weekNumber, 'weekNumber');
  // The spec's client sends the week's dates; they must be the week the server counts from her birth date.
  for (const [field, want] of [
    ['startDate', f.startDate],
    ['endDate', f.endDate],
  ] as const) {
    const sent = body[field]?.slice(0, 10);
    if (sent && sent !== want)
      throw badRequest(`Week ${String(f.weekNumber)} runs from ${f.startDate} to ${f.endDate}`, {
        [field]: `${field} of week ${String(f.weekNumber)} is ${want}`,
      });
  }
  const texts = reportTexts(f);
  const t = f.totals;
  const row = await repo.saveReport(db, {
    userId,
    weekNumber: f.weekNumber,
    startDate: f.startDate,
    endDate: f.endDate,
    totalFeedings: t.totalFeedings,
    totalDiapers: t.totalDiapers,
    totalSleepHours: t.totalSleepHours,
    avgPainLevel: t.avgPainLevel,
    avgMoodRating: t.avgMoodRating,
    avgAnxietyLevel: t.avgAnxietyLevel,
    redFlagCount: t.redFlagCount,
    ...texts,
    figures: f,
  });
  return toReport(row);
}

export const list = async (db: Db, userId: string) => (await repo.listReports(db, userId)).map(toReport);

export async function pdf(db: Db, templates: Templates, reportId: string): Promise<Buffer> {
  const row = await repo.findReport(db, reportId);
  if (!row) throw notFound('We could not find that report.');
  const ctx = await loadUserContext(db, row.userId);
  const milestones = await milestonesOfWeek(db, templates, row.userId, row.weekNumber);
  return postpartumReportPdf({ report: toReport(row), figures: row.figures, ctx, milestones });
}

export const reportOwner = async (db: Db, id: string) => (await repo.findReport(db, id))?.userId ?? null;

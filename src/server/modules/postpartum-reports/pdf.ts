/**
 * A postpartum week's report as a PDF a midwife or health visitor reads in a minute (docs/product.md, "Postpartum
 * reports"): her name and the baby's, the week and its dates, the figures, charts (feeds, wet nappies against the
 * day-of-life target, sleep per day; pain and mood over the week), the health alerts with their dates and whether
 * a clinician has reviewed them, her concerns and the baby's, and the recommendations, each with its number.
 */
import type { MilestoneReportItem } from '../../../core/contracts/milestones.ts';
import type { PostpartumReport } from '../../../core/contracts/postpartum-reports.ts';
import type { WeekFigures } from '../../../core/domain/postpartum-figures.ts';
import {
  longCalendarDate,
  longDate,
  madeWithZara,
  PDF_COLOURS,
  pdfTitle,
  renderPdf,
} from '../../pdf-document.ts';
import type { UserContext } from '../profile/context.ts';
import { barChart, lineChart } from './charts.ts';

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const weekWords = (n: number) =>
  n === 0 ? 'the birth week' : `${String(n)} week${n === 1 ? '' : 's'} after the birth`;
const orDash = (n: number | null) => (n === null ? 'not logged' : `${String(n)} / 10`);

function section(doc: PDFKit.PDFDocument, title: string, lines: readonly string[], empty: string): void {
  doc.moveDown(0.6);
  doc.font('bold').fontSize(12).fillColor(PDF_COLOURS.text).text(title, doc.page.margins.left);
  doc.font('regular').fontSize(10);
  if (lines.length === 0) doc.fillColor(PDF_COLOURS.muted).text(empty);
  else doc.fillColor(PDF_COLOURS.text).list([...lines], { bulletRadius: 2, textIndent: 10, paragraphGap: 2 });
}

/** A baby's milestones of the report's week (milestones/reports.ts milestonesOfWeek). */
export interface WeekMilestones {
  babyName: string | null;
  items: readonly MilestoneReportItem[];
}

const milestoneLine = (m: MilestoneReportItem) =>
  [
    `${m.title}: ${m.statusLabel}${m.status === 'observed' && m.observedDate ? ` (seen ${longCalendarDate(m.observedDate)})` : ''}.`,
    m.notes ? `Her notes: ${m.notes}.` : '',
    m.parentConcerns ? `Her concerns: ${m.parentConcerns}.` : '',
  ]
    .filter(Boolean)
    .join(' ');

export function postpartumReportPdf({
  report,
  figures: f,
  ctx,
  milestones,
}: {
  report: PostpartumReport;
  figures: WeekFigures;
  ctx: UserContext;
  milestones: readonly WeekMilestones[];
}): Promise<Buffer> {
  return renderPdf(`Postpartum report, week ${String(report.weekNumber)}`, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    pdfTitle(doc, `Postpartum report, week ${String(report.weekNumber)}`);
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(PDF_COLOURS.muted)
      .text(`Week ${String(report.weekNumber)} is ${weekWords(report.weekNumber)}.`);
    doc.font('regular').fontSize(11).fillColor(PDF_COLOURS.text);
    doc.text(
      `${longCalendarDate(f.startDate)} to ${longCalendarDate(f.endDate)} (${String(f.daysCovered)} of 7 days so far)`,
    );
    const names = f.babies.map((b) => b.name ?? 'not named yet').join(' and ');
    doc.text(
      `Mother: ${ctx.profile?.firstName ?? ''}${names ? `   Baby: ${names}` : ''}${ctx.profile?.birthDate ? `   Born ${longCalendarDate(ctx.profile.birthDate)}` : ''}`,
    );
    doc.moveDown(0.4);
    doc.text(
      `Feeds ${String(report.totalFeedings)}   Nappies ${String(report.totalDiapers)}   Sleep ${String(report.totalSleepHours)} h   Average pain ${orDash(report.avgPainLevel)}, mood ${orDash(report.avgMoodRating)}, anxiety ${orDash(report.avgAnxietyLevel)}   Health alerts ${String(report.redFlagCount)}`,
    );

    const baby = f.babies[0];
    const top = doc.y + 10;
    const cw = (width - 16) / 2;
    const ch = 110;
    const labels = f.mother.map((d) => dayLabel(d.date));
    if (baby) {
      const who = baby.name ?? 'Baby';
      barChart(
        doc,
        { x: left, y: top, w: cw, h: ch },
        `${who}: feeds per day (dashed: 8)`,
        labels,
        baby.days.map((d) => d.feeds),
        baby.days.map((d) => d.targets?.feedsMin ?? null),
      );
      barChart(
        doc,
        { x: left + cw + 16, y: top, w: cw, h: ch },
        `${who}: wet nappies (dashed: target)`,
        labels,
        baby.days.map((d) => d.wet),
        baby.days.map((d) => d.targets?.wetMin ?? null),
      );
      barChart(
        doc,
        { x: left, y: top + ch + 14, w: cw, h: ch },
        `${who}: sleep hours per day`,
        labels,
        baby.days.map((d) => Math.round((d.sleepMinutes / 60) * 10) / 10),
      );
    }
    lineChart(
      doc,
      { x: left + (baby ? cw + 16 : 0), y: top + (baby ? ch + 14 : 0), w: cw, h: ch },
      'Your pain and mood (out of 10)',
      labels,
      [
        { name: 'Pain', values: f.mother.map((d) => d.pain), dashed: false },
        { name: 'Mood', values: f.mother.map((d) => d.mood), dashed: true },
      ],
    );
    doc.x = left;
    doc.y = top + (baby ? 2 * ch + 24 : ch + 10);
    for (const other of f.babies.slice(1))
      doc
        .font('regular')
        .fontSize(10)
        .fillColor(PDF_COLOURS.text)
        .text(
          `${other.name ?? 'Baby'}: ${String(other.totalFeedings)} feeds, ${String(other.totalDiapers)} nappies, ${String(Math.round((other.totalSleepMinutes / 60) * 10) / 10)} hours of sleep.`,
          left,
        );

    section(
      doc,
      'Health alerts this week',
      f.flags.map(
        (x) =>
          `${longDate(new Date(x.createdAt), ctx.timeZone)}: ${x.reason}. ${x.reviewed && x.reviewedAt ? `Reviewed by a clinician on ${longDate(new Date(x.reviewedAt), ctx.timeZone)}.` : 'Not yet reviewed by a clinician.'}`,
      ),
      'None raised this week.',
    );
    section(doc, 'Her concerns', report.maternalConcerns, 'None from her logs this week.');
    section(doc, 'Baby concerns', report.babyConcerns, 'None from the logs this week.');
    section(doc, 'What the week shows', report.weeklyInsights, 'Nothing logged this week.');
    section(doc, 'Recommendations', report.recommendations, 'None.');
    const many = milestones.length > 1;
    section(
      doc,
      `Milestones of week ${String(report.weekNumber)} (as they stand today)`,
      milestones.flatMap((b) =>
        b.items.map((m) => `${many ? `${b.babyName ?? 'Baby'}: ` : ''}${milestoneLine(m)}`),
      ),
      report.weekNumber > 12 ? 'Milestones are tracked up to week 12.' : 'No milestones for this week.',
    );
    doc.moveDown(1);
    madeWithZara(
      doc,
      ctx.timeZone,
      'Figures are from what she logged in Zara; a day she did not log shows as 0.',
    );
  });
}

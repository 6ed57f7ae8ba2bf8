/**
 * A week's milestone report as a PDF for her health visitor or doctor: the baby, the age the milestones follow
 * (corrected for a baby born early), the week's completion, and each milestone with her status, the date she saw
 * it, her notes and concerns, and the thumbnails of her photos of it.
 */
import type { MilestoneReport } from '../../../core/contracts/milestones.ts';
import { longDate, madeWithZara, PDF_COLOURS, pdfTitle, renderPdf } from '../../pdf-document.ts';

export interface MilestonePdfInput {
  report: MilestoneReport;
  motherName: string | null;
  timeZone: string;
  thumbnails: readonly { milestoneTemplateId: string; thumbnail: Buffer }[];
}

const THUMB = 84;
const ageText = (days: number) => {
  const weeks = Math.floor(days / 7);
  const rest = days - weeks * 7;
  return `${String(weeks)} week${weeks === 1 ? '' : 's'} and ${String(rest)} day${rest === 1 ? '' : 's'}`;
};

export function milestoneReportPdf({
  report,
  motherName,
  timeZone,
  thumbnails,
}: MilestonePdfInput): Promise<Buffer> {
  const baby = report.babyName ?? 'Baby';
  return renderPdf(`Milestones, week ${String(report.weekNumber)}: ${baby}`, (doc) => {
    pdfTitle(doc, `${baby}: milestones of week ${String(report.weekNumber)}`);
    doc.moveDown(0.3);
    doc.font('regular').fontSize(11).fillColor(PDF_COLOURS.text);
    if (motherName) doc.text(`Parent: ${motherName}`);
    doc.text(
      `Age when made: ${ageText(report.babyAgeDays)}${report.correctedAge ? ' (corrected age: born early, counted from the due date)' : ''}`,
    );
    const observed = report.items.filter((i) => i.status === 'observed').length;
    doc.text(
      `Observed: ${String(observed)} of ${String(report.items.length)} milestones of this week (${String(report.completion)}%)`,
    );

    for (const item of report.items) {
      doc.moveDown(0.8);
      doc.font('bold').fontSize(12).fillColor(PDF_COLOURS.text).text(item.title);
      doc.font('regular').fontSize(10).fillColor(PDF_COLOURS.muted).text(item.category);
      doc.fontSize(11).fillColor(PDF_COLOURS.text);
      doc.text(
        `Status: ${item.statusLabel}${item.observedDate ? `, seen on ${longDate(new Date(`${item.observedDate}T12:00:00Z`), 'UTC')}` : ''}`,
      );
      if (item.notes) doc.text(`Notes: ${item.notes}`);
      if (item.parentConcerns) doc.text(`Concerns: ${item.parentConcerns}`);
      const photos = thumbnails.filter((t) => t.milestoneTemplateId === item.milestoneTemplateId).slice(0, 5);
      if (photos.length === 0) continue;
      doc.moveDown(0.3);
      if (doc.y + THUMB > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const top = doc.y;
      photos.forEach((p, i) => {
        doc.image(p.thumbnail, doc.page.margins.left + i * (THUMB + 8), top, { fit: [THUMB, THUMB] });
      });
      doc.x = doc.page.margins.left;
      doc.y = top + THUMB + 4;
    }
    doc.moveDown(1.5);
    madeWithZara(
      doc,
      timeZone,
      'Babies develop at their own pace; a milestone not seen yet is something to talk about, not a diagnosis.',
    );
  });
}

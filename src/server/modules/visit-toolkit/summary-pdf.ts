/**
 * The visit summary as a PDF her midwife can read in a minute (docs/product.md, "Doctor Visit Toolkit"): who she
 * is and where she is, then one section per part, drawn on the birth plan's page set-up (pdf-document.ts). One
 * page where it fits; a long list runs on to a second. Every section is one function of the gathered data; after the
 * birth her recovery alerts and the babies' days join them (summary-postbirth.ts).
 */
import type { SummaryWindow } from '../../../core/domain/visit-toolkit.ts';
import { longCalendarDate, madeWithZara, PDF_COLOURS, pdfTitle, renderPdf } from '../../pdf-document.ts';
import { BODY_SIZE, contentWidth, ensureSpace, plural } from './pdf-layout.ts';
import { babySection, recoverySection } from './summary-postbirth.ts';
import { flagsSection, moodSection, questionsSection, symptomsSection } from './summary-sections.ts';
import type { SummaryData } from './summary.ts';

type Doc = PDFKit.PDFDocument;

/** The parts of the summary, in the order her midwife reads them. */
const SECTIONS: readonly ((doc: Doc, data: SummaryData) => void)[] = [
  symptomsSection,
  flagsSection,
  recoverySection,
  babySection,
  moodSection,
  questionsSection,
];

/** "28 weeks and 3 days pregnant", or "12 days since the birth". */
export function whereSheIs(data: SummaryData): string {
  const { status } = data;
  if (status.phase === 'pregnant' && status.gestationalDays !== null) {
    const weeks = Math.floor(status.gestationalDays / 7);
    const days = status.gestationalDays % 7;
    return `${plural(weeks, 'week')}${days ? ` and ${plural(days, 'day')}` : ''} pregnant`;
  }
  const days = status.babyAgeDays ?? 0;
  if (days === 0) return 'The baby was born today';
  const weeks = Math.floor(days / 7);
  return `${plural(days, 'day')} since the birth${weeks >= 2 ? ` (${String(weeks)} weeks)` : ''}`;
}

/** What "since the last visit" means on this summary, in words. */
export function windowText(window: SummaryWindow): string {
  const from = longCalendarDate(window.since);
  switch (window.basis) {
    case 'last-visit':
      return `Since the last visit, on ${from}`;
    case 'birth':
      return `Since the birth, on ${from}`;
    case 'usual-gap':
      return `Since ${from}: no earlier visit is in the calendar, and visits are usually ${window.weeks === 1 ? 'weekly' : `every ${String(window.weeks)} weeks`} at this stage`;
    case 'recent-weeks':
      return `Since ${from} (the last ${String(window.weeks)} weeks): no visit since the birth is in the calendar`;
  }
}

function appointmentText(data: SummaryData): string | null {
  const a = data.appointment;
  if (!a) return null;
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${a.date}T00:00:00Z`));
  return `For: ${a.title}, ${day}${a.time ? ` at ${a.time}` : ''}${a.location ? `, ${a.location}` : ''}`;
}

function header(doc: Doc, data: SummaryData): void {
  pdfTitle(doc, 'Visit summary');
  doc.moveDown(0.3);
  doc.font('bold').fontSize(13).fillColor(PDF_COLOURS.text).text(data.name);
  const dates =
    data.status.phase === 'pregnant'
      ? data.dueDate
        ? `Due date: ${longCalendarDate(data.dueDate)}`
        : null
      : data.birthDate
        ? `Birth date: ${longCalendarDate(data.birthDate)}`
        : null;
  doc
    .font('regular')
    .fontSize(11)
    .text([whereSheIs(data), dates].filter(Boolean).join(' · '));
  const appointment = appointmentText(data);
  if (appointment) doc.text(appointment, { width: contentWidth(doc) });
  doc
    .fontSize(BODY_SIZE)
    .fillColor(PDF_COLOURS.muted)
    .text(`${windowText(data.window)}.`, { width: contentWidth(doc) });
}

export function visitSummaryPdf(data: SummaryData): Promise<Buffer> {
  return renderPdf(`Visit summary: ${data.name}`, (doc) => {
    header(doc, data);
    for (const section of SECTIONS) section(doc, data);
    doc.moveDown(1.2);
    doc.x = doc.page.margins.left;
    ensureSpace(doc, 30);
    madeWithZara(
      doc,
      data.timeZone,
      'Records kept in the Zara app. Zara offers support and information, not medical advice.',
    );
  });
}

/**
 * Her birth plan as a PDF to bring to her midwife: her name, due date, each section with her choices, her notes.
 * Written in her voice, with the content's reminder that births do not always go to plan.
 */
import type { BirthPlan, BirthPlanSection } from '../../../core/contracts/birth-prep.ts';
import { planSummary } from '../../../core/domain/birth-plan.ts';
import {
  longCalendarDate,
  longDate,
  madeWithZara,
  PDF_COLOURS,
  pdfTitle,
  renderPdf,
} from '../../pdf-document.ts';

export interface PlanPdfInput {
  /** Her full name, as she gave it when she signed up. */
  name: string;
  /** What she asked Zara to call her (onboarding), shown when it is not simply her first name. */
  callMe: string | null;
  /** YYYY-MM-DD, while she is pregnant. */
  dueDate: string | null;
  timeZone: string;
  plan: BirthPlan;
  sections: readonly BirthPlanSection[];
}

const MUTED = PDF_COLOURS.muted;

export function birthPlanPdf({
  name,
  callMe,
  dueDate,
  timeZone,
  plan,
  sections,
}: PlanPdfInput): Promise<Buffer> {
  return renderPdf(`Birth plan: ${name}`, (doc) => {
    pdfTitle(doc, 'My birth plan');
    doc.moveDown(0.4);
    doc.font('regular').fontSize(12).fillColor('#000').text(`Name: ${name}`);
    if (callMe && callMe !== name.split(/\s+/)[0]) doc.text(`Please call me: ${callMe}`);
    if (dueDate) doc.text(`Due date: ${longCalendarDate(dueDate)}`);
    doc.text(`Last updated: ${longDate(new Date(plan.updatedAt), timeZone)}`);
    doc.moveDown(0.6);
    doc
      .fontSize(11)
      .fillColor(MUTED)
      .text(
        'These are my wishes for labour and birth. I know births do not always go to plan: please talk with me about any change and ask for my consent.',
      );

    for (const line of planSummary(sections, plan)) {
      doc.moveDown(0.9);
      doc.font('bold').fontSize(13).fillColor('#000').text(line.title);
      doc.moveDown(0.2);
      doc.font('regular').fontSize(11);
      if (line.chosen.length === 0) doc.fillColor(MUTED).text('No preference noted');
      else doc.fillColor('#000').list(line.chosen, { bulletRadius: 2, textIndent: 12, paragraphGap: 2 });
    }

    if (plan.notes) {
      doc.moveDown(0.9);
      doc.font('bold').fontSize(13).fillColor('#000').text('In my own words');
      doc.moveDown(0.2);
      doc.font('regular').fontSize(11).text(plan.notes);
    }

    doc.moveDown(1.5);
    madeWithZara(doc, timeZone, 'Please go through this plan with your midwife.');
  });
}

/**
 * A readable PDF summary of her data export (fonts and set-up shared in pdf-document.ts).
 */
import type { DataExport } from '../../../core/contracts/profile.ts';
import { renderPdf } from '../../pdf-document.ts';

const str = (v: unknown): string => {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
};
const label = (name: string) => name.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());

export function exportPdf(data: DataExport): Promise<Buffer> {
  return renderPdf('Zara: my data', (doc) => {
    const profile = data.tables.profiles?.[0];
    doc.font('bold').fontSize(20).text('Zara: my data');
    doc.moveDown(0.5);
    doc
      .font('regular')
      .fontSize(11)
      .fillColor('#555')
      .text(`Exported ${data.exportedAt.slice(0, 10)}`);
    doc.fillColor('#000').moveDown();
    doc.font('bold').fontSize(14).text('About me');
    doc.font('regular').fontSize(11);
    doc.text(`Name: ${str(profile?.firstName ?? data.user.displayName)}`);
    doc.text(`Email: ${data.user.email}`);
    if (profile) {
      doc.text(`Stage: ${str(profile.stage)}`);
      doc.text(`Due date: ${str(profile.dueDate)}`);
      doc.text(`Birth date: ${str(profile.birthDate)}`);
      if (profile.babyName) doc.text(`Baby's name: ${str(profile.babyName)}`);
      doc.text(`Country: ${str(profile.country)}`);
      doc.text(`Time zone: ${str(profile.timeZone)}`);
    }
    doc.moveDown();
    doc.font('bold').fontSize(14).text('What is stored');
    doc.font('regular').fontSize(11);
    for (const [name, rows] of Object.entries(data.tables))
      doc.text(`${label(name)}: ${String(rows.length)}`);

    const checkins = data.tables.checkins ?? [];
    if (checkins.length > 0) {
      doc.moveDown();
      doc.font('bold').fontSize(14).text('Recent check-ins');
      doc.font('regular').fontSize(11);
      for (const c of checkins.slice(-30)) {
        doc.text(
          `${str(c.localDate)} ${str(c.window)}: ${str(c.mood)} (${str(c.intensity)}/10)${c.note ? ` - ${str(c.note)}` : ''}`,
        );
      }
    }
    doc.moveDown();
    doc.fontSize(9).fillColor('#555').text('The complete data, every field, is in the JSON download.');
  });
}

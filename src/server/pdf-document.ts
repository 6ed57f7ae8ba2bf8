/**
 * PDFs the app produces (her data summary, her birth plan, her visit summary): A4, with DejaVu Sans embedded as
 * 'regular' and 'bold', because pdfkit's built-in fonts garble non-ASCII names (docs/architecture.md), and the
 * look her midwife sees on each: the title, the colours, dates in words and the closing line.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = join(fontDir, 'DejaVuSans.ttf');
const BOLD = join(fontDir, 'DejaVuSans-Bold.ttf');

/** The theme's plum for titles and a soft grey-plum for notes, readable when printed in black and white. */
export const PDF_COLOURS = { text: '#000000', muted: '#5b4e57', accent: '#8e4565' } as const;

/** An instant as a date in words, in her time zone ("3 December 2026"). */
export const longDate = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(d);

/** A calendar date (yyyy-mm-dd) in words. */
export const longCalendarDate = (isoDate: string) => longDate(new Date(`${isoDate}T00:00:00Z`), 'UTC');

/** The document's title, in the accent colour. */
export function pdfTitle(doc: PDFKit.PDFDocument, title: string): void {
  doc.font('bold').fontSize(22).fillColor(PDF_COLOURS.accent).text(title);
}

/** The closing line: when it was made, and what to do with it. */
export function madeWithZara(doc: PDFKit.PDFDocument, timeZone: string, advice: string): void {
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(PDF_COLOURS.muted)
    .text(`Made with Zara on ${longDate(new Date(), timeZone)}. ${advice}`);
}

/** Draws a document and resolves with its bytes. */
export function renderPdf(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Author: 'Zara' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('regular', REGULAR);
    doc.registerFont('bold', BOLD);
    doc.font('regular');
    try {
      draw(doc);
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)));
      return;
    }
    doc.end();
  });
}

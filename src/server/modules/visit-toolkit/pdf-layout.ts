/**
 * Layout for the visit summary's page (pdfkit): section headings, small tables whose rows never split across a
 * page, coloured marks that always sit beside their word (colour never carries meaning alone).
 */
import { PDF_COLOURS } from '../../pdf-document.ts';

type Doc = PDFKit.PDFDocument;

export const BODY_SIZE = 10;
const ROW_GAP = 3;

const left = (doc: Doc) => doc.page.margins.left;
export const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page when `height` would not fit on this one. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

export const plural = (n: number, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;
/** "23 Nov", her day of an instant. */
export const shortDate = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone }).format(new Date(iso));

/** A section's heading with a thin rule under it, and an optional note in grey beside the title. */
export function sectionHeading(doc: Doc, title: string, note?: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.8);
  const y = doc.y;
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(PDF_COLOURS.accent)
    .text(title, left(doc), y, { continued: !!note });
  if (note) doc.font('regular').fontSize(BODY_SIZE).fillColor(PDF_COLOURS.muted).text(`   ${note}`);
  const ruleY = doc.y + 2;
  doc
    .moveTo(left(doc), ruleY)
    .lineTo(left(doc) + contentWidth(doc), ruleY)
    .lineWidth(0.5)
    .strokeColor('#d8cdd3')
    .stroke();
  doc.y = ruleY + 5;
  doc.font('regular').fontSize(BODY_SIZE).fillColor(PDF_COLOURS.text);
}

/** A line of grey text (an empty list's words, a note). */
export function muted(doc: Doc, text: string): void {
  doc
    .font('regular')
    .fontSize(BODY_SIZE)
    .fillColor(PDF_COLOURS.muted)
    .text(text, left(doc), doc.y, {
      width: contentWidth(doc),
    });
  doc.fillColor(PDF_COLOURS.text);
}

/** Under a list cut short to keep the page a page: how many more there are. */
export function more(doc: Doc, hidden: number, what: string): void {
  if (hidden > 0) muted(doc, `And ${plural(hidden, what)} more, older, in the Zara app.`);
}

export interface Cell {
  text: string;
  bold?: boolean;
  /** A second line in grey under the text (her notes). */
  note?: string | null;
  /** A coloured dot before the text. */
  dot?: string;
}

const DOT = 4;
const DOT_SPACE = 12;

function cellHeight(doc: Doc, cell: Cell, width: number): number {
  const inner = width - (cell.dot ? DOT_SPACE : 0) - 6;
  doc.font(cell.bold ? 'bold' : 'regular').fontSize(BODY_SIZE);
  let h = doc.heightOfString(cell.text, { width: inner });
  if (cell.note)
    h += doc
      .font('regular')
      .fontSize(BODY_SIZE - 1)
      .heightOfString(cell.note, { width: inner });
  return h;
}

function drawCell(doc: Doc, cell: Cell, x: number, y: number, width: number): void {
  let textX = x;
  if (cell.dot) {
    doc.circle(x + DOT, y + 6, DOT).fill(cell.dot);
    textX += DOT_SPACE;
  }
  const inner = width - (textX - x) - 6;
  doc
    .font(cell.bold ? 'bold' : 'regular')
    .fontSize(BODY_SIZE)
    .fillColor(PDF_COLOURS.text)
    .text(cell.text, textX, y, { width: inner });
  if (cell.note) {
    doc
      .font('regular')
      .fontSize(BODY_SIZE - 1)
      .fillColor(PDF_COLOURS.muted)
      .text(cell.note, textX, doc.y, { width: inner });
  }
}

/**
 * A table: a grey header row, then one row per item; `widths` are shares of the page's width. A row that would not
 * fit starts a new page with the header again.
 */
export function table(doc: Doc, headers: readonly string[], widths: readonly number[], rows: Cell[][]): void {
  const total = widths.reduce((a, b) => a + b, 0);
  const cols = widths.map((w) => (w / total) * contentWidth(doc));
  const xs = cols.map((_, i) => left(doc) + cols.slice(0, i).reduce((a, b) => a + b, 0));
  const header = () => {
    const y = doc.y;
    headers.forEach((h, i) =>
      doc
        .font('bold')
        .fontSize(BODY_SIZE - 1)
        .fillColor(PDF_COLOURS.muted)
        .text(h, xs[i], y, { width: (cols[i] ?? 0) - 6 }),
    );
    doc.y = y + BODY_SIZE + ROW_GAP + 2;
  };
  ensureSpace(doc, 40);
  header();
  for (const row of rows) {
    const h = Math.max(...row.map((c, i) => cellHeight(doc, c, cols[i] ?? 0)));
    if (doc.y + h > bottom(doc)) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    row.forEach((c, i) => drawCell(doc, c, xs[i] ?? 0, y, cols[i] ?? 0));
    doc.y = y + h + ROW_GAP;
  }
  doc.x = left(doc);
  doc.fillColor(PDF_COLOURS.text);
}

/** A horizontal bar: a light track and a filled share of it (the number beside it says the same in words). */
export function bar(
  doc: Doc,
  x: number,
  y: number,
  width: number,
  parts: readonly { share: number; colour: string }[],
): void {
  doc.roundedRect(x, y, width, 8, 4).fill('#eee6ea');
  let at = x;
  for (const p of parts) {
    const w = Math.max(0, Math.min(1, p.share)) * width;
    if (w > 0) doc.rect(at, y, w, 8).fill(p.colour);
    at += w;
  }
}

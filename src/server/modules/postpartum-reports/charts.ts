/**
 * Small charts drawn with pdfkit for the postpartum report: bars per day (with the day-of-life target as a dashed
 * line where there is one) and lines over the week (pain and mood, 1-10). Values are printed on the bars, so the
 * chart reads in black and white and without colour.
 */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const INK = '#000000';
const MUTED = '#5b4e57';
const BAR = '#8e4565';

function frame(doc: PDFKit.PDFDocument, box: Box, title: string): Box {
  doc.font('bold').fontSize(10).fillColor(INK).text(title, box.x, box.y, { width: box.w });
  const plot = { x: box.x + 4, y: box.y + 16, w: box.w - 8, h: box.h - 32 };
  doc
    .moveTo(plot.x, plot.y + plot.h)
    .lineTo(plot.x + plot.w, plot.y + plot.h)
    .lineWidth(0.5)
    .stroke(MUTED);
  return plot;
}

function dayLabels(doc: PDFKit.PDFDocument, plot: Box, labels: readonly string[]): void {
  const step = plot.w / Math.max(1, labels.length);
  doc.font('regular').fontSize(7).fillColor(MUTED);
  labels.forEach((l, i) => {
    doc.text(l, plot.x + i * step, plot.y + plot.h + 3, { width: step, align: 'center', lineBreak: false });
  });
}

/** Bars per day; `targets` (per day, or null) drawn as a dashed line over each bar. */
export function barChart(
  doc: PDFKit.PDFDocument,
  box: Box,
  title: string,
  labels: readonly string[],
  values: readonly number[],
  targets: readonly (number | null)[] = [],
): void {
  const plot = frame(doc, box, title);
  const top = Math.max(1, ...values, ...targets.map((t) => t ?? 0)) * 1.15;
  const step = plot.w / Math.max(1, values.length);
  values.forEach((v, i) => {
    const h = (v / top) * plot.h;
    const x = plot.x + i * step + step * 0.2;
    if (h > 0) doc.rect(x, plot.y + plot.h - h, step * 0.6, h).fill(BAR);
    doc
      .font('regular')
      .fontSize(7)
      .fillColor(INK)
      .text(String(v), plot.x + i * step, plot.y + plot.h - h - 9, {
        width: step,
        align: 'center',
        lineBreak: false,
      });
    const target = targets[i];
    if (target) {
      const ty = plot.y + plot.h - (target / top) * plot.h;
      doc
        .moveTo(x - 2, ty)
        .lineTo(x + step * 0.6 + 2, ty)
        .dash(2, { space: 2 })
        .lineWidth(1)
        .stroke(INK)
        .undash();
    }
  });
  dayLabels(doc, plot, labels);
}

/** Lines over the week on a 1-10 scale; a day without a value leaves a gap. Each series is named by its marker. */
export function lineChart(
  doc: PDFKit.PDFDocument,
  box: Box,
  title: string,
  labels: readonly string[],
  series: readonly { name: string; values: readonly (number | null)[]; dashed: boolean }[],
): void {
  const plot = frame(doc, box, title);
  const step = plot.w / Math.max(1, labels.length);
  const yOf = (v: number) => plot.y + plot.h - (v / 10) * plot.h;
  series.forEach((s, n) => {
    let last: [number, number] | null = null;
    s.values.forEach((v, i) => {
      if (v === null) {
        last = null;
        return;
      }
      const point: [number, number] = [plot.x + i * step + step / 2, yOf(v)];
      if (last) {
        doc.moveTo(last[0], last[1]).lineTo(point[0], point[1]).lineWidth(1.2);
        if (s.dashed) doc.dash(3, { space: 2 });
        doc.stroke(n === 0 ? BAR : INK).undash();
      }
      doc.circle(point[0], point[1], 2).fill(n === 0 ? BAR : INK);
      doc
        .font('regular')
        .fontSize(7)
        .fillColor(INK)
        .text(String(v), point[0] - 10, point[1] - 10, { width: 20, align: 'center', lineBreak: false });
      last = point;
    });
  });
  dayLabels(doc, plot, labels);
  doc
    .font('regular')
    .fontSize(7)
    .fillColor(MUTED)
    .text(
      series.map((s) => `${s.name} (${s.dashed ? 'dashed' : 'solid'})`).join('   '),
      plot.x,
      box.y + box.h - 6,
      {
        width: plot.w,
        lineBreak: false,
      },
    );
}

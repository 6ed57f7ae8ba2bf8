/**
 * The visit summary's sections (summary-pdf.ts lists them): her symptoms with their colours, her health alerts,
 * her moods and self-checks as a small chart, and the questions she means to ask. Each says plainly when it has
 * nothing to show.
 */
import type { FlagTypeValue } from '../../../core/contracts/symptoms.ts';
import { checkinMoods } from '../../../core/contracts/checkins.ts';
import { moodGroup, moodWeeks } from '../../../core/domain/mood-history.ts';
import { INSTRUMENTS, type Instrument } from '../../../core/domain/screening.ts';
import { getSign } from '../../../core/domain/warning-signs.ts';
import { longDate, PDF_COLOURS } from '../../pdf-document.ts';
import {
  bar,
  BODY_SIZE,
  contentWidth,
  ensureSpace,
  more,
  muted,
  plural,
  sectionHeading,
  shortDate,
  table,
} from './pdf-layout.ts';
import type { SummaryData } from './summary.ts';

type Doc = PDFKit.PDFDocument;

/** The symptom log's colours, always with their word (the app's: red urgent, yellow caution, green). */
export const COLOUR: Readonly<Record<FlagTypeValue, { word: string; ink: string }>> = {
  red: { word: 'Red: urgent', ink: '#c62828' },
  yellow: { word: 'Yellow: caution', ink: '#c77800' },
  green: { word: 'Green', ink: '#2e7d32' },
};
const BRIGHTER = '#5f8f74';
const HARDER = '#b0607a';
/** The check-in moods of each group, as Mental Wellness counts them (mood-history.ts). */
const LEGEND = (['brighter', 'harder'] as const)
  .map(
    (g) =>
      `${g === 'brighter' ? 'Brighter' : 'Harder'}: ${checkinMoods.filter((m) => moodGroup(m) === g).join(', ')}.`,
  )
  .join(' ');

/** So the page stays a page: the newest of a long list, and a line saying how many more there are. */
const MAX_SYMPTOMS = 12;
const MAX_FLAGS = 6;
const DESCRIPTION_MAX = 140;

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

export function symptomsSection(doc: Doc, data: SummaryData): void {
  const logs = data.symptoms;
  sectionHeading(doc, 'Symptoms logged', logs.length ? plural(logs.length, 'log') : undefined);
  if (logs.length === 0) {
    muted(doc, 'No symptoms logged in this time.');
    return;
  }
  table(
    doc,
    ['Started', 'Symptom', 'How strong', 'Colour'],
    [14, 50, 14, 22],
    logs
      .slice(0, MAX_SYMPTOMS)
      .map((l) => [
        { text: shortDate(l.startedAt, data.timeZone) },
        { text: getSign(l.symptom)?.name ?? l.symptom, bold: true, note: l.notes },
        { text: `${String(l.severity)} of 5` },
        { text: COLOUR[l.flagType].word, dot: COLOUR[l.flagType].ink },
      ]),
  );
  more(doc, logs.length - MAX_SYMPTOMS, 'log');
}

export function flagsSection(doc: Doc, data: SummaryData): void {
  const flags = data.flags;
  sectionHeading(doc, 'Health alerts', 'not yet reviewed, or raised in this time');
  if (flags.length === 0) {
    muted(doc, 'No health alerts.');
    return;
  }
  table(
    doc,
    ['Raised', 'Level', 'Why', 'Status'],
    [14, 20, 46, 20],
    flags
      .slice(0, MAX_FLAGS)
      .map((f) => [
        { text: shortDate(f.createdAt, data.timeZone) },
        { text: COLOUR[f.flagType].word, dot: COLOUR[f.flagType].ink },
        { text: f.reason, bold: true, note: clip(f.symptom.description, DESCRIPTION_MAX) },
        { text: f.reviewed ? 'Reviewed' : 'Not yet reviewed' },
      ]),
  );
  more(doc, flags.length - MAX_FLAGS, 'alert');
}

/** Her check-ins per week as bars (brighter and harder moods), and her most frequent moods in words. */
function checkinChart(doc: Doc, data: SummaryData): void {
  const x = doc.page.margins.left;
  const weeks = moodWeeks(data.moods);
  if (weeks.length === 0) {
    muted(doc, 'No mood check-ins in this time.');
    return;
  }
  const counts = new Map<string, number>();
  for (const m of data.moods) counts.set(m.mood, (counts.get(m.mood) ?? 0) + 1);
  const often = [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 4)
    .map(([mood, n]) => `${mood} ${String(n)}`)
    .join(', ');
  doc
    .font('regular')
    .fontSize(BODY_SIZE)
    .fillColor(PDF_COLOURS.text)
    .text(`${plural(data.moods.length, 'check-in')}; most often: ${often}.`, x, doc.y, {
      width: contentWidth(doc),
    });
  muted(doc, LEGEND);
  doc.moveDown(0.3);
  const most = Math.max(...weeks.map((w) => w.brighter + w.harder));
  for (const w of weeks) {
    ensureSpace(doc, 16);
    const y = doc.y;
    doc
      .fontSize(BODY_SIZE - 1)
      .fillColor(PDF_COLOURS.muted)
      .text(`Week of ${shortDate(`${w.weekStart}T12:00:00Z`, 'UTC')}`, x, y, { width: 80 });
    bar(doc, x + 85, y + 1, 200, [
      { share: w.brighter / most, colour: BRIGHTER },
      { share: w.harder / most, colour: HARDER },
    ]);
    doc
      .fontSize(BODY_SIZE - 1)
      .fillColor(PDF_COLOURS.text)
      .text(`${String(w.brighter)} brighter, ${String(w.harder)} harder`, x + 295, y, {
        width: contentWidth(doc) - 295,
      });
    doc.y = y + 15;
  }
}

/** The latest PHQ-9 and GAD-7: the score as a bar of its maximum, its band and date, and question 9 if it rang. */
function selfChecks(doc: Doc, data: SummaryData): void {
  const x = doc.page.margins.left;
  for (const instrument of ['phq9', 'gad7'] as const satisfies readonly Instrument[]) {
    const s = data.screenings[instrument];
    const { name, about } = INSTRUMENTS[instrument];
    ensureSpace(doc, 30);
    const y = doc.y;
    doc.font('bold').fontSize(BODY_SIZE).fillColor(PDF_COLOURS.text).text(name, x, y, { width: 80 });
    if (!s) {
      doc
        .font('regular')
        .fillColor(PDF_COLOURS.muted)
        .text(`${about}: not taken yet`, x + 85, y);
      doc.y = Math.max(doc.y, y + 14);
      continue;
    }
    bar(doc, x + 85, y + 1, 200, [{ share: s.total / s.maxTotal, colour: PDF_COLOURS.accent }]);
    doc
      .font('regular')
      .fillColor(PDF_COLOURS.text)
      .text(
        `${String(s.total)} of ${String(s.maxTotal)}: ${s.band}, ${longDate(new Date(s.createdAt), data.timeZone)}`,
        x + 295,
        y,
        { width: contentWidth(doc) - 295 },
      );
    doc.y = Math.max(doc.y, y + 14);
    if (s.crisis) {
      doc.circle(x + 89, doc.y + 5, 4).fill(COLOUR.red.ink);
      doc
        .font('bold')
        .fillColor(PDF_COLOURS.text)
        .text(
          'Question 9 (thoughts of being better off dead or of self-harm) was answered above "Not at all".',
          x + 97,
          doc.y,
          { width: contentWidth(doc) - 97 },
        );
      doc.moveDown(0.2);
    }
  }
  doc.font('regular').fillColor(PDF_COLOURS.text);
}

export function moodSection(doc: Doc, data: SummaryData): void {
  sectionHeading(doc, 'Mood and wellbeing');
  checkinChart(doc, data);
  doc.moveDown(0.5);
  doc.x = doc.page.margins.left;
  doc
    .font('bold')
    .fontSize(BODY_SIZE)
    .fillColor(PDF_COLOURS.text)
    .text('Latest self-checks', doc.page.margins.left, doc.y);
  doc.moveDown(0.2);
  selfChecks(doc, data);
}

export function questionsSection(doc: Doc, data: SummaryData): void {
  const questions = data.questions;
  sectionHeading(
    doc,
    'Questions to ask',
    questions.length ? plural(questions.length, 'question') : undefined,
  );
  if (questions.length === 0) {
    muted(doc, 'No questions written down.');
    return;
  }
  const x = doc.page.margins.left;
  const width = contentWidth(doc) - 36;
  questions.forEach((q, i) => {
    doc.font('regular').fontSize(BODY_SIZE + 1);
    ensureSpace(doc, doc.heightOfString(q.text, { width }) + 4);
    const y = doc.y;
    // A box to tick during the visit.
    doc
      .rect(x, y + 1, 9, 9)
      .lineWidth(0.8)
      .strokeColor(PDF_COLOURS.muted)
      .stroke();
    doc
      .fillColor(PDF_COLOURS.text)
      .text(`${String(i + 1)}.`, x + 15, y, { width: 20 })
      .text(q.text, x + 36, y, { width });
    doc.y += 3;
  });
  doc.x = x;
}

/**
 * The visit summary's parts after the birth (docs/product.md, "Doctor Visit Toolkit"): her recovery alerts (the
 * recovery logs the server red-flagged, with what she logged and the spec's reason), and each baby's feeds, nappies
 * and sleep per day from the baby tracker, with the birth weight. Drawn only once the birth is recorded.
 */
import type { DaySummaryFacts } from '../../../core/domain/baby-day.ts';
import { volumeText, type VolumeUnit } from '../../../core/domain/baby-log.ts';
import { RECOVERY_LOG_NAME as TYPE_NAME, whatSheLogged } from '../../../core/domain/recovery-log-text.ts';
import { localDateTimeIn } from '../../../core/domain/zoned-time.ts';
import { longCalendarDate } from '../../pdf-document.ts';
import type { BabyHistory } from '../baby-tracking/history.ts';
import { type Cell, more, muted, plural, sectionHeading, shortDate, table } from './pdf-layout.ts';
import { COLOUR } from './summary-sections.ts';
import type { SummaryData } from './summary.ts';
import { dayName } from '../../../core/domain/day-name.ts';

type Doc = PDFKit.PDFDocument;

/** So the page stays a page: the newest days with logs per baby (fewer each for twins), the newest alerts. */
const DAYS_ONE_BABY = 7;
const DAYS_EACH_OF_MORE = 4;
const MAX_RECOVERY_ALERTS = 5;

export function recoverySection(doc: Doc, data: SummaryData): void {
  if (data.status.phase !== 'postpartum') return;
  const alerts = data.recoveryAlerts;
  sectionHeading(doc, 'Recovery alerts', 'her recovery logs the app flagged in this time');
  if (alerts.length === 0) {
    muted(doc, 'No recovery log raised an alert in this time.');
    return;
  }
  table(
    doc,
    ['Logged', 'What she logged', 'Why it was flagged', 'Status'],
    [15, 33, 34, 18],
    alerts.slice(0, MAX_RECOVERY_ALERTS).map(({ log, flag }) => {
      const at = localDateTimeIn(data.timeZone, new Date(log.loggedAt));
      const level = flag ? COLOUR[flag.flagType] : null;
      return [
        { text: `${shortDate(log.loggedAt, data.timeZone)}, ${at.time}` },
        { text: TYPE_NAME[log.logType], bold: true, note: whatSheLogged(log) },
        { text: log.redFlagReason, ...(level ? { dot: level.ink, note: level.word } : {}) },
        { text: flag ? (flag.reviewed ? 'Reviewed' : 'Not yet reviewed') : 'Flagged' },
      ];
    }),
  );
  more(doc, alerts.length - MAX_RECOVERY_ALERTS, 'alert');
}

const hasLogs = (s: DaySummaryFacts) => s.feeds + s.nappies > 0 || s.sleepMinutes > 0;

/** One day's row: the tracker's counters, a dash for none. */
export function dayRow(
  date: string,
  s: DaySummaryFacts,
  today: string,
  unit: VolumeUnit,
): { text: string; bold?: boolean }[] {
  const count = (n: number) => (n ? String(n) : '–');
  return [
    { text: date === today ? 'Today, so far' : dayName(date), bold: true },
    { text: count(s.feeds) },
    { text: s.breastMinutes ? `${String(s.breastMinutes)} min` : '–' },
    { text: s.bottleMl ? volumeText(unit, s.bottleMl) : '–' },
    { text: count(s.wet) },
    { text: count(s.dirty) },
    { text: s.sleepMinutes ? `${String(s.sleepHours)} h` : '–' },
  ];
}

/** "Noor, born 16 November 2026, 3,400 g at birth". */
export function babyLine({ baby }: BabyHistory, index: number): string {
  const name = baby.name?.trim() || `Baby ${String(index + 1)}`;
  const weight =
    baby.birthWeightGrams === null
      ? 'birth weight not recorded'
      : `${baby.birthWeightGrams.toLocaleString('en-GB')} g at birth`;
  return `${name}, born ${longCalendarDate(baby.birthDate)}, ${weight}`;
}

export function babySection(doc: Doc, data: SummaryData): void {
  if (data.status.phase !== 'postpartum') return;
  const many = data.babies.length > 1;
  sectionHeading(doc, many ? 'The babies: feeds, nappies and sleep' : 'Baby: feeds, nappies and sleep');
  if (data.babies.length === 0) {
    muted(doc, 'No baby is recorded in the app yet.');
    return;
  }
  const shown = many ? DAYS_EACH_OF_MORE : DAYS_ONE_BABY;
  data.babies.forEach((history, i) => {
    doc.font('bold').text(babyLine(history, i), doc.page.margins.left, doc.y);
    const logged = history.days.filter((d) => hasLogs(d.summary)).reverse();
    const from = history.days[0]?.date ?? data.window.since;
    if (logged.length === 0) {
      muted(doc, `Nothing logged in the baby tracker since ${longCalendarDate(from)}.`);
    } else {
      muted(
        doc,
        `Logged on ${String(logged.length)} of ${plural(history.days.length, 'day')} since ${longCalendarDate(from)}.`,
      );
      table(
        doc,
        ['Day', 'Feeds', 'Breast', 'Bottle', 'Wet', 'Dirty', 'Sleep'],
        [20, 10, 14, 16, 10, 10, 12],
        logged.slice(0, shown).map((d): Cell[] => dayRow(d.date, d.summary, data.today, data.volumeUnit)),
      );
      const earlier = logged.length - shown;
      if (earlier > 0) muted(doc, `And ${plural(earlier, 'earlier day')} with logs, in the Zara app.`);
    }
    doc.moveDown(0.4);
  });
  muted(
    doc,
    'Feeds count a side and a top-up given together as one. Weight: the app keeps the birth weight only, not later weighings.',
  );
}

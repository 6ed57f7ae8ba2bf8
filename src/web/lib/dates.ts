/**
 * Dates and times as her locale writes them, one way on every screen (docs/product.md, "One way of saying things"):
 * en-GB "Tuesday, 16 March 2027" and "18:00", en-IE "Tuesday 16 March 2027", en-US "Tuesday, March 16, 2027" and
 * "6:00 PM" (the patterns are CLDR's, through Intl). Every screen formats
 * through here; `locale` is for tests, otherwise the browser's own locale is used.
 *
 * Two kinds of value: a calendar day (yyyy-mm-dd, her local date: an event, a due date) is shown as that day,
 * never shifted by a time zone; an instant (an ISO timestamp: when she logged something) is shown in the device's
 * time zone unless one is given.
 */

export type DateStyle =
  /** "Tuesday, 16 March 2027" / "Tuesday, March 16, 2027". */
  | 'full'
  /** "16 March 2027" / "March 16, 2027". */
  | 'long'
  /** "16 Mar 2027" / "Mar 16, 2027". */
  | 'medium'
  /** "Tue 16 Mar" / "Tue, Mar 16". */
  | 'weekday'
  /** "16 March" / "March 16". */
  | 'dayMonth'
  /** "16 Mar" / "Mar 16": chart axes. */
  | 'short'
  /** "March 2027". */
  | 'monthYear';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  full: { dateStyle: 'full' },
  long: { dateStyle: 'long' },
  medium: { dateStyle: 'medium' },
  weekday: { weekday: 'short', day: 'numeric', month: 'short' },
  dayMonth: { day: 'numeric', month: 'long' },
  short: { day: 'numeric', month: 'short' },
  monthYear: { month: 'long', year: 'numeric' },
};

const CLOCK: Intl.DateTimeFormatOptions = { timeStyle: 'short' };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

/** A calendar day, yyyy-mm-dd, as that day (noon UTC read in UTC, so no zone moves it). */
function dayInstant(day: string): Date | null {
  const d = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A calendar day (yyyy-mm-dd) in her locale's words; an unreadable value is shown as it is. */
export function formatDay(day: string, style: DateStyle = 'full', locale?: string): string {
  const d = dayInstant(day);
  if (!d) return day;
  return formatter(locale, { ...OPTIONS[style], timeZone: 'UTC' }).format(d);
}

/** An instant (ISO timestamp or Date) as a date in her locale, in `timeZone` (default: the device's). */
export function formatInstantDay(
  at: string | Date,
  style: DateStyle = 'full',
  { locale, timeZone }: { locale?: string; timeZone?: string } = {},
): string {
  return formatter(locale, { ...OPTIONS[style], ...(timeZone ? { timeZone } : {}) }).format(new Date(at));
}

/** An instant's time of day: "14:30" / "2:30 PM". */
export function formatInstantTime(
  at: string | Date,
  { locale, timeZone }: { locale?: string; timeZone?: string } = {},
): string {
  return formatter(locale, { ...CLOCK, ...(timeZone ? { timeZone } : {}) }).format(new Date(at));
}

/** An instant as day and time: "Tue 16 Mar, 14:30" / "Tue, Mar 16, 2:30 PM" (`style` picks the day's words). */
export function formatInstant(
  at: string | Date,
  style: DateStyle = 'weekday',
  opts: { locale?: string; timeZone?: string } = {},
): string {
  return `${formatInstantDay(at, style, opts)}, ${formatInstantTime(at, opts)}`;
}

/** A wall-clock time "HH:mm" (or an hour) as her locale writes it: "18:00" / "6:00 PM", never a bare "18". */
export function formatClock(time: string | number, locale?: string): string {
  const [h, m] = typeof time === 'number' ? [time, 0] : time.split(':').map(Number);
  return formatter(locale, { ...CLOCK, timeZone: 'UTC' }).format(Date.UTC(2020, 0, 1, h ?? 0, m ?? 0));
}

/** A calendar day with its wall-clock time, if any: "Tue 16 Mar, 14:30" / "Tue, Mar 16, 2:30 PM". */
export function formatDayAndClock(
  day: string,
  time: string | null,
  style: DateStyle = 'weekday',
  locale?: string,
): string {
  const date = formatDay(day, style, locale);
  return time ? `${date}, ${formatClock(time, locale)}` : date;
}

/** "Today", "Yesterday", or the day in short words ("Sat 13 Mar" / "Sat, Mar 13") for a day near `today`. */
export function dayName(day: string, today: string, locale?: string): string {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return formatDay(day, 'weekday', locale);
}

/** Minutes as words on the trackers: "Under a minute", "45 min", "2 h", "2 h 5 min". */
export function durationText(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  if (m < 1) return 'Under a minute';
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (h === 0) return `${String(rest)} min`;
  return rest === 0 ? `${String(h)} h` : `${String(h)} h ${String(rest)} min`;
}

/** A running timer's clock: "0:07", "12:05", "1:02:03". */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${String(h)}:${String(m).padStart(2, '0')}:${sec}` : `${String(m)}:${sec}`;
}

/** "1 hour 2 minutes 3 seconds": a timer's clock for screen readers. */
export function spokenClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const parts: [number, string][] = [
    [Math.floor(s / 3600), 'hour'],
    [Math.floor((s % 3600) / 60), 'minute'],
    [s % 60, 'second'],
  ];
  const said = parts.filter(([n]) => n > 0).map(([n, w]) => `${String(n)} ${w}${n === 1 ? '' : 's'}`);
  return said.length ? said.join(' ') : '0 seconds';
}

// CLDR's first day of the week by region, for browsers without Intl's week info: Sunday in these, Saturday in
// these, Monday elsewhere (most of Europe, Ireland and the UK included).
const SUNDAY_FIRST = new Set(
  'AG AS BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'.split(
    ' ',
  ),
);
const SATURDAY_FIRST = new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));

type WeekInfoLocale = Intl.Locale & {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
};

/**
 * The first day of her week, 0 = Sunday ... 6 = Saturday: Monday in the UK and Ireland, Sunday in the US. From
 * Intl's week info where the browser has it (firstDay is 1-7, Monday to Sunday), else from her region.
 */
export function firstDayOfWeek(locale?: string): number {
  try {
    const loc = new Intl.Locale(
      locale ?? new Intl.DateTimeFormat().resolvedOptions().locale,
    ) as WeekInfoLocale;
    const info = loc.getWeekInfo?.() ?? loc.weekInfo;
    if (info) return info.firstDay % 7;
    const region = loc.maximize().region ?? '';
    if (SUNDAY_FIRST.has(region)) return 0;
    if (SATURDAY_FIRST.has(region)) return 6;
    return 1;
  } catch {
    return 1;
  }
}

/** The short names of the week's days in her order: ["Mon", ..., "Sun"] or ["Sun", ..., "Sat"]. */
export function weekdayNames(firstDay: number, locale?: string): string[] {
  const f = formatter(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => f.format(Date.UTC(2023, 0, 1 + ((firstDay + i) % 7), 12)));
}

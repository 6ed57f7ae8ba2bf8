/**
 * iCalendar (RFC 5545) serialisation of her events, for the .ics download and the phone subscription.
 * Times are floating local times (RFC 5545 3.3.5 form #1): 10:30 is 10:30 on her phone wherever she is, the same
 * rule the app keeps. All-day events are VALUE=DATE. Events with reminderEnabled carry two VALARMs matching the
 * in-app reminders (domain/calendar.ts reminderTimes). A suggestion she has not accepted is TENTATIVE and has no
 * alarm, as in the app. DTSTAMP is when the feed was made; LAST-MODIFIED and SEQUENCE change with every edit, so
 * a subscribed phone replaces a moved event instead of keeping its old copy.
 */
import { reminderTimes, reminderTitle } from './calendar.ts';
import { addDays } from './pregnancy.ts';

export interface IcsEvent {
  id: string;
  title: string;
  description: string;
  date: string;
  time: string | null;
  location: string;
  reminderEnabled: boolean;
  isCompleted: boolean;
  eventType: string;
  priority: 'low' | 'medium' | 'high';
  updatedAt: Date;
  /** Raised by every change to the event. */
  sequence: number;
  /** A suggestion still waiting for her to accept it. */
  isSuggested: boolean;
}

export interface IcsOptions {
  name: string;
  host: string;
  /** Her profile's zone: all-day alarms are instants in it. */
  timeZone: string;
  /** When the feed is generated (DTSTAMP). */
  now: Date;
}

/** RFC 5545 3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeText(s: string): string {
  return s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * RFC 5545 3.1: lines longer than 75 octets are folded with CRLF + one space; a fold never splits a UTF-8
 * character. The leading space of a continuation line counts toward its 75.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const compactDate = (date: string) => date.replaceAll('-', '');
const utcStamp = (d: Date) => `${d.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
// Priority 1 = highest, 9 = lowest (RFC 5545 3.8.1.9).
const PRIORITY = { high: 1, medium: 5, low: 9 } as const;

/** `trigger` is the whole property after TRIGGER ('-PT1H', or ';VALUE=DATE-TIME:20261123T090000Z'). */
function alarm(trigger: string, text: string): string[] {
  return [
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(text)}`,
    `TRIGGER${trigger.startsWith(';') ? '' : ':'}${trigger}`,
    'END:VALARM',
  ];
}

function alarms(e: IcsEvent, timeZone: string): string[] {
  if (e.time !== null) {
    // Relative to a floating start: -P1D is a nominal day (the same clock time the day before, DST or not).
    return [
      ...alarm('-P1D', reminderTitle('day_before', e)),
      ...alarm('-PT1H', reminderTitle('hour_before', e)),
    ];
  }
  // An all-day event starts at midnight, and an offset in hours from it ('-PT15H' for 09:00 the day before,
  // 'PT8H' for 08:00) is exact time, so on a DST night the alarm lands an hour off. Absolute instants, worked out
  // in her zone exactly as the in-app reminders are, stay at 09:00 and 08:00.
  return reminderTimes(e, timeZone).flatMap((r) =>
    alarm(`;VALUE=DATE-TIME:${utcStamp(r.at)}`, reminderTitle(r.kind, e)),
  );
}

function vevent(e: IcsEvent, { host, timeZone, now }: IcsOptions): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${e.id}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `LAST-MODIFIED:${utcStamp(e.updatedAt)}`,
    `SEQUENCE:${String(e.sequence)}`,
  ];
  if (e.time === null) {
    lines.push(
      `DTSTART;VALUE=DATE:${compactDate(e.date)}`,
      `DTEND;VALUE=DATE:${compactDate(addDays(e.date, 1))}`,
    );
  } else {
    lines.push(`DTSTART:${compactDate(e.date)}T${e.time.replace(':', '')}00`, 'DURATION:PT1H');
  }
  lines.push(`SUMMARY:${escapeText(e.title)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  lines.push(`CATEGORIES:${e.eventType.toUpperCase().replace('_', '-')}`, `PRIORITY:${PRIORITY[e.priority]}`);
  lines.push(`STATUS:${e.isSuggested ? 'TENTATIVE' : 'CONFIRMED'}`, 'TRANSP:OPAQUE');
  if (e.reminderEnabled && !e.isCompleted && !e.isSuggested) lines.push(...alarms(e, timeZone));
  lines.push('END:VEVENT');
  return lines;
}

export function toICalendar(events: readonly IcsEvent[], opts: IcsOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Zara//Pregnancy calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(opts.name)}`,
    // How often a subscribed calendar should look for changes (RFC 7986, and the older name many apps read).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...events.flatMap((e) => vevent(e, opts)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

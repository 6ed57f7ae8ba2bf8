/**
 * iCalendar (RFC 5545) serialisation of her events, for the .ics download and the phone subscription.
 * Times are floating local times (RFC 5545 3.3.5 form #1): 10:30 is 10:30 on her phone wherever she is, the same
 * rule the app keeps. All-day events are VALUE=DATE. Events with reminderEnabled carry two VALARMs, relative to
 * the start, matching the in-app reminders (domain/calendar.ts reminderTimes).
 */
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

function alarm(trigger: string, text: string): string[] {
  return [
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(text)}`,
    `TRIGGER:${trigger}`,
    'END:VALARM',
  ];
}

function vevent(e: IcsEvent, host: string): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${e.id}@${host}`, `DTSTAMP:${utcStamp(e.updatedAt)}`];
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
  lines.push('STATUS:CONFIRMED', 'TRANSP:OPAQUE');
  if (e.reminderEnabled && !e.isCompleted) {
    if (e.time === null) {
      // The day before at 09:00 and the morning itself at 08:00.
      lines.push(...alarm('-PT15H', `Tomorrow: ${e.title}`), ...alarm('PT8H', `Today: ${e.title}`));
    } else {
      lines.push(...alarm('-P1D', `Tomorrow: ${e.title}`), ...alarm('-PT1H', `In an hour: ${e.title}`));
    }
  }
  lines.push('END:VEVENT');
  return lines;
}

export function toICalendar(events: readonly IcsEvent[], opts: { name: string; host: string }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Zara//Pregnancy calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(opts.name)}`,
    ...events.flatMap((e) => vevent(e, opts.host)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

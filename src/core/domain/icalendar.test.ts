import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, type IcsEvent, toICalendar } from './icalendar.ts';

const octets = (s: string) => new TextEncoder().encode(s).length;

const base: IcsEvent = {
  id: '7f1c3a56-0000-4000-8000-000000000001',
  title: 'OB visit',
  description: '',
  date: '2026-11-24',
  time: '10:30',
  location: '',
  reminderEnabled: true,
  isCompleted: false,
  eventType: 'ob_appointment',
  priority: 'high',
  updatedAt: new Date('2026-11-22T03:00:00Z'),
};

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldLine', () => {
  it('leaves short lines alone and folds at 75 octets', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    const folded = foldLine('x'.repeat(200));
    const parts = folded.split('\r\n');
    expect(parts.every((p) => octets(p) <= 75)).toBe(true);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe('x'.repeat(200));
  });

  it('never splits a multi-byte character', () => {
    const text = `SUMMARY:${'Ärztin 🤰 '.repeat(20)}`;
    const parts = foldLine(text).split('\r\n');
    expect(parts.every((p) => octets(p) <= 75)).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(text);
  });
});

describe('toICalendar', () => {
  const events: IcsEvent[] = [
    {
      ...base,
      title: 'OB visit; bring notes, questions',
      location: 'Clinic, Room 4',
      description: 'Line one\nLine two',
    },
    {
      ...base,
      id: '7f1c3a56-0000-4000-8000-000000000002',
      title: 'Third trimester begins',
      time: null,
      reminderEnabled: false,
      eventType: 'trimester_event',
      priority: 'medium',
    },
    { ...base, id: '7f1c3a56-0000-4000-8000-000000000003', title: 'Scan', date: '2026-11-25', time: null },
    { ...base, id: '7f1c3a56-0000-4000-8000-000000000004', title: 'Done already', isCompleted: true },
    {
      ...base,
      id: '7f1c3a56-0000-4000-8000-000000000005',
      title: 'Long '.repeat(40),
      description: 'Ümlaut '.repeat(30),
    },
  ];
  const text = toICalendar(events, { name: 'Zara calendar', host: 'zara.test' });

  it('uses CRLF everywhere and no line over 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.split('\r\n').every((l) => octets(l) <= 75)).toBe(true);
  });

  it('parses with ical.js: events, floating times, all-day dates and alarms', () => {
    const cal = new ICAL.Component(ICAL.parse(text));
    expect(cal.getFirstPropertyValue('version')).toBe('2.0');
    const vevents = cal.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(5);
    const [first, allDay, allDayReminded, done, long] = vevents.map((v) => new ICAL.Event(v));
    expect(first?.summary).toBe('OB visit; bring notes, questions');
    expect(first?.location).toBe('Clinic, Room 4');
    expect(first?.description).toBe('Line one\nLine two');
    expect(first?.uid).toBe(`${base.id}@zara.test`);
    expect(first?.startDate.toString()).toBe('2026-11-24T10:30:00');
    expect(first?.startDate.zone?.tzid).toBe('floating');
    expect(first?.endDate.toString()).toBe('2026-11-24T11:30:00');
    const alarms = vevents[0]?.getAllSubcomponents('valarm') ?? [];
    expect(alarms.map((a) => String(a.getFirstPropertyValue('trigger')))).toEqual(['-P1D', '-PT1H']);
    expect(alarms.every((a) => a.getFirstPropertyValue('action') === 'DISPLAY')).toBe(true);

    expect(allDay?.startDate.isDate).toBe(true);
    expect(allDay?.startDate.toString()).toBe('2026-11-24');
    expect(allDay?.endDate.toString()).toBe('2026-11-25');
    expect(vevents[1]?.getAllSubcomponents('valarm')).toHaveLength(0);
    expect(allDayReminded?.startDate.toString()).toBe('2026-11-25');
    expect(
      vevents[2]?.getAllSubcomponents('valarm').map((a) => String(a.getFirstPropertyValue('trigger'))),
    ).toEqual(['-PT15H', 'PT8H']);
    expect(done?.summary).toBe('Done already');
    expect(vevents[3]?.getAllSubcomponents('valarm')).toHaveLength(0);
    expect(long?.summary).toBe('Long '.repeat(40));
    expect(long?.description).toBe('Ümlaut '.repeat(30));
  });

  it('is a valid empty calendar with no events', () => {
    const cal = new ICAL.Component(ICAL.parse(toICalendar([], { name: 'x', host: 'h' })));
    expect(cal.getAllSubcomponents('vevent')).toHaveLength(0);
    expect(cal.getFirstPropertyValue('prodid')).toContain('Zara');
  });
});

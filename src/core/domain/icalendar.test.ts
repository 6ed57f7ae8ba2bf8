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
  sequence: 0,
  isSuggested: false,
};
const NOW = new Date('2026-11-23T07:15:00Z');
const opts = { name: 'Zara calendar', host: 'zara.test', timeZone: 'UTC', now: NOW };

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
  const text = toICalendar(events, opts);

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
    // All-day: absolute instants, 09:00 the day before and 08:00 on the day, in her zone.
    expect(
      vevents[2]?.getAllSubcomponents('valarm').map((a) => String(a.getFirstPropertyValue('trigger'))),
    ).toEqual(['2026-11-24T09:00:00Z', '2026-11-25T08:00:00Z']);
    expect(
      vevents[2]?.getAllSubcomponents('valarm').map((a) => a.getFirstPropertyValue('description')),
    ).toEqual(['Tomorrow: Scan', 'Today: Scan']);
    expect(done?.summary).toBe('Done already');
    expect(vevents[3]?.getAllSubcomponents('valarm')).toHaveLength(0);
    expect(long?.summary).toBe('Long '.repeat(40));
    expect(long?.description).toBe('Ümlaut '.repeat(30));
  });

  it('stamps the feed with the time it was made, and each event with its last change and sequence', () => {
    const cal = new ICAL.Component(ICAL.parse(toICalendar([{ ...base, sequence: 3 }], opts)));
    const [v] = cal.getAllSubcomponents('vevent');
    expect(String(v?.getFirstPropertyValue('dtstamp'))).toBe('2026-11-23T07:15:00Z');
    expect(String(v?.getFirstPropertyValue('last-modified'))).toBe('2026-11-22T03:00:00Z');
    expect(v?.getFirstPropertyValue('sequence')).toBe(3);
  });

  it('asks subscribed calendars to look for changes every hour', () => {
    const cal = new ICAL.Component(ICAL.parse(text));
    expect(String(cal.getFirstPropertyValue('refresh-interval'))).toBe('PT1H');
    expect(cal.getFirstProperty('refresh-interval')?.type).toBe('duration');
    expect(cal.getFirstPropertyValue('x-published-ttl')).toBe('PT1H');
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
  });

  it('keeps all-day alarms at 09:00 and 08:00 across a DST night', () => {
    // London springs forward at 01:00 UTC on Sunday 28 March 2027: 08:00 that morning is 07:00 UTC, while 09:00
    // on the Saturday is still 09:00 UTC. 'PT8H' from midnight would have rung at 09:00 local.
    const allDay = { ...base, date: '2027-03-28', time: null };
    const cal = new ICAL.Component(ICAL.parse(toICalendar([allDay], { ...opts, timeZone: 'Europe/London' })));
    const triggers = cal
      .getAllSubcomponents('vevent')[0]
      ?.getAllSubcomponents('valarm')
      .map((a) => String(a.getFirstPropertyValue('trigger')));
    expect(triggers).toEqual(['2027-03-27T09:00:00Z', '2027-03-28T07:00:00Z']);
  });

  it('shows a suggestion she has not accepted as tentative, without alarms', () => {
    const cal = new ICAL.Component(ICAL.parse(toICalendar([{ ...base, isSuggested: true }], opts)));
    const [v] = cal.getAllSubcomponents('vevent');
    expect(v?.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(v?.getAllSubcomponents('valarm')).toHaveLength(0);
    const accepted = new ICAL.Component(ICAL.parse(toICalendar([base], opts))).getAllSubcomponents(
      'vevent',
    )[0];
    expect(accepted?.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('is a valid empty calendar with no events', () => {
    const cal = new ICAL.Component(ICAL.parse(toICalendar([], { ...opts, name: 'x', host: 'h' })));
    expect(cal.getAllSubcomponents('vevent')).toHaveLength(0);
    expect(cal.getFirstPropertyValue('prodid')).toContain('Zara');
  });
});

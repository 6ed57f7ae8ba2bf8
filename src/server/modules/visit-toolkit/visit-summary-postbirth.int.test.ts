import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { longCalendarDate } from '../../pdf-document.ts';
import { readPdf } from '../../testing/pdf-text.ts';
import { logBaby, logRecovery, type Mother, newMother } from '../../testing/post-birth.ts';
import { createTestApp, onboard, type Session, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function summary(s: Session) {
  const res = await s.call({ method: 'GET', url: `/api/visit-summary/${s.user.id}/pdf` });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const pdf = await readPdf(res.rawPayload);
  // A long cell wraps; its words read back joined by spaces.
  return { ...pdf, text: pdf.lines.join(' ').replace(/\s+/g, ' ') };
}
const created = async (res: Promise<{ statusCode: number; body: string }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(201);
};
const occurrences = (text: string, words: string) => text.split(words).length - 1;
const dayName = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
/** The table row that starts with `label`: its cells in order. */
const row = (lines: string[], label: string, cells = 7) => {
  const at = lines.indexOf(label);
  expect(at, `a row for ${label}`).toBeGreaterThanOrEqual(0);
  return lines.slice(at, at + cells);
};

describe('the visit summary after the birth', () => {
  let m: Mother;
  let samiId: string;

  beforeAll(async () => {
    m = await newMother(t.app, { name: 'Noor Mum', daysSinceBirth: 9 });
    const patch = await m.s.call({
      method: 'PATCH',
      url: `/api/babies/${m.babyId}`,
      payload: { name: 'Noor', birthWeightGrams: 3400 },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const twin = await m.s.call({
      method: 'POST',
      url: '/api/babies',
      payload: { name: 'Sami', birthDate: m.birthDate, birthWeightGrams: 2900 },
    });
    expect(twin.statusCode, twin.body).toBe(201);
    samiId = twin.json().baby.id as string;
    // Her last visit, four days ago: the summary counts from it.
    await created(
      m.s.call({
        method: 'POST',
        url: '/api/calendar/events',
        payload: { title: 'Midwife home visit', eventType: 'ob_appointment', date: addDays(m.today, -4) },
      }),
    );
  });

  it('each baby’s days since the last visit by the tracker’s counts, the birth weights, and her recovery alerts, on one page', async () => {
    const noor = [
      // Before the visit: her midwife has seen it.
      { logType: 'diaper', diaperType: 'wet', startedAt: m.at(6, '10:00') },
      // Two days ago: a left breastfeed with a top-up bottle (one feed), a right breastfeed, two nappies, a sleep.
      {
        logType: 'feeding',
        feedingType: 'breast',
        feedingDuration: 20,
        feedingSide: 'left',
        startedAt: m.at(2, '09:00'),
      },
      { logType: 'feeding', feedingType: 'bottle', feedingAmount: 60, startedAt: m.at(2, '09:25') },
      { logType: 'diaper', diaperType: 'wet', startedAt: m.at(2, '10:00') },
      {
        logType: 'feeding',
        feedingType: 'breast',
        feedingDuration: 15,
        feedingSide: 'right',
        startedAt: m.at(2, '13:00'),
      },
      { logType: 'diaper', diaperType: 'both', stoolColor: 'yellow', startedAt: m.at(2, '14:00') },
      { logType: 'sleep', sleepStart: m.at(2, '20:00'), sleepEnd: m.at(2, '23:30') },
      // Yesterday: a bottle and a wet nappy.
      { logType: 'feeding', feedingType: 'bottle', feedingAmount: 90, startedAt: m.at(1, '08:00') },
      { logType: 'diaper', diaperType: 'wet', startedAt: m.at(1, '08:30') },
    ];
    for (const log of noor) await created(logBaby(m.s, log));
    await created(
      logBaby(m.s, {
        babyId: samiId,
        logType: 'diaper',
        diaperType: 'dirty',
        stoolColor: 'yellow',
        startedAt: m.at(1, '08:00'),
      }),
    );
    // Her recovery: two logs the rules flag since the visit, one they do not, and one flagged before the visit.
    for (const log of [
      {
        logType: 'pain',
        painLevel: 9,
        painLocation: 'abdomen',
        painType: 'sharp',
        logDate: m.at(2, '11:00'),
      },
      {
        logType: 'bleeding',
        bleedingVolume: 'heavy',
        bleedingColor: 'bright_red',
        bleedingClots: true,
        logDate: m.at(1, '07:00'),
      },
      { logType: 'pain', painLevel: 3, painLocation: 'back', painType: 'dull', logDate: m.at(1, '12:00') },
      { logType: 'mental_health', moodRating: 2, logDate: m.at(6, '10:00') },
    ])
      await created(logRecovery(m.s, log));

    const { pages, lines, text } = await summary(m.s);
    expect(pages).toBe(1);
    expect(text).toContain(`Since the last visit, on ${longCalendarDate(addDays(m.today, -4))}`);

    // Her recovery alerts: what she logged and the spec's reason, each once (not again under Health alerts).
    expect(lines).toContain('Recovery alerts');
    expect(text).toContain('Level 9 of 10, abdomen, sharp');
    expect(text).toContain('Heavy, bright red, with clots');
    expect(occurrences(text, 'Severe pain level (8+) reported - may require medical evaluation')).toBe(1);
    expect(
      occurrences(text, 'Heavy bleeding or blood clots detected - requires immediate medical attention'),
    ).toBe(1);
    expect(text).not.toContain('Level 3 of 10');
    // Flagged before the visit and not yet reviewed: among her health alerts, not her recovery alerts.
    expect(occurrences(text, 'Concerning mental health indicators')).toBe(1);
    expect(text.indexOf('Concerning mental health indicators')).toBeLessThan(text.indexOf('Recovery alerts'));

    // The babies: each with the birth weight, and a row per day with logs, newest first, counted as the tracker does.
    expect(lines).toContain('The babies: feeds, nappies and sleep');
    expect(text).toContain(`Noor, born ${longCalendarDate(m.birthDate)}, 3,400 g at birth`);
    expect(text).toContain(`Sami, born ${longCalendarDate(m.birthDate)}, 2,900 g at birth`);
    expect(text).toContain(`Logged on 2 of 5 days since ${longCalendarDate(addDays(m.today, -4))}.`);
    expect(text).toContain(`Logged on 1 of 5 days since ${longCalendarDate(addDays(m.today, -4))}.`);
    const twoDaysAgo = dayName(addDays(m.today, -2));
    const yesterday = dayName(addDays(m.today, -1));
    expect(row(lines, twoDaysAgo)).toEqual([twoDaysAgo, '2', '35 min', '60 ml', '2', '1', '3.5 h']);
    expect(row(lines, yesterday)).toEqual([yesterday, '1', '–', '90 ml', '1', '–', '–']);
    expect(lines.indexOf(yesterday)).toBeLessThan(lines.indexOf(twoDaysAgo));
    // Sami's one day, after Noor's.
    expect(lines.lastIndexOf(yesterday)).toBeGreaterThan(lines.indexOf(twoDaysAgo));
    expect(row(lines.slice(lines.lastIndexOf(yesterday)), yesterday)).toEqual([
      yesterday,
      '–',
      '–',
      '–',
      '–',
      '1',
      '–',
    ]);
    // The nappy before the visit is not counted, and the weight says what the app keeps.
    expect(lines).not.toContain(dayName(addDays(m.today, -6)));
    expect(text).toContain(
      'Feeds count a side and a top-up given together as one. Weight: the app keeps the birth weight only, not later weighings.',
    );
  });

  it('shows bottles in the unit she reads them in', async () => {
    const unit = await m.s.call({
      method: 'PATCH',
      url: `/api/profile/${m.s.user.id}`,
      payload: { volumeUnit: 'fl_oz' },
    });
    expect(unit.statusCode, unit.body).toBe(200);
    const { lines } = await summary(m.s);
    expect(row(lines, dayName(addDays(m.today, -1)))[3]).toBe('3 fl oz');
  });
});

describe('the visit summary before and just after the birth', () => {
  it('after the birth with nothing logged: each part says so, and the weight not recorded', async () => {
    const m = await newMother(t.app, { name: 'Ife Mum', daysSinceBirth: 3 });
    const { pages, lines, text } = await summary(m.s);
    expect(pages).toBe(1);
    expect(lines).toContain('Baby: feeds, nappies and sleep');
    expect(text).toContain(`born ${longCalendarDate(m.birthDate)}, birth weight not recorded`);
    expect(text).toContain(`Nothing logged in the baby tracker since ${longCalendarDate(m.birthDate)}.`);
    expect(text).toContain('No recovery log raised an alert in this time.');
  });

  it('while pregnant: no baby or recovery parts', async () => {
    const s = await signUp(t.app, 'Pia Mum');
    await onboard(s);
    const { lines, text } = await summary(s);
    expect(lines).not.toContain('Recovery alerts');
    expect(text).not.toContain('feeds, nappies and sleep');
  });
});

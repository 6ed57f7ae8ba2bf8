import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import { symptomLogs } from '../../db/schema/health.ts';
import { longCalendarDate } from '../../pdf-document.ts';
import { readPdf } from '../../testing/pdf-text.ts';
import {
  createTestApp,
  dueInDaysAt,
  onboard,
  type Session,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts';

let t: TestApp;
let amara: Session;
let bea: Session;
const today = () => localDateIn('UTC');
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  amara = await signUp(t.app, 'Amara Ọkafọ̀');
  bea = await signUp(t.app, 'Bea Lind');
  await onboard(amara, { firstName: 'Amara', dueInDays: dueInDaysAt(28) });
  await onboard(bea, { birthDate: addDays(today(), -12) });
});
afterAll(() => t.close());

const url = (s: Session) => `/api/visit-summary/${s.user.id}/pdf`;
const post = (s: Session, path: string, payload: object) => s.call({ method: 'POST', url: path, payload });
async function summary(s: Session) {
  const res = await s.call({ method: 'GET', url: url(s) });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const pdf = await readPdf(res.rawPayload);
  return { res, ...pdf, text: pdf.lines.join('\n') };
}

describe('GET /api/visit-summary/:userId/pdf', () => {
  it('401 without a session, 403 for another mother, 409 before she has set up her dates', async () => {
    expect((await t.app.inject({ method: 'GET', url: url(amara) })).statusCode).toBe(401);
    expect((await bea.call({ method: 'GET', url: url(amara) })).statusCode).toBe(403);
    const newcomer = await signUp(t.app, 'Cleo');
    const res = await newcomer.call({ method: 'GET', url: url(newcomer) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/due date or your baby's birth date/);
  });

  it('with nothing logged yet: who she is, where she is, and each section saying it is empty', async () => {
    const { res, pages, lines, text } = await summary(amara);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-visit-summary.pdf"');
    expect(pages).toBe(1);
    expect(lines).toContain('Visit summary');
    expect(lines).toContain('Amara Ọkafọ̀');
    const due = longCalendarDate(addDays(today(), dueInDaysAt(28)));
    expect(text).toContain(`28 weeks and 3 days pregnant · Due date: ${due}`);
    // No visit in her calendar: the usual gap at 28 weeks (4 weeks) stands in for "since the last visit".
    expect(text).toContain(
      `Since ${longCalendarDate(addDays(today(), -28))}: no earlier visit is in the calendar`,
    );
    for (const empty of [
      'No symptoms logged in this time.',
      'No health alerts.',
      'No mood check-ins in this time.',
      'Mood check (depression): not taken yet',
      'Worry check (anxiety): not taken yet',
      'No questions written down.',
    ])
      expect(lines, empty).toContain(empty);
    expect(text).not.toContain('\uFFFD');
  });

  it('her symptoms since the last visit with their colours, her alerts, moods, self-checks and questions, on one page', async () => {
    // Her last visit, ten days ago, and the next one she booked.
    for (const [title, inDays, time] of [
      ['Midwife check-up', -10, '09:00'],
      ['Prenatal check-up', 4, '10:30'],
    ] as const) {
      const res = await post(amara, '/api/calendar/events', {
        title,
        eventType: 'ob_appointment',
        date: addDays(today(), inDays),
        time,
        location: 'Riverside Clinic',
      });
      expect(res.statusCode).toBe(201);
    }
    // Logged before that visit: her midwife has heard about it.
    await t.app.db.insert(symptomLogs).values({
      userId: amara.user.id,
      symptom: 'Nosebleed before the visit',
      severity: 2,
      flagType: 'green',
      redFlag: false,
      startedAt: new Date(Date.now() - 12 * DAY),
      createdAt: new Date(Date.now() - 12 * DAY),
    });
    const logs = [
      { symptom: 'back ache', severity: 4, notes: 'Worse after standing at work' },
      { symptom: 'heartburn', severity: 2 },
      { symptom: 'severe-headache', severity: 3 },
    ];
    for (const log of logs) expect((await post(amara, '/api/symptom-logs', log)).statusCode).toBe(201);
    for (const [mood, window] of [
      ['tired', 'morning'],
      ['anxious', 'afternoon'],
      ['peaceful', 'evening'],
    ] as const)
      expect((await post(amara, '/api/checkins', { mood, intensity: 6, window })).statusCode).toBe(201);
    const phq9 = await post(amara, '/api/screenings', {
      instrument: 'phq9',
      answers: [1, 1, 1, 1, 1, 1, 0, 0, 0],
    });
    expect(phq9.statusCode).toBe(201);
    const questions = ['Is heartburn at night normal?', 'Can I still swim at 30 weeks?', 'Already asked'];
    const ids: string[] = [];
    for (const text of questions)
      ids.push((await post(amara, '/api/visit-questions', { text })).json().question.id as string);
    await amara.call({
      method: 'PATCH',
      url: `/api/visit-questions/${ids[2] ?? ''}`,
      payload: { asked: true },
    });

    const { pages, lines, text } = await summary(amara);
    expect(pages).toBe(1);
    expect(text).toMatch(/For: Prenatal check-up, \w+day,? \d+ \w+ \d{4} at 10:30, Riverside Clinic/);
    expect(text).toContain(`Since the last visit, on ${longCalendarDate(addDays(today(), -10))}`);

    // Symptoms: three logs since the visit, each with its colour in words; not the one before it.
    expect(lines).toContain('3 logs');
    expect(lines).toContain('back ache');
    expect(lines).toContain('Worse after standing at work');
    expect(lines).toContain('Severe headache');
    expect(lines.filter((l) => l === '4 of 5')).toHaveLength(1);
    expect(lines.filter((l) => l === 'Yellow: caution')).toHaveLength(2); // back ache 4/5, and the alert
    expect(lines).toContain('Green');
    expect(lines.filter((l) => l === 'Red: urgent')).toHaveLength(2); // the headache, and its alert
    expect(text).not.toContain('Nosebleed before the visit');

    // Alerts: the two the logs raised, not yet reviewed.
    expect(lines.filter((l) => l === 'Not yet reviewed')).toHaveLength(2);
    expect(text).toMatch(/Severe headache: /);

    // Moods as a small chart, with her words; the self-check's score and band; the one not taken.
    expect(text).toContain('3 check-ins; most often: anxious 1, peaceful 1, tired 1.');
    expect(text).toMatch(/1 brighter, 2 harder/);
    expect(text).toMatch(/6 of 27: mild, \d+ \w+ \d{4}/);
    expect(lines).toContain('Worry check (anxiety): not taken yet');

    // Her questions still to ask, in her order; not the one she has asked.
    expect(lines).toContain('Is heartburn at night normal?');
    expect(lines).toContain('Can I still swim at 30 weeks?');
    expect(lines.indexOf('Is heartburn at night normal?')).toBeLessThan(
      lines.indexOf('Can I still swim at 30 weeks?'),
    );
    expect(lines).not.toContain('Already asked');
    expect(lines).toContain('2 questions');
  });

  it('after the birth: days since the birth and the birth date, from the birth on', async () => {
    await post(bea, '/api/visit-questions', { text: 'When can I drive again?' });
    const { pages, text } = await summary(bea);
    expect(pages).toBe(1);
    expect(text).toContain(
      `12 days since the birth · Birth date: ${longCalendarDate(addDays(today(), -12))}`,
    );
    expect(text).toContain(`Since the birth, on ${longCalendarDate(addDays(today(), -12))}`);
    expect(text).toContain('When can I drive again?');
  });

  it('a long record runs on past one page rather than being cut', async () => {
    const dana = await signUp(t.app, 'Dana');
    await onboard(dana, { dueInDays: dueInDaysAt(36) });
    for (let i = 0; i < 40; i++)
      await post(dana, '/api/visit-questions', {
        text: `Question number ${String(i + 1)}: ${'a longer thought that wraps across the line '.repeat(3)}`,
      });
    const { pages, lines } = await summary(dana);
    expect(pages).toBeGreaterThan(1);
    expect(lines).toContain('40 questions');
    expect(lines.some((l) => l.includes('Question number 40:'))).toBe(true);
  });
});

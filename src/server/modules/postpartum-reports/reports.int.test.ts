import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postpartumReports } from '../../db/schema/postpartum-reports.ts';
import { readPdf } from '../../testing/pdf-text.ts';
import { logBaby, logRecovery, type Mother, newMother } from '../../testing/post-birth.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let nia: Mother;
let ola: Mother;
beforeAll(async () => {
  t = await createTestApp();
  // Born 16 days ago: week 1 (days 7-13 after the birth) is 9 to 3 days ago, whole.
  nia = await newMother(t.app, { name: 'Nia Mum', daysSinceBirth: 16 });
  ola = await newMother(t.app, { name: 'Ola Mum' });
  const ok = async (p: Promise<{ statusCode: number; body: string }>) => {
    const res = await p;
    if (res.statusCode !== 201) throw new Error(res.body);
  };
  const A = 9; // the week's first day (day of life 8: 8 feeds, 6 wet, 2 dirty expected)
  const B = 8;
  // Tracking began the day before the week, with a sleep running into its first day (60 minutes inside it).
  await ok(logBaby(nia.s, { logType: 'diaper', diaperType: 'wet', startedAt: nia.at(10, '20:00') }));
  await ok(
    logBaby(nia.s, { logType: 'sleep', sleepStart: nia.at(10, '23:00'), sleepEnd: nia.at(A, '01:00') }),
  );
  for (const h of ['01:30', '04:00', '07:00', '10:00', '13:00', '16:00', '19:00', '21:00'])
    await ok(
      logBaby(nia.s, {
        logType: 'feeding',
        feedingType: 'bottle',
        feedingAmount: 60,
        startedAt: nia.at(A, h),
      }),
    );
  for (const h of ['02:00', '05:00', '08:00', '11:00', '14:00', '17:00'])
    await ok(logBaby(nia.s, { logType: 'diaper', diaperType: 'wet', startedAt: nia.at(A, h) }));
  for (const h of ['09:30', '15:30'])
    await ok(logBaby(nia.s, { logType: 'diaper', diaperType: 'dirty', startedAt: nia.at(A, h) }));
  // Across midnight: 90 minutes on day A, 180 on day B.
  await ok(
    logBaby(nia.s, { logType: 'sleep', sleepStart: nia.at(A, '22:30'), sleepEnd: nia.at(B, '03:00') }),
  );
  // Day B: 5 feeds, 3 wet, no dirty: below every target.
  for (const h of ['04:00', '08:00', '12:00', '16:00', '20:00'])
    await ok(
      logBaby(nia.s, {
        logType: 'feeding',
        feedingType: 'bottle',
        feedingAmount: 70,
        startedAt: nia.at(B, h),
      }),
    );
  for (const h of ['06:00', '13:00', '19:00'])
    await ok(logBaby(nia.s, { logType: 'diaper', diaperType: 'wet', startedAt: nia.at(B, h) }));
  // Her: pain 4 then 6 then 8 (rising, and 8 is the spec's red-flag level), mood 6 then 2.
  await ok(logRecovery(nia.s, { logType: 'pain', painLevel: 4, logDate: nia.at(A, '12:00') }));
  await ok(logRecovery(nia.s, { logType: 'pain', painLevel: 6, logDate: nia.at(B, '12:00') }));
  await ok(logRecovery(nia.s, { logType: 'pain', painLevel: 8, logDate: nia.at(5, '12:00') }));
  await ok(
    logRecovery(nia.s, {
      logType: 'mental_health',
      moodRating: 6,
      anxietyLevel: 3,
      logDate: nia.at(A, '18:00'),
    }),
  );
  await ok(
    logRecovery(nia.s, {
      logType: 'mental_health',
      moodRating: 2,
      anxietyLevel: 5,
      logDate: nia.at(B, '18:00'),
    }),
  );
});
afterAll(() => t.close());

const generate = (m: Mother, payload: object) =>
  m.s.call({ method: 'POST', url: '/api/postpartum-reports/generate', payload });

describe('a postpartum week’s figures', () => {
  it('are counted from her logs of that week, a sleep across midnight split at midnight', async () => {
    const res = await nia.s.call({ method: 'GET', url: `/api/postpartum-stats/${nia.s.user.id}/1` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      weekNumber: 1,
      startDate: nia.at(9, '12:00').slice(0, 10),
      endDate: nia.at(3, '12:00').slice(0, 10),
      daysCovered: 7,
      totalFeedings: 13,
      totalDiapers: 11,
      // 60 + 90 + 180 minutes.
      totalSleepHours: 5.5,
      avgSleepDuration: 0.8,
      avgPainLevel: 6,
      avgMoodRating: 4,
      // The flags were raised today, in week 2, when the logs were written.
      redFlagCount: 0,
    });
  });

  it('make a report whose sentences carry their numbers; made again, it replaces the week’s', async () => {
    const res = await generate(nia, { weekNumber: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json().report;
    expect(r).toMatchObject({ weekNumber: 1, totalFeedings: 13, totalDiapers: 11, avgAnxietyLevel: 4 });
    expect(r.babyConcerns).toEqual([
      expect.stringMatching(/fewer than 8 feeds logged on 1 day of 2 \(.*: 5 of 8\)/),
      expect.stringMatching(
        /fewer wet nappies than expected for the day of life on 1 day of 2 \(.*: 3 of 6\)/,
      ),
      expect.stringMatching(
        /fewer dirty nappies than expected for the day of life on 1 day of 2 \(.*: 0 of 2\)/,
      ),
    ]);
    expect(r.maternalConcerns).toEqual([
      expect.stringMatching(/^Your pain rose from 4 on .* to 8 on /),
      expect.stringMatching(/^Pain of 8 or more out of 10 was logged on 1 day/),
      expect.stringMatching(/^Your mood was 2 or less out of 10 on 1 day/),
    ]);
    expect(r.weeklyInsights[0]).toMatch(/13 feeds, 11 nappies and 5.5 hours of sleep logged over 7 days/);
    const again = await generate(nia, { weekNumber: 1 });
    expect(again.json().report.id).toBe(r.id);

    await generate(nia, { weekNumber: 2 });
    const listed = (
      await nia.s.call({ method: 'GET', url: `/api/postpartum-reports/${nia.s.user.id}` })
    ).json();
    expect(listed.map((x: { weekNumber: number }) => x.weekNumber)).toEqual([2, 1]);
    expect(listed[0].redFlagCount).toBe(2);

    // The week's milestones, as they stand when the PDF is made.
    const marked = await nia.s.call({
      method: 'POST',
      url: '/api/milestone-progress',
      payload: { milestoneTemplateId: 'w1-feeds-often', status: 'unsure', notes: 'Every two hours' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const pdf = await nia.s.call({ method: 'GET', url: r.pdfUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { pages, lines } = await readPdf(pdf.rawPayload);
    expect(pages).toBeLessThanOrEqual(2);
    const text = lines.join(' ');
    expect(text).toContain('Postpartum report, week 1');
    expect(text).toContain('Week 1 is 1 week after the birth.');
    if (process.env.SAVE_PDF) (await import('node:fs')).writeFileSync(process.env.SAVE_PDF, pdf.rawPayload);
    expect(text).toContain('Feeds 13');
    expect(text).toMatch(/feeds per day/);
    expect(text).toContain('Your pain and mood (out of 10)');
    expect(text).toMatch(/Your pain rose from 4/);
    expect(text).toContain('Milestones of week 1 (as they stand today)');
    expect(text).toContain('Feeds often: Unsure. Her notes: Every two hours.');
    // The week's other milestones, not yet marked.
    expect(text).toMatch(/: Not Tracked\./);
    expect((await ola.s.call({ method: 'GET', url: r.pdfUrl })).statusCode).toBe(403);
  });

  it('refuses a week not yet come, dates that are not the week’s, another mother, and before the birth', async () => {
    const before = JSON.stringify(await t.app.db.select().from(postpartumReports));
    const future = await generate(nia, { weekNumber: 3 });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields.weekNumber).toMatch(/postpartum week 2/);
    const wrong = await generate(nia, { weekNumber: 1, startDate: '2020-01-01' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toHaveProperty('startDate');
    expect((await generate(nia, { weekNumber: -1 })).json().fields).toHaveProperty('weekNumber');
    expect(
      (await nia.s.call({ method: 'GET', url: `/api/postpartum-stats/${nia.s.user.id}/x` })).statusCode,
    ).toBe(400);
    expect((await generate(ola, { userId: nia.s.user.id, weekNumber: 0 })).statusCode).toBe(403);
    expect(
      (await ola.s.call({ method: 'GET', url: `/api/postpartum-stats/${nia.s.user.id}/0` })).statusCode,
    ).toBe(403);
    expect(
      (await ola.s.call({ method: 'GET', url: `/api/postpartum-reports/${nia.s.user.id}` })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/postpartum-reports/${nia.s.user.id}` })).statusCode,
    ).toBe(401);
    const pregnant = await signUp(t.app, 'Pia Mum');
    expect(
      (
        await pregnant.call({
          method: 'POST',
          url: '/api/postpartum-reports/generate',
          payload: { weekNumber: 0 },
        })
      ).statusCode,
    ).toBe(409);
    expect(JSON.stringify(await t.app.db.select().from(postpartumReports))).toBe(before);
  });
});

/**
 * Issue 15's Postpartum Reports in a real browser: a newcomer three weeks after the birth, with a few logs from her
 * second week, sees that week's figures, generates its report ('Generating...'), reads it, downloads its PDF from
 * the report and from the list (newest week first), and the selector offers weeks 0 to 3 with the spec's labels.
 * Then the hub's recovery chat: soaking a pad every hour gets the urgent reply, and the flag is on /flags.
 */
import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FlagsPage } from './pages/health-pages.ts';
import { expectPdf, RecoveryChatPage, ReportsPage } from './pages/milestone-pages.ts';
import { HubPage, newMother } from './pages/post-birth-pages.ts';
import { expectAccessible, screenshotsAtWidths, useServerAndBrowser } from './support/harness.ts';

const run = useServerAndBrowser();

/** An instant `days` days and `hours` hours ago: four days ago is inside week 2 for a baby 23 days old. */
const ago = (days: number, hours = 0) => new Date(Date.now() - (days * 24 + hours) * 3_600_000).toISOString();

async function post(req: APIRequestContext, url: string, data: object) {
  const res = await req.post(url, { data });
  expect(res.status(), await res.text()).toBe(201);
}

describe('postpartum reports', () => {
  it("shows week 2's figures, generates its report, views it and downloads its PDF", async () => {
    const { ctx, page } = await newMother(run, 'Zanele Dube', { babyDays: 23 });
    for (const h of [1, 4, 7])
      await post(ctx.request, '/api/baby-tracking', {
        logType: 'feeding',
        feedingType: 'bottle',
        feedingAmount: 90,
        startedAt: ago(4, h),
      });
    await post(ctx.request, '/api/baby-tracking', {
      logType: 'diaper',
      diaperType: 'wet',
      startedAt: ago(4, 2),
    });
    await post(ctx.request, '/api/maternal-recovery', { logType: 'pain', painLevel: 4, logDate: ago(4, 3) });

    const hub = new HubPage(page);
    await hub.open();
    await hub.module('Postpartum Reports').click();
    await page.waitForURL('**/post-birth/reports');
    const reports = new ReportsPage(page);
    await reports.weekSelect().waitFor();
    const options = await reports.weekSelect().locator('option').allTextContents();
    expect(options).toEqual([
      'Week 0 (Birth Week)',
      'Week 1 (1 week postpartum)',
      'Week 2 (2 weeks postpartum)',
      'Week 3 (3 weeks postpartum)',
    ]);
    await page.getByText('No Report Yet').waitFor();
    await reports.previous().getByText('No reports yet').waitFor();

    await reports.weekSelect().selectOption('2');
    const cards = page.locator('dl');
    await expect
      .poll(() => cards.locator('div').filter({ hasText: 'Feeds' }).locator('dd').first().textContent())
      .toBe('3');
    expect(
      await cards.locator('div').filter({ hasText: 'Diapers' }).locator('dd').first().textContent(),
    ).toBe('1');
    await page.getByText(/average pain 4\.0 of 10/).waitFor();
    await expectAccessible(page, 'reports, no report');

    await reports.generateButton().click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Week 2 report ready' }).waitFor();
    await page.getByText('Report Available').waitFor();
    const detail = reports.detail();
    await detail.getByRole('heading', { name: 'Week 2 (2 weeks postpartum) report' }).waitFor();
    await reports.generateButton().filter({ hasText: 'Generate Again' }).waitFor();
    await reports.previous().getByText('Week 2 (2 weeks postpartum)').waitFor();
    await expectAccessible(page, 'reports, week 2');
    await screenshotsAtWidths(page, 'postpartum-reports');

    const [fromDetail] = await Promise.all([
      page.waitForEvent('download'),
      detail.getByRole('button', { name: 'Download PDF Report' }).click(),
    ]);
    expect(fromDetail.suggestedFilename()).toBe('postpartum-week-2.pdf');
    await expectPdf(fromDetail);

    // Another week, then View brings week 2's report back, and the list's icon downloads it too.
    await reports.weekSelect().selectOption('3');
    await page.getByText('No Report Yet').waitFor();
    await reports.previous().getByRole('button', { name: 'View' }).click();
    await detail.getByRole('heading', { name: 'Week 2 (2 weeks postpartum) report' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('report-detail-title');
    expect(await reports.weekSelect().inputValue()).toBe('2');
    const [fromList] = await Promise.all([
      page.waitForEvent('download'),
      reports.previous().getByRole('button', { name: 'Download the week 2 PDF' }).click(),
    ]);
    await expectPdf(fromList);
    await ctx.close();
  }, 180_000);
});

describe('Ask ZaraMD - Recovery', () => {
  it('answers soaking a pad every hour as urgent, with the Call button, and the flag reaches /flags', async () => {
    const { ctx, page } = await newMother(run, 'Lerato Mokoena', { babyDays: 10 });
    const hub = new HubPage(page);
    await hub.open();
    await hub.module('Ask ZaraMD - Recovery').click();
    await page.waitForURL('**/post-birth/recovery-chat');
    const chat = new RecoveryChatPage(page);
    await chat
      .log()
      .getByText(/^Hello, I'm ZaraMD/)
      .waitFor();
    expect(await chat.chips().allTextContents()).toEqual([
      'Feeding',
      'Sleep',
      'Bleeding',
      'Stitches',
      'Mood',
      'When to call',
    ]);
    await page
      .getByRole('region', { name: 'Do not wait for a reply' })
      .getByRole('link', { name: /^Call / })
      .first()
      .waitFor();
    await expectAccessible(page, 'recovery chat, welcome');

    // Shift+Enter makes a new line and sends nothing; Enter sends.
    await chat.input().fill("I'm soaking a pad every hour");
    await chat.input().press('Shift+Enter');
    await chat.input().pressSequentially('since this morning');
    expect(await chat.input().inputValue()).toBe("I'm soaking a pad every hour\nsince this morning");
    expect(await chat.log().getByText('You said:').count()).toBe(0);
    await chat.input().press('Enter');
    await chat
      .log()
      .getByText(/since this morning/)
      .waitFor();
    expect(await chat.input().inputValue()).toBe('');

    const urgent = chat.log().getByRole('alert');
    await urgent.getByText(/^IMPORTANT: This seems like an urgent situation/).waitFor();
    await urgent
      .getByRole('link', { name: /^Call / })
      .first()
      .waitFor();
    await page.getByRole('status').filter({ hasText: 'ZaraMD is typing' }).waitFor({ state: 'detached' });
    await expectAccessible(page, 'recovery chat, urgent reply');
    await screenshotsAtWidths(page, 'recovery-chat-urgent');

    const flags = new FlagsPage(page);
    await flags.open();
    await page
      .getByText(/bleeding|pad/i)
      .first()
      .waitFor();
    await ctx.close();
  }, 120_000);
});

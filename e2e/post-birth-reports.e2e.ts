/**
 * Issue 15's Postpartum Reports in a real browser: a newcomer three weeks after the birth, with a few logs from her
 * second week, sees that week's figures, generates its report ('Generating...'), reads it, downloads its PDF from
 * the report and from the list (newest week first), and the selector offers weeks 0 to 3 with the spec's labels.
 * Then the hub's recovery chat: a photo (a bad file named beside the button first) gets the reply that Zara cannot
 * judge a photo, soaking a pad every hour gets the urgent reply, and its flag is on /flags and in the reviewer's queue.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FlagsPage } from './pages/health-pages.ts';
import { expectPdf, RecoveryChatPage, ReportsPage } from './pages/milestone-pages.ts';
import { HubPage, newMother } from './pages/post-birth-pages.ts';
import { makeReviewer, onboard, signIn } from './support/accounts.ts';
import {
  DESKTOP,
  expectAccessible,
  newContext,
  screenshotsAtWidths,
  uniqueEmail,
  useServerAndBrowser,
} from './support/harness.ts';

const reviewer = uniqueEmail('reviewer');
const run = useServerAndBrowser({}, { prepare: makeReviewer(reviewer) });

/** A real phone photo (it carries GPS, which the server strips), from the server's own photo tests. */
const PHOTO = readFileSync(join(process.cwd(), 'src/server/modules/milestones/fixtures/photo-gps.jpg'));

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
      await cards.locator('div').filter({ hasText: 'Nappies' }).locator('dd').first().textContent(),
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

    // Another week, then View brings week 2's report back, and the list's PDF button downloads it too.
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
  it('keeps a photo it cannot judge, answers soaking a pad every hour as urgent, and the flag reaches the review queue', async () => {
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

    // A file that is not a photo is named beside the attach button and nothing is sent; a real JPEG shows in her
    // message, and ZaraMD says it cannot judge a photo and what to do.
    await chat
      .photoInput()
      .setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('hello') });
    await chat
      .attachArea()
      .getByRole('alert')
      .getByText(/^Choose a photo: JPEG, PNG, WebP or HEIC/)
      .waitFor();
    expect(await chat.log().getByText('You said:').count()).toBe(0);
    await chat.photoInput().setInputFiles({ name: 'rash.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
    const mine = chat.log().getByRole('img', { name: 'What you attached' });
    await mine.waitFor();
    await expect.poll(() => mine.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await chat
      .log()
      .getByText(/^Thank you for the photo\. I can't judge a photo/)
      .waitFor();
    await chat
      .log()
      .getByText(/call your midwife or health visitor and describe what you see/)
      .waitFor();
    expect(await chat.attachArea().getByRole('alert').count()).toBe(0);

    // Shift+Enter makes a new line and sends nothing; Enter sends.
    await chat.input().fill("I'm soaking a pad every hour");
    await chat.input().press('Shift+Enter');
    await chat.input().pressSequentially('since this morning');
    expect(await chat.input().inputValue()).toBe("I'm soaking a pad every hour\nsince this morning");
    // Only the photo's message so far.
    expect(await chat.log().getByText('You said:').count()).toBe(1);
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
    // The emergency number is said once, on the Call button, not again in the words above and below it.
    const reply = await chat.replies().last().innerText();
    expect(reply).toContain('When you call, you can say');
    expect(reply.match(/\b(?:911|112|999|000|111)\b/g)).toHaveLength(1);
    await expectAccessible(page, 'recovery chat, urgent reply');
    await screenshotsAtWidths(page, 'recovery-chat-urgent');

    const flags = new FlagsPage(page);
    await flags.open();
    await page
      .getByText(/bleeding|pad/i)
      .first()
      .waitFor();
    await ctx.close();

    // The server raised the flag itself, so it waits in the clinical reviewer's queue with what she wrote.
    const actx = await newContext(run.browser, run.server.baseUrl, DESKTOP);
    const admin = await actx.newPage();
    await admin.goto('/privacy');
    await signIn(admin.request, reviewer);
    await onboard(admin.request, { firstName: 'Reviewer' });
    await admin.goto('/admin/flags');
    await admin.getByRole('heading', { name: 'Clinical review queue' }).waitFor();
    const queued = admin.getByRole('article').filter({ hasText: "I'm soaking a pad every hour" });
    await queued.first().waitFor();
    await queued.first().getByText('Urgent').first().waitFor();
    await actx.close();
  }, 180_000);
});

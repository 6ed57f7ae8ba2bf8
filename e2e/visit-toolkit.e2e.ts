import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TRACKERS_NOT_IN_APP } from '../src/core/domain/toolkit-modules.ts';
import { readPdf } from '../src/server/testing/pdf-text.ts';
import { hasScreen } from '../src/web/lib/screens.ts';
import { AppPages } from './pages/app-pages.ts';
import { SymptomsPage } from './pages/health-pages.ts';
import { VisitToolkitPage } from './pages/visit-toolkit-page.ts';
import { ZaraChatPage } from './pages/zara-page.ts';
import { isoDay, signUpOnboarded } from './support/accounts.ts';
import {
  DESKTOP,
  expectAccessible,
  newContext,
  SCREENSHOT_DIR,
  TAKE_SCREENSHOTS,
  screenshot,
  screenshotsAtWidths,
  useServerAndBrowser,
} from './support/harness.ts';

const run = useServerAndBrowser();

async function mother(
  opts: { name: string; week?: number; babyDays?: number },
  viewport = undefined as typeof DESKTOP | undefined,
): Promise<{ ctx: BrowserContext; page: Page; userId: string }> {
  const ctx = await newContext(run.browser, run.server.baseUrl, viewport, { acceptDownloads: true });
  const userId = await signUpOnboarded(ctx.request, opts);
  return { ctx, page: await ctx.newPage(), userId };
}

/** The summary as an image to look at (pdftoppm, where poppler is installed), beside the screenshots. */
function keepSummary(pdf: Buffer, name: string) {
  if (!TAKE_SCREENSHOTS) return;
  const file = join(SCREENSHOT_DIR, `${name}.pdf`);
  writeFileSync(file, pdf);
  try {
    execFileSync('pdftoppm', ['-png', '-r', '60', file, join(SCREENSHOT_DIR, name)]);
  } catch {
    // Without poppler the PDF itself is kept; the test's checks read its text either way.
  }
}

describe('the Doctor Visit Toolkit in a real browser', () => {
  it(
    'a newcomer at week 28 opens it from Home, ticks her checklist to All set, adds two questions (one from Zara), logs a symptom and finds both in her summary',
    { timeout: 240_000 },
    async () => {
      const { ctx, page } = await mother({ name: 'Amara Okafor', week: 28 });
      const app = new AppPages(page);
      const toolkit = new VisitToolkitPage(page);

      // From Home's care tools.
      await app.home();
      await page.getByRole('link', { name: /Visit Toolkit/ }).click();
      await toolkit.heading().waitFor();
      await expect(toolkit.tab('Overview').getAttribute('aria-selected')).resolves.toBe('true');

      // Overview: no appointment booked (her usual visits are only suggestions), what her next usual visit (30
      // weeks) usually covers, no open alerts, no questions yet.
      await page.getByRole('heading', { name: 'No appointment booked' }).waitFor();
      await page
        .getByText(/The usual schedule suggests a visit around .*; nothing is booked yet\./)
        .waitFor();
      await page.getByRole('link', { name: 'Add an appointment' }).waitFor();
      await page.getByRole('heading', { name: 'What your next visit usually covers' }).waitFor();
      await page.getByText('From the usual schedule: Prenatal visit (week 30)').waitFor();
      await page.getByText(/Your baby's movements are talked about/).waitFor();
      await page.getByText(/^None open\./).waitFor();
      await page.getByText('No questions yet').waitFor();
      await expectAccessible(page, 'toolkit overview, empty');
      await screenshot(page, 'visit-toolkit-overview-empty-phone');

      // Prep Checklist, by keyboard: the arrow key moves between tabs, Tab reaches the items, Space ticks.
      await toolkit.tab('Overview').focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => toolkit.tab('Prep Checklist').getAttribute('aria-selected')).toBe('true');
      await page.waitForURL(/\/visit-toolkit\?tab=checklist$/);
      await toolkit.expectProgress('0 of 6 done (0%)');
      await page.getByRole('heading', { name: 'Getting ready' }).waitFor();
      await expect(toolkit.items().count()).resolves.toBe(6);
      await page
        .getByText('For your next visit. Once you add it to your calendar, these ticks go with it.')
        .waitFor();
      await toolkit.tabTo(toolkit.item('Write your birth plan'));
      await page.keyboard.press('Space');
      await toolkit.expectProgress('1 of 6 done (17%)');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await toolkit.expectProgress('2 of 6 done (33%)');
      await expect(toolkit.item('Pack your hospital bag').isChecked()).resolves.toBe(true);
      await toolkit.item('Make a postpartum plan').click();
      await toolkit.item('Write down your questions').click();
      await toolkit.expectProgress('4 of 6 done (67%)');
      // 4 of 6 is 67%: not yet.
      await expect(page.getByRole('heading', { name: 'All set' }).count()).resolves.toBe(0);
      await toolkit.item('Review your symptoms').click();
      await toolkit.expectProgress('5 of 6 done (83%)');
      await page.getByRole('heading', { name: 'All set' }).waitFor();
      await expectAccessible(page, 'toolkit checklist, all set');
      // Kept on her account: a reload finds it as she left it.
      await page.reload();
      await toolkit.expectProgress('5 of 6 done (83%)');
      await expect(toolkit.item('Bring your medicines and records').isChecked()).resolves.toBe(false);
      await screenshotsAtWidths(page, 'visit-toolkit-checklist');

      // A question in her own words.
      await toolkit.show('Overview');
      await toolkit.addQuestion('   ');
      await page.getByText('Please write your question').waitFor();
      await toolkit.addQuestion('Can I still swim at 30 weeks?');
      await toolkit.toast('Question added').waitFor();
      await toolkit.question('Can I still swim at 30 weeks?').waitFor();

      // A question from a Zara reply: one tap, in the words she asked it.
      const zara = new ZaraChatPage(page);
      await zara.openFromBottomBar();
      await zara.ask('Is heartburn at night normal?');
      const reply = zara.reply(1);
      await reply.getByRole('button', { name: 'Add to my visit questions' }).click();
      await reply.getByText('Added to your visit questions').waitFor();
      await expectAccessible(page, 'Zara reply, added to visit questions');
      await screenshot(page, 'visit-toolkit-zara-added-phone', { fullPage: false });
      await page.keyboard.press('Escape');
      await zara.dialog().waitFor({ state: 'detached' });

      await toolkit.open();
      await toolkit.question('Is heartburn at night normal?').waitFor();
      await expect(toolkit.questions().count()).resolves.toBe(2);
      await page.getByText('From a Zara reply').waitFor();

      // Her symptom, through the toolkit's Symptom Log button (Home opens the tool).
      await toolkit.show('Reports & Tools');
      await toolkit.tool('Symptom Log').click();
      await page.waitForURL(/\/symptoms$/);
      const symptoms = new SymptomsPage(page);
      await symptoms.log('back ache', 4);
      await page.getByRole('heading', { name: 'Logged: worth keeping an eye on' }).waitFor();

      // The summary: her symptom with its colour, her questions, on one page.
      await toolkit.open('?tab=reports');
      await expectAccessible(page, 'toolkit reports and tools');
      const [download] = await Promise.all([page.waitForEvent('download'), toolkit.summaryButton().click()]);
      expect(download.suggestedFilename()).toBe('my-visit-summary.pdf');
      const pdf = readFileSync(await download.path());
      keepSummary(pdf, 'visit-summary-pdf');
      const { pages, lines } = await readPdf(pdf);
      expect(pages).toBe(1);
      expect(lines).toContain('Amara Okafor');
      expect(lines.some((l) => /^28 weeks and \d days pregnant · Due date: /.test(l))).toBe(true);
      expect(lines).toContain('back ache');
      expect(lines).toContain('4 of 5');
      expect(lines).toContain('Yellow: caution');
      expect(lines).toContain('Can I still swim at 30 weeks?');
      expect(lines).toContain('Is heartburn at night normal?');
      await screenshotsAtWidths(page, 'visit-toolkit-reports');

      // The overview with her questions, and ticking one as asked moves it under Asked.
      await toolkit.show('Overview');
      await page.getByRole('heading', { name: 'Open health alerts' }).waitFor();
      await page.getByText('Back ache: high severity 4 of 5').waitFor();
      await screenshotsAtWidths(page, 'visit-toolkit-overview');
      await toolkit.question('Can I still swim at 30 weeks?').click();
      await page.getByRole('heading', { name: 'Asked (1)' }).waitFor();
      await expectAccessible(page, 'toolkit overview, one asked');

      // Back goes to Home.
      await toolkit.backLink().click();
      await page.waitForURL(/\/$/);
      await ctx.close();
    },
  );

  it(
    'the module buttons open the right tools; the dashboard links to the toolkit',
    { timeout: 120_000 },
    async () => {
      const { ctx, page } = await mother({ name: 'Bea Lind', week: 30 }, DESKTOP);
      const toolkit = new VisitToolkitPage(page);

      // A visit she booked is her next appointment, and the checklist is for it.
      const booked = await ctx.request.post('/api/calendar/events', {
        data: {
          title: 'Midwife appointment',
          eventType: 'ob_appointment',
          date: isoDay(5),
          time: '10:30',
          location: 'Riverside Clinic',
        },
      });
      expect(booked.status()).toBe(201);
      await toolkit.open();
      await page.getByRole('heading', { name: 'Your next appointment' }).waitFor();
      await page.getByText('Midwife appointment', { exact: true }).waitFor();
      await page.getByText(/ at 10:30\sAM$/).waitFor();
      await page.getByText('Riverside Clinic').waitFor();
      await page.getByRole('heading', { name: 'What this visit usually covers' }).waitFor();
      await expectAccessible(page, 'toolkit overview with an appointment, desktop');
      await screenshot(page, 'visit-toolkit-overview-booked-desktop');
      await toolkit.show('Prep Checklist');
      await page.getByText(/^For Midwife appointment, .+ at 10:30\sAM\.$/).waitFor();

      await toolkit.show('Reports & Tools');
      const hub = hasScreen('/post-birth/baby-tracker');
      await expect(toolkit.tool('Postpartum Tracker').count()).resolves.toBe(hub ? 1 : 0);
      await expect(toolkit.tool('Birth Plan').getAttribute('href')).resolves.toBe('/?module=birth-plan');

      await toolkit.tool('Birth Plan').click();
      await page.waitForURL(/\/birth-prep$/);
      await expect(
        page.getByRole('tab', { name: /^Birth plan/ }).getAttribute('aria-selected'),
      ).resolves.toBe('true');
      await page.goBack();
      await toolkit.heading().waitFor();
      await toolkit.tool('Hospital Bag').click();
      await page.waitForURL(/\/birth-prep\?tab=bag$/);
      await page.getByTestId('bag-progress').waitFor();
      await page.goto('/?module=symptom-log');
      await page.waitForURL(/\/symptoms$/);
      await page.getByRole('heading', { name: 'Symptom Log', level: 1 }).waitFor();

      // Before the birth, the postpartum tracker says when it unlocks; without the hub's screens, where they will be.
      await page.goto('/?module=postpartum-tracker');
      await page.getByRole('heading', { name: /^Good (morning|afternoon|evening), Bea/ }).waitFor();
      await page
        .getByRole('status')
        .getByText(
          hub
            ? /It unlocks after you record your baby's birth/
            : /^After the birth, .+ Baby Tracker tile on Home\. That screen is not in this version of Zara yet\.$/,
        )
        .waitFor();
      await page.getByRole('button', { name: 'Close' }).click();
      await page.waitForURL(/\/$/);

      // The dashboard's way in.
      await new AppPages(page).dashboard();
      await page.getByRole('main').getByRole('link', { name: 'Visit Toolkit', exact: true }).click();
      await toolkit.heading().waitFor();
      await ctx.close();
    },
  );

  it(
    'after the birth: her stage’s checklist; questions from an article and a symptom log',
    { timeout: 120_000 },
    async () => {
      const { ctx, page } = await mother({ name: 'Cleo Hart', babyDays: 10 });
      const toolkit = new VisitToolkitPage(page);
      await toolkit.open('?tab=checklist');
      await toolkit.item('Note how you are healing').waitFor();
      await toolkit.item("Note your baby's feeds and nappies").waitFor();
      await expect(toolkit.item('Write your birth plan').count()).resolves.toBe(0);
      await expectAccessible(page, 'toolkit checklist, after the birth');
      await screenshot(page, 'visit-toolkit-checklist-postpartum-phone');

      // From an article: the question ready in words she can change.
      await page.goto('/learn/articles/heartburn-and-indigestion');
      await page.getByRole('button', { name: 'Add to my visit questions' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add to my visit questions' });
      await expect(dialog.getByLabel('Your question').inputValue()).resolves.toMatch(
        /^Can we talk about “.+”\?$/,
      );
      await dialog.getByLabel('Your question').fill('Which heartburn remedies are safe while breastfeeding?');
      await expectAccessible(page, 'add a visit question from an article');
      await screenshot(page, 'visit-toolkit-add-from-article-phone', { fullPage: false });
      await dialog.getByRole('button', { name: 'Add question' }).click();
      await toolkit.toast('Added to your visit questions').waitFor();

      // From a symptom log (not a red one: that needs a call now).
      const symptoms = new SymptomsPage(page);
      await symptoms.open();
      await symptoms.log('sore back', 2);
      await page.getByRole('button', { name: 'Add to my visit questions' }).click();
      await expect(page.getByRole('dialog').getByLabel('Your question').inputValue()).resolves.toMatch(
        /^I have had sore back \(2 of 5\) since .+\. Can we talk about it\?$/,
      );
      await page.getByRole('dialog').getByRole('button', { name: 'Add question' }).click();
      await toolkit.toast('Added to your visit questions').waitFor();
      // The same question twice is one.
      await page.getByRole('button', { name: 'Add to my visit questions' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Add question' }).click();
      await page.getByRole('dialog').getByText('This question is already on your list').waitFor();
      await page.keyboard.press('Escape');

      await toolkit.open();
      await toolkit.question('Which heartburn remedies are safe while breastfeeding?').waitFor();
      await page.getByText('From an article').waitFor();
      await page.getByText('From your symptom log').waitFor();
      await page.getByText("From the usual schedule: Baby's 1-month check-up").waitFor();
      await screenshot(page, 'visit-toolkit-overview-postpartum-phone');

      // The postpartum tracker: the hub's baby tracker where the app has it; until then, where it will be.
      const hub = hasScreen('/post-birth/baby-tracker');
      await toolkit.show('Reports & Tools');
      await expect(toolkit.tool('Postpartum Tracker').count()).resolves.toBe(hub ? 1 : 0);
      if (hub) {
        await toolkit.tool('Postpartum Tracker').click();
        await page.waitForURL(/\/post-birth\/baby-tracker$/);
      } else {
        await page.getByText(TRACKERS_NOT_IN_APP).waitFor();
        await expectAccessible(page, 'toolkit reports, after the birth');
        await screenshot(page, 'visit-toolkit-reports-postpartum-phone');
        await page.goto('/?module=postpartum-tracker');
        const notice = page.getByRole('status').filter({ hasText: 'Postpartum Tracker' });
        await notice.getByText(TRACKERS_NOT_IN_APP, { exact: false }).waitFor();
        await notice.getByRole('link', { name: 'Open the Symptom Log' }).click();
        await page.waitForURL(/\/symptoms$/);
      }
      await ctx.close();
    },
  );
});

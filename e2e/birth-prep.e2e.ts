import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../src/server/testing/pdf-text.ts';
import { AppPages } from './pages/app-pages.ts';
import { BirthPrepPage } from './pages/birth-prep-page.ts';
import { signUpOnboarded } from './support/accounts.ts';
import { DESKTOP, expectAccessible, newContext, screenshot, useServerAndBrowser } from './support/harness.ts';

const run = useServerAndBrowser();

async function mother(
  opts: { name: string; week?: number; babyDays?: number },
  viewport = undefined as typeof DESKTOP | undefined,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<{ ctx: BrowserContext; page: Page; userId: string }> {
  // With the service worker, as she has it: the failed-load test's aborted request and its retry were written against it.
  const ctx = await newContext(run.browser, run.server.baseUrl, viewport, {
    acceptDownloads: true,
    colorScheme,
    serviceWorkers: 'allow',
  });
  const userId = await signUpOnboarded(ctx.request, opts);
  return { ctx, page: await ctx.newPage(), userId };
}

/** Every target she taps is at least 44 px tall. */
async function expectTall(page: Page, what: string, selector: string) {
  const heights = await page
    .locator(selector)
    .evaluateAll((els) =>
      els
        .filter((e) => (e as HTMLElement).offsetParent !== null)
        .map((e) => e.getBoundingClientRect().height),
    );
  expect(heights.length, what).toBeGreaterThan(0);
  expect(Math.min(...heights), what).toBeGreaterThanOrEqual(44);
}

describe('Birth Prep in a real browser', () => {
  it('a newcomer at week 33 opens it from Home, writes and saves her plan, downloads the PDF', async () => {
    const { ctx, page } = await mother({ name: 'Zoë Ñúñez', week: 33 });
    const app = new AppPages(page);
    const prep = new BirthPrepPage(page);

    await app.home();
    await page.getByRole('link', { name: /Birth Prep/ }).click();
    await prep.heading().waitFor();
    await page.getByText('Week 33', { exact: true }).waitFor();
    // From 32 the plan is the priority; the bag not until 35.
    await expect(prep.tab('Birth plan').textContent()).resolves.toContain('Priority');
    await expect(prep.tab('Hospital bag').textContent()).resolves.not.toContain('Priority');
    await prep.section('pain-relief').waitFor();
    await expect(prep.saveStatus().textContent()).resolves.toBe('Not saved yet');
    await expect(prep.saveButton().isDisabled()).resolves.toBe(true);
    await expect(prep.downloadButton().count()).resolves.toBe(0);
    await expectAccessible(page, 'birth plan, empty');
    await screenshot(page, 'birth-prep-plan-empty-phone');

    // She fills it in: radios where one answer fits, checkboxes elsewhere, her own words.
    await prep.option('birth-setting', 'Midwife-led unit or birth centre').check();
    await prep.option('pain-relief', 'Water: a bath or birth pool').check();
    await prep.option('pain-relief', 'Epidural').check();
    await prep.option('delivery-preferences', 'Vaginal birth').check();
    await prep.option('feeding', 'Formula feeding').check();
    await prep.option('feeding', 'A combination of both').check();
    await expect(prep.option('feeding', 'Formula feeding').isChecked()).resolves.toBe(false);
    await prep.notes().fill('Please call me Zoë. Low lights and quiet voices help me most.');
    await prep.saveStatus().getByText('Unsaved changes').waitFor();
    await expect(prep.wouldWarnOnLeave()).resolves.toBe(true);

    // Leaving inside the app keeps her edits and tells her, with a way back.
    // (The bottom bar hides while the keyboard is up: she finishes typing first.)
    await prep.notes().blur();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn' }).click();
    await prep.toast('Your birth plan is not saved yet').waitFor();
    await prep.toast('Your birth plan is not saved yet').getByRole('button', { name: 'Go back' }).click();
    await prep.heading().waitFor();
    await expect(prep.option('pain-relief', 'Epidural').isChecked()).resolves.toBe(true);
    await expect(prep.notes().inputValue()).resolves.toContain('Please call me Zoë.');
    await prep.saveStatus().getByText('Unsaved changes').waitFor();

    await prep.save();
    await expect(prep.wouldWarnOnLeave()).resolves.toBe(false);
    await expect(prep.saveButton().isDisabled()).resolves.toBe(true);
    await expectTall(page, 'plan options', '[data-testid^="plan-section-"] label');
    await expectTall(page, 'tabs and buttons', '[role="tab"], main button');

    // Reload: it is hers, from the server (the copy kept on her phone may be drawn first, until the server answers).
    await page.reload();
    await prep.section('pain-relief').waitFor();
    await expect.poll(() => prep.option('pain-relief', 'Epidural').isChecked()).toBe(true);
    await expect(prep.option('pain-relief', 'TENS machine').isChecked()).resolves.toBe(false);
    await expect(prep.option('birth-setting', 'Midwife-led unit or birth centre').isChecked()).resolves.toBe(
      true,
    );
    await expect(prep.option('delivery-preferences', 'Vaginal birth').isChecked()).resolves.toBe(true);
    await expect(prep.notes().inputValue()).resolves.toBe(
      'Please call me Zoë. Low lights and quiet voices help me most.',
    );
    await prep
      .saveStatus()
      .getByText(/^Last saved today at /)
      .waitFor();

    // The PDF to bring to her midwife, with her name and her choices.
    const [download] = await Promise.all([page.waitForEvent('download'), prep.downloadButton().click()]);
    expect(download.suggestedFilename()).toBe('my-birth-plan.pdf');
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { lines: text } = await readPdf(pdf);
    expect(text).toContain('Name: Zoë Ñúñez');
    expect(text).toContain('Midwife-led unit or birth centre');
    expect(text).toContain('Epidural');
    expect(text).toContain('A combination of both');
    expect(text.join(' ')).toContain('Low lights and quiet voices help me most.');
    await expectAccessible(page, 'birth plan, saved');
    await screenshot(page, 'birth-prep-plan-saved-phone');
    await screenshot(page, 'birth-prep-plan-viewport-phone', { fullPage: false });
    await ctx.close();
  });

  it('at week 33 she packs her bag: her own items, a tick that cannot be saved put back, kept after a reload', async () => {
    const { ctx, page } = await mother({ name: 'Zoë Ñúñez', week: 33 });
    const prep = new BirthPrepPage(page);
    await prep.open();
    await prep.section('pain-relief').waitFor();

    // The hospital bag: the tab is in the address, so a reload keeps it.
    await prep.tab('Hospital bag').click();
    await page.waitForURL(/\/birth-prep\?tab=bag$/);
    await prep.expectProgress('0 of 45 packed');
    await page.getByText('Nothing packed yet').waitFor();
    await expectAccessible(page, 'hospital bag, empty');
    await screenshot(page, 'birth-prep-bag-empty-phone');

    const mine = prep.group('mother');
    await prep.item('Maternity pads', mine).click();
    await prep.expectProgress('1 of 45 packed');
    await mine.getByText('1 of 18 packed').waitFor();
    await mine.getByText('Plenty of them: bleeding after birth is heaviest in the first days.').waitFor();
    await expectTall(page, 'bag items', '[data-testid="bag-item"] label');

    // Her own items: added at the end of the group, packed, removed.
    await prep.addOwn('baby', 'Favourite muslin');
    const own = prep.item('Favourite muslin', prep.group('baby'));
    await own.waitFor();
    await prep.expectProgress('1 of 46 packed');
    await own.click();
    await prep.expectProgress('2 of 46 packed');
    await prep.addOwn('mother', 'warm SOCKS');
    await mine.getByText('This is already on the list').waitFor();
    await prep.addOwn('mother', '   ');
    await mine.getByText('Please name the item').waitFor();
    await expectAccessible(page, 'hospital bag, her own item');
    await screenshot(page, 'birth-prep-bag-phone');
    await prep.group('baby').getByRole('button', { name: 'Remove Favourite muslin' }).click();
    await prep.toast('Removed "Favourite muslin"').waitFor();
    await prep.expectProgress('1 of 45 packed');

    // A tick that cannot be saved is put back, and she is told.
    await page.route('**/api/hospital-bag/*/items/warm-socks', (route) => route.abort(), { times: 1 });
    const socks = prep.item('Warm socks', mine);
    await socks.click();
    await prep.toast('"Warm socks" was not ticked').waitFor();
    await expect(socks.isChecked()).resolves.toBe(false);

    await page.reload();
    await prep.progress().waitFor();
    await prep.expectProgress('1 of 45 packed');
    await expect(prep.item('Maternity pads', mine).isChecked()).resolves.toBe(true);
    await ctx.close();
  });

  it('at week 36 on a desktop both are priorities; a full bag celebrates; a failed load offers a retry', async () => {
    const { ctx, page, userId } = await mother({ name: 'Amara Okafor', week: 36 }, DESKTOP);
    const prep = new BirthPrepPage(page);
    await prep.open();
    await page.getByText(/Babies do not always wait/).waitFor();
    await expect(prep.tab('Birth plan').textContent()).resolves.toContain('Priority');
    await expect(prep.tab('Hospital bag').textContent()).resolves.toContain('Priority');
    await prep.section('pain-relief').waitFor();
    await expectAccessible(page, 'birth plan, desktop');
    await screenshot(page, 'birth-prep-plan-desktop');

    const bag = (await (await ctx.request.get(`/api/hospital-bag/${userId}`)).json()) as {
      items: { key: string }[];
    }[];
    for (const item of bag.flatMap((g) => g.items)) {
      const res = await ctx.request.patch(`/api/hospital-bag/${userId}/items/${item.key}`, {
        data: { packed: true },
      });
      expect(res.status()).toBe(200);
    }
    await prep.open('?tab=bag');
    await page.getByRole('heading', { name: 'Your bag is packed' }).waitFor();
    await prep.expectProgress('45 of 45 packed');
    await expectAccessible(page, 'hospital bag, complete, desktop');
    await screenshot(page, 'birth-prep-bag-complete-desktop');

    await page.route(`**/api/hospital-bag/${userId}`, (route) => route.abort(), { times: 1 });
    await page.reload();
    await page.getByText('We could not load your hospital bag').waitFor();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: 'Your bag is packed' }).waitFor();
    await ctx.close();
  });

  it('Home shows the Birth Prep tool and the dashboard BabyPrep Mode only from week 28', async () => {
    const early = await mother({ name: 'Bea', week: 27 }, undefined, 'dark');
    const app27 = new AppPages(early.page);
    await app27.home();
    await early.page.getByRole('heading', { name: 'Care tools' }).waitFor();
    await expect(early.page.getByRole('link', { name: /Birth Prep/ }).count()).resolves.toBe(0);
    await app27.dashboard();
    await expect(early.page.getByRole('heading', { name: 'BabyPrep Mode' }).count()).resolves.toBe(0);
    // Starting early is fine: the screen is there, with words for her week.
    await new BirthPrepPage(early.page).open();
    await early.page.getByText(/It is never too early to start/).waitFor();
    await expect(new BirthPrepPage(early.page).tab('Birth plan').textContent()).resolves.not.toContain(
      'Priority',
    );
    await expectAccessible(early.page, 'birth plan, week 27, dark');
    await screenshot(early.page, 'birth-prep-plan-dark-phone', { fullPage: false });
    await new BirthPrepPage(early.page).tab('Hospital bag').click();
    await new BirthPrepPage(early.page).progress().waitFor();
    await expectAccessible(early.page, 'hospital bag, week 27, dark');
    await screenshot(early.page, 'birth-prep-bag-dark-phone', { fullPage: false });
    await early.ctx.close();

    const ready = await mother({ name: 'Cleo', week: 28 });
    const app28 = new AppPages(ready.page);
    await app28.home();
    await ready.page.getByRole('link', { name: /Birth Prep/ }).waitFor();
    await app28.dashboard();
    await ready.page.getByRole('heading', { name: 'BabyPrep Mode' }).waitFor();
    await ready.page.getByRole('link', { name: 'Open BabyPrep' }).first().click();
    await new BirthPrepPage(ready.page).heading().waitFor();
    await ready.page.getByText(/third trimester/).waitFor();
    await ready.ctx.close();
  });

  it('after the birth she sees the plan she made, read-only, or a gentle note', async () => {
    const { ctx, page, userId } = await mother({ name: 'Dana', babyDays: 10 });
    const prep = new BirthPrepPage(page);
    await prep.open();
    await page
      .getByText(/Your baby is here, so there is no birth plan or hospital bag to get ready now/)
      .waitFor();
    await expect(page.getByRole('tab').count()).resolves.toBe(0);
    await expectAccessible(page, 'birth prep, postpartum, no plan');

    const res = await ctx.request.put(`/api/birth-plan/${userId}`, {
      data: {
        deliveryPreference: 'water-birth',
        choices: { 'after-birth': ['skin-to-skin', 'delayed-cord-clamping'] },
        notes: 'Music on, please.',
      },
    });
    expect(res.status()).toBe(200);
    await page.reload();
    await page.getByRole('heading', { name: 'Your birth plan' }).waitFor();
    await page.getByText('Skin-to-skin contact straight away; Delayed cord clamping').waitFor();
    await page.getByText('Water birth').waitFor();
    await page.getByText('Music on, please.').waitFor();
    await expect(page.getByRole('checkbox').count()).resolves.toBe(0);
    await prep.downloadButton().waitFor();
    await expectAccessible(page, 'birth prep, postpartum, her plan');
    await screenshot(page, 'birth-prep-postpartum-phone');
    await ctx.close();
  });
});

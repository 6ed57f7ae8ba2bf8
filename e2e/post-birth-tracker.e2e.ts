/**
 * Issue 14 in a real browser, the baby tracker: a newcomer five days after the birth times a breastfeed on both sides
 * (and finds the timer still running after a reload), logs a bottle, two nappies and a nap across midnight, reads the
 * counters, the time since the last feed and the next side, corrects and deletes an entry, sees a warning sign with
 * its Call button, adds a twin whose logs stay apart, and does it all by keyboard too.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HubPage, localAgo, localDay, newMother, TrackerPage } from './pages/post-birth-pages.ts';
import { expectAccessible, screenshotsAtWidths, useServerAndBrowser } from './support/harness.ts';

const run = useServerAndBrowser();

const newcomer = (name = 'Nia Adeyemi') => newMother(run, name);

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent()) ?? '';

describe('the baby tracker', () => {
  it('a newcomer times a breastfeed on both sides, finds it still running after a reload, and reads the time since and the next side', async () => {
    const { ctx, page } = await newcomer();
    const hub = new HubPage(page);
    const tracker = new TrackerPage(page);
    await hub.open();
    await hub.module('Baby Tracker').click();
    await page.waitForURL('**/post-birth/baby-tracker');
    await tracker.ready();
    await page.getByText('No feeds logged yet. Start a timer or log one below.').waitFor();
    await page.getByText(/^No feeding logs for /).waitFor();
    await expectAccessible(page, 'tracker, empty');

    // A left breastfeed she started 25 minutes ago, noticed only now.
    const started = localAgo(25);
    await tracker.startFeed('left', started.time);
    const feed = tracker.timer('Breastfeeding');
    await feed.getByText('on the left').waitFor();
    await expect.poll(() => feed.getByRole('timer').textContent()).toMatch(/^2[4-9]:\d\d$/);
    await expectAccessible(page, 'tracker, timer running');

    // The timer lives on the server: a reload finds it still running.
    await page.reload();
    await tracker.ready();
    await feed.getByText('on the left').waitFor();
    await feed.getByRole('button', { name: 'Switch to right' }).click();
    await feed.getByText('on the right').waitFor();
    // A few seconds on the right, so the feed ends there (at least 3 s, under a minute: a loaded machine may poll late).
    await expect.poll(() => feed.textContent(), { timeout: 15_000 }).toMatch(/Right 0:(0[3-9]|[1-5]\d)/);
    await feed.getByRole('button', { name: 'Pause' }).click();
    await feed.getByText('paused').waitFor();
    await feed.getByRole('button', { name: 'Resume' }).click();
    await feed.getByText('on the right').waitFor();
    await feed.getByRole('button', { name: 'Stop and save' }).click();
    await tracker.toast(/^Feed saved: 2\d min$/).waitFor();
    await feed.waitFor({ state: 'detached' });
    await tracker.waitForEntries('feeding', 1);
    await expect(tracker.list('feeding').textContent()).resolves.toMatch(
      /Breast · left 2\d min, right [12] min/,
    );

    // Time since the last feed counts from its start; the next side is the one it did not end on.
    await expect.poll(() => text(page, 'since-last-feed')).toMatch(/Since the last feed\s*2[5-9] min/);
    await expect.poll(() => text(page, 'next-side')).toMatch(/Next side\s*left/i);

    await ctx.close();
  });

  it('a newcomer logs a bottle, nappies and a nap across midnight, reads the counters, and corrects an entry', async () => {
    const { ctx, page } = await newcomer('Adaeze Obi');
    const tracker = new TrackerPage(page);
    await tracker.open();

    // A 90 ml bottle three hours earlier today, if today is that long yet (else on yesterday's page).
    const bottle = localAgo(180);
    if (bottle.date !== localDay(0)) await tracker.open({ date: bottle.date });
    await tracker.logBottle(90, bottle);
    await tracker.toast('Feed logged').waitFor();
    await expect.poll(() => tracker.list('feeding').textContent()).toContain('Bottle · 90 ml');

    // A wet and a dirty nappy, an hour and two hours ago.
    await tracker.open({ tab: 'diaper' });
    const wet = localAgo(60);
    const dirty = localAgo(120);
    await tracker.logDiaper('Wet', wet.date === localDay(0) ? wet : { time: '00:00' });
    await tracker.waitForEntries('diaper', 1);
    await tracker.logDiaper('Dirty', dirty.date === localDay(0) ? dirty : { time: '00:00' }, 'Yellow');
    await tracker.waitForEntries('diaper', 2);
    const counts = await tracker.counters();
    expect(counts.nappies).toBe('2');
    // The bottle counts on today's page only when it was today (between midnight and 3 a.m. it went on yesterday's).
    if (bottle.date === localDay(0)) expect(Number(counts.feeds)).toBeGreaterThanOrEqual(1);
    else expect(counts.feeds).toBe('0');

    // A nap from 23:15 two days ago to 00:40 the next morning: the form says it ends the next day, and each day
    // counts the minutes inside it.
    const napDay = localDay(-2);
    await tracker.open({ date: napDay, tab: 'sleep' });
    await page.getByLabel('Fell asleep').fill('23:15');
    await page.getByLabel('Woke up').fill('00:40');
    await page.getByText(/^The next day, /).waitFor();
    await page.getByRole('button', { name: 'Log sleep' }).click();
    await tracker.waitForEntries('sleep', 1);
    await expect(tracker.list('sleep').textContent()).resolves.toMatch(
      /11:15\sPM – 12:40\sAM \(next day\) · 1 h 25 min \(45 min on this day\)/,
    );
    expect((await tracker.counters()).sleep).toBe('0.8 h');
    await tracker.open({ date: localDay(-1), tab: 'sleep' });
    await tracker.waitForEntries('sleep', 1);
    await expect(tracker.list('sleep').textContent()).resolves.toContain('From the day before');
    expect((await tracker.counters()).sleep).toBe('0.7 h');

    // Corrects the bottle to 100 ml, then deletes the wet nappy.
    await tracker.open({ date: bottle.date });
    await tracker
      .list('feeding')
      .getByRole('button', { name: /^Edit feed at / })
      .last()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit feed' });
    await dialog.getByLabel('Amount (ml)').fill('100');
    await expectAccessible(page, 'edit a feed');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => tracker.list('feeding').textContent()).toContain('Bottle · 100 ml');
    await tracker.open({ tab: 'diaper' });
    await tracker
      .list('diaper')
      .getByRole('button', { name: /^Delete nappy at / })
      .last()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await tracker.waitForEntries('diaper', 1);
    expect((await tracker.counters()).nappies).toBe('1');
    await ctx.close();
  });

  it('a bottle typed over another is a warning naming it, and she saves anyway; a stop the server refuses keeps the timer', async () => {
    const { ctx, page } = await newcomer('Ama Mensah');
    const tracker = new TrackerPage(page);
    await tracker.open();
    const at = localAgo(5);
    await tracker.logBottle(60, at);
    await tracker.waitForEntries('feeding', 1);
    await tracker.logBottle(30, at);
    const warning = page.getByRole('alert').filter({ hasText: 'This overlaps' });
    // Its time as her locale writes one (this browser is en-US): "at 9:55 PM", not the server's "21:55".
    await warning.getByText(/This overlaps the 60 ml bottle at \d{1,2}:\d{2}\s?[AP]M/).waitFor();
    await expectAccessible(page, 'overlap warning');
    await screenshotsAtWidths(page, 'post-birth-tracker-overlap');
    await warning.getByRole('button', { name: 'Save anyway' }).click();
    await tracker.waitForEntries('feeding', 2);

    // A breastfeed stopped at once has no minutes to log: the server refuses it and the timer keeps running.
    await tracker.startFeed('left');
    const feed = tracker.timer('Breastfeeding');
    await feed.getByRole('button', { name: 'Stop and save' }).click();
    await feed.getByText(/^The timer is still running\./).waitFor();
    await expectAccessible(page, 'refused stop');
    await page.reload();
    await tracker.ready();
    await feed.getByText('on the left').waitFor();
    await feed.getByRole('button', { name: 'Discard timer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
    await feed.waitFor({ state: 'detached' });
    await tracker.waitForEntries('feeding', 2);
    await ctx.close();
  }, 150_000);

  it('a pale stool shows the catalogue advice and the Call button, and raises a flag', async () => {
    const { ctx, page } = await newcomer('Leila Haddad');
    const tracker = new TrackerPage(page);
    await tracker.open({ tab: 'diaper' });
    await tracker.pill('Nappy', 'Dirty').check();
    await tracker.pill('Poo colour', 'Pale, chalky or white').check();
    await page.getByText('A pale, chalky or white poo needs checking.').waitFor();
    await page.getByLabel('Time', { exact: true }).fill(localAgo(2).time);
    await page.getByRole('button', { name: 'Log nappy' }).click();
    const card = page.getByRole('alert').filter({ hasText: 'Please call your care team now' }).first();
    await card.waitFor();
    await card
      .getByRole('link', { name: /^Call / })
      .first()
      .waitFor();
    await expectAccessible(page, 'pale stool sign');
    await page.goto('/flags');
    await page
      .getByText(/jaundice|pale/i)
      .first()
      .waitFor();
    await ctx.close();
  });

  it('twins: a second baby keeps its own logs', async () => {
    const { ctx, page } = await newcomer('Zainab Bello');
    const tracker = new TrackerPage(page);
    await tracker.open({ tab: 'diaper' });
    await page.getByRole('button', { name: 'Add a baby' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a baby' });
    await dialog.getByLabel("Baby's name (optional)").fill('Sami');
    await expectAccessible(page, 'add a baby');
    await dialog.getByRole('button', { name: 'Add baby' }).click();
    await dialog.waitFor({ state: 'detached' });
    const twins = page.getByRole('group', { name: 'Baby' });
    await expect
      .poll(() => twins.getByRole('button', { name: 'Sami' }).getAttribute('aria-pressed'))
      .toBe('true');

    await tracker.logDiaper('Wet', localAgo(3));
    await tracker.waitForEntries('diaper', 1);
    await twins.getByRole('button', { name: 'Baby 1' }).click();
    await tracker.waitForEntries('diaper', 0);
    await twins.getByRole('button', { name: 'Sami' }).click();
    await tracker.waitForEntries('diaper', 1);
    await ctx.close();
  });

  it('by keyboard: tabs by arrow keys, a nappy logged without a pointer', async () => {
    const { ctx, page } = await newcomer('Maya Cohen');
    const tracker = new TrackerPage(page);
    await tracker.open();
    await page.getByRole('tab', { name: 'Feeding' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Nappy' }).getAttribute('aria-selected'))
      .toBe('true');
    // On to the nappy's pills (past the tab panel itself); arrows choose within the group.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio'))
        break;
    }
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('radio', { name: 'Dirty', exact: true }).isChecked()).toBe(true);
    await page.getByLabel('Time', { exact: true }).focus();
    await page.keyboard.type(localAgo(1).time.replace(':', ''));
    await page.getByRole('button', { name: 'Log nappy' }).focus();
    await page.keyboard.press('Enter');
    await tracker.waitForEntries('diaper', 1);
    await ctx.close();
  });

  // One test per tab, each with room for six full-page screenshots and two scans on a busy machine.
  for (const tab of ['Feeding', 'Nappy', 'Sleep'] as const) {
    it(`the ${tab} tab looks right at 320, 390 and 1280 px, light and dark, with a timer running`, async () => {
      const { ctx, page } = await newcomer(`Rosa Lima ${tab}`);
      const tracker = new TrackerPage(page);
      await tracker.open();
      await tracker.startFeed('right', localAgo(12).time);
      await tracker.logBottle(60, localAgo(200).date === localDay(0) ? localAgo(200) : { time: '00:00' });
      await tracker.waitForEntries('feeding', 1);
      await tracker.tab(tab);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await expectAccessible(page, `tracker ${tab} ${scheme}`);
      }
      await screenshotsAtWidths(page, `post-birth-tracker-${tab.toLowerCase()}`);
      await ctx.close();
    }, 120_000);
  }
});

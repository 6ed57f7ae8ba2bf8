/**
 * Issue 14 in a real browser, around the tracker: the hub at /post-birth (today from her own logs, the modules by
 * URL so Back works, when to seek help with the Call button), Home's way in with the baby's last feed, the preview a
 * pregnant mother sees, night mode's one-tap tiles with undo, and the Mom Recovery Tracker (heavy bleeding with clots
 * raising the Alert badge, 'Health Alerts Today', the reason, the Call button and the flag on /flags; the time since
 * the last dose; a very low mood leading to the self-check and the crisis lines).
 */
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  HubPage,
  newMother,
  localAgo,
  localDay,
  NightPage,
  RecoveryTrackerPage,
  TrackerPage,
} from './pages/post-birth-pages.ts';
import {
  DESKTOP,
  expectAccessible,
  PHONE,
  screenshot,
  screenshotsAtWidths,
  useServerAndBrowser,
} from './support/harness.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/server.ts';
import { coveredControls, roomProblems } from './support/layout.ts';

const run = useServerAndBrowser();

const mother = (name: string, opts?: { babyDays?: number; week?: number }) => newMother(run, name, opts);

describe('the post-birth hub', () => {
  it('shows today from her logs, opens a module by URL so Back returns, and lists when to seek help', async () => {
    const { ctx, page } = await mother('Efua Owusu');
    const hub = new HubPage(page);
    await hub.open();
    await page.getByText('Immediate Recovery', { exact: true }).first().waitFor();
    await page.getByText('No feeds logged yet').waitFor();
    await page.getByText('No health alerts today').waitFor();
    const help = hub.seekHelp();
    await help.getByRole('heading', { name: 'For you', exact: true }).waitFor();
    await help.getByRole('heading', { name: 'For your baby' }).waitFor();
    await help
      .getByRole('link', { name: /^Call / })
      .first()
      .waitFor();
    await expectAccessible(page, 'hub');

    // A nappy through the tracker shows on the hub's Baby Care card.
    await hub.module('Baby Tracker').click();
    await page.waitForURL('**/post-birth/baby-tracker');
    const tracker = new TrackerPage(page);
    await tracker.ready();
    await tracker.logDiaper('Wet', localAgo(4));
    await tracker.waitForEntries('diaper', 1);
    await page.goBack();
    await page.waitForURL(/\/post-birth$/);
    await page.getByText(/Today: 0 feeds · 1 nappy · 0\.0 h sleep/).waitFor();

    // The module's own back link goes to the hub, the hub's to Home.
    await hub.module('Mom Recovery Tracker').click();
    await page.waitForURL('**/post-birth/recovery');
    await page.getByRole('link', { name: 'Post-Birth Mode' }).click();
    await page.waitForURL(/\/post-birth$/);
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/');

    // Home's way in, before any feed.
    const entry = page.getByRole('region', { name: 'Post-Birth Mode' });
    await entry.getByText('no feeds logged yet').waitFor();
    await ctx.close();
  });

  it("the hub and Home's way in look right at 320, 390 and 1280 px, light and dark", async () => {
    const { ctx, page } = await mother('Mei Chen');
    const tracker = new TrackerPage(page);
    await tracker.open({ tab: 'diaper' });
    await tracker.logDiaper('Wet', localAgo(4));
    await tracker.waitForEntries('diaper', 1);
    await page.goto('/');
    await page.getByRole('region', { name: 'Post-Birth Mode' }).getByText('no feeds logged yet').waitFor();
    await screenshotsAtWidths(page, 'post-birth-home-entry');
    const hub = new HubPage(page);
    await hub.open();
    await page.getByText(/Today: 0 feeds · 1 nappy/).waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectAccessible(page, `hub ${scheme}`);
    }
    await screenshotsAtWidths(page, 'post-birth-hub');
    await ctx.close();
  });

  it('before the birth, /post-birth shows what it will hold and how to record the birth', async () => {
    const { ctx, page } = await mother('Hana Sato', { week: 30 });
    await new HubPage(page).open();
    await page.getByRole('heading', { name: 'What it will hold' }).waitFor();
    await page.getByRole('link', { name: 'Record the birth' }).waitFor();
    expect(await page.getByRole('heading', { name: 'When to Seek Immediate Help' }).count()).toBe(0);
    await expectAccessible(page, 'pregnant preview');
    await screenshotsAtWidths(page, 'post-birth-preview');
    await page.getByRole('link', { name: 'Record the birth' }).click();
    await page.waitForURL('**/profile#record-birth');
    await ctx.close();
  });
});

describe('units and the way in', () => {
  it('shows bottles in fl oz when she chooses it, and the dashboard says when the baby was last fed', async () => {
    const { ctx, page } = await mother('Sofia Rossi');
    await page.goto('/profile');
    await page.getByText('Fluid ounces (fl oz)').click();
    // The radio shows her choice while it saves; leaving before the save lands would read the old unit.
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Profile Updated' }).waitFor();
    await expect.poll(() => page.getByRole('radio', { name: 'Fluid ounces (fl oz)' }).isChecked()).toBe(true);
    // Half an hour ago: on yesterday's page if today is not that old yet.
    const at = localAgo(30);
    const tracker = new TrackerPage(page);
    await tracker.open({ date: at.date });
    await tracker.logBottle(3, at);
    await tracker.waitForEntries('feeding', 1);
    await expect.poll(() => tracker.list('feeding').textContent()).toContain('Bottle · 3 fl oz');

    await page.goto('/dashboard');
    const entry = page.getByRole('region', { name: 'Post-Birth Mode' });
    await entry.getByText(/^last feed 3\d min ago$/).waitFor();
    await entry.getByRole('link', { name: 'Open Post-Birth Mode' }).click();
    await page.waitForURL(/\/post-birth$/);
    await page.getByText(/^Last feed 3\d min ago$/).waitFor();
    await ctx.close();
  });
});

describe('night mode', () => {
  it('logs a wet nappy with one tap, undoes it, and starts a feed the day view shows running', async () => {
    const { ctx, page } = await mother('Ines Duarte');
    const night = new NightPage(page);
    await night.open();
    await expectAccessible(page, 'night mode');
    await night.tile('Wet').click();
    await page.getByText(/^Wet nappy logged at /).waitFor();
    await night.undoBar().click();
    await page.getByText(/^Wet nappy logged at /).waitFor({ state: 'detached' });
    await night.tile('Dirty').click();
    await page.getByText(/^Dirty nappy logged at /).waitFor();

    await night.tile('Left').click();
    await page.getByText(/^Left feed started at /).waitFor();
    await night
      .tile('Left')
      .getByText(/^Feeding /)
      .waitFor();
    await expectAccessible(page, 'night mode, feeding');
    await screenshotsAtWidths(page, 'post-birth-night');

    // The day view agrees: the undone wet nappy is gone, the dirty one stays, the feed still runs.
    const tracker = new TrackerPage(page);
    await tracker.open({ tab: 'diaper' });
    await tracker.waitForEntries('diaper', 1);
    await tracker.timer('Breastfeeding').getByText('on the left').waitFor();
    await ctx.close();
  });
});

describe('the recovery tracker', () => {
  it('heavy bleeding with clots: the Alert badge, Health Alerts Today, the reason, the Call button and the flag', async () => {
    const { ctx, page } = await mother('Grace Njoroge');
    const recovery = new RecoveryTrackerPage(page);
    await recovery.open();
    await page.getByText(/^No bleeding logs for /).waitFor();
    await expectAccessible(page, 'recovery, empty');
    await recovery.pill('Bleeding', 'Heavy').check();
    await recovery.pill('Colour', 'Bright red').check();
    await recovery.pill('Any clots?', 'Clots').check();
    await page.getByRole('button', { name: 'Log bleeding' }).click();

    const reason = 'Heavy bleeding or blood clots detected - requires immediate medical attention';
    const alerts = recovery.alerts();
    await alerts.getByText(reason).waitFor();
    await alerts
      .getByRole('link', { name: /^Call / })
      .first()
      .waitFor();
    const entry = recovery.list('Bleeding').locator(':scope > li').first();
    await entry.getByText('Alert', { exact: true }).waitFor();
    await entry.getByText(reason).waitFor();
    await expectAccessible(page, 'recovery, health alert');
    await screenshotsAtWidths(page, 'post-birth-recovery-alert');

    await alerts.getByRole('link', { name: 'See all your health alerts' }).click();
    await page.waitForURL('**/flags');
    await page
      .getByText(/bleeding/i)
      .first()
      .waitFor();
    await ctx.close();
  });

  it('says how long since the last dose of a medicine, and a very low mood leads to the check and the crisis lines', async () => {
    const { ctx, page } = await mother('Priya Nair');
    const recovery = new RecoveryTrackerPage(page);
    // A dose an hour and a half ago: on yesterday's page between midnight and 1:30 a.m.
    const taken = localAgo(90);
    await recovery.open(`?tab=medication${taken.date === localDay(0) ? '' : `&date=${taken.date}`}`);
    await page.getByLabel('Medicine').fill('Ibuprofen');
    await page.getByLabel('Dose').fill('400 mg');
    await page.getByLabel('Time taken').fill(taken.time);
    await page.getByRole('button', { name: 'Log medication' }).click();
    await recovery.list('Medication').locator(':scope > li').first().waitFor();
    await page.getByLabel('Medicine').fill('ibuprofen');
    await page.getByText(/^Last dose of Ibuprofen: 1 h 3\d min ago/).waitFor();
    await expectAccessible(page, 'recovery, last dose');
    await screenshotsAtWidths(page, 'post-birth-recovery-medication');

    await recovery.tab('Mental Health');
    const mood = page.getByRole('slider', { name: /^Mood/ });
    await mood.focus();
    await page.keyboard.press('Home');
    const support = page.getByRole('region', { name: 'You do not have to carry this alone' });
    await support.getByRole('link', { name: 'Take a two-minute self-check' }).waitFor();
    await expect.poll(() => support.getByRole('link').count()).toBeGreaterThan(1);
    await expectAccessible(page, 'recovery, low mood');
    await screenshotsAtWidths(page, 'post-birth-recovery-mood');
    await ctx.close();
  });
});

describe('a voice memo', () => {
  it('recorded in the browser is kept with her mental health entry, and plays back for her', async () => {
    // A browser with a microphone: Chromium's fake device, permission granted as if she said yes.
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    });
    try {
      const { ctx, page } = await newMother({ browser, server: run.server }, 'Noor Haddad');
      const recovery = new RecoveryTrackerPage(page);
      await recovery.open('?tab=mental_health');
      await page.getByRole('button', { name: 'Record a memo' }).click();
      const stop = page.getByRole('button', { name: 'Stop recording' });
      await stop.waitFor();
      // A couple of seconds of sound, by the recorder's own clock.
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Recording' }).textContent(), {
          timeout: 15_000,
        })
        .toMatch(/Recording 0:0[2-9]/);
      await stop.click();
      await page.getByText(/recorded\. It is kept with this entry when you save\.$/).waitFor();
      await expectAccessible(page, 'recovery, memo recorded');
      await page.getByRole('button', { name: 'Log how you feel' }).click();
      const memo = recovery.list('Mental health').getByLabel(/^Voice memo, /);
      await memo.waitFor();
      const src = await memo.getAttribute('src');
      const res = await page.request.get(src ?? '');
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^audio\//);
      expect((await res.body()).length).toBeGreaterThan(100);
      await ctx.close();
    } finally {
      await browser.close();
    }
  });
});

describe('room on the post-birth screens', () => {
  // Seven screens at four widths: room for 28 page loads on a busy machine.
  it("Zara's bubble covers no control and nothing is cramped, cut off or too small to tap, at 320, 390, 1024 and 1280 px", async () => {
    const { ctx, page } = await mother('Lina Farah');
    const tracker = new TrackerPage(page);
    await tracker.open();
    await tracker.startFeed('left');
    const screens = [
      '/post-birth',
      '/post-birth/baby-tracker',
      '/post-birth/baby-tracker?tab=diaper',
      '/post-birth/baby-tracker?tab=sleep',
      '/post-birth/recovery',
      '/post-birth/recovery?tab=medication',
      '/post-birth/recovery?tab=mental_health',
    ];
    const found: string[] = [];
    for (const size of [{ width: 320, height: 720 }, PHONE, { width: 1024, height: 768 }, DESKTOP]) {
      await page.setViewportSize(size);
      for (const path of screens) {
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        await page.getByTestId('zara-bubble').waitFor();
        for (const problem of await roomProblems(page))
          found.push(`${path} at ${String(size.width)} px: ${problem}`);
        for (const end of ['top', 'bottom'] as const) {
          await page.evaluate((e) => window.scrollTo(0, e === 'top' ? 0 : document.body.scrollHeight), end);
          for (const hit of await coveredControls(page))
            found.push(`${path} at ${String(size.width)} px, ${end}: bubble over ${hit}`);
        }
      }
    }
    // As she sees it on a desktop, bubble and all, at the foot of the tracker.
    await page.goto('/post-birth/baby-tracker');
    await page.locator('main h1').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await screenshot(page, 'post-birth-tracker-bottom-1280-light', { fullPage: false });
    expect(found).toEqual([]);
    await ctx.close();
  }, 120_000);
});

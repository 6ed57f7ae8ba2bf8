/**
 * Zara with no signal (issue 17), one mother in one browser context: installable (the manifest, its icons, the
 * service worker); reading offline (the shell and her last-seen data, "Offline — last updated at ...", an article
 * she opened, the warning signs); writing offline (a red symptom with its emergency card and Call button, a
 * check-in and a journal entry shown "Waiting to send", counted by the banner, sent once when the signal returns,
 * and a replayed request writing nothing); the update prompt (a new service worker waits for her Reload, and the
 * form she is writing is untouched meanwhile). A new mother's baby tracker with no signal: a nappy and a timed feed
 * (started and stopped offline) shown waiting, "Since the last feed" counting from the waiting feed and saying so,
 * sent once each when the signal returns, the feed with her times; then a bottle typed in over that feed and a wet
 * nappy tapped in night mode, listed there as waiting; the bottle refused for the overlap when the signal returns,
 * offered night mode's and the tracker's Save anyway and Change the time (its form, with her time), and saved anyway.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPages } from './pages/app-pages.ts';
import { JournalPage, SymptomsPage } from './pages/health-pages.ts';
import { OfflinePages } from './pages/offline-page.ts';
import { localAgo, NightPage, newMother, TrackerPage, ZONE } from './pages/post-birth-pages.ts';
import { zonedTimeToInstant } from '../src/core/domain/zoned-time.ts';
import { signUpOnboarded } from './support/accounts.ts';
import {
  expectAccessible,
  newContext,
  screenshot,
  screenshotsAtWidths,
  uniqueEmail,
  useServerAndBrowser,
} from './support/harness.ts';

const run = useServerAndBrowser();
const ARTICLE = '/learn/articles/heartburn-and-indigestion';

let ctx: BrowserContext;
let page: Page;
let offline: OfflinePages;
let userId: string;

beforeAll(async () => {
  ctx = await newContext(run.browser, run.server.baseUrl, undefined, { serviceWorkers: 'allow' });
  userId = await signUpOnboarded(ctx.request, {
    name: 'Nia Mensah',
    email: uniqueEmail('offline'),
    week: 30,
  });
  page = await ctx.newPage();
  offline = new OfflinePages(ctx, page);
});
afterAll(() => ctx.close());

describe('Zara with no signal', () => {
  it('is installable: the manifest with its icons, the iOS tags, and a service worker in control', async () => {
    await new AppPages(page).home();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = (await (await ctx.request.get(href ?? '')).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: expect.stringMatching(/^Zara/),
      short_name: 'Zara',
      start_url: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#/),
      background_color: expect.stringMatching(/^#/),
    });
    expect(manifest.icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`)).toEqual(
      expect.arrayContaining(['192x192', '512x512', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const res = await ctx.request.get(`/${icon.src}`);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type'], icon.src).toBe('image/png');
    }
    await expect(page.locator('link[rel="apple-touch-icon"]').count()).resolves.toBe(1);
    await expect(
      page.locator('meta[name="apple-mobile-web-app-capable"], meta[name="mobile-web-app-capable"]').count(),
    ).resolves.toBeGreaterThan(0);
    await offline.controlled();
  });

  it('opens offline with her last-seen data, the article she read and the warning signs', async () => {
    // Online first: the article she opens, and her week with its warning signs.
    await page.goto(ARTICLE);
    const articleTitle = page.getByRole('heading', { level: 1 });
    await articleTitle.waitFor();
    const title = await articleTitle.textContent();
    const app = new AppPages(page);
    await app.journey();
    await page.getByTestId('warning-signs').waitFor();
    await app.home();
    await offline.persisted();

    await offline.offline();
    await page.reload();
    await page.getByRole('heading', { name: /^Good (morning|afternoon|evening), Nia/ }).waitFor();
    await offline
      .offlineLine()
      .getByText(/last updated at \d/)
      .waitFor();

    await page.goto(ARTICLE);
    await page.getByRole('heading', { level: 1, name: title ?? '' }).waitFor();

    await page.goto('/journey');
    const signs = page.getByTestId('warning-signs');
    await signs.waitFor();
    await signs.getByRole('button', { name: 'What each sign means and what to do' }).click();
    await signs.getByRole('button', { name: 'Hide the details' }).waitFor();
    await expect(signs.getByRole('listitem').count()).resolves.toBeGreaterThan(0);
    await expectAccessible(page, 'journey offline');
  });

  it('keeps a red symptom, a check-in and a journal entry made offline, and sends each once when back online', async () => {
    // Still offline. A red symptom: the emergency card and the Call button, from the shared rule.
    const symptoms = new SymptomsPage(page);
    await symptoms.open();
    await symptoms.log('severe headache and blurry vision', 3);
    const card = symptoms.emergencyCard();
    await card.waitFor();
    await expect(
      card
        .getByRole('link', { name: /^Call / })
        .first()
        .getAttribute('href'),
    ).resolves.toMatch(/^tel:\d+$/);
    await page.getByTestId('symptom-waiting').waitFor();
    await expect(offline.waitingEntries().filter({ hasText: 'severe headache' }).count()).resolves.toBe(1);

    // A check-in: its card turns to Done, marked waiting.
    await new AppPages(page).dashboardV2();
    await page.getByRole('radio', { name: 'Happy' }).click();
    await page.getByRole('button', { name: 'Check in' }).click();
    await page.getByRole('heading', { name: "Today's mood: Done" }).waitFor();
    await page.getByTestId('checkin-waiting').waitFor();

    // A journal entry, shown at once in the list marked waiting.
    const journal = new JournalPage(page);
    await journal.open();
    await journal.write('Fed at 3 in the dark, no signal on the ward.');
    const waiting = offline.waitingEntries().filter({ hasText: 'Fed at 3 in the dark' });
    await waiting.getByText(/^Waiting to send/).waitFor();
    await expect(offline.waitingCount()).resolves.toBe(3);
    await expectAccessible(page, 'journal with an entry waiting');
    await screenshotsAtWidths(page, 'offline-journal-waiting');

    // Reloaded with no signal, the three still wait (kept in IndexedDB).
    await page.reload();
    await offline.banner().waitFor();
    await expect(offline.waitingCount()).resolves.toBe(3);

    // The signal returns: they are sent, in order, and the banner goes.
    await offline.online();
    await offline.banner().waitFor({ state: 'detached', timeout: 30_000 });
    await journal.entry('Fed at 3 in the dark').waitFor();
    await expect(offline.waitingEntries().count()).resolves.toBe(0);
    expect(offline.sent.map((s) => s.url)).toEqual(['/api/symptom-logs', '/api/checkins', '/api/journal']);

    // The server holds each once, and a replay of each request as the page sent it writes nothing.
    const counts = async () => ({
      symptoms: ((await (await ctx.request.get(`/api/symptom-logs/${userId}/recent`)).json()) as unknown[])
        .length,
      checkins: ((await (await ctx.request.get(`/api/checkins/${userId}`)).json()) as unknown[]).length,
      journal: ((await (await ctx.request.get(`/api/journal/${userId}`)).json()) as unknown[]).length,
    });
    expect(await counts()).toEqual({ symptoms: 1, checkins: 1, journal: 1 });
    await offline.replaySent();
    expect(await counts()).toEqual({ symptoms: 1, checkins: 1, journal: 1 });
  });

  it('shows the offline line and the waiting banner at 320, 390 and 1280 px, light and dark', async () => {
    await offline.persisted('Fed at 3 in the dark');
    await offline.offline();
    const journal = new JournalPage(page);
    await journal.open();
    // Her journal as she last saw it, beside what waits.
    await journal.entry('Fed at 3 in the dark').waitFor();
    await journal.write('Kept until the signal comes back.');
    await offline.banner().waitFor();
    await offline.offlineLine().waitFor();
    await page.getByTestId('offline-status').focus();
    await screenshotsAtWidths(page, 'offline-banner');
    await offline.online();
    await offline.banner().waitFor({ state: 'detached', timeout: 30_000 });
  });

  it('offers a new version with Reload, never swapping it in under a form she is writing', async () => {
    const dist = join(process.cwd(), 'dist', 'web');
    const sw = join(dist, 'sw.js');
    const kept = readFileSync(sw);
    // A new build: the worker's bytes change (its precompressed copies are set aside, so the plain one is served).
    const compressed = ['.br', '.gz'].map((ext) => `${sw}${ext}`).filter((f) => existsSync(f));
    for (const f of compressed) renameSync(f, `${f}.kept`);
    try {
      writeFileSync(sw, `${kept.toString()}\n// a new version (${new Date().toISOString()})\n`);
      const journal = new JournalPage(page);
      await journal.open();
      await page.getByRole('button', { name: 'Write' }).click();
      const text = page.getByLabel(/What.s on your mind\?/);
      await text.fill('Half-way through a thought');
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      const prompt = offline.updatePrompt();
      await prompt.waitFor({ timeout: 30_000 });
      await expect(text.inputValue()).resolves.toBe('Half-way through a thought');
      await expectAccessible(page, 'update prompt');
      await screenshot(page, 'offline-update-prompt-390', { fullPage: false });

      // By keyboard: Tab reaches Reload, Enter reloads into the new version.
      const reload = prompt.getByRole('button', { name: 'Reload' });
      for (let i = 0; i < 60 && !(await reload.evaluate((b) => b === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(reload.evaluate((b) => b === document.activeElement)).resolves.toBe(true);
      await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
      await page.getByRole('heading', { name: 'Journal', level: 1 }).waitFor();
      await expect(offline.updatePrompt().count()).resolves.toBe(0);
    } finally {
      writeFileSync(sw, kept);
      for (const f of compressed) renameSync(`${f}.kept`, f);
    }
  });
});

/** The tracker's three day counters as one line of words. */
const dayCounts = async (page: Page) =>
  (await page.getByLabel("This day's counts").innerText()).replace(/\s+/g, ' ').trim();

describe('the baby tracker with no signal', () => {
  let bctx: BrowserContext;
  let bpage: Page;
  let boffline: OfflinePages;
  let motherId: string;
  beforeAll(async () => {
    ({ ctx: bctx, page: bpage } = await newMother(run, 'Ama Owusu', undefined, { serviceWorkers: 'allow' }));
    motherId = ((await (await bctx.request.get('/api/auth/me')).json()) as { user: { id: string } }).user.id;
    boffline = new OfflinePages(bctx, bpage);
  });
  afterAll(() => bctx.close());

  it('keeps a nappy and a feed timed offline, shows them waiting, and sends each once with her times', async () => {
    const tracker = new TrackerPage(bpage);
    await tracker.open();
    await boffline.controlled();
    await tracker.ready();
    await boffline.persisted();
    await boffline.offline();

    await tracker.tab('Nappy');
    await bpage.getByRole('button', { name: 'Log nappy' }).click();
    await boffline
      .waitingEntries()
      .filter({ hasText: 'Wet' })
      .getByText(/^Waiting to send/)
      .waitFor();

    // A breastfeed timed from 20 minutes ago, stopped now: all with no signal.
    const started = localAgo(20);
    await tracker.startFeed('left', started.time);
    const timer = tracker.timer('Breastfeeding');
    await timer.getByTestId('timer-waiting').waitFor();
    await timer.getByRole('button', { name: 'Stop and save' }).click();
    await timer.waitFor({ state: 'detached' });
    await tracker.tab('Feeding');
    await boffline.waitingEntries().filter({ hasText: 'Timed feed' }).waitFor();
    await expect(boffline.waitingCount()).resolves.toBe(3);
    // The day's counters count the nappy and the timed feed as they are listed, and say that they wait.
    await bpage.getByText('These counts include what is waiting to send.').waitFor();
    await expect(dayCounts(bpage)).resolves.toMatch(/^Feeds 1 Nappies 1 1 wet · 0 dirty Sleep 0\.0 ?h$/);
    // So do the last 24 hours against the day-of-life guide.
    await bpage.getByText(/^Feeds: 1$/).waitFor();
    await bpage.getByText(/^Wet nappies: 1$/).waitFor();
    // Her wet nappy of a minute ago is "just now" or minutes ago, not "0 hours ago".
    await bpage.getByText(/^(just now|\d+ min ago)$/).waitFor();
    // Her first feed waits on her phone: "Since the last feed" counts from it, says when it started, and that it waits.
    const since = bpage.getByTestId('since-last-feed');
    const startedAt = zonedTimeToInstant(started.date, started.time, ZONE).toISOString();
    const shownTime = await bpage.evaluate(
      ([iso, timeZone]) =>
        new Intl.DateTimeFormat(undefined, { timeStyle: 'short', timeZone }).format(new Date(iso)),
      [startedAt, ZONE] as const,
    );
    await since.getByText(`started ${shownTime}`).waitFor();
    await since.getByText('Waiting to send').waitFor();
    await expectAccessible(bpage, 'baby tracker with a feed waiting');
    await screenshotsAtWidths(bpage, 'offline-baby-tracker-waiting');
    // Home's way into Post-Birth Mode counts from the same waiting feed, and says it waits.
    await bpage.goto('/');
    await bpage
      .getByRole('region', { name: 'Post-Birth Mode' })
      .getByText(/^last feed 2\d min ago \(waiting to send\)$/)
      .waitFor();
    // The hub's Baby Care card counts them too.
    await bpage.goto('/post-birth');
    await bpage.getByText('Today: 1 feed · 1 nappy · 0.0 h sleep (with what is waiting to send)').waitFor();
    // Her recovery day was never loaded on this phone: the card says it waits for a signal, not "Loading".
    await bpage.getByText("You are offline: today's figures will show when you are back online.").waitFor();
    await screenshotsAtWidths(bpage, 'offline-hub-waiting');
    await tracker.open();

    // The signal returns: the nappy, the start and the stop go in order, and the tracker shows what the server holds.
    await boffline.online();
    await boffline.banner().waitFor({ state: 'detached', timeout: 30_000 });
    await tracker.waitForEntries('feeding', 1);
    // Saved now: the server's counts are the same, and nothing is said to wait.
    await bpage.getByText('These counts include what is waiting to send.').waitFor({ state: 'detached' });
    await expect(dayCounts(bpage)).resolves.toMatch(/^Feeds 1 Nappies 1 1 wet · 0 dirty Sleep 0\.\d ?h$/);
    const urls = boffline.sent.map((s) => s.url);
    expect(urls).toEqual([
      '/api/baby-tracking',
      '/api/baby-timers',
      expect.stringMatching(/^\/api\/baby-timers\/[0-9a-f-]{36}\/stop$/),
    ]);
    type Log = { logType: string; fromTimer: boolean; startedAt: string; feedingDuration: number | null };
    const logs = async () =>
      (await (await bctx.request.get(`/api/baby-tracking/${motherId}/recent`)).json()) as Log[];
    const held = await logs();
    expect(held.map((l) => l.logType).sort()).toEqual(['diaper', 'feeding']);
    const feed = held.find((l) => l.logType === 'feeding');
    expect(feed?.fromTimer).toBe(true);
    expect(feed?.feedingDuration).toBeGreaterThanOrEqual(19);
    await boffline.replaySent();
    expect((await logs()).length).toBe(2);
  });

  it('lists night taps as waiting, and a bottle refused for an overlap is saved anyway, or opened to change its time', async () => {
    const tracker = new TrackerPage(bpage);
    const night = new NightPage(bpage);
    await boffline.offline();
    // A bottle typed in at a time inside the feed timed above, with no signal: it waits, part of that feed.
    const inside = localAgo(10);
    await tracker.logBottle(60, inside);
    await boffline.waitingEntries().filter({ hasText: 'Bottle' }).waitFor();
    await bpage.getByTestId('since-last-feed').getByText('Waiting to send').waitFor();

    // Night mode (opened from the tracker, no signal): a wet nappy tapped; both listed with their times, waiting.
    await bpage.getByRole('link', { name: 'Night mode' }).click();
    await night.tile('Wet').click();
    const waiting = bpage.getByTestId('night-waiting').getByRole('listitem');
    await expect.poll(() => waiting.count()).toBe(2);
    await waiting
      .filter({ hasText: 'Wet' })
      .getByText(/^Waiting to send · /)
      .waitFor();
    await waiting
      .filter({ hasText: 'Bottle' })
      .getByText(/^Waiting to send · /)
      .waitFor();
    await expectAccessible(bpage, 'night mode with taps waiting');
    await screenshotsAtWidths(bpage, 'offline-night-waiting');

    // The signal returns: the nappy is saved, the bottle refused for the overlap, with the tracker's choice.
    await boffline.online();
    const refused = bpage.getByTestId('night-refused');
    await refused.getByText(/^This overlaps the .*breastfeed/i).waitFor({ timeout: 30_000 });
    await bpage.getByTestId('night-waiting').waitFor({ state: 'detached' });
    await expectAccessible(bpage, 'night mode with a refused overlap');
    await screenshotsAtWidths(bpage, 'offline-night-refused-overlap');

    // Change the time: the tracker opens the bottle in its form, with the time she gave; closed, it stays refused.
    await refused.getByRole('button', { name: 'Change the time' }).click();
    const dialog = bpage.getByRole('dialog', { name: 'Change the feed' });
    await expect.poll(() => dialog.getByLabel('Started at', { exact: true }).inputValue()).toBe(inside.time);
    await expect(dialog.getByLabel(/^Amount \((ml|fl oz)\)$/).inputValue()).resolves.toBe('60');
    await bpage.keyboard.press('Escape');
    const card = bpage.getByTestId('refused-write');
    await card.getByRole('alert').filter({ hasText: 'This overlaps' }).waitFor();
    await expectAccessible(bpage, 'a refused overlap in the frame');
    await screenshotsAtWidths(bpage, 'offline-refused-overlap');

    // Save anyway: sent again as she confirmed, once; the server holds the bottle beside the timed feed.
    await card.getByRole('button', { name: 'Save anyway' }).click();
    await card.waitFor({ state: 'detached', timeout: 30_000 });
    await boffline.banner().waitFor({ state: 'detached', timeout: 30_000 });
    type Log = { logType: string; feedingAmount: number | null };
    const held = async () =>
      (await (await bctx.request.get(`/api/baby-tracking/${motherId}/recent`)).json()) as Log[];
    const amounts = async () =>
      (await held())
        .filter((l) => l.logType === 'feeding')
        .map((l) => l.feedingAmount)
        .sort();
    await expect.poll(amounts, { timeout: 30_000 }).toEqual([60, null]);
    expect((await held()).filter((l) => l.logType === 'diaper')).toHaveLength(2);
    await tracker.waitForEntries('feeding', 2);
  });
});

/**
 * Browser-test harness: the real server (scripts/start.mjs) on its own copy of the test database and a free port,
 * Debian's Chromium driven by playwright-core, axe scans and screenshots.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { cloneTemplate } from '../../src/server/testing/postgres.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, type Server, startServer as startOn } from './server.ts';
import { TEST_ZONE } from './zone.ts';

export { CHROMIUM_ARGS, CHROMIUM_PATH, type Server };

/** A test server on its own copy of the template database, which a test may also open directly (`databaseUrl`). */
export type TestServer = Server & { databaseUrl: string };

/**
 * The real server for a browser test, on its own copy of the migrated template database on the run's one PostgreSQL,
 * as the integration tests do (src/server/testing/global-setup.ts, in vitest.e2e.config.ts): starting and migrating a
 * cluster for every server was a large part of each file's start on a loaded machine. The copy is dropped when the
 * server stops. A test that prepares data the API cannot make (a reviewer, weeks of past check-ins) writes it through
 * `databaseUrl` while the server runs. (The server on its default, embedded database is started and stopped by the
 * integration tests: src/server/db/embedded-postgres.int.test.ts, src/server/shutdown.int.test.ts.)
 */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database = await cloneTemplate(inject('testDatabaseUrl'));
  let server: Server;
  try {
    server = await startOn({ ...env, DATABASE_URL: database.url });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    ...server,
    databaseUrl: database.url,
    stop: async () => {
      try {
        await server.stop();
      } finally {
        await database.drop();
      }
    },
  };
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 860 };
export const SCREENSHOT_DIR = join(process.cwd(), 'e2e', 'screenshots');
/**
 * Screenshots are for a person to open (e2e/screenshots); CI, where no one opens them, sets E2E_SCREENSHOTS=0 and
 * skips taking them (about 330 full pages a run) and the PDFs kept beside them. Nothing is asserted on them.
 */
export const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS !== '0';

/**
 * One real server and one browser for a test file: started before its tests, stopped after them (the server
 * must then exit cleanly on SIGTERM). Read `run.server` and `run.browser` inside the tests.
 */
export function useServerAndBrowser(
  env: Record<string, string> = {},
  {
    prepare,
  }: {
    /** Runs once the server is up, before the tests: e.g. a reviewer is made (`makeReviewer` in accounts.ts). */
    prepare?: (server: TestServer) => Promise<void>;
  } = {},
): {
  readonly server: TestServer;
  readonly browser: Browser;
} {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(env);
    await prepare?.(server);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the server and browser start in beforeAll');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport = PHONE,
  extra: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  // No service worker unless the test asks for one (offline.e2e.ts, which tests it; birth-prep.e2e.ts): its install stores
  // every file of the build (over 200) in each new context, work the other tests do not look at.
  return browser.newContext({
    baseURL,
    viewport,
    locale: 'en-US',
    timezoneId: TEST_ZONE,
    serviceWorkers: 'block',
    ...extra,
  });
}

/** No serious or critical axe violations on the page as it is now. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // A toast or dialog half-way through its fade-in has washed-out colours that axe would measure:
  // let finite animations finish first (spinners loop forever and are left alone; 3 s at most). Some start
  // late (the bottom bar fades back 150 ms after focus leaves a text field), so look again after a pause.
  await page.evaluate(async () => {
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const running = () =>
      document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    const deadline = Date.now() + 3000;
    do {
      await Promise.race([Promise.all(running().map((a) => a.finished.catch(() => undefined))), sleep(1000)]);
      await sleep(200);
    } while (running().length > 0 && Date.now() < deadline);
  });
  // With a modal dialog open, the page behind it is inert and dimmed by the overlay: scan the dialog alone, as
  // axe would otherwise measure the dimmed page's contrast.
  const dialogs = '[role="dialog"], [role="alertdialog"]';
  // Toasts come and go on their own clock (5 s, then a fade): one leaving during the scan is measured half
  // transparent, so the scan leaves them out (their colours are the theme's tokens, scanned on every page).
  const builder = new AxeBuilder({ page }).exclude('[data-sonner-toaster]');
  if (await page.locator(dialogs).first().isVisible()) builder.include(dialogs);
  const results = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) =>
      `${v.id} (${v.impact ?? ''}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary, `axe on ${label}`).toEqual([]);
}

/**
 * A full-page capture stretches the viewport over the whole page, so anything fixed to the screen (the bottom
 * bar, Zara's bubble) would be painted part-way down it, and a header stuck while scrolled would sit mid-page.
 * Full-page shots therefore start from the top with those hidden; viewport shots show them as she sees them.
 */
// The bottom bar has transition-all, which would animate visibility too and leave it painted: no transition.
const FULL_PAGE_STYLE =
  'nav[aria-label="Main"].fixed, [data-testid="zara-bubble"] { visibility: hidden !important; transition: none !important; }';

/**
 * A full-page screenshot, or the viewport only (a dialog is best seen as she sees it) with fullPage false.
 * For a full page, notices still on screen from an earlier step are closed first, so they do not cover it.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  if (fullPage && !(await page.locator('[role="dialog"], [role="alertdialog"]').first().isVisible())) {
    const close = page.locator('[data-sonner-toast] [data-close-button]');
    for (let i = await close.count(); i > 0; i--)
      await close
        .first()
        .click({ timeout: 1000 })
        .catch(() => {});
    await page
      .locator('[data-sonner-toast]')
      .first()
      .waitFor({ state: 'detached', timeout: 2000 })
      .catch(() => {});
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await page.screenshot({
    path: join(SCREENSHOT_DIR, `${name}.png`),
    fullPage,
    ...(fullPage ? { style: FULL_PAGE_STYLE } : {}),
  });
  // The hiding style is gone once the shot is taken, but the bar's transition can leave it hidden for a moment:
  // let it come back before the test goes on to use it.
  if (fullPage) {
    await page
      .waitForFunction(
        () =>
          [...document.querySelectorAll('nav[aria-label="Main"].fixed')].every(
            (n) => getComputedStyle(n).visibility !== 'hidden',
          ),
        null,
        { timeout: 2000 },
      )
      .catch(() => {});
  }
}

export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

const NARROW = { width: 320, height: 720 };

/** The screen as it is, at 320, 390 and 1280 px wide, light and dark (then back to a phone in light). */
export async function screenshotsAtWidths(page: Page, name: string): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  for (const [label, size] of [
    ['320', NARROW],
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      // Let the colour transitions finish, or the shot catches them half-way.
      await page.waitForTimeout(400);
      await screenshot(page, `${name}-${label}-${scheme}`);
    }
  }
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'light' });
}

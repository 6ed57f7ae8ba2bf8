/**
 * The first page on a slow phone (issue 21): the JavaScript it transfers (compressed) stays within a budget, a
 * signed-in mother on a fresh browser never gets the sign-in screen's code, and a signed-out visitor's first page
 * asks nothing that must fail (no 401 from GET /api/auth/me in her console).
 */
import type { BrowserContext, Page, Response } from 'playwright-core';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../src/core/contracts/app-pages.ts';
import { signUpOnboarded } from './support/accounts.ts';
import { newContext, uniqueEmail, useServerAndBrowser } from './support/harness.ts';

const run = useServerAndBrowser();

/** The budget for the first page's JavaScript as transferred (brotli), in bytes. */
const FIRST_PAGE_JS_BUDGET = 130 * 1024;

interface Load {
  /** Every script the page fetched, with its transferred body size. */
  scripts: { url: string; bytes: number; encoding: string | undefined }[];
  /** Each API request's path, its ?query and its status. */
  apiCalls: { url: string; search: string; status: number }[];
  consoleErrors: string[];
}

/** Records what the page fetches and logs from now on (awaited: the CSP listener is in place before the first load). */
async function record(
  page: Page,
): Promise<Load & { settle(): Promise<void>; cspViolations(): Promise<string[]> }> {
  const load: Load = { scripts: [], apiCalls: [], consoleErrors: [] };
  const pending: Promise<void>[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') load.consoleErrors.push(msg.text());
  });
  page.on('response', (res: Response) => {
    const url = new URL(res.url());
    if (url.pathname.startsWith('/api/'))
      load.apiCalls.push({ url: url.pathname, search: url.search, status: res.status() });
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const sizes = await res.request().sizes();
        load.scripts.push({
          url: url.pathname,
          bytes: sizes.responseBodySize,
          encoding: await res.headerValue('content-encoding').then((v) => v ?? undefined),
        });
      })(),
    );
  });
  // The CSP refuses what the page must never do (eval, inline script): any refusal is a bug and a Lighthouse issue.
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${String(e.lineNumber)}`),
    );
  });
  return {
    ...load,
    cspViolations: () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    settle: async () => {
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
    },
  };
}

/** The API paths the page asked for more than once (each answer is kept: a second request is wasted time). */
const askedTwice = (load: Load) =>
  load.apiCalls.map((c) => c.url + c.search).filter((url, i, all) => all.indexOf(url) !== i);

/** Lighthouse's phone screen. */
const PHONE = { width: 412, height: 823 };

/** The layout shift of `path` loading on a slow network, from its start until its requests have settled. */
async function layoutShift(ctx: BrowserContext, path: string): Promise<number> {
  const page = await ctx.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Slow enough that every loading state is drawn before what replaces it (150 ms round trips, 1.6 Mbit/s).
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 80_000,
  });
  // And the API's answers one at a time, a quarter of a second apart, whatever order they come in: each part of
  // the screen draws its loading state before its figures replace it, as on a phone where each answer takes its
  // own round trips (a fast local server would otherwise answer them all in the same frame and hide a jump).
  let previous = Promise.resolve();
  await page.route('**/api/**', async (route) => {
    const response = await route.fetch();
    const turn = previous.then(() => new Promise<void>((resolve) => setTimeout(resolve, 250)));
    previous = turn;
    await turn;
    await route.fulfill({ response });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
  await page.close();
  return shift;
}

/** Each page, loaded in turn by a new mother (pregnant or after the birth), moves less than Lighthouse's 0.05. */
async function expectStill(mother: { week: number } | { babyDays: number }, paths: string[]): Promise<void> {
  const ctx = await newContext(run.browser, run.server.baseUrl, PHONE);
  await signUpOnboarded(ctx.request, { name: 'Amara Okafor', email: uniqueEmail('shift'), ...mother });
  for (const path of paths)
    expect(await layoutShift(ctx, path), `layout shift on ${path}`).toBeLessThan(0.05);
  await ctx.close();
}

const totalBytes = (load: Load) => load.scripts.reduce((sum, s) => sum + s.bytes, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('the first page', () => {
  it('signed out: the sign-in screen, within the JavaScript budget, with no request that fails', async () => {
    const ctx = await newContext(run.browser, run.server.baseUrl);
    const page = await ctx.newPage();
    const load = await record(page);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await load.settle();

    expect(load.apiCalls.filter((c) => c.url === '/api/auth/me')).toEqual([]);
    expect(load.apiCalls.filter((c) => c.status >= 400)).toEqual([]);
    expect(load.consoleErrors).toEqual([]);
    expect(await load.cspViolations()).toEqual([]);
    expect(load.scripts.every((s) => s.encoding === 'br')).toBe(true);
    const total = totalBytes(load);
    console.log(`signed-out first page: ${String(load.scripts.length)} scripts, ${kb(total)} transferred`);
    console.log(load.scripts.map((s) => `  ${s.url} ${kb(s.bytes)}`).join('\n'));
    expect(total).toBeGreaterThan(10 * 1024);
    expect(total).toBeLessThanOrEqual(FIRST_PAGE_JS_BUDGET);
    await ctx.close();
  });

  it("the page says Zara is opening before any of the app's code has arrived", async () => {
    const ctx = await newContext(run.browser, run.server.baseUrl);
    const page = await ctx.newPage();
    // No script of the app reaches the page: what she sees is the page itself, as on a slow network.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/dashboard');
    await page.getByRole('status').getByText('Opening Zara...', { exact: true }).waitFor();
    await ctx.close();
  });

  it('signed out: nothing on the sign-in screen moves while the server says whether Google sign-in is set up', async () => {
    const ctx = await newContext(run.browser, run.server.baseUrl, PHONE);
    // Stricter than the signed-in screens' 0.05: the note under Google's button appearing (two lines) was 0.025.
    expect(await layoutShift(ctx, '/'), 'layout shift on the sign-in screen').toBeLessThan(0.01);
    await ctx.close();
  });

  it('signed in on a fresh browser: Home, never the sign-in code, within the JavaScript budget', async () => {
    const ctx = await newContext(run.browser, run.server.baseUrl);
    // Signed up through the API: the browser has her session cookie, and nothing in its storage.
    await signUpOnboarded(ctx.request, { name: 'Amara Okafor', email: uniqueEmail('first'), week: 24 });
    const page = await ctx.newPage();
    const load = await record(page);
    // Whatever the first screen drew, in order (the sign-in heading must never be one of them).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
      new MutationObserver(() => {
        for (const h of document.querySelectorAll('h1, h2')) {
          const text = h.textContent ?? '';
          if (!seen.includes(text)) seen.push(text);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/');
    await page.getByRole('heading', { name: /^Good (morning|afternoon|evening), Amara/ }).waitFor();
    await load.settle();

    const seen = await page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);
    expect(seen.some((h) => /^Good (morning|afternoon|evening)/.test(h))).toBe(true);
    expect(seen).not.toContain('Sign In');
    expect(load.scripts.map((s) => s.url).filter((u) => /sign-in/.test(u))).toEqual([]);
    expect(load.apiCalls.filter((c) => c.status >= 400)).toEqual([]);
    expect(askedTwice(load), 'requests asked more than once').toEqual([]);
    expect(await load.cspViolations()).toEqual([]);
    const total = totalBytes(load);
    console.log(`signed-in Home: ${String(load.scripts.length)} scripts, ${kb(total)} transferred`);
    console.log(load.scripts.map((s) => `  ${s.url} ${kb(s.bytes)}`).join('\n'));
    expect(total).toBeLessThanOrEqual(FIRST_PAGE_JS_BUDGET);
    await ctx.close();
  });

  it('signed in on a fresh browser, each screen asks for what it shows once (its data asked early, nothing twice)', async () => {
    const screens: [
      mother: { week: number } | { babyDays: number },
      path: string,
      heading: string,
      asks: RegExp,
    ][] = [
      [{ week: 24 }, '/learn', 'Learn', /^\/api\/education\/weekly\/24$/],
      [{ week: 24 }, '/dashboard', 'Welcome, Amara', /^\/api\/weeks\/24$/],
      [{ week: 24 }, '/calendar', 'Calendar', /^\/api\/calendar\/events\//],
      [
        { week: 24 },
        '/learn/articles/heartburn-and-indigestion',
        'Heartburn',
        /^\/api\/education\/articles\//,
      ],
      [{ babyDays: 5 }, '/post-birth', 'Post-Birth Mode', /^\/api\/maternal-recovery\//],
      [{ babyDays: 5 }, '/post-birth/baby-tracker', 'Baby Tracker', /^\/api\/baby-tracking\/[^/]+$/],
      [{ babyDays: 5 }, '/post-birth/recovery', 'Mom Recovery Tracker', /^\/api\/maternal-recovery\//],
      [{ babyDays: 5 }, '/milestone-tracker', 'Milestone Tracker', /^\/api\/milestone-progress\//],
      [{ babyDays: 5 }, '/post-birth/reports', 'Postpartum Reports', /^\/api\/postpartum-reports\//],
    ];
    for (const [mother, path, heading, asks] of screens) {
      const ctx = await newContext(run.browser, run.server.baseUrl);
      await signUpOnboarded(ctx.request, { name: 'Amara Okafor', email: uniqueEmail('once'), ...mother });
      const page = await ctx.newPage();
      const load = await record(page);
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
      await load.settle();
      expect(
        load.apiCalls.map((c) => c.url).filter((url) => asks.test(url)).length,
        `${path} asks ${String(asks)}`,
      ).toBe(1);
      expect(
        load.apiCalls.filter((c) => c.status >= 400),
        path,
      ).toEqual([]);
      expect(askedTwice(load), `${path}: requests asked more than once`).toEqual([]);
      // The page the server sent named the screen's files (plugins/app-pages.ts), each fetched once.
      const named = await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
      const modules = SCREENS.find((s) => matchPath(s.path, path))?.modules ?? [];
      expect(modules.length, path).toBeGreaterThan(0);
      for (const m of modules) {
        const chunk = `/assets/${(m.split('/').at(-1) ?? '').replace(/\.tsx$/, '')}-`;
        expect(named.filter((href) => href.includes(chunk)).length, `${path} names ${chunk}`).toBe(1);
      }
      const scripts = load.scripts.map((sc) => sc.url);
      expect(
        scripts.filter((url, i) => scripts.indexOf(url) !== i),
        `${path}: scripts fetched twice`,
      ).toEqual([]);
      await ctx.close();
    }
  });

  it("the screens do not move as they load, at a phone's size on a slow network (layout shift under 0.05)", async () => {
    await expectStill({ week: 24 }, [
      '/learn',
      '/',
      '/dashboard',
      '/calendar',
      '/learn/articles/heartburn-and-indigestion',
    ]);
  });

  it('after the birth, the post-birth screens do not move as they load either', async () => {
    await expectStill({ babyDays: 5 }, [
      '/post-birth',
      '/post-birth/baby-tracker',
      '/post-birth/recovery',
      '/milestone-tracker',
      '/post-birth/reports',
    ]);
  });
});

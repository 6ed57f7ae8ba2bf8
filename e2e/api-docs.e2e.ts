/**
 * The readable API docs at /api/docs render in a real browser under the app's strict Content-Security-Policy
 * (no inline script, scripts from this server only) and show every endpoint of the OpenAPI document.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newContext, screenshot, useServerAndBrowser } from './support/harness.ts';

const run = useServerAndBrowser();

describe('API docs /api/docs', () => {
  it('renders every endpoint, with nothing refused by the CSP', async () => {
    const ctx = await newContext(run.browser, run.server.baseUrl, DESKTOP);
    const page = await ctx.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto('/api/docs/');
    // Swagger UI draws all 140 operations before its heading: 13 s here with the machine half loaded, over 30 s in
    // a full browser-test run on 2 cores.
    await page.getByRole('heading', { name: /Zara API/ }).waitFor({ timeout: 75_000 });
    const doc = (await (await page.request.get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.values(doc.paths).reduce((n, m) => n + Object.keys(m).length, 0);
    // Swagger UI keeps only the operations near the viewport in the page (about ten of 140), so every one is seen by
    // scrolling down the whole page once and collecting each drawn operation's id.
    await page.locator('.opblock').first().waitFor();
    const seen = new Set<string>();
    await scrollDown(page, async () => {
      for (const id of await page.locator('.opblock').evaluateAll((els) => els.map((e) => e.id)))
        seen.add(id);
      return false;
    });
    expect(seen.size).toBe(operations);
    // One endpoint opens with its parameters and schemas.
    await page.evaluate(() => window.scrollTo(0, 0));
    const writeEntry = page.locator('#operations-journal-post_api_journal');
    await scrollDown(page, async () => (await writeEntry.count()) > 0);
    await writeEntry.locator('.opblock-summary').click();
    await writeEntry.getByText('Request body').waitFor();
    await writeEntry.getByText('Created').first().waitFor();
    // The screen as she sees it: a full-page shot would show the list's undrawn rows as blank.
    await writeEntry.scrollIntoViewIfNeeded();
    await screenshot(page, 'api-docs-desktop', { fullPage: false });
    expect(problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([]);
    expect(problems).toEqual([]);
    await ctx.close();
  });
});

/** Scrolls the page down most of a screen at a time until `found` says so or the end of the page. */
async function scrollDown(page: Page, found: () => Promise<boolean>): Promise<void> {
  for (let lastY = -1; !(await found()); ) {
    const y = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.6);
      return window.scrollY;
    });
    if (y === lastY) return;
    lastY = y;
    // The list draws the next operations on the scroll event's frame.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }
}

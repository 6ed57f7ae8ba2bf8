/**
 * Issue 20, "room": Zara's bubble covers no control on any screen, at 320, 390 and 1280 px, scrolled to the top and to
 * the bottom (checked by bounding boxes); the desktop side navigation lists every main place.
 */
import { describe, expect, it } from 'vitest';
import { signUpOnboarded } from './support/accounts.ts';
import {
  DESKTOP,
  expectAccessible,
  newContext,
  PHONE,
  screenshot,
  useServerAndBrowser,
} from './support/harness.ts';
import { coveredControls } from './support/layout.ts';

const run = useServerAndBrowser();

const SCREENS = [
  '/',
  '/dashboard',
  '/journey',
  '/learn',
  '/exercise',
  '/profile',
  '/calendar',
  '/symptoms',
  '/flags',
  '/journal',
  '/mental-wellness',
  '/birth-prep',
  '/visit-toolkit',
  '/foundations',
];

describe("Zara's bubble and the navigation leave her room", () => {
  // One test per width: each visits every screen, so together they would outlast one test's time on a slow machine.
  it.each([{ width: 320, height: 720 }, PHONE, DESKTOP, { width: 1024, height: 768 }])(
    'the bubble covers no control on any screen, at the top or the bottom of the page, at $width px',
    async (size) => {
      const ctx = await newContext(run.browser, run.server.baseUrl, size);
      await signUpOnboarded(ctx.request, { name: 'Amara Okafor', week: 36 });
      const page = await ctx.newPage();
      const found: string[] = [];
      for (const path of SCREENS) {
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        await page.getByTestId('zara-bubble').waitFor();
        for (const end of ['top', 'bottom'] as const) {
          await page.evaluate((e) => window.scrollTo(0, e === 'top' ? 0 : document.body.scrollHeight), end);
          await page.waitForTimeout(50);
          for (const hit of await coveredControls(page)) found.push(`${path}, ${end}: ${hit}`);
        }
      }
      expect(found).toEqual([]);
      await ctx.close();
    },
  );

  it('on a phone the bubble is the bottom bar Zara tab; on a desktop it floats and the side navigation lists every place', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const ctx = await newContext(run.browser, run.server.baseUrl, PHONE, { colorScheme: scheme });
      await signUpOnboarded(ctx.request, { name: 'Amara Okafor', week: 24 });
      const page = await ctx.newPage();
      await page.goto('/dashboard');
      const bar = page.locator('nav[aria-label="Main"].fixed');
      await expect.poll(() => bar.getByTestId('zara-bubble').count()).toBe(1);
      await expectAccessible(page, `dashboard phone ${scheme}`);
      await screenshot(page, `room-dashboard-390-${scheme}`, { fullPage: false });
      await page.setViewportSize({ width: 320, height: 720 });
      await screenshot(page, `room-dashboard-320-${scheme}`, { fullPage: false });

      await page.setViewportSize(DESKTOP);
      const side = page.getByRole('navigation', { name: 'Main' }).filter({ hasNot: page.locator('.fixed') });
      await expect.poll(() => page.locator('body > div [data-testid="zara-bubble"]').count()).toBe(1);
      const names = await page.locator('nav[aria-label="Main"]:not(.fixed) a').allInnerTexts();
      for (const place of [
        'Home',
        'Zara',
        'Exercise',
        'Learn',
        'Profile',
        'My journey',
        'Calendar',
        'Symptom log',
        'Health alerts',
        'Journal',
        'Mental wellness',
        'Birth prep',
      ])
        expect(names.map((n) => n.trim())).toContain(place);
      await side.first().getByRole('link', { name: 'Journal' }).click();
      await page.waitForURL((u) => u.pathname === '/journal');
      await expect
        .poll(() => page.locator('nav[aria-label="Main"]:not(.fixed) a[aria-current="page"]').allInnerTexts())
        .toEqual(['Journal']);
      await expectAccessible(page, `journal desktop ${scheme}`);
      await screenshot(page, `room-journal-1280-${scheme}`, { fullPage: false });
      await ctx.close();
    }
  });
});

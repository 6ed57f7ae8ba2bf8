/**
 * Issue 20, point 6, "one way of saying things": dates and times in her locale (en-GB, en-US, en-IE) and weeks from
 * her locale's first day; one wording for the week after the birth; the symptom summary agrees with the logs; her
 * name as she asked to be called; the privacy notice clear of the wizard's "Step N of 7".
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD, signUp, signUpOnboarded } from './support/accounts.ts';
import {
  expectAccessible,
  newContext,
  PHONE,
  screenshot,
  screenshotsAtWidths,
  uniqueEmail,
  useServerAndBrowser,
} from './support/harness.ts';
import { AuthPage } from './pages/auth-page.ts';

const run = useServerAndBrowser();

// Tuesday 16 March 2027 at 10:30, as each locale writes it (CLDR through Intl).
const LOCALES = [
  { locale: 'en-GB', day: 'Tue 16 Mar', time: '10:30', firstDay: 'Mon' },
  { locale: 'en-US', day: 'Tue, Mar 16', time: '10:30 AM', firstDay: 'Sun' },
  { locale: 'en-IE', day: 'Tue, 16 Mar', time: '10:30', firstDay: 'Mon' },
] as const;

const full = (locale: string, day: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

const mainText = (page: Page) => page.locator('main').innerText();

describe('point 6: one way of saying things', () => {
  for (const l of LOCALES) {
    it(`${l.locale}: the calendar writes days and times as ${l.locale} does, its weeks from ${l.firstDay}`, async () => {
      const ctx = await newContext(run.browser, run.server.baseUrl, PHONE, {
        locale: l.locale,
        timezoneId: 'UTC',
      });
      await signUpOnboarded(ctx.request, { name: 'Amara Okafor', week: 24, timeZone: 'UTC' });
      const res = await ctx.request.post('/api/calendar/events', {
        data: { title: 'Anatomy follow-up scan', date: '2027-03-16', time: '10:30' },
      });
      expect(res.status(), await res.text()).toBe(201);
      const page = await ctx.newPage();
      await page.goto('/calendar');
      const event = page.getByTestId('calendar-event').filter({ hasText: 'Anatomy follow-up scan' }).first();
      await event.waitFor();
      const text = await event.innerText();
      expect(text).toContain(l.day);
      expect(text).toContain(l.time);
      // The month starts its weeks on her locale's first day; today's cell is named in full, in her words.
      await expect(page.locator('main table th').first().innerText()).resolves.toBe(l.firstDay);
      const today = new Date().toISOString().slice(0, 10);
      await page
        .getByRole('button', { name: `${full(l.locale, today)}, today` })
        .first()
        .waitFor();
      // No date anywhere in another locale's order.
      const body = await mainText(page);
      if (l.locale === 'en-US')
        expect(body).not.toMatch(/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
      else expect(body).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}\b/);
      // A time is her locale's: 10:30 in Britain and Ireland, never 10:30 AM.
      if (l.locale !== 'en-US') expect(body).not.toMatch(/\d{1,2}:\d{2} ?[AP]M/i);
      // Her exercise week is the same week.
      await page.goto('/exercise');
      const week = await page.getByTestId('weekly-progress').innerText();
      expect(week).toMatch(new RegExp(`^This week\\s+${l.firstDay}`, 'm'));
      await expectAccessible(page, `exercise ${l.locale}`);
      if (l.locale === 'en-GB') {
        await page.goto('/calendar');
        await event.waitFor();
        await expectAccessible(page, 'calendar en-GB');
        await screenshotsAtWidths(page, 'dates-calendar-en-GB');
      }
      await ctx.close();
    });
  }

  it('one mild back ache is summed up as mild, and the week after the birth is said one way', async () => {
    const ctx = await newContext(run.browser, run.server.baseUrl, PHONE, {
      locale: 'en-GB',
      timezoneId: 'UTC',
    });
    await signUpOnboarded(ctx.request, { name: 'Amara Okafor', week: 24, timeZone: 'UTC' });
    const logged = await ctx.request.post('/api/symptom-logs', {
      data: { symptom: 'back-ache', severity: 2 },
    });
    expect(logged.status(), await logged.text()).toBe(201);
    const page = await ctx.newPage();
    await page.goto('/symptoms');
    const summary = page.getByTestId('week-summary');
    await expect(summary.innerText()).resolves.toBe('1 symptom in the last 7 days: mild (2 of 5).');
    await expect(page.getByText(/moderate this week/i).count()).resolves.toBe(0);
    await expectAccessible(page, 'symptoms with one mild log');
    await screenshotsAtWidths(page, 'dates-symptoms-mild');
    await ctx.close();

    const after = await newContext(run.browser, run.server.baseUrl, PHONE, {
      locale: 'en-GB',
      timezoneId: 'UTC',
    });
    await signUpOnboarded(after.request, { name: 'Amara Okafor', babyDays: 3, timeZone: 'UTC' });
    const p = await after.newPage();
    for (const path of ['/', '/dashboard', '/journey', '/exercise', '/learn']) {
      await p.goto(path);
      await p
        .getByText(/first week after birth/i)
        .first()
        .waitFor();
      expect(await mainText(p), path).not.toMatch(/Week 0|week 0|postpartum week|First week postpartum/);
    }
    await after.close();
  });

  it('sign-in greets her by the name she asked to be called, not her full name', async () => {
    const ctx = await newContext(run.browser, run.server.baseUrl, PHONE, {
      locale: 'en-GB',
      timezoneId: 'UTC',
    });
    const email = uniqueEmail('greet');
    await signUpOnboarded(ctx.request, { name: 'Amara Okafor', email, week: 24, timeZone: 'UTC' });
    await ctx.request.post('/api/auth/signout', { headers: { 'content-type': 'application/json' } });
    await ctx.clearCookies();
    const page = await ctx.newPage();
    const auth = new AuthPage(page);
    await auth.open();
    await auth.signIn(email, PASSWORD);
    await auth.toast('Welcome back, Amara!').waitFor();
    await expect(auth.toast(/Okafor/).count()).resolves.toBe(0);
    await ctx.close();
  });

  it('the privacy notice does not sit on the wizard\'s "Step N of 7"', async () => {
    for (const size of [{ width: 320, height: 720 }, PHONE]) {
      // An Irish mother is asked for her privacy choices before the wizard.
      const ctx = await newContext(run.browser, run.server.baseUrl, size, {
        locale: 'en-IE',
        timezoneId: 'UTC',
      });
      await signUp(ctx.request, 'Aoife Byrne');
      const page = await ctx.newPage();
      await page.goto('/');
      await page.getByRole('button', { name: 'Accept All' }).click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Privacy Preferences Saved' });
      await toast.waitFor();
      const step = page.getByText('Step 1 of 7');
      await step.waitFor();
      // The notice slides in: measure where it settles.
      await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const [t, s] = [await toast.boundingBox(), await step.boundingBox()];
      expect(t && s).toBeTruthy();
      if (t && s) expect(t.y > s.y + s.height || t.y + t.height < s.y, JSON.stringify({ t, s })).toBe(true);
      await screenshot(page, `dates-wizard-privacy-notice-${String(size.width)}-light`, { fullPage: false });
      await ctx.close();
    }
  });
});

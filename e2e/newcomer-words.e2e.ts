/**
 * Issue 20, "words and truth": what a newcomer reads is true. Pregnant at 24 weeks, then after the birth.
 * Point 1: no visit is said to be booked before she books it, and the suggested schedule is shown once.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isoDay, saveConsent, signUp } from './support/accounts.ts';
import {
  DESKTOP,
  expectAccessible,
  newContext,
  PHONE,
  screenshot,
  useServerAndBrowser,
} from './support/harness.ts';

const run = useServerAndBrowser();

const NARROW = { width: 320, height: 720 };

/** The screen as it is, at 320, 390 and 1280 px wide, light and dark (then back to a phone in light). */
async function shots(page: Page, name: string) {
  for (const [label, size] of [
    ['320', NARROW],
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `words-${name}-${label}-${scheme}`);
    }
  }
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A newcomer in her time zone (UTC), onboarded through the API: pregnant on the first day of week 24, or a mother. */
async function newcomer(opts: {
  dueInDays?: number;
  babyDays?: number;
}): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await newContext(run.browser, run.server.baseUrl, PHONE, {
    timezoneId: 'UTC',
    locale: 'en-GB',
  });
  await signUp(ctx.request, 'Amara Okafor');
  const res = await ctx.request.post('/api/onboarding/complete', {
    data: {
      firstName: 'Amara',
      moodBaseline: 'calm',
      notifications: { symptoms: true, appointments: true, daily: true, emergency: true },
      timeZone: 'UTC',
      ...(opts.babyDays === undefined
        ? { stage: 'pregnant', dueDate: isoDay(opts.dueInDays ?? 112) }
        : { stage: 'postpartum', birthDate: isoDay(-opts.babyDays) }),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  await saveConsent(ctx.request);
  const page = await ctx.newPage();
  return { ctx, page };
}

const card = (page: Page, title: string | RegExp) =>
  page
    .locator('[aria-labelledby], div.rounded-2xl')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .first();

describe('a newcomer reads only what is true', () => {
  it('point 1: a suggested visit is never "booked"; the schedule is one prompt and a quiet list she adds from', async () => {
    // 24+0 today: the usual week-24 visit falls on today.
    const { ctx, page } = await newcomer({ dueInDays: 112 });

    await page.goto('/dashboard');
    const reminder = card(page, 'Time for a prenatal check-up');
    await reminder.waitFor();
    await reminder.getByText('the usual schedule suggests a visit for today').waitFor();
    await expect(page.locator('main').innerText()).resolves.not.toMatch(/booked for/);
    await expectAccessible(page, 'dashboard with a suggested visit');
    await shots(page, 'dashboard-suggested');

    await page.goto('/calendar');
    const prompt = card(page, 'Your usual visit schedule: add it?');
    await prompt.waitFor();
    // Nothing is hers yet: no Today card, nothing upcoming or this week, nothing to complete.
    await expect(page.getByRole('heading', { name: "Today's Events" }).count()).resolves.toBe(0);
    await card(page, 'Upcoming Events').getByText('Nothing booked yet').waitFor();
    await expect(page.getByTestId('week-total').innerText()).resolves.toBe('0');
    await expect(page.getByRole('button', { name: /as completed$/ }).count()).resolves.toBe(0);
    await expect(page.getByText(/^Suggested$/).count()).resolves.toBe(0);
    // The quiet list: folded until she opens it, then each suggestion once.
    await prompt.getByText(/^See the \d+ suggested dates$/).click();
    const list = prompt.getByTestId('suggestion');
    const count = await list.count();
    expect(count).toBeGreaterThan(10);
    await expect(prompt.getByRole('button', { name: `Add all ${String(count)}` }).count()).resolves.toBe(1);
    await expect(page.getByText('Prenatal visit (week 24)', { exact: true }).count()).resolves.toBe(1);
    await expect(page.getByText('Third trimester begins', { exact: true }).count()).resolves.toBe(1);
    await expectAccessible(page, 'calendar with the suggested schedule');
    await shots(page, 'calendar-suggested');

    // She adds today's visit: now it is hers, listed today with its reminder, and the dashboard may say booked.
    await prompt.getByRole('button', { name: 'Add "Prenatal visit (week 24)" to my calendar' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Added to your calendar' }).waitFor();
    const todayCard = card(page, "Today's Events");
    await todayCard.getByText('Prenatal visit (week 24)').waitFor();
    await todayCard.getByText('Reminder on').waitFor();
    await expect(page.getByTestId('suggestion').count()).resolves.toBe(count - 1);
    // A milestone she adds is a date that comes, not a task: nothing to complete.
    await prompt.getByRole('button', { name: 'Add "Third trimester begins" to my calendar' }).click();
    const third = card(page, 'Upcoming Events').locator('[data-testid="calendar-event"]', {
      hasText: 'Third trimester begins',
    });
    await third.waitFor();
    await expect(third.getByRole('button', { name: /as completed$/ }).count()).resolves.toBe(0);
    await page.goto('/dashboard');
    await reminder.getByText('your visit is booked for today').waitFor();
    await ctx.close();
  });

  it('point 1, after the birth: the usual check-ups are offered, not booked', async () => {
    const { ctx, page } = await newcomer({ babyDays: 2 });
    await page.goto('/calendar');
    const prompt = card(page, 'Your usual check-ups after the birth: add them?');
    await prompt.waitFor();
    await card(page, 'Upcoming Events').getByText('Nothing booked yet').waitFor();
    await expect(page.getByRole('button', { name: /as completed$/ }).count()).resolves.toBe(0);
    await prompt.getByText(/^See the \d+ suggested dates$/).click();
    await prompt.getByText("Baby's newborn check (3-5 days)").waitFor();
    await expectAccessible(page, 'calendar after the birth');
    await shots(page, 'calendar-postpartum');
    await ctx.close();
  });
});

/**
 * Issue 20, "words and truth": what a newcomer reads is true. Pregnant at 24 weeks, then after the birth.
 * Point 1: no visit is said to be booked before she books it, and the suggested schedule is shown once.
 * Point 4: every switch is labelled by what it does; no switch or filter that controls or counts nothing.
 * Point 11: her data download said plainly beside the readable summary; an exercise under a minute not "0 min".
 * Point 10: the operator's name, contact and law come from configuration, and are said to be unset when they are.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay, saveConsent, signUp } from './support/accounts.ts';
import {
  DESKTOP,
  expectAccessible,
  newContext,
  PHONE,
  screenshot,
  screenshotsAtWidths,
  type Server,
  startServer,
  useServerAndBrowser,
} from './support/harness.ts';

// This server's operator has set nothing (and the test runner's own settings do not leak in).
const run = useServerAndBrowser({ OPERATOR_NAME: '', OPERATOR_CONTACT: '', OPERATOR_JURISDICTION: '' });

/** A newcomer in her time zone (UTC), onboarded through the API: pregnant on the first day of week 24, or a mother. */
async function newcomer(opts: {
  dueInDays?: number;
  babyDays?: number;
  baseUrl?: string;
}): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await newContext(run.browser, opts.baseUrl ?? run.server.baseUrl, PHONE, {
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
    await screenshotsAtWidths(page, 'words-dashboard-suggested');

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
    await screenshotsAtWidths(page, 'words-calendar-suggested');

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
    await screenshotsAtWidths(page, 'words-calendar-postpartum');
    await ctx.close();
  });
});

describe("point 10: the operator's details come from configuration, never invented", () => {
  it('unset: the legal pages and the support link say so, and no address appears', async () => {
    const ctx = await newContext(run.browser, run.server.baseUrl, PHONE);
    const page = await ctx.newPage();
    // Signed out, as anyone reads the terms.
    await page.goto('/terms');
    await page.getByRole('heading', { name: 'Who runs this service' }).waitFor();
    await page
      .getByText('Whoever runs this Zara service has not set their name in its configuration yet.')
      .waitFor();
    await page.getByText('They have not set a contact address yet.').waitFor();
    await page.getByText('They have not said which law governs these terms and policies yet.').waitFor();
    await expect(page.locator('a[href^="mailto:"]').count()).resolves.toBe(0);
    await expectAccessible(page, 'terms, operator unset');
    await screenshotsAtWidths(page, 'words-terms-unset');
    await ctx.close();

    const signedIn = await newcomer({ dueInDays: 112 });
    await signedIn.page.goto('/profile');
    await signedIn.page.getByTestId('support-not-set').waitFor();
    await expect(signedIn.page.locator('a[href^="mailto:"]').count()).resolves.toBe(0);
    await signedIn.ctx.close();
  });

  describe('set', () => {
    let server: Server | undefined;
    beforeAll(async () => {
      server = await startServer({
        OPERATOR_NAME: 'Bloom Health Ltd',
        OPERATOR_CONTACT: 'help@bloom.example',
        OPERATOR_JURISDICTION: 'Ireland',
      });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('the legal pages and the support link use them', async () => {
      if (!server) throw new Error('the server starts in beforeAll');
      const ctx = await newContext(run.browser, server.baseUrl, PHONE);
      const page = await ctx.newPage();
      for (const path of ['/terms', '/privacy', '/cookies']) {
        await page.goto(path);
        await page.getByText('This Zara service is run by Bloom Health Ltd').waitFor();
        await expect(
          page.getByRole('link', { name: 'help@bloom.example' }).getAttribute('href'),
        ).resolves.toBe('mailto:help@bloom.example');
        await page.getByText('These terms and policies are governed by the law of Ireland.').waitFor();
      }
      await page.goto('/terms');
      await page.getByText('This Zara service is run by Bloom Health Ltd').waitFor();
      await expectAccessible(page, 'terms, operator set');
      await screenshotsAtWidths(page, 'words-terms-set');
      await ctx.close();

      const signedIn = await newcomer({ dueInDays: 112, baseUrl: server.baseUrl });
      await signedIn.page.goto('/profile');
      const support = signedIn.page.getByRole('link', { name: /^Contact support/ });
      await expect(support.getAttribute('href')).resolves.toBe('mailto:help@bloom.example');
      await expect(support.innerText()).resolves.toBe(
        'Contact support (Bloom Health Ltd): help@bloom.example',
      );
      await support.scrollIntoViewIfNeeded();
      await screenshot(signedIn.page, 'words-profile-support-set-390-light', { fullPage: false });
      await signedIn.ctx.close();
    });
  });
});

describe('point 4: every switch says what it does, and nothing offers a choice that changes nothing', () => {
  it('Profile: the notification switches as onboarding names them; analytics and marketing stated, not switched; no Normal filter', async () => {
    const { ctx, page } = await newcomer({ dueInDays: 112 });
    await page.goto('/profile');
    for (const name of [
      'Daily check-ins',
      'Symptom reminders',
      'Health alert reminders',
      'Appointment reminders',
    ])
      await page.getByRole('switch', { name }).waitFor();
    for (const name of [
      'Whisper Mode',
      'Weekly Reports',
      'Alerts',
      'Daily Reminders',
      'Analytics',
      'Marketing',
    ])
      await expect(page.getByRole('switch', { name, exact: true }).count()).resolves.toBe(0);
    // The symptom switch is the symptoms field, the appointment switch the appointments field (the API keeps them).
    await page.getByRole('switch', { name: 'Symptom reminders' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Profile Updated' }).first().waitFor();
    const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };
    const status = (await (await page.request.get(`/api/profile/${me.user.id}/status`)).json()) as {
      profile: { notifications: Record<string, boolean> };
    };
    const { notifications } = status.profile;
    expect(notifications).toMatchObject({
      symptoms: false,
      appointments: true,
      daily: true,
      emergency: true,
    });
    const privacy = page.getByRole('region', { name: 'Your privacy choices' });
    await privacy.getByTestId('not-collected').waitFor();
    await expect(privacy.getByTestId('not-collected').innerText()).resolves.toMatch(
      /collects no analytics .* and sends no\s+marketing/,
    );
    await privacy.getByRole('switch', { name: 'Personalization' }).waitFor();
    await expectAccessible(page, 'profile');
    await screenshotsAtWidths(page, 'words-profile');

    await page.goto('/flags');
    await page.getByRole('heading', { name: 'Health Alerts', level: 1 }).waitFor();
    const filters = page.getByRole('group', { name: 'Filter alerts' }).getByRole('button');
    await expect(filters.allInnerTexts()).resolves.toEqual(['All (0)', 'Urgent (0)', 'Caution (0)']);
    await expectAccessible(page, 'health alerts');
    await screenshotsAtWidths(page, 'words-flags');
    await ctx.close();
  });
});

describe('point 11: small words', () => {
  it('"Download all my data" beside the readable summary; an exercise under a minute is not "0 min"', async () => {
    const { ctx, page } = await newcomer({ dueInDays: 112 });
    const logged = await ctx.request.post('/api/exercise/logs', {
      data: {
        activityId: 'preg-pelvic-floor-squeezes',
        weekNumber: 24,
        duration: 0,
        completedSteps: [0],
        userRating: 4,
      },
    });
    expect(logged.status(), await logged.text()).toBe(201);
    await page.goto('/exercise');
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByText('Under a minute').waitFor();
    await expect(page.getByText(/\b0 min\b/).count()).resolves.toBe(0);
    await expectAccessible(page, 'exercise history');
    await screenshotsAtWidths(page, 'words-exercise-history');

    await page.goto('/profile');
    const data = page.getByRole('button', { name: 'Download all my data' });
    const pdf = page.getByRole('button', { name: 'Download a readable summary (PDF)' });
    await data.waitFor();
    await pdf.waitFor();
    await expect(page.getByText('(JSON)').count()).resolves.toBe(0);
    // Side by side from 640 px: the two downloads on one row.
    await page.setViewportSize(DESKTOP);
    const [a, b] = [await data.boundingBox(), await pdf.boundingBox()];
    expect(a && b && Math.abs(a.y - b.y) < 2 && b.x > a.x).toBe(true);
    await ctx.close();
  });
});

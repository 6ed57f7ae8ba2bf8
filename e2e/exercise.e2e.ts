import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ExercisePage } from './pages/exercise-page.ts';
import { saveConsent, signUpOnboarded } from './support/accounts.ts';
import {
  DESKTOP,
  expectAccessible,
  newContext,
  PHONE,
  screenshot,
  uniqueEmail,
  useServerAndBrowser,
} from './support/harness.ts';

const run = useServerAndBrowser();

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

const newcomerAtWeek20 = (ctx: BrowserContext, name: string) =>
  signUpOnboarded(ctx.request, { name, week: 20, timeZone: 'UTC' });

describe('exercise in a real browser', () => {
  it('a newcomer at week 20 completes an activity with the keyboard, sees it in History and her progress move', async () => {
    const ctx = await newContext(run.browser, run.server.baseUrl, PHONE, { timezoneId: 'UTC' });
    await newcomerAtWeek20(ctx, 'Amara Okafor');
    const page = await ctx.newPage();
    const ex = new ExercisePage(page);
    await page.goto('/dashboard');
    await ex.openFromNav();
    expect(page.url()).toMatch(/\/exercise$/);

    await page.getByText('Gentle movement for week 20 of your pregnancy.').waitFor();
    expect(await ex.progressText()).toMatch(/0 of 3 sessions this week/);
    await page.getByRole('heading', { name: 'Recommended for you' }).waitFor();
    expect(
      await page.getByRole('region', { name: 'Recommended for you' }).getByTestId('activity-card').count(),
    ).toBe(3);
    // Week 20: nothing that starts later (the birth-ball circles start at 28).
    await expect(page.getByRole('heading', { name: 'Birth ball hip circles' }).count()).resolves.toBe(0);
    await expectAccessible(page, 'exercise');
    await screenshot(page, 'exercise-phone');
    await screenshot(page, 'exercise-top-phone', { fullPage: false });

    // The category chips filter the list.
    const all = await ex.page.getByRole('tabpanel').getByTestId('activity-card').count();
    await ex.chip('Breathing').click();
    const breathing = await ex.page.getByRole('tabpanel').getByTestId('activity-card').count();
    expect(breathing).toBeGreaterThan(0);
    expect(breathing).toBeLessThan(all);

    // Stop signs first, then the steps.
    await ex.start('Calming breath');
    const dialog = ex.dialog();
    await dialog.getByRole('heading', { name: 'Stop and call your midwife or doctor if...' }).waitFor();
    await dialog.getByText('Call emergency services now if you have:').waitFor();
    await expectAccessible(page, 'exercise dialog, stop signs');
    await screenshot(page, 'exercise-dialog-intro-phone', { fullPage: false });

    // Keyboard only from here.
    await dialog.getByRole('button', { name: /Begin step 1 of/ }).focus();
    await page.keyboard.press('Enter');
    const stepLabel = dialog.getByText(/^Step \d+ of \d+$/);
    expect(await stepLabel.innerText()).toMatch(/^Step 1 of \d+$/);
    const total = Number(/of (\d+)/.exec(await stepLabel.innerText())?.[1]);
    expect(await dialog.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    expect(await stepLabel.innerText()).toBe(`Step 2 of ${String(total)}`);
    await dialog.getByRole('button', { name: 'Previous' }).focus();
    await page.keyboard.press('Enter');
    expect(await stepLabel.innerText()).toBe(`Step 1 of ${String(total)}`);
    for (let i = 1; i < total; i++) {
      await dialog.getByRole('button', { name: 'Next' }).focus();
      await page.keyboard.press('Enter');
    }
    expect(await stepLabel.innerText()).toBe(`Step ${String(total)} of ${String(total)}`);
    expect(
      await dialog.getByRole('progressbar', { name: 'Exercise progress' }).getAttribute('aria-valuenow'),
    ).toBe(String(total));

    // Complete Exercise is disabled until she rates; the stars are a radio group.
    const complete = dialog.getByRole('button', { name: 'Complete Exercise' });
    expect(await complete.isDisabled()).toBe(true);
    await expectAccessible(page, 'exercise dialog, last step');
    await dialog.getByRole('radio', { name: '1 star' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await dialog.getByText('You chose 4 of 5.').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Calm and easy');
    await screenshot(page, 'exercise-dialog-rating-phone', { fullPage: false });
    expect(await complete.isDisabled()).toBe(false);
    await complete.focus();
    expect(await focused(page)).toBe('Complete Exercise');
    await page.keyboard.press('Enter');

    await dialog.getByText('Exercise completed!').waitFor();
    await dialog.getByText('Great job staying active during your pregnancy.').waitFor();
    await ex.toast('Exercise completed!').waitFor();
    await screenshot(page, 'exercise-dialog-done-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Progress 1 of 3; the session is in History and counted in Analytics.
    await page
      .getByTestId('weekly-progress')
      .getByText(/1 of 3 sessions this week/)
      .waitFor();
    expect(
      await page.getByRole('progressbar', { name: 'Weekly exercise goal' }).getAttribute('aria-valuenow'),
    ).toBe('33');
    await ex.tab('History').click();
    const history = page.getByRole('list', { name: 'Your exercise sessions' });
    await history.getByRole('heading', { name: 'Calming breath' }).waitFor();
    await history.getByText('Calm and easy').waitFor();
    await history.getByLabel('Rated 4 of 5').waitFor();
    await expectAccessible(page, 'exercise history');
    await screenshot(page, 'exercise-history-phone');

    await ex.tab('Analytics').click();
    await page.getByRole('img', { name: /Sessions by category: Breathing 1/ }).waitFor();
    await expectAccessible(page, 'exercise analytics');
    await screenshot(page, 'exercise-analytics-phone');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await screenshot(page, 'exercise-analytics-charts-phone', { fullPage: false });

    // Her goal is hers to change (settings), and the progress follows.
    await page.getByLabel('Weekly goal').selectOption('2');
    await page
      .getByTestId('weekly-progress')
      .getByText(/1 of 2 sessions this week/)
      .waitFor();
    await page.getByLabel('Weekly goal').selectOption('3');
    await page
      .getByTestId('weekly-progress')
      .getByText(/1 of 3 sessions this week/)
      .waitFor();

    await page.setViewportSize(DESKTOP);
    await ex.tab('More activities').click();
    await page.waitForTimeout(300);
    await screenshot(page, 'exercise-desktop');
    await ex.start('Calming breath');
    await screenshot(page, 'exercise-dialog-desktop', { fullPage: false });
    await ctx.close();
  });

  it('before onboarding: the gate asks for her profile, or Exercise offers all pregnancy activities with a week picker', async () => {
    const ctx = await newContext(run.browser, run.server.baseUrl, PHONE, { timezoneId: 'UTC' });
    const signup = await ctx.request.post('/api/auth/signup', {
      data: { email: uniqueEmail('early'), password: 'gentle-sunrise-42', fullName: 'Nia Early' },
    });
    expect(signup.status()).toBe(201);
    await saveConsent(ctx.request);
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/exercise');
    const text = page.getByText('Finish setting up your profile to see activities for your week');
    const wizard = page.getByRole('button', { name: "I'm ready to start" });
    try {
      await text.or(wizard).first().waitFor();
    } catch (err) {
      await screenshot(page, 'zz-exercise-no-profile-failure');
      throw new Error(`${(err as Error).message}; page errors: ${errors.join(' | ')}`);
    }
    if (await wizard.isVisible()) {
      // The onboarding gate shows the wizard instead of the app until she has a profile: nothing more to see here.
      await ctx.close();
      return;
    }
    const cards = page.getByRole('tabpanel').getByTestId('activity-card');
    const before = await cards.count();
    await page.getByLabel('Pregnancy week').selectOption('30');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[role=tabpanel] [data-testid=activity-card]').length !== n,
      before,
    );
    expect(await cards.count()).toBeLessThan(before);
    await expectAccessible(page, 'exercise before onboarding');
    await screenshot(page, 'exercise-no-profile-phone');
    await ctx.close();
  });
});

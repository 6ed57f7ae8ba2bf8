import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUp, signUpOnboarded } from './support/accounts.ts';
import { AppPages } from './pages/app-pages.ts';
import { AuthPage } from './pages/auth-page.ts';
import { OnboardingPage } from './pages/onboarding-page.ts';
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

const PASSWORD = 'gentle-sunrise-42';
/**
 * A time zone where it is about 7 a.m. now, so every run sees the morning: the mood card (06-10), the morning
 * check-in (before 12) and the evening card that is not open yet, whatever time the suite runs.
 */
function morningZone(): string {
  let offset = 7 - new Date().getUTCHours();
  if (offset < -12) offset += 24;
  if (offset > 14) offset -= 24;
  // Etc/GMT signs are inverted: Etc/GMT-3 is UTC+3.
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${String(Math.abs(offset))}`;
}
const TZ = morningZone();
const morningContext = (viewport = PHONE) =>
  newContext(run.browser, run.server.baseUrl, viewport, { timezoneId: TZ });
const todayIn = (tz: string) =>
  new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: tz,
  }).format(new Date());
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function shoot(page: Page, name: string) {
  await expectAccessible(page, name);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
}

async function signUpNew(page: Page, name: string, prefix: string) {
  const auth = new AuthPage(page);
  await auth.open('/');
  await auth.switchToSignUp();
  await auth.signUp({ name, email: uniqueEmail(prefix), password: PASSWORD });
}

describe('onboarding, home, dashboard, journey and profile in a real browser', () => {
  it(
    'a pregnant newcomer at 24 weeks: wizard, home, dashboard, journey, check-in, profile, birth',
    { timeout: 240_000 },
    async () => {
      const ctx = await morningContext();
      const page = await ctx.newPage();
      await signUpNew(page, 'Amara Okafor', 'amara');

      const wizard = new OnboardingPage(page);
      await wizard.waitForWizard();
      await expect(wizard.stepLabel(1).isVisible()).resolves.toBe(true);
      await shoot(page, 'onboarding-1-welcome');
      await wizard.start();
      await expect(wizard.next().isDisabled()).resolves.toBe(true);
      await shoot(page, 'onboarding-2-stage');
      await wizard.chooseStage('pregnant');
      await expect(wizard.next().isDisabled()).resolves.toBe(true);
      // A typed date the server would refuse is named beside the field, and Next stays off.
      await wizard.fillDate('Due Date', addDays(todayIn(TZ), -30));
      await page.getByText('Due date must be between 3 weeks ago and 42 weeks from today').waitFor();
      await expect(wizard.next().isDisabled()).resolves.toBe(true);
      await shoot(page, 'onboarding-3-date-error');
      // Week 24 today: 280 - 168 = 112 days until the due date.
      const due = addDays(todayIn(TZ), 112);
      await wizard.fillDate('Due Date', due);
      const longDue = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(`${due}T12:00:00Z`),
      );
      await page.getByText(longDue).waitFor();
      await shoot(page, 'onboarding-3-date');
      await wizard.next().click();
      await wizard.fillName('   ');
      await expect(wizard.next().isDisabled()).resolves.toBe(true);
      await wizard.fillName('Amara');
      // Her country, prefilled from the browser's guess (en-US), for the emergency number.
      await page.getByText('So we show the right emergency number').waitFor();
      await expect.poll(() => wizard.country().inputValue()).toBe('US');
      await shoot(page, 'onboarding-4-name');
      await wizard.next().click();
      await expect(wizard.next().isDisabled()).resolves.toBe(false);
      await shoot(page, 'onboarding-5-notifications');
      // Back keeps the answers.
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByLabel('First Name or Nickname').inputValue()).resolves.toBe('Amara');
      await wizard.next().click();
      await wizard.next().click();
      await expect(wizard.next().isDisabled()).resolves.toBe(true);
      await wizard.chooseMood('Hopeful');
      await shoot(page, 'onboarding-6-mood');
      await wizard.next().click();
      await page.getByRole('heading', { name: 'Welcome, Amara!' }).waitFor();
      await page.getByText('personalized pregnancy journey is ready').waitFor();
      await shoot(page, 'onboarding-7-done');

      // A failed completion shows a message with a retry and loses nothing.
      await page.route('**/api/onboarding/complete', (route) => route.abort(), { times: 1 });
      await wizard.finish().click();
      await page.getByText('We could not save your answers yet.').waitFor();
      await wizard.finish().click();

      const app = new AppPages(page);
      await page.getByRole('heading', { name: /^Good (morning|afternoon|evening), Amara$/ }).waitFor();
      await page.getByRole('heading', { name: 'Second Trimester' }).waitFor();
      await page.getByText('Week 24 of 40').waitFor();
      await expect(page.getByRole('link', { name: /Birth Prep/ }).count()).resolves.toBe(0);
      await expect(page.getByRole('link', { name: /Baby Tracker/ }).count()).resolves.toBe(0);
      await shoot(page, 'home-pregnant');

      await app.dashboard();
      await page.getByText(/Week 24 · Second Trimester/).waitFor();
      // Morning: the mood card leads to the check-in card; once she has checked in, it goes.
      await page.getByRole('button', { name: 'Check in now' }).click();
      await expect(
        page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName),
      ).resolves.toBe('radio');
      await app.checkIn('Morning check-in', 'Grateful');
      await expect(page.getByRole('button', { name: 'Check in now' }).count()).resolves.toBe(0);
      // The week's safety advice is a notice, not a tick box.
      const notes = page.getByRole('region', { name: 'Good to know this week' });
      await notes.getByText(/moving less than usual/).waitFor();
      await expect(page.getByRole('checkbox', { name: /moving less than usual/ }).count()).resolves.toBe(0);
      await page
        .getByText(/ear of corn/)
        .first()
        .waitFor();
      await page.getByRole('heading', { name: 'What to Do Today' }).waitFor();
      // OB reminder every fourth week: 24 is one.
      await page.getByRole('heading', { name: 'Time for a prenatal check-up' }).waitFor();
      const firstTask = page.getByRole('checkbox').first();
      // A tick is saved to the server; the box settles once the answer arrives.
      await firstTask.click();
      await page.getByText('1 of').waitFor();
      await page.reload();
      await page.getByText('1 of').waitFor();
      await expect(page.getByRole('checkbox').first().isChecked()).resolves.toBe(true);
      await shoot(page, 'dashboard-pregnant');

      await app.journey();
      await page.getByText('Week 24', { exact: true }).waitFor();
      await page
        .getByText(/ear of corn/)
        .first()
        .waitFor();
      await page.getByRole('heading', { name: /Red flags/ }).waitFor();
      // The morning check-in made on the dashboard is Done here; the evening one opens at 6 pm.
      await page.getByRole('heading', { name: 'Morning check-in: Done' }).waitFor();
      await page.getByText(/^Opens at 6/).waitFor();
      await shoot(page, 'journey-week-24');
      await page.getByRole('link', { name: 'Next week' }).click();
      await page.getByText('Week 25', { exact: true }).waitFor();
      await page
        .getByText(/cauliflower/)
        .first()
        .waitFor();
      await app.journey(42);
      await expect(page.getByRole('link', { name: 'Next week' }).count()).resolves.toBe(0);
      // A week past the navigator's range is not kept in the address bar.
      await page.goto('/journey/99');
      await page.getByText('Week 42', { exact: true }).waitFor();
      await page.waitForURL('**/journey/42');

      await app.dashboardV2();
      await page.getByText('Second Trimester').waitFor();
      // This morning's 'Grateful' is one of its moods: Done, said as a statement, not "How are you feeling?: Done".
      await page.getByRole('heading', { name: "Today's mood: Done" }).waitFor();
      await shoot(page, 'dashboard-v2');

      await app.profile();
      await page.getByText('v1.2.0').waitFor();
      await shoot(page, 'profile-pregnant');
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel('First Name or Nickname').fill('Ama');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await app.toast('Profile Updated').waitFor();
      await page.getByRole('heading', { name: 'Ama', exact: true }).waitFor();
      await page.getByRole('switch', { name: 'Appointment reminders' }).click();
      await app.toast('Profile Updated').first().waitFor();

      // Her data, downloaded now, after her password again.
      await page.getByRole('button', { name: /Download all my data/ }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByLabel('Your password').fill('not-her-password');
      await confirm.getByRole('button', { name: 'Download' }).click();
      await confirm.getByText('That password is not right. Please try again.').waitFor();
      await confirm.getByLabel('Your password').fill(PASSWORD);
      await expectAccessible(page, 'confirm-password dialog');
      await screenshot(page, 'profile-confirm-password-phone', { fullPage: false });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        confirm.getByRole('button', { name: 'Download' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.json$/);
      await confirm.waitFor({ state: 'detached' });

      // Her password, changed with the current one; a common one is refused with why.
      await page.getByRole('button', { name: 'Change password' }).click();
      const change = page.getByRole('dialog');
      await change.getByRole('button', { name: 'Change password' }).click();
      // The contract's own messages, before anything is sent.
      await change.getByText('Enter your current password').waitFor();
      await change.getByLabel('Current password').fill(PASSWORD);
      await change.getByLabel('New password', { exact: true }).fill('sunshine123');
      await change.getByLabel('Confirm new password').fill('sunshine12');
      await change.getByRole('button', { name: 'Change password' }).click();
      await change.getByText('Passwords do not match').waitFor();
      await change.getByLabel('Confirm new password').fill('sunshine123');
      await change.getByRole('button', { name: 'Change password' }).click();
      await change.getByText(/This password is too common/).waitFor();
      await expectAccessible(page, 'change-password dialog');
      await screenshot(page, 'profile-change-password-phone', { fullPage: false });
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'profile-change-password-desktop', { fullPage: false });
      await page.setViewportSize(PHONE);
      await page.keyboard.press('Escape');
      await change.waitFor({ state: 'detached' });

      // My baby is here: a button, then a dialog with nothing prefilled.
      await page.getByRole('button', { name: 'My baby is here' }).click();
      await expect(page.getByRole('dialog').getByLabel("Baby's birth date").inputValue()).resolves.toBe('');
      await expectAccessible(page, 'record-birth dialog');
      await screenshot(page, 'profile-record-birth-dialog-phone', { fullPage: false });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await app.recordBirth(addDays(todayIn(TZ), -3), 'Noor');
      await app.toast('Profile Updated').first().waitFor();
      await page
        .getByText(/Immediate Recovery/)
        .first()
        .waitFor();
      await page.getByText("Baby's name").waitFor();
      await shoot(page, 'profile-postpartum');
      await app.home();
      await page.getByRole('heading', { name: 'Immediate Recovery' }).waitFor();
      await page.getByText('Your first week with Noor').waitFor();
      await page.getByText(/Noor is 3 days old/).waitFor();
      // After the birth Home has a tile for each post-birth tracker: the Baby Tracker and the Milestones.
      await page.getByRole('link', { name: /Symptom Log/ }).waitFor();
      await page.getByRole('link', { name: /Visit Toolkit/ }).waitFor();
      await expect(page.getByRole('link', { name: /Baby Tracker|Milestones/ }).count()).resolves.toBe(2);
      await page.getByRole('link', { name: /^Milestones/ }).waitFor();
      await shoot(page, 'home-postpartum');

      // Recorded by mistake: back to week 24 with the same due date.
      await app.profile();
      await app.undoBirth();
      await app.home();
      await page.getByText('Week 24 of 40').waitFor();
      await app.profile();
      await page.getByRole('button', { name: 'My baby is here' }).waitFor();
      await ctx.close();
    },
  );

  it(
    'a postpartum newcomer onboards, sees her recovery week, and can delete her account',
    { timeout: 120_000 },
    async () => {
      // At phone width, so the 'phone' screenshots are phone-sized (shoot() also takes the desktop ones).
      const ctx = await morningContext();
      const page = await ctx.newPage();
      await signUpNew(page, 'Beatriz Souza', 'bea');
      const wizard = new OnboardingPage(page);
      await wizard.waitForWizard();
      await wizard.complete({
        stage: 'postpartum',
        date: addDays(todayIn(TZ), -20),
        name: 'Bea',
        mood: 'Tired',
        country: 'GB',
      });
      await page.getByRole('heading', { name: /, Bea$/ }).waitFor();
      await page.getByRole('heading', { name: 'Immediate Recovery' }).waitFor();
      await page.getByText(/2 weeks after birth/).waitFor();

      const app = new AppPages(page);
      await app.dashboard();
      await page.getByText(/2 weeks after birth · Immediate Recovery/).waitFor();
      await shoot(page, 'dashboard-postpartum');
      await app.journey();
      await page.getByText('2 weeks after birth', { exact: true }).first().waitFor();
      await shoot(page, 'journey-postpartum');

      await app.profile();
      await page.getByText('United Kingdom').waitFor();
      // Onboarded after the birth without a due date: there is no pregnancy to go back to.
      await expect(page.getByRole('button', { name: "I'm still pregnant" }).count()).resolves.toBe(0);
      await shoot(page, 'profile-postpartum-onboarded');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByLabel('Your password').fill('wrong-password-1');
      await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).click();
      await page.getByText('That password is not right').waitFor();
      await expectAccessible(page, 'delete dialog');
      await page.getByLabel('Your password').fill(PASSWORD);
      await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).click();
      await page.getByRole('heading', { name: /^(Sign In|Create Account)$/ }).waitFor();
      await ctx.close();
    },
  );

  it(
    'the gate: loading, a failed status load with Try Again, then the wizard',
    { timeout: 90_000 },
    async () => {
      const ctx = await morningContext();
      const page = await ctx.newPage();
      await signUp(page.request, 'Chidi Obi');
      // Hold the status call to see the loading text, then let it through.
      let release: () => void = () => undefined;
      const held = new Promise<void>((r) => {
        release = r;
      });
      await page.route('**/api/onboarding/status/**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/');
      await page.getByText('Loading your profile...').waitFor();
      await shoot(page, 'gate-loading');
      release();
      await new OnboardingPage(page).waitForWizard();
      await page.unrouteAll();
      // A failed status load: the message and Try Again, which reloads.
      await page.route('**/api/onboarding/status/**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Something went wrong"}',
        }),
      );
      await page.reload();
      await page.getByText('Failed to load your profile').waitFor();
      await shoot(page, 'gate-error');
      await page.unrouteAll();
      await page.getByRole('button', { name: 'Try Again' }).click();
      await new OnboardingPage(page).waitForWizard();
      await ctx.close();
    },
  );

  it(
    'her country decides the Call button: a guess until she sets it, then GB dials 999',
    { timeout: 90_000 },
    async () => {
      // A British mother whose browser speaks US English, onboarded without a country.
      const ctx = await morningContext();
      const page = await ctx.newPage();
      await signUpOnboarded(page.request, { name: 'Hannah Price', week: 30 });
      const log = await page.request.post('/api/symptom-logs', {
        data: { symptom: 'heavy bleeding', severity: 3 },
      });
      expect(log.status()).toBe(201);
      const app = new AppPages(page);
      await page.goto('/flags');
      await page.getByRole('heading', { name: /urgent alert/ }).waitFor();
      await expect(app.callNumbers()).resolves.toEqual(['911']);
      await page.getByText('Not in the United States?').waitFor();
      await shoot(page, 'flags-country-guessed');
      await page.getByRole('link', { name: 'Set your country in your profile' }).click();
      // The form opens at her country.
      const country = page.getByLabel('Country');
      await country.waitFor();
      await expect(country.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await country.selectOption('GB');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await app.toast('Profile Updated').first().waitFor();
      await page.getByText('United Kingdom').waitFor();
      await page.goto('/flags');
      await page.getByRole('heading', { name: /urgent alert/ }).waitFor();
      await expect(app.callNumbers()).resolves.toEqual(['999']);
      await expect(page.getByText('Set your country in your profile').count()).resolves.toBe(0);
      await ctx.close();
    },
  );
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AuthPage } from './pages/auth-page.ts';
import { OnboardingPage } from './pages/onboarding-page.ts';
import { onboard, PASSWORD, signUpOnboarded } from './support/accounts.ts';
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

describe('accounts in a real browser', () => {
  const email = uniqueEmail('amara');

  it('a newcomer signs up, lands signed in, stays signed in on reload, signs out and back in', async () => {
    const ctx = await newContext(run.browser, run.server.baseUrl);
    const page = await ctx.newPage();
    const auth = new AuthPage(page);
    await auth.open('/');
    await expectAccessible(page, 'sign in');
    await screenshot(page, 'auth-signin-phone');
    await auth.switchToSignUp();
    await expectAccessible(page, 'sign up');
    await screenshot(page, 'auth-signup-phone');

    await auth.signUp({ name: 'Amara Okafor', email, password: PASSWORD });
    // Signed in, a newcomer starts with the onboarding wizard (issue 4), which she can also leave by signing out.
    const wizard = new OnboardingPage(page);
    await wizard.waitForWizard();
    await auth.toast('Welcome to Zara!').waitFor();
    await expectAccessible(page, 'onboarding');

    await page.reload();
    await wizard.waitForWizard();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();

    await auth.signIn(email, PASSWORD);
    await wizard.waitForWizard();
    await ctx.close();
  });

  it('a wrong password says so, and the form stays usable', async () => {
    const ctx = await newContext(run.browser, run.server.baseUrl);
    const page = await ctx.newPage();
    const auth = new AuthPage(page);
    await auth.open();
    await auth.signIn(email, 'not-the-password');
    await auth.toast('Invalid email or password').waitFor();
    await auth.toast('Authentication Error').waitFor();
    await expect(page.getByRole('heading', { name: 'Sign In' }).isVisible()).resolves.toBe(true);
    await expectAccessible(page, 'wrong password');
    await ctx.close();
  });

  it('a taken email is reported next to the email field', async () => {
    const ctx = await newContext(run.browser, run.server.baseUrl);
    const page = await ctx.newPage();
    const auth = new AuthPage(page);
    await auth.open();
    await auth.switchToSignUp();
    await auth.signUp({ name: 'Someone Else', email, password: PASSWORD });
    await page.getByText('This email is already registered').waitFor();
    await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');
    await expectAccessible(page, 'taken email');
    await ctx.close();
  });

  it('sign-up checks matching passwords and the terms, with the spec messages', async () => {
    const ctx = await newContext(run.browser, run.server.baseUrl);
    const page = await ctx.newPage();
    const auth = new AuthPage(page);
    await auth.open();
    await auth.switchToSignUp();
    await auth.signUp({
      name: 'Lea',
      email: uniqueEmail(),
      password: PASSWORD,
      confirm: 'different-one',
      agree: false,
    });
    await page.getByText('Passwords do not match', { exact: true }).first().waitFor();
    await page.getByText('Please agree to the Terms of Use and Privacy Policy').first().waitFor();
    await auth.toast('Authentication Error').waitFor();
    await expectAccessible(page, 'sign up with errors');
    await screenshot(page, 'auth-signup-errors-phone');
    await ctx.close();
  });

  it('the password can be shown and hidden, and the form works from the keyboard', async () => {
    const ctx = await newContext(run.browser, run.server.baseUrl, DESKTOP);
    const page = await ctx.newPage();
    const auth = new AuthPage(page);
    await auth.open();
    const pw = page.getByLabel('Password', { exact: true });
    await pw.fill('secret-words');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(pw.getAttribute('type')).resolves.toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(pw.getAttribute('type')).resolves.toBe('password');
    await screenshot(page, 'auth-signin-desktop');

    await page.getByLabel('Email').focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await new OnboardingPage(page).waitForWizard();
    await ctx.close();
  });

  it('Google sign-in says it is not set up instead of pretending', async () => {
    const ctx = await newContext(run.browser, run.server.baseUrl);
    const page = await ctx.newPage();
    await new AuthPage(page).open();
    await page.getByText('Google sign-in is not set up on this server').waitFor();
    await expect(page.getByRole('button', { name: 'Continue with Google' }).isDisabled()).resolves.toBe(true);
    await expectAccessible(page, 'google not set up');
    await ctx.close();
  });
});

/** The consent record this browser keeps for the signed-in account (one key per account). */
async function storedConsent(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('zara.consent.'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown>) : null;
  });
}

const savedNotice = (page: Page) =>
  page.locator('[data-sonner-toast]').filter({ hasText: 'Privacy Preferences Saved' });

describe('consent', () => {
  async function freshUserIn(locale: string) {
    const ctx = await newContext(run.browser, run.server.baseUrl, PHONE, { locale });
    const page = await ctx.newPage();
    const auth = new AuthPage(page);
    await auth.open();
    await auth.switchToSignUp();
    await auth.signUp({ name: 'Mia', email: uniqueEmail('mia'), password: PASSWORD });
    return { ctx, page };
  }

  it('asks a visitor in the EU, saves Reject Optional, and does not ask again', async () => {
    const { ctx, page } = await freshUserIn('de-DE');
    const dialog = page.getByRole('dialog', { name: 'Your privacy choices' });
    await dialog.waitFor();
    await expect(dialog.getByRole('switch', { name: 'Essential' }).isDisabled()).resolves.toBe(true);
    await expectAccessible(page, 'consent modal');
    await screenshot(page, 'consent-phone');
    await dialog.getByRole('button', { name: 'Reject Optional' }).click();
    await savedNotice(page).waitFor();
    expect(await storedConsent(page)).toMatchObject({
      essential: true,
      analytics: false,
      personalization: false,
      marketing: false,
      location: 'DE',
    });
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await new OnboardingPage(page).waitForWizard();
    await page.waitForTimeout(500);
    await expect(dialog.count()).resolves.toBe(0); // the server kept her choice
    await ctx.close();
  });

  it('Accept Selected keeps the toggles; Accept All turns everything on', async () => {
    const first = await freshUserIn('fr-FR');
    const dialog = first.page.getByRole('dialog', { name: 'Your privacy choices' });
    await dialog.getByRole('switch', { name: 'Personalization' }).click();
    await dialog.getByRole('button', { name: 'Accept Selected' }).click();
    await savedNotice(first.page).waitFor();
    expect(await storedConsent(first.page)).toMatchObject({
      analytics: false,
      personalization: true,
      marketing: false,
    });
    await first.ctx.close();

    const second = await freshUserIn('it-IT');
    await second.page.getByRole('dialog').getByRole('button', { name: 'Accept All' }).click();
    await savedNotice(second.page).waitFor();
    expect(await storedConsent(second.page)).toMatchObject({
      analytics: true,
      personalization: true,
      marketing: true,
    });
    await second.ctx.close();
  });

  it('asks when the country is unknown; a failed save says so and the choice can be made again', async () => {
    // A language without a region gives no country: section 8 treats an unknown country as the EU.
    const { ctx, page } = await freshUserIn('en');
    const dialog = page.getByRole('dialog', { name: 'Your privacy choices' });
    await dialog.waitFor();
    await page.route('**/api/consent', (route) =>
      route.request().method() === 'POST' ? route.abort('failed') : route.fallback(),
    );
    await dialog.getByRole('button', { name: 'Reject Optional' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Could not save your choices' }).waitFor();
    expect(await storedConsent(page)).toBeNull();
    await page.unroute('**/api/consent');
    await dialog.getByRole('button', { name: 'Accept All' }).click();
    await savedNotice(page).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await storedConsent(page)).toMatchObject({ analytics: true, location: null });
    await ctx.close();
  });

  it('a choice this browser kept but the server never got is sent on the next visit', async () => {
    const { ctx, page } = await freshUserIn('en-US');
    await new OnboardingPage(page).waitForWizard();
    const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };
    const url = `/api/consent/${me.user.id}`;
    expect(await (await page.request.get(url)).json()).toEqual({ consent: null });
    await page.evaluate((id) => {
      localStorage.setItem(
        `zara.consent.${id}`,
        JSON.stringify({
          essential: true,
          analytics: false,
          personalization: true,
          marketing: false,
          location: 'US',
          timestamp: new Date().toISOString(),
        }),
      );
    }, me.user.id);
    await page.reload();
    await expect
      .poll(async () => ((await (await page.request.get(url)).json()) as { consent: unknown }).consent)
      .toMatchObject({ personalization: true, location: 'US' });
    await ctx.close();
  });

  it('she can change her choices later in her profile', async () => {
    const { ctx, page } = await freshUserIn('de-DE');
    await page.getByRole('dialog').getByRole('button', { name: 'Reject Optional' }).click();
    await savedNotice(page).waitFor();
    await onboard(page.request, { firstName: 'Mia' });
    await page.goto('/profile');
    const choices = page.getByRole('region', { name: 'Your privacy choices' });
    await choices.getByText(/Last chosen on/).waitFor();
    const save = choices.getByRole('button', { name: 'Save my choices' });
    expect(await save.isDisabled()).toBe(true);
    await choices.getByRole('switch', { name: 'Personalization' }).click();
    await save.click();
    await savedNotice(page).waitFor();
    await expectAccessible(page, 'profile privacy choices');
    expect(await storedConsent(page)).toMatchObject({
      personalization: true,
      marketing: false,
      analytics: false,
      location: 'DE',
    });
    await ctx.close();
  });

  it('does not ask a visitor outside the EU', async () => {
    const { ctx, page } = await freshUserIn('en-US');
    await new OnboardingPage(page).waitForWizard();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await ctx.close();
  });
});

describe('navigation', () => {
  it('an unknown path shows Page Not Found; legal pages are open to everyone', async () => {
    const ctx = await newContext(run.browser, run.server.baseUrl);
    const page = await ctx.newPage();
    await page.goto('/privacy');
    await page.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
    await expectAccessible(page, 'privacy');
    await screenshot(page, 'privacy-phone');
    const auth = new AuthPage(page);
    await auth.open('/');
    await auth.switchToSignUp();
    await auth.signUp({ name: 'Noor', email: uniqueEmail('noor'), password: PASSWORD });
    await new OnboardingPage(page).waitForWizard();
    await onboard(page.request, { firstName: 'Noor' });
    await page.reload();
    await page.getByRole('heading', { name: /Good .*, Noor/ }).waitFor();
    await page.goto('/no-such-place');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await expectAccessible(page, '404');
    await screenshot(page, 'not-found-phone');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link').count()).resolves.toBe(5);
    const box = await nav.boundingBox();
    expect(box?.height).toBe(68);
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.getByRole('heading', { name: /Good .*, Noor/ }).waitFor();
    await ctx.close();
  });

  it('the bottom bar steps aside while she types, survives turning the phone, and the theme can be chosen', async () => {
    const ctx = await newContext(run.browser, run.server.baseUrl, PHONE, { colorScheme: 'dark' });
    const page = await ctx.newPage();
    await signUpOnboarded(page.request, { name: 'Ife Bello', week: 24 });
    await page.goto('/learn');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const search = page.getByRole('searchbox').first();
    await search.waitFor();
    const hidden = () => nav.getAttribute('data-keyboard-open');
    expect(await hidden()).toBe('false');
    await search.focus();
    await expect.poll(hidden).toBe('true');
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(hidden).toBe('false');
    // Turning the phone makes the viewport much shorter: that is not a keyboard.
    await page.setViewportSize({ width: PHONE.height, height: PHONE.width });
    await page.waitForTimeout(400);
    expect(await hidden()).toBe('false');
    await page.setViewportSize(PHONE);

    // Dark follows the system; a choice wins over it and is kept.
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(true);
    await page.getByRole('button', { name: /^Theme: system/ }).click();
    expect(await isDark()).toBe(false);
    await page.reload();
    await search.waitFor();
    expect(await isDark()).toBe(false);
    await page.getByRole('button', { name: /^Theme: light/ }).click();
    expect(await isDark()).toBe(true);
    await expectAccessible(page, 'learn in the dark theme');
    await ctx.close();
  });
});

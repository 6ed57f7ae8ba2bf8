import type { Page } from 'playwright-core';

/** The sign-in / sign-up screen. */
export class AuthPage {
  constructor(private readonly page: Page) {}

  async open(path = '/') {
    await this.page.goto(path);
    await this.page.getByRole('heading', { name: /^(Sign In|Create Account)$/ }).waitFor();
  }

  async switchToSignUp() {
    await this.page.getByRole('button', { name: 'Create Account', exact: true }).first().click();
    await this.page.getByLabel('Full Name').waitFor();
  }

  async signUp(opts: { name: string; email: string; password: string; confirm?: string; agree?: boolean }) {
    await this.page.getByLabel('Full Name').fill(opts.name);
    await this.page.getByLabel('Email').fill(opts.email);
    await this.page.getByLabel('Password', { exact: true }).fill(opts.password);
    await this.page.getByLabel('Confirm Password').fill(opts.confirm ?? opts.password);
    if (opts.agree ?? true) await this.page.getByRole('checkbox').check();
    await this.page.locator('form').getByRole('button', { name: 'Create Account' }).click();
  }

  async signIn(email: string, password: string) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.locator('form').getByRole('button', { name: 'Sign In' }).click();
  }

  toast(text: string | RegExp) {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}

import type { Page } from 'playwright-core';

/** Home, dashboard, journey and profile screens of the signed-in app. */
export class AppPages {
  constructor(private readonly page: Page) {}

  async home() {
    await this.page.goto('/');
    await this.page.getByRole('heading', { name: /^Good (morning|afternoon|evening), / }).waitFor();
  }

  async dashboard() {
    await this.page.goto('/dashboard');
    await this.page.getByRole('heading', { name: /^Welcome, / }).waitFor();
  }

  async dashboardV2() {
    await this.page.goto('/dashboard-v2');
    await this.page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
  }

  async journey(week?: number) {
    await this.page.goto(week === undefined ? '/journey' : `/journey/${String(week)}`);
    await this.page.getByRole('heading', { name: 'Your weekly journey' }).waitFor();
  }

  async profile() {
    await this.page.goto('/profile');
    await this.page.getByRole('heading', { name: 'Personal info' }).waitFor();
  }

  /** Chooses a mood in the named check-in card and submits it. */
  async checkIn(cardTitle: string, mood: string) {
    const card = this.page
      .locator('section')
      .filter({ has: this.page.getByRole('heading', { name: cardTitle }) });
    await card.getByRole('radio', { name: mood }).click();
    await card.getByRole('button', { name: 'Check in' }).click();
    await this.page.getByRole('heading', { name: `${cardTitle}: Done` }).waitFor();
  }

  toast(text: string | RegExp) {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}

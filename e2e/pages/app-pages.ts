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
    // The mood picker, or its Done card when today's check-in is one of its moods.
    await this.page.getByRole('heading', { name: /^(How are you feeling\?|Today's mood: Done)$/ }).waitFor();
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

  /** Profile: 'My baby is here', then the dialog's date and optional name. */
  async recordBirth(date: string, babyName?: string) {
    await this.page.getByRole('button', { name: 'My baby is here' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel("Baby's birth date").fill(date);
    if (babyName) await dialog.getByLabel("Baby's name (optional)").fill(babyName);
    await dialog.getByRole('button', { name: 'Record the birth' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** Profile: undo a birth recorded by mistake. */
  async undoBirth() {
    await this.page.getByRole('button', { name: "I'm still pregnant" }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Yes, I am still pregnant' }).click();
    await this.page.getByRole('dialog').waitFor({ state: 'detached' });
  }

  /** The Call links as she sees them (tel: numbers). */
  async callNumbers(): Promise<string[]> {
    const links = this.page.locator('a[href^="tel:"]').filter({ hasText: /^Call / });
    return (await links.allTextContents()).map((t) => t.replace(/^Call\s*/, '').trim());
  }

  toast(text: string | RegExp) {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}

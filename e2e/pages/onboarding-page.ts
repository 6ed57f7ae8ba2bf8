import type { Page } from 'playwright-core';

/** The 7-step onboarding wizard. */
export class OnboardingPage {
  constructor(private readonly page: Page) {}

  stepLabel(n: number) {
    return this.page.getByText(`Step ${String(n)} of 7`);
  }

  next() {
    return this.page.getByRole('button', { name: 'Next', exact: true });
  }

  async waitForWizard() {
    await this.page.getByRole('button', { name: "I'm ready to start" }).waitFor();
  }

  async start() {
    await this.page.getByRole('button', { name: "I'm ready to start" }).click();
    await this.stepLabel(2).waitFor();
  }

  async chooseStage(stage: 'pregnant' | 'postpartum') {
    await this.page.getByLabel(stage === 'pregnant' ? "I'm pregnant" : "I'm postpartum").check();
    await this.next().click();
    await this.stepLabel(3).waitFor();
  }

  async fillDate(label: 'Due Date' | 'Birth Date', isoDate: string) {
    await this.page.getByLabel(label).fill(isoDate);
  }

  async fillName(name: string) {
    await this.page.getByLabel('First Name or Nickname').fill(name);
  }

  /** The country picker on the personal-details step (its value is an ISO code). */
  country() {
    return this.page.getByLabel('Country');
  }

  async chooseMood(label: string) {
    // The mood tiles draw the card, not the radio: click the card as she would.
    await this.page.locator('label').filter({ hasText: label }).click();
    await this.page.getByRole('radio', { name: label, checked: true }).waitFor({ state: 'attached' });
  }

  finish() {
    return this.page.getByRole('button', { name: 'Start My Journey' });
  }

  /** Walks the whole wizard with the given answers and finishes it. */
  async complete(opts: {
    stage: 'pregnant' | 'postpartum';
    date: string;
    name: string;
    mood: string;
    country?: string;
  }) {
    await this.start();
    await this.chooseStage(opts.stage);
    await this.fillDate(opts.stage === 'pregnant' ? 'Due Date' : 'Birth Date', opts.date);
    await this.next().click();
    await this.fillName(opts.name);
    if (opts.country) await this.country().selectOption(opts.country);
    await this.next().click();
    await this.stepLabel(5).waitFor();
    await this.next().click();
    await this.chooseMood(opts.mood);
    await this.next().click();
    await this.page.getByRole('heading', { name: `Welcome, ${opts.name}!` }).waitFor();
    await this.finish().click();
  }
}

import type { Page } from 'playwright-core';

/** The Exercise screen (/exercise) and its step-by-step dialog. */
export class ExercisePage {
  constructor(readonly page: Page) {}

  /** Opens Exercise from the navigation (the bottom bar on a phone). */
  async openFromNav() {
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Exercise' }).click();
    await this.heading().waitFor();
    await this.page.getByTestId('weekly-progress').waitFor();
  }

  heading() {
    return this.page.getByRole('heading', { name: 'Exercise', level: 1 });
  }

  progressText() {
    return this.page.getByTestId('weekly-progress').innerText();
  }

  tab(name: 'More activities' | 'History' | 'Analytics') {
    return this.page.getByRole('tab', { name });
  }

  chip(name: string) {
    return this.page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name });
  }

  cards() {
    return this.page.getByTestId('activity-card');
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  /** Starts an activity, recommended or in the list below (each is shown once). */
  async start(title: string) {
    await this.page
      .getByRole('main')
      .getByRole('button', { name: `Start ${title}` })
      .click();
    await this.dialog().getByRole('heading', { name: title }).waitFor();
  }

  toast(text: string | RegExp) {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}

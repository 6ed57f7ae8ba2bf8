import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

type Tab = 'Overview' | 'Prep Checklist' | 'Reports & Tools';

/** The /visit-toolkit screen: Overview (appointment, what it covers, alerts, questions), Prep Checklist, Reports & Tools. */
export class VisitToolkitPage {
  constructor(private readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/visit-toolkit${query}`);
    await this.heading().waitFor();
  }

  heading() {
    return this.page.getByRole('heading', { name: 'Doctor Visit Toolkit', level: 1 });
  }

  tab(name: Tab) {
    return this.page.getByRole('tab', { name });
  }

  async show(name: Tab) {
    await this.tab(name).click();
    await expect.poll(() => this.tab(name).getAttribute('aria-selected')).toBe('true');
  }

  backLink() {
    return this.page.getByRole('link', { name: 'Back to Home' });
  }

  // ---- Overview

  card(title: string | RegExp): Locator {
    return this.page
      .locator('div.rounded-2xl')
      .filter({ has: this.page.getByRole('heading', { name: title }) });
  }

  questions() {
    return this.page.getByTestId('visit-question');
  }

  question(text: string) {
    return this.page.getByRole('checkbox', { name: `Asked: ${text}` });
  }

  async addQuestion(text: string) {
    await this.page.getByLabel('Add a question').fill(text);
    await this.page.getByRole('button', { name: 'Add question' }).click();
  }

  // ---- Prep Checklist

  items() {
    return this.page.getByTestId('prep-item').getByRole('checkbox');
  }

  item(title: string) {
    return this.page.getByRole('checkbox', { name: new RegExp(`^${escape(title)}`) });
  }

  progress() {
    return this.page.getByTestId('prep-progress');
  }

  /** The count follows each save, so it is read until it says `text` (and fails if it never does). */
  async expectProgress(text: string) {
    await expect.poll(() => this.progress().textContent(), { timeout: 5000 }).toBe(text);
  }

  // ---- Reports & Tools

  summaryButton() {
    return this.page.getByRole('button', { name: 'Download visit summary (PDF)' });
  }

  tool(name: 'Symptom Log' | 'Birth Plan' | 'Hospital Bag' | 'Postpartum Tracker') {
    return this.page.getByRole('link', { name: new RegExp(`^${name}`) });
  }

  /** Presses Tab until `target` has the focus (at most 40 times), as she would without a pointer. */
  async tabTo(target: Locator) {
    for (let i = 0; i < 40; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await this.page.keyboard.press('Tab');
    }
    throw new Error('The keyboard never reached the target');
  }

  toast(text: string | RegExp) {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

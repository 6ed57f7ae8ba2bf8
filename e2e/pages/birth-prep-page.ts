import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** The /birth-prep screen: the birth plan and hospital bag tabs. */
export class BirthPrepPage {
  constructor(private readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/birth-prep${query}`);
    await this.heading().waitFor();
  }

  heading() {
    return this.page.getByRole('heading', { name: 'Birth Prep', level: 1 });
  }

  tab(name: 'Birth plan' | 'Hospital bag') {
    return this.page.getByRole('tab', { name: new RegExp(`^${name}`) });
  }

  // ---- Birth plan

  section(id: string): Locator {
    return this.page.getByTestId(`plan-section-${id}`);
  }

  option(sectionId: string, label: string): Locator {
    return this.section(sectionId).getByLabel(label, { exact: true });
  }

  notes() {
    return this.page.getByLabel('Anything else you would like your team to know');
  }

  saveStatus() {
    return this.page.getByTestId('plan-save-status');
  }

  saveButton() {
    return this.page.getByRole('button', { name: 'Save', exact: true });
  }

  async save() {
    await this.saveButton().click();
    await this.toast('Birth plan saved').waitFor();
    await this.saveStatus()
      .getByText(/^Last saved today at /)
      .waitFor();
  }

  downloadButton() {
    return this.page.getByRole('button', { name: 'Download PDF' });
  }

  /** Whether leaving the page now would ask first (the beforeunload guard). */
  async wouldWarnOnLeave(): Promise<boolean> {
    return this.page.evaluate(() => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    });
  }

  // ---- Hospital bag

  group(id: 'mother' | 'baby' | 'partner' | 'documents'): Locator {
    return this.page.getByTestId(`bag-group-${id}`);
  }

  item(label: string, within?: Locator): Locator {
    return (within ?? this.page).getByRole('checkbox', { name: new RegExp(`^${escape(label)}`) });
  }

  progress() {
    return this.page.getByTestId('bag-progress');
  }

  /** The bag's count follows each save, so it is read until it says `text` (and fails if it never does). */
  async expectProgress(text: string) {
    await expect.poll(() => this.progress().textContent(), { timeout: 5000 }).toBe(text);
  }

  async addOwn(group: 'mother' | 'baby' | 'partner' | 'documents', label: string) {
    const g = this.group(group);
    await g.getByLabel(/^Add your own/).fill(label);
    await g.getByRole('button', { name: 'Add', exact: true }).click();
  }

  toast(text: string | RegExp) {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

import type { Download, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A download's bytes, checked to be a PDF (its magic number) of some size. */
export async function expectPdf(download: Download): Promise<Buffer> {
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);
  return bytes;
}

/** /milestone-tracker. */
export class MilestonePage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/milestone-tracker');
    await this.page.getByRole('heading', { name: 'Milestone Tracker', level: 1 }).waitFor();
    await this.weekGrid().waitFor();
  }

  weekGrid() {
    return this.page.getByRole('group', { name: 'Milestone weeks' });
  }

  /** A week cell, by its number (its name says the week, its completion and whether it is the baby's). */
  week(n: number) {
    return this.weekGrid().getByRole('button', { name: new RegExp(`^Week ${String(n)},`) });
  }

  milestones() {
    return this.page.getByRole('list', { name: 'Milestones of the week' });
  }

  milestone(title: string) {
    return this.milestones().getByRole('button', { name: new RegExp(`^${title}`) });
  }

  detail() {
    return this.page.getByRole('region').filter({ has: this.page.locator('#milestone-detail-title') });
  }

  async openMilestone(title: string) {
    await this.milestone(title).click();
    await this.detail().getByRole('heading', { name: title, level: 2 }).waitFor();
  }

  status(label: 'Yes' | 'Not Yet' | 'Unsure' | 'Concerned') {
    return this.detail().getByRole('button', { name: label, exact: true });
  }

  /** Chooses a status and waits for the milestone's list entry to show its label. */
  async choose(title: string, button: 'Yes' | 'Not Yet' | 'Unsure' | 'Concerned', label: string) {
    await this.status(button).click();
    await this.milestone(title).getByText(label, { exact: true }).waitFor();
  }

  photoInput() {
    return this.detail().locator('input[type="file"]');
  }

  photos(title: string) {
    return this.detail().getByRole('list', { name: `Photos of ${title}` });
  }

  toast(text: string | RegExp) {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}

/** /post-birth/reports. */
export class ReportsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/post-birth/reports');
    await this.page.getByRole('heading', { name: 'Postpartum Reports', level: 1 }).waitFor();
    await this.weekSelect().waitFor();
  }

  weekSelect() {
    return this.page.getByLabel('Week', { exact: true });
  }

  generateButton() {
    return this.page.getByRole('button', { name: /^Generat/ });
  }

  previous() {
    return this.page.getByRole('region', { name: 'Your reports' });
  }

  detail() {
    return this.page.getByRole('region').filter({ has: this.page.locator('#report-detail-title') });
  }
}

/** /post-birth/recovery-chat: Ask ZaraMD - Recovery. */
export class RecoveryChatPage {
  constructor(readonly page: Page) {}

  input() {
    return this.page.getByRole('textbox', { name: 'Message ZaraMD' });
  }

  log() {
    return this.page.getByRole('log', { name: 'Conversation with ZaraMD' });
  }

  chips() {
    return this.page.getByRole('group', { name: 'Quick questions' }).getByRole('button');
  }

  /** The attach button's file input (visually hidden behind its paperclip label). */
  photoInput() {
    return this.page.getByLabel('Attach a photo');
  }

  /** The text box with its buttons and, under them, what is wrong with a file she chose. */
  attachArea() {
    return this.page.locator('form').filter({ has: this.input() });
  }

  /** ZaraMD's replies so far (the welcome included). */
  replies() {
    return this.log()
      .locator('div')
      .filter({ has: this.page.getByText('ZaraMD said:', { exact: true }) });
  }
}

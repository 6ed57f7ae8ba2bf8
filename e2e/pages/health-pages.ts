import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** /symptoms. */
export class SymptomsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/symptoms');
    await this.page.getByRole('heading', { name: 'Symptom Log', level: 1 }).waitFor();
  }

  search() {
    return this.page.getByRole('searchbox', { name: 'What are you feeling?' });
  }

  /** Taps a symptom in the list (the everyday ones show before she types). */
  async pick(name: string) {
    await this.page
      .getByRole('list', { name: 'Symptoms' })
      .getByRole('button', { name, exact: true })
      .click();
  }

  async severity(value: number) {
    await this.page.getByRole('radio', { name: new RegExp(`^${String(value)} of 5`) }).click();
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Log symptom' }).click();
  }

  /**
   * Logs a symptom as she would: types it and presses Log symptom (her own words are logged as typed), or, with
   * fromList, types to search and taps the matching symptom in the list.
   */
  async log(text: string, severity: number, { fromList = false } = {}) {
    await this.search().fill(text);
    if (fromList) await this.pick(text);
    await this.severity(severity);
    await this.submit();
    // The form starts afresh once the log is saved.
    await expect.poll(() => this.search().inputValue(), { timeout: 15_000 }).toBe('');
  }

  /** This week's list: the names of the logs, newest first. */
  async weekNames() {
    return this.page
      .getByRole('heading', { name: 'This week' })
      .locator('xpath=..')
      .locator('li p.font-medium')
      .allTextContents();
  }

  emergencyCard() {
    return this.page
      .getByRole('alert')
      .filter({ has: this.page.getByRole('heading', { name: /Please (get help|call your care team) now/ }) });
  }
}

/** /flags. */
export class FlagsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/flags');
    await this.page.getByRole('heading', { name: 'Health Alerts', level: 1 }).waitFor();
  }

  chip(label: 'All' | 'Urgent' | 'Caution' | 'Normal') {
    return this.page
      .getByRole('group', { name: 'Filter alerts' })
      .getByRole('button', { name: new RegExp(`^${label} \\(`) });
  }

  card(title: string) {
    return this.page.getByRole('article', { name: title });
  }
}

/** /journal. */
export class JournalPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/journal');
    await this.page.getByRole('heading', { name: 'Journal', level: 1 }).waitFor();
  }

  async write(text: string, { category = 'Mom', mood = 'Grateful' } = {}) {
    await this.page.getByRole('button', { name: 'Write' }).click();
    await this.fillForm(this.page.locator('form'), text, category, mood);
    await this.page.getByRole('button', { name: 'Save entry' }).click();
  }

  async fillForm(scope: ReturnType<Page['locator']>, text: string, category: string, mood: string) {
    await scope.getByRole('group', { name: 'Category' }).getByRole('button', { name: category }).click();
    await scope
      .getByRole('group', { name: 'Mood' })
      .getByRole('button', { name: new RegExp(mood) })
      .click();
    await scope.getByLabel('What’s on your mind?').or(scope.getByLabel("What's on your mind?")).fill(text);
  }

  entry(text: string) {
    return this.page.getByRole('article').filter({ hasText: text });
  }
}

/** /mental-wellness. */
export class WellnessPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/mental-wellness');
    await this.page.getByRole('heading', { name: 'Mental Wellness', level: 1 }).waitFor();
  }

  /** Answers every PHQ-9 question; `answers` are 0-3 per item. */
  async answerPhq9(answers: number[]) {
    const labels = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];
    const form = this.page.getByRole('form', { name: 'PHQ-9 self-check' });
    const groups = form.getByRole('group');
    for (const [i, a] of answers.entries()) {
      await groups
        .nth(i)
        .getByRole('radio', { name: labels[a] ?? 'Not at all' })
        .check();
      if (i === 8 && a > 0) return;
    }
  }
}

import type { Page } from 'playwright-core';

/** The Education centre and the article page. */
export class LearnPage {
  constructor(readonly page: Page) {}

  async open(path = '/learn') {
    await this.page.goto(path);
    await this.page.getByRole('heading', { name: 'Learn', level: 1 }).waitFor();
  }

  get search() {
    return this.page.getByRole('searchbox', { name: 'Search articles and questions' });
  }

  results() {
    return this.page.getByRole('region', { name: /results? for|No results/ });
  }

  /** Types like a person and waits for the results heading that names the query. */
  async searchFor(q: string) {
    await this.search.fill('');
    await this.search.pressSequentially(q, { delay: 20 });
    await this.page
      .getByRole('heading', { name: new RegExp(`(results? for|No results for) "${escape(q)}"`, 'i') })
      .waitFor();
  }

  resultLinks() {
    return this.page.locator('section[aria-labelledby="search-results-heading"] a[href^="/learn/articles/"]');
  }

  chip(name: string) {
    return this.page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name, exact: true });
  }

  /** The chip once it shows as chosen (the URL update that chooses it is asynchronous). */
  pressedChip(name: string) {
    return this.page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name, exact: true, pressed: true });
  }

  tab(name: string) {
    return this.page.getByRole('tab', { name, exact: true });
  }

  articleLinks() {
    return this.page.locator('[role="tabpanel"] a[href^="/learn/articles/"]');
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

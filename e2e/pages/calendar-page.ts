import type { Locator, Page } from 'playwright-core';
import { longDay } from '../../src/web/features/calendar/components/format.ts';

/** The /calendar screen and its dialogs. */
export class CalendarPage {
  constructor(private readonly page: Page) {}

  async open(path = '/calendar') {
    await this.page.goto(path);
    await this.page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor();
  }

  card(title: string): Locator {
    return this.page
      .locator('[aria-labelledby]')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  event(title: string, within?: Locator): Locator {
    return (within ?? this.page).locator('[data-testid="calendar-event"]').filter({ hasText: title });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  async openAddEvent() {
    await this.page.getByRole('button', { name: 'Add Event' }).first().click();
    await this.dialog('Add Event').waitFor();
    return this.dialog('Add Event');
  }

  async fillEvent(
    d: Locator,
    v: { title?: string; date?: string; time?: string; location?: string; type?: string; priority?: string },
  ) {
    if (v.title !== undefined) await d.getByLabel('Title').fill(v.title);
    if (v.date !== undefined) await d.getByLabel('Date').fill(v.date);
    if (v.time !== undefined) await d.getByLabel('Time (optional)').fill(v.time);
    if (v.location !== undefined) await d.getByLabel('Location (optional)').fill(v.location);
    if (v.type !== undefined) await d.getByLabel('Type').selectOption({ label: v.type });
    if (v.priority !== undefined) await d.getByLabel('Priority').selectOption({ label: v.priority });
  }

  toast(text: string | RegExp) {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }

  /** Picks a day in the month view ('Find a day'); the day's events are listed under it. */
  async pickDay(date: string) {
    const finder = this.card('Find a day');
    await finder.getByRole('button', { name: new RegExp(`^${longDay(date)}`) }).click();
    await finder.getByRole('heading', { name: longDay(date) }).waitFor();
    return finder;
  }

  /** The month shown in the month view ('January 2027'). */
  monthShown() {
    return this.card('Find a day').locator('[aria-live="polite"]');
  }

  weekTotal() {
    return this.page.getByTestId('week-total');
  }

  weekCompleted() {
    return this.page.getByTestId('week-completed');
  }
}

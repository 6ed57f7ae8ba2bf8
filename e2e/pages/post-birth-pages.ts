import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { addDays } from '../../src/core/domain/pregnancy.ts';
import { localDateTimeIn } from '../../src/core/domain/zoned-time.ts';
import { signUpOnboarded } from '../support/accounts.ts';
import { newContext } from '../support/harness.ts';
import { TEST_ZONE } from '../support/zone.ts';

/** The test mothers' time zone (the browser context's too): see zone.ts. */
export const ZONE = TEST_ZONE;

/**
 * A new mother signed in on a phone in ZONE: by default five days after the birth (`{ week }` for a pregnant one).
 */
export async function newMother(
  run: { browser: Browser; server: { baseUrl: string } },
  name: string,
  opts: { babyDays?: number; week?: number } = { babyDays: 5 },
  /** The browser context's own options: `{ serviceWorkers: 'allow' }` for a test of the service worker. */
  context: Parameters<typeof newContext>[3] = {},
) {
  const ctx = await newContext(run.browser, run.server.baseUrl, undefined, context);
  await signUpOnboarded(ctx.request, { name, timeZone: ZONE, ...opts });
  const page = await ctx.newPage();
  return { ctx, page };
}

/** Her local date and time `minutesAgo` minutes ago, in ZONE. */
export const localAgo = (minutesAgo: number) =>
  localDateTimeIn(ZONE, new Date(Date.now() - minutesAgo * 60_000));
/** Her local today plus `days`. */
export const localDay = (days: number) => addDays(localDateTimeIn(ZONE).date, days);

/** A log type as the screen says it: the API's diaper is a nappy. */
const onScreen = (type: 'feeding' | 'diaper' | 'sleep') => (type === 'diaper' ? 'nappy' : type);

/**
 * A pill in a group of choice pills, by the group's legend and the pill's words: the label she taps (its radio is
 * visually hidden inside it). `check()` taps it and checks the radio took it.
 */
const pill = (page: Page, group: string, name: string) => {
  const g = page.getByRole('group', { name: group });
  const radio = g.getByRole('radio', { name, exact: true });
  const label = g.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) });
  return {
    radio,
    check: async () => {
      await label.click();
      await expect.poll(() => radio.isChecked()).toBe(true);
    },
  };
};

/** /post-birth: the hub, or the pregnant preview. */
export class HubPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/post-birth');
    await this.page.getByRole('heading', { name: 'Post-Birth Mode', level: 1 }).waitFor();
  }

  module(title: string) {
    return this.page.getByRole('link', { name: new RegExp(`^${title}`) });
  }

  seekHelp() {
    return this.page.getByRole('region', { name: 'When to Seek Immediate Help' });
  }
}

/** /post-birth/baby-tracker. */
export class TrackerPage {
  constructor(readonly page: Page) {}

  async open(query: { date?: string; tab?: 'feeding' | 'diaper' | 'sleep'; baby?: string } = {}) {
    const q = new URLSearchParams(Object.entries(query).filter(([, v]) => v)).toString();
    await this.page.goto(`/post-birth/baby-tracker${q ? `?${q}` : ''}`);
    await this.ready();
  }

  async ready() {
    await this.page.getByRole('heading', { name: 'Baby Tracker', level: 1 }).waitFor();
    await this.page.getByRole('tablist', { name: 'Log type' }).waitFor();
  }

  pill(group: string, name: string) {
    return pill(this.page, group, name);
  }

  async tab(name: 'Feeding' | 'Nappy' | 'Sleep') {
    await this.page.getByRole('tab', { name }).click();
  }

  /** Starts a breastfeed timer, backdated to `startedAt` (HH:mm on her clock) when given. */
  async startFeed(side: 'left' | 'right', startedAt?: string) {
    if (startedAt) {
      await this.page.getByText('Started earlier?').click();
      await this.page.getByLabel('It started at').fill(startedAt);
    }
    await this.page.getByRole('button', { name: new RegExp(`^Start ${side}`) }).click();
    await this.timer('Breastfeeding').waitFor();
  }

  timer(title: 'Breastfeeding' | 'Sleeping') {
    return this.page.getByRole('region', { name: `${title} timer` });
  }

  async logBottle(amount: number, at: { time: string }) {
    await this.tab('Feeding');
    await pill(this.page, 'Feeding type', 'Bottle').check();
    await this.page.getByLabel(/^Amount \((ml|fl oz)\)$/).fill(String(amount));
    await this.page.getByLabel('Started at', { exact: true }).fill(at.time);
    await this.page.getByRole('button', { name: 'Log feed' }).click();
  }

  async logDiaper(type: 'Wet' | 'Dirty' | 'Both', at: { time: string }, colour?: string) {
    await this.tab('Nappy');
    await pill(this.page, 'Nappy', type).check();
    if (colour) await pill(this.page, 'Poo colour', colour).check();
    await this.page.getByLabel('Time', { exact: true }).fill(at.time);
    await this.page.getByRole('button', { name: 'Log nappy' }).click();
  }

  async logSleep(start: string, end: string) {
    await this.tab('Sleep');
    await this.page.getByLabel('Fell asleep').fill(start);
    await this.page.getByLabel('Woke up').fill(end);
    await this.page.getByRole('button', { name: 'Log sleep' }).click();
  }

  list(type: 'feeding' | 'diaper' | 'sleep') {
    return this.page.getByRole('list', { name: `${onScreen(type)} logs` });
  }

  /** The day's counters as she reads them: "Feeds 2", "Nappies 2 ...", "Sleep 0.8 h". */
  async counters(): Promise<{ feeds: string; nappies: string; sleep: string }> {
    const dl = this.page.locator('dl[aria-label="This day\'s counts"]');
    await dl.waitFor();
    const value = (label: string) => dl.locator('div').filter({ hasText: label }).locator('dd').first();
    return {
      feeds: (await value('Feeds').textContent()) ?? '',
      nappies: (await value('Nappies').textContent()) ?? '',
      sleep: (await value('Sleep').textContent()) ?? '',
    };
  }

  sinceLastFeed() {
    return this.page.getByTestId('since-last-feed');
  }

  nextSide() {
    return this.page.getByTestId('next-side');
  }

  toast(text: string | RegExp) {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }

  /** Waits for the day's list to hold `count` entries of the type. */
  async waitForEntries(type: 'feeding' | 'diaper' | 'sleep', count: number) {
    if (count === 0) {
      await this.page.getByText(new RegExp(`^No ${onScreen(type)} logs for `)).waitFor();
      return;
    }
    await this.list(type)
      .locator(':scope > li')
      .nth(count - 1)
      .waitFor();
    await this.list(type).locator(':scope > li').nth(count).waitFor({ state: 'detached' });
  }
}

/** /post-birth/baby-tracker/night. */
export class NightPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/post-birth/baby-tracker/night');
    await this.page.getByRole('button', { name: /^Wet/ }).waitFor();
  }

  tile(name: 'Left' | 'Right' | 'Bottle' | 'Wet' | 'Dirty' | 'Sleep' | 'Woke up') {
    return this.page.getByRole('button', { name: new RegExp(`^${name}\\b`) });
  }

  undoBar() {
    return this.page.getByRole('button', { name: 'Undo' });
  }
}

/** /post-birth/recovery. */
export class RecoveryTrackerPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/post-birth/recovery${query}`);
    await this.page.getByRole('heading', { name: 'Mom Recovery Tracker', level: 1 }).waitFor();
    await this.page.getByRole('tablist', { name: 'Recovery log type' }).waitFor();
  }

  async tab(name: 'Bleeding' | 'Pain' | 'Medication' | 'Nutrition' | 'Mental Health') {
    await this.page.getByRole('tab', { name }).click();
    await this.page.getByRole('tabpanel', { name }).waitFor();
  }

  pill(group: string, name: string) {
    return pill(this.page, group, name);
  }

  alerts() {
    return this.page.getByRole('region', { name: 'Health Alerts Today' });
  }

  list(type: string) {
    return this.page.getByRole('list', { name: `${type} logs` });
  }
}

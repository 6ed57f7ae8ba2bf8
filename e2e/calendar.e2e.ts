import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarPage } from './pages/calendar-page.ts';
import { seedConsent, signUpOnboarded } from './support/accounts.ts';
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  type Server,
  startServer,
} from './support/harness.ts';

let server: Server;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A dialog is best seen as she sees it: the viewport, once the last notice has gone. */
async function dialogShot(page: Page, name: string) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
  await screenshot(page, name, { fullPage: false });
}

const utcToday = () => new Date().toISOString().slice(0, 10);

const newcomerAtWeek20 = (ctx: BrowserContext, name: string) =>
  signUpOnboarded(ctx.request, { name, week: 20, timeZone: 'UTC' });

describe('calendar in a real browser', () => {
  it('a newcomer at week 20 accepts the suggestions, adds, completes, edits, deletes and downloads the .ics', async () => {
    const ctx = await newContext(browser, server.baseUrl, undefined, {
      timezoneId: 'UTC',
      acceptDownloads: true,
    });
    await seedConsent(ctx);
    const userId = await newcomerAtWeek20(ctx, 'Amara Okafor');
    const page = await ctx.newPage();
    await page.clock.setFixedTime(new Date());
    const cal = new CalendarPage(page);
    await cal.open();
    await expectAccessible(page, 'calendar');

    // Onboarding put the suggested schedule in her calendar; asking again adds nothing.
    await cal.event('Prenatal visit (week 24)', cal.card('Upcoming Events')).waitFor();
    await expect(
      cal.event('Prenatal visit (week 24)').first().getByText('Suggested').isVisible(),
    ).resolves.toBe(true);
    await page.getByRole('button', { name: 'Refresh suggestions' }).click();
    await cal.toast('Already up to date').waitFor();

    // Add her own appointment: defaults, a field error, 'Adding...' while sending, the notice.
    const d = await cal.openAddEvent();
    await expect(d.getByLabel('Title').inputValue()).resolves.toBe('');
    await expect(d.getByLabel('Type').inputValue()).resolves.toBe('manual');
    await expect(d.getByLabel('Priority').inputValue()).resolves.toBe('medium');
    await expect(d.getByRole('switch', { name: 'Remind me' }).getAttribute('aria-checked')).resolves.toBe(
      'true',
    );
    await expectAccessible(page, 'add event dialog');
    await dialogShot(page, 'calendar-add-dialog-phone');
    await d.getByRole('button', { name: 'Add Event' }).click();
    await d.getByText('Title is required').waitFor();
    await cal.fillEvent(d, {
      title: 'Dentist check',
      date: utcToday(),
      time: '23:30',
      location: 'Smile Clinic',
      type: 'OB appointment',
      priority: 'High',
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/calendar/events', async (route) => {
      await held;
      await route.continue();
    });
    await d.getByRole('button', { name: 'Add Event' }).click();
    const sending = d.getByRole('button', { name: 'Adding...' });
    await sending.waitFor();
    await expect(sending.isDisabled()).resolves.toBe(true);
    release();
    await cal
      .toast('Event added')
      .filter({ hasText: 'Your appointment has been added to the calendar.' })
      .waitFor();
    await page.unroute('**/api/calendar/events');
    const todayCard = cal.card("Today's Events");
    await cal.event('Dentist check', todayCard).waitFor();

    // Complete it: the notice, struck through, no complete button.
    await todayCard.getByRole('button', { name: 'Mark "Dentist check" as completed' }).click();
    await cal
      .toast('Event completed')
      .filter({ hasText: 'The event has been marked as completed.' })
      .waitFor();
    await todayCard.getByText('(completed)').waitFor();
    await expect(
      todayCard.getByRole('button', { name: 'Mark "Dentist check" as completed' }).count(),
    ).resolves.toBe(0);
    await expect(
      todayCard.locator('.line-through').filter({ hasText: 'Dentist check' }).count(),
    ).resolves.toBe(1);

    // Edit a suggestion: move it and rename it.
    await cal
      .event('Prenatal visit (week 24)', cal.card('Upcoming Events'))
      .getByRole('button', { name: /^Edit/ })
      .click();
    const edit = cal.dialog('Edit Event');
    await edit.waitFor();
    await cal.fillEvent(edit, { title: 'Prenatal visit with Dr Lee', time: '09:30' });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await cal.toast('Event updated').waitFor();
    await cal.event('Prenatal visit with Dr Lee').first().waitFor();

    // Delete one, after confirming.
    await cal
      .event('Prenatal visit (week 28)', cal.card('Upcoming Events'))
      .getByRole('button', { name: /^Delete/ })
      .click();
    const confirm = cal.dialog('Delete this event?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await cal.toast('Event deleted').waitFor();
    await expect(cal.event('Prenatal visit (week 28)').count()).resolves.toBe(0);
    await screenshot(page, 'calendar-phone');

    // Her phone's calendar: the private link, and the .ics download, which parses.
    await page.getByRole('button', { name: "Add to my phone's calendar" }).click();
    const phone = cal.dialog("Add to my phone's calendar");
    const link = await phone.getByTestId('subscription-url').inputValue();
    expect(link).toMatch(/\/api\/calendar\/feed\/[\w-]{43}\.ics$/);
    await expectAccessible(page, 'phone calendar dialog');
    await dialogShot(page, 'calendar-phone-dialog-phone');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      phone.getByRole('link', { name: 'Download .ics file' }).click(),
    ]);
    const text = readFileSync(await download.path(), 'utf8');
    const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    const list = (await (await ctx.request.get(`/api/calendar/events/${userId}`)).json()) as unknown[];
    expect(vevents).toHaveLength(list.length);
    const dentist = vevents.find((v) => v.getFirstPropertyValue('summary') === 'Dentist check');
    expect(new ICAL.Event(dentist).startDate.toString()).toBe(`${utcToday()}T23:30:00`);
    const moved = vevents.find((v) => v.getFirstPropertyValue('summary') === 'Prenatal visit with Dr Lee');
    expect(moved?.getAllSubcomponents('valarm')).toHaveLength(2);
    // The subscription link works without a session.
    const feed = await fetch(link);
    expect(feed.status).toBe(200);
    expect(new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent')).toHaveLength(
      list.length,
    );
    await page.keyboard.press('Escape');

    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'calendar-desktop');
    await cal.openAddEvent();
    await dialogShot(page, 'calendar-add-dialog-desktop');
    await page.keyboard.press('Escape');
    await ctx.close();
  });

  it("Health alerts' Schedule button opens Add Event prefilled", async () => {
    const ctx = await newContext(browser, server.baseUrl, undefined, { timezoneId: 'UTC' });
    await seedConsent(ctx);
    await newcomerAtWeek20(ctx, 'Bea Prefill');
    const page = await ctx.newPage();
    const cal = new CalendarPage(page);
    await page.goto(
      '/calendar?add=1&title=Call%20my%20midwife%20about%20swelling&priority=high&type=ob_appointment',
    );
    const d = cal.dialog('Add Event');
    await d.waitFor();
    await expect(d.getByLabel('Title').inputValue()).resolves.toBe('Call my midwife about swelling');
    await expect(d.getByLabel('Priority').inputValue()).resolves.toBe('high');
    await expect(d.getByLabel('Type').inputValue()).resolves.toBe('ob_appointment');
    await d.getByRole('button', { name: 'Add Event' }).click();
    await cal.toast('Event added').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await ctx.close();
  });

  it('shows due reminders in the app and, once she allows them, as browser notifications', async () => {
    const ctx = await newContext(browser, server.baseUrl, undefined, { timezoneId: 'UTC' });
    await seedConsent(ctx);
    await newcomerAtWeek20(ctx, 'Dee Reminders');
    // A stand-in for the Notification API records what the page asks for (permission starts undecided).
    await ctx.addInitScript(() => {
      const w = window as unknown as { __shown: string[]; __asked: number; Notification: unknown };
      w.__shown = [];
      w.__asked = 0;
      class FakeNotification {
        static permission = 'default';
        static requestPermission() {
          w.__asked += 1;
          FakeNotification.permission = 'granted';
          return Promise.resolve('granted');
        }
        constructor(title: string) {
          w.__shown.push(title);
        }
      }
      w.Notification = FakeNotification;
    });
    const soon = new Date(Date.now() + 30 * 60_000).toISOString();
    await ctx.request.post('/api/calendar/events', {
      data: { title: 'Midwife call', date: soon.slice(0, 10), time: soon.slice(11, 16) },
    });
    const page = await ctx.newPage();
    const cal = new CalendarPage(page);
    await cal.open();
    const reminders = cal.card('Reminders');
    await reminders.getByText('In an hour: Midwife call').waitFor();
    // Added at short notice: one reminder, not a stale 'Tomorrow'.
    await expect(reminders.getByText('Tomorrow: Midwife call').count()).resolves.toBe(0);
    await expect(page.evaluate(() => (window as unknown as { __asked: number }).__asked)).resolves.toBe(0);
    await reminders.getByRole('button', { name: 'Turn on notifications' }).click();
    await page.waitForFunction(() => (window as unknown as { __shown: string[] }).__shown.length === 1);
    const shown = await page.evaluate(() => (window as unknown as { __shown: string[] }).__shown);
    expect(shown).toEqual(['In an hour: Midwife call']);
    await reminders.getByRole('button', { name: 'Dismiss reminder: In an hour: Midwife call' }).click();
    await expect(
      reminders.getByText('In an hour: Midwife call').waitFor({ state: 'detached' }),
    ).resolves.toBeUndefined();
    await ctx.close();
  });

  it('counts the Sunday-to-Saturday week right on a Sunday and on a Saturday', async () => {
    const ctx = await newContext(browser, server.baseUrl, undefined, { timezoneId: 'UTC' });
    await seedConsent(ctx);
    await newcomerAtWeek20(ctx, 'Cleo Weekly');
    const add = async (title: string, date: string, time: string | null, complete = false) => {
      const res = await ctx.request.post('/api/calendar/events', {
        data: { title, date, ...(time ? { time } : {}) },
      });
      const { event } = (await res.json()) as { event: { id: string } };
      if (complete)
        await ctx.request.patch(`/api/calendar/events/${event.id}/complete`, {
          headers: { 'content-type': 'application/json' },
        });
    };
    // The week of Sunday 3 January 2027 to Saturday 9 January 2027, with neighbours either side.
    await add('Saturday before', '2027-01-02', '10:00', true);
    await add('Sunday scan', '2027-01-03', '09:00', true);
    await add('Midweek walk', '2027-01-06', null);
    await add('Saturday class', '2027-01-09', '18:00', true);
    await add('Next Sunday', '2027-01-10', '10:00');
    const page = await ctx.newPage();
    const cal = new CalendarPage(page);

    await page.clock.setFixedTime(new Date('2027-01-03T08:00:00Z'));
    await cal.open();
    await expect(cal.weekTotal().textContent()).resolves.toBe('3');
    await expect(cal.weekCompleted().textContent()).resolves.toBe('2');
    await cal.event('Sunday scan', cal.card("Today's Events")).waitFor();
    await expect(cal.event('Saturday before', cal.card("This Week's Overview")).count()).resolves.toBe(0);
    await screenshot(page, 'calendar-sunday-phone');

    await page.clock.setFixedTime(new Date('2027-01-09T22:00:00Z'));
    await cal.open();
    await expect(cal.weekTotal().textContent()).resolves.toBe('3');
    await expect(cal.weekCompleted().textContent()).resolves.toBe('2');
    await expect(cal.event('Next Sunday', cal.card("This Week's Overview")).count()).resolves.toBe(0);
    await cal.event('Next Sunday', cal.card('Upcoming Events')).waitFor();
    await ctx.close();
  });
});

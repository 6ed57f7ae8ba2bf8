import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { longDay, shortDay } from '../src/web/features/calendar/components/format.ts';
import { CalendarPage } from './pages/calendar-page.ts';
import { signUpOnboarded } from './support/accounts.ts';
import { DESKTOP, expectAccessible, newContext, screenshot, useServerAndBrowser } from './support/harness.ts';

const run = useServerAndBrowser();

/** A dialog is best seen as she sees it: the viewport, once the last notice has gone. */
async function dialogShot(page: Page, name: string) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
  await screenshot(page, name, { fullPage: false });
}

const utcToday = () => new Date().toISOString().slice(0, 10);

/** A Sunday at least a week ahead (real dates the API accepts), and the Saturday that ends its week. */
function weekAhead(): { sunday: string; saturday: string; day: (offset: number) => string } {
  const start = new Date(Date.now() + 7 * 86_400_000);
  start.setUTCDate(start.getUTCDate() + ((7 - start.getUTCDay()) % 7));
  const day = (offset: number) => new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { sunday: day(0), saturday: day(6), day };
}

const newcomerAtWeek20 = (ctx: BrowserContext, name: string) =>
  signUpOnboarded(ctx.request, { name, week: 20, timeZone: 'UTC' });

/** Her own event through the API (optionally completed). */
async function add(ctx: BrowserContext, title: string, date: string, time: string | null, complete = false) {
  const res = await ctx.request.post('/api/calendar/events', {
    data: { title, date, ...(time ? { time } : {}) },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { event } = (await res.json()) as { event: { id: string } };
  if (complete)
    await ctx.request.patch(`/api/calendar/events/${event.id}/complete`, {
      headers: { 'content-type': 'application/json' },
    });
}

describe('calendar in a real browser', () => {
  it('a newcomer at week 20 accepts the suggested schedule, adds, completes, edits, deletes and downloads the .ics', async () => {
    const ctx = await newContext(run.browser, run.server.baseUrl, undefined, {
      timezoneId: 'UTC',
      acceptDownloads: true,
    });
    const userId = await newcomerAtWeek20(ctx, 'Amara Okafor');
    const page = await ctx.newPage();
    await page.clock.setFixedTime(new Date());
    const cal = new CalendarPage(page);
    await cal.open();
    await expectAccessible(page, 'calendar');

    // Nothing today yet: no 'Today's Events' card at all.
    await expect(cal.card("Today's Events").count()).resolves.toBe(0);

    // Onboarding offered the suggested schedule, waiting for her: shown once, in its own card, not among her events.
    const upcoming = cal.card('Upcoming Events');
    const prompt = cal.card('Your usual visit schedule: add it?');
    await page.getByTestId('suggestions-waiting').waitFor();
    await expect(cal.event('Prenatal visit (week 24)').count()).resolves.toBe(0);
    await prompt.getByText(/^See the \d+ suggested dates$/).click();
    await screenshot(page, 'calendar-suggestions-phone');
    // She adds one: now it is hers, with its reminder...
    await prompt.getByRole('button', { name: 'Add "Prenatal visit (week 24)" to my calendar' }).click();
    await cal.toast('Added to your calendar').filter({ hasText: 'will remind you the day before' }).waitFor();
    const w24 = cal.event('Prenatal visit (week 24)', upcoming);
    await w24.getByText('Reminder on').waitFor();
    await expect(prompt.getByText('Prenatal visit (week 24)').count()).resolves.toBe(0);
    // ...then the rest of the schedule at once.
    await page.getByRole('button', { name: /^Add all \d+$/ }).click();
    await cal
      .toast('Added to your calendar')
      .filter({ hasText: 'with reminders where they are on' })
      .waitFor();
    await page.getByTestId('suggestions-waiting').waitFor({ state: 'detached' });
    await expect(page.getByTestId('suggestion').count()).resolves.toBe(0);
    // Asking again adds nothing.
    await page.getByRole('button', { name: 'Update suggested schedule' }).click();
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
      type: 'Appointment',
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

    // Edit a visit from the schedule: move it and rename it.
    await cal
      .event('Prenatal visit (week 24)', cal.card('Upcoming Events'))
      .getByRole('button', { name: /^Edit/ })
      .click();
    const edit = cal.dialog('Edit Event');
    await edit.waitFor();
    await dialogShot(page, 'calendar-edit-dialog-phone');
    await cal.fillEvent(edit, { title: 'Prenatal visit with Dr Lee', time: '09:30' });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await cal.toast('Event updated').waitFor();
    await cal.event('Prenatal visit with Dr Lee').first().waitFor();
    await expect(cal.event('Prenatal visit (week 24)').count()).resolves.toBe(0);

    // Delete one, after confirming.
    await cal
      .event('Prenatal visit (week 28)', cal.card('Upcoming Events'))
      .getByRole('button', { name: /^Delete/ })
      .click();
    const confirm = cal.dialog('Delete this event?');
    await confirm.waitFor();
    await expectAccessible(page, 'delete confirmation');
    await dialogShot(page, 'calendar-delete-dialog-phone');
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
    expect(moved?.getFirstPropertyValue('sequence')).toBeGreaterThanOrEqual(2);
    expect(vevents.every((v) => v.getFirstPropertyValue('status') === 'CONFIRMED')).toBe(true);
    // The subscription link works without a session.
    const feed = await fetch(link);
    expect(feed.status).toBe(200);
    expect(new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent')).toHaveLength(
      list.length,
    );
    await page.keyboard.press('Escape');
    // Opened again, the dialog shows the same link and makes no new one (which would stop the one her phone uses).
    await page.getByRole('button', { name: "Add to my phone's calendar" }).click();
    await expect(phone.getByTestId('subscription-url').inputValue()).resolves.toBe(link);
    expect((await fetch(link)).status).toBe(200);
    await page.keyboard.press('Escape');

    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'calendar-desktop');
    await cal.openAddEvent();
    await dialogShot(page, 'calendar-add-dialog-desktop');
    await page.keyboard.press('Escape');
    await ctx.close();
  });

  it("Health alerts' Schedule button opens Add Event prefilled", async () => {
    const ctx = await newContext(run.browser, run.server.baseUrl, undefined, { timezoneId: 'UTC' });
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
    const ctx = await newContext(run.browser, run.server.baseUrl, undefined, { timezoneId: 'UTC' });
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

  it('counts the Sunday-to-Saturday week right on a Sunday and on a Saturday, and finds a day by month', async () => {
    const ctx = await newContext(run.browser, run.server.baseUrl, undefined, { timezoneId: 'UTC' });
    await newcomerAtWeek20(ctx, 'Cleo Weekly');
    const { sunday, saturday, day } = weekAhead();
    // A Sunday-to-Saturday week, with neighbours either side.
    await add(ctx, 'Saturday before', day(-1), '10:00', true);
    await add(ctx, 'Sunday scan', sunday, '09:00', true);
    await add(ctx, 'Midweek walk', day(3), null);
    await add(ctx, 'Saturday class', saturday, '18:00', true);
    await add(ctx, 'Next Sunday', day(7), '10:00');
    const page = await ctx.newPage();
    const cal = new CalendarPage(page);

    await page.clock.setFixedTime(new Date(`${sunday}T08:00:00Z`));
    await cal.open();
    await expect(cal.weekTotal().textContent()).resolves.toBe('3');
    await expect(cal.weekCompleted().textContent()).resolves.toBe('2');
    await cal.event('Sunday scan', cal.card("Today's Events")).waitFor();
    await expect(cal.event('Saturday before', cal.card("This Week's Overview")).count()).resolves.toBe(0);
    // Done already, so not 'coming up'.
    await expect(cal.event('Sunday scan', cal.card('Upcoming Events')).count()).resolves.toBe(0);
    await screenshot(page, 'calendar-sunday-phone');

    // The month view: pick a day, see its events; a day without any says so.
    const finder = await cal.pickDay(day(3));
    await cal.event('Midweek walk', finder).waitFor();
    await cal.pickDay(day(4));
    await finder.getByText('Nothing on this day.').waitFor();
    await expect(cal.event('Midweek walk', finder).count()).resolves.toBe(0);
    const monthBefore = await cal.monthShown().textContent();
    await finder.getByRole('button', { name: 'Next month' }).click();
    await expect(cal.monthShown().textContent()).resolves.not.toBe(monthBefore);
    await finder.getByRole('button', { name: 'Previous month' }).click();
    await expect(cal.monthShown().textContent()).resolves.toBe(monthBefore);

    await page.clock.setFixedTime(new Date(`${saturday}T22:00:00Z`));
    await cal.open();
    await expect(cal.weekTotal().textContent()).resolves.toBe('3');
    await expect(cal.weekCompleted().textContent()).resolves.toBe('2');
    await expect(cal.event('Next Sunday', cal.card("This Week's Overview")).count()).resolves.toBe(0);
    await cal.event('Next Sunday', cal.card('Upcoming Events')).waitFor();
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'calendar-saturday-desktop');
    await ctx.close();
  });

  it("follows her profile's time zone, not the device's, and offers to switch", async () => {
    // The device is in Auckland; her profile says UTC. Saturday noon UTC is already Sunday 01:00 in Auckland.
    const ctx = await newContext(run.browser, run.server.baseUrl, undefined, {
      timezoneId: 'Pacific/Auckland',
    });
    const userId = await newcomerAtWeek20(ctx, 'Tia Travels');
    const { sunday, saturday, day } = weekAhead();
    await add(ctx, 'Saturday class', saturday, '18:00');
    await add(ctx, 'Sunday brunch', day(7), '11:00');
    const page = await ctx.newPage();
    const cal = new CalendarPage(page);
    await page.clock.setFixedTime(new Date(`${saturday}T12:00:00Z`));
    await cal.open();
    await page.getByText(longDay(saturday)).first().waitFor();
    await expect(page.getByText(`${shortDay(sunday)} to ${shortDay(saturday)}`).count()).resolves.toBe(1);
    await cal.event('Saturday class', cal.card("Today's Events")).waitFor();
    const notice = page.getByTestId('zone-notice');
    await notice.getByText('This device is on Auckland time').waitFor();
    await expectAccessible(page, 'calendar with the time zone notice');
    await screenshot(page, 'calendar-zone-phone');

    await notice.getByRole('button', { name: 'Use Auckland time' }).click();
    await cal.toast('Time zone updated').waitFor();
    await notice.waitFor({ state: 'detached' });
    // Now it is Sunday where she is: a new week, and Sunday's events are today's.
    await page
      .getByText(longDay(day(7)))
      .first()
      .waitFor();
    await cal.event('Sunday brunch', cal.card("Today's Events")).waitFor();
    await expect(page.getByText(`${shortDay(day(7))} to ${shortDay(day(13))}`).count()).resolves.toBe(1);
    const status = (await (await ctx.request.get(`/api/profile/${userId}/status`)).json()) as {
      profile: { timeZone: string };
    };
    expect(status.profile.timeZone).toBe('Pacific/Auckland');
    await ctx.close();
  });
});

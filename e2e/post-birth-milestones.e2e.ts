/**
 * Issue 15's milestone tracker in a real browser: a newcomer three weeks after the birth marks her baby's week-3
 * milestones with each status (Concerned on one with catalogue red flags shows the catalogue's advice), keeps a
 * photo with one (a bad file named beside the button first), exports the week's report as a PDF and deletes the
 * photo after a confirm; the keyboard alone opens and marks a milestone; the hub and Home lead here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectPdf, MilestonePage } from './pages/milestone-pages.ts';
import { HubPage, newMother } from './pages/post-birth-pages.ts';
import { expectAccessible, screenshotsAtWidths, useServerAndBrowser } from './support/harness.ts';

const run = useServerAndBrowser();

/** A real phone photo carrying GPS, from the server's own photo tests. */
const PHOTO = readFileSync(join(process.cwd(), 'src/server/modules/milestones/fixtures/photo-gps.jpg'));

describe('the milestone tracker', () => {
  it('marks milestones with each status, keeps a photo, exports the week and works by keyboard', async () => {
    // Three weeks and two days after the birth: her baby's milestone week is 3.
    const { ctx, page } = await newMother(run, 'Amara Obi', { babyDays: 23 });
    const hub = new HubPage(page);
    await hub.open();
    await hub.module('Baby Milestone Tracker').click();
    await page.waitForURL('**/milestone-tracker');
    const m = new MilestonePage(page);
    await m.weekGrid().waitFor();
    await page.getByText(/is 3 weeks 2 days old/).waitFor();
    await expect.poll(() => m.week(3).getAttribute('aria-pressed')).toBe('true');
    expect(await m.week(3).getAttribute('aria-label')).toContain('your baby’s week');
    expect(await m.weekGrid().getByRole('button').count()).toBe(13);
    await page.getByText("Select a milestone to track your baby's progress").waitFor();
    await expectAccessible(page, 'milestones, none chosen');

    // Yes, Not Yet (with a note, which the box then lets go of), Unsure and Concerned.
    await m.openMilestone('Follows a face for a moment');
    await m.choose('Follows a face for a moment', 'Yes', 'Observed');
    await expect.poll(() => m.week(3).getAttribute('aria-label')).toMatch(/^Week 3, 20% observed/);

    await m.openMilestone('Cries in different ways');
    await m.detail().getByLabel('Notes (optional)').fill('Only one cry so far');
    await m.choose('Cries in different ways', 'Not Yet', 'Not Yet');
    // The saved note shows in the panel, and the box lets go of it (the box may still hold it for a moment after).
    await m
      .detail()
      .locator('p')
      .filter({ hasText: /^Your notes: Only one cry so far$/ })
      .waitFor();
    await expect.poll(() => m.detail().getByLabel('Notes (optional)').inputValue()).toBe('');

    // By keyboard alone: Enter opens the milestone (focus moves to its title), Space marks it.
    await m.milestone('Lifts head briefly in tummy time').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('milestone-detail-title');
    await m.status('Unsure').focus();
    await page.keyboard.press('Space');
    await m.milestone('Lifts head briefly in tummy time').getByText('Unsure', { exact: true }).waitFor();

    // Concerned on a milestone whose red flags the catalogue holds: its signs, what to do, the Call button.
    await m.openMilestone('Soothes by sucking');
    await m.detail().getByLabel('Any concerns?').fill('Feeds seem very short');
    await m.choose('Soothes by sucking', 'Concerned', 'Delayed');
    const advice = page.getByRole('alert', { name: 'If you see one of these signs' });
    await advice.getByText('What to do:').first().waitFor();
    await advice
      .getByRole('link', { name: /^Call / })
      .first()
      .waitFor();
    await advice.getByRole('link', { name: 'health alerts' }).waitFor();
    await m.detail().getByText('Feeds seem very short').waitFor();
    await expectAccessible(page, 'milestones, concerned');
    await screenshotsAtWidths(page, 'milestones-concerned');

    // A file that is not a photo is named beside the button; a real JPEG becomes a thumbnail only she can fetch.
    await m.openMilestone('Follows a face for a moment');
    await m
      .photoInput()
      .setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('hello') });
    await m
      .detail()
      .getByText(/^Choose a photo: JPEG, PNG, WebP or HEIC/)
      .waitFor();
    await m.photoInput().setInputFiles({ name: 'smile.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
    const thumb = m.photos('Follows a face for a moment').getByRole('img');
    await thumb.waitFor();
    expect(
      await m
        .detail()
        .getByText(/^Choose a photo/)
        .count(),
    ).toBe(0);
    const res = await page.request.get((await thumb.getAttribute('src')) ?? '');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/jpeg');
    await expectAccessible(page, 'milestones, photo');
    await screenshotsAtWidths(page, 'milestones-photo');

    // Export Report: the week's PDF downloads.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Report' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('milestones-week-3.pdf');
    await expectPdf(download);
    await page.getByRole('button', { name: 'Download it again' }).waitFor();

    // Deleting the photo asks first.
    await m
      .detail()
      .getByRole('button', { name: /^Delete photo added / })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete this photo?' });
    await confirm.getByRole('button', { name: 'Delete photo' }).click();
    await confirm.waitFor({ state: 'detached' });
    await m.detail().getByText('No photos yet.', { exact: false }).waitFor();

    // Home after the birth has the Milestones tile.
    await page.goto('/');
    await page.getByRole('link', { name: /^Milestones/ }).click();
    await page.waitForURL('**/milestone-tracker');
    await ctx.close();
  }, 180_000);
});

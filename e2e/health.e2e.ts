/**
 * Issue 5 in a real browser: symptom log -> red flag -> /flags; journal; PHQ-9 crisis flow; the admin review queue.
 * The admin is promoted with setRole between two runs of the server on one data folder (PGlite allows one process).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDirIn } from '../src/server/db/client.ts';
import { setRole } from '../src/server/modules/auth/repository.ts';
import { FlagsPage, JournalPage, SymptomsPage, toast, WellnessPage } from './pages/health-pages.ts';
import { onboard, PASSWORD, signIn, signUpOnboarded } from './support/accounts.ts';
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  type Server,
  startServer,
  uniqueEmail,
} from './support/harness.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'zara-e2e-health-'));
const adminEmail = uniqueEmail('reviewer');
let server: Server;
let browser: Browser;

beforeAll(async () => {
  // 1. Sign the reviewer up, 2. stop the server and promote her, 3. start again on the same data.
  const first = await startServer({ DATA_DIR: dataDir });
  const res = await fetch(`${first.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: PASSWORD, fullName: 'Dr Rivera' }),
  });
  expect(res.status).toBe(201);
  await first.stop();
  const database = await openDatabase({ pgliteDir: pgliteDirIn(dataDir), migrate: true });
  expect(await setRole(database.db, adminEmail, 'admin')).toHaveLength(1);
  await database.close();
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function mother(viewport = PHONE) {
  const ctx = await newContext(browser, server.baseUrl, viewport);
  const page = await ctx.newPage();
  await page.goto('/privacy');
  await signUpOnboarded(page.request, { name: 'Amara Okafor', email: uniqueEmail('amara') });
  return { ctx, page };
}

/** Closes the consent prompt when it shows, so it does not cover the screen. */
async function settle(page: Page) {
  const reject = page.getByRole('button', { name: 'Reject Optional' });
  if (await reject.isVisible().catch(() => false)) await reject.click();
}

describe('symptoms and health alerts', () => {
  it('a mild symptom is green and calm; "severe headache and blurry vision" is red with the emergency card and a flag', async () => {
    const { ctx, page } = await mother();
    const symptoms = new SymptomsPage(page);
    await symptoms.open();
    await settle(page);
    await expectAccessible(page, 'symptoms');

    await symptoms.log('Nausea', 2, { fromList: true });
    await page.getByRole('heading', { name: 'Logged', exact: true }).waitFor();
    await expect(symptoms.emergencyCard().count()).resolves.toBe(0);
    await page.getByRole('list').getByText('Normal').first().waitFor();
    await screenshot(page, 'symptoms-green-phone');

    await symptoms.log('severe headache and blurry vision', 2);
    const card = symptoms.emergencyCard();
    await card.waitFor();
    await card.getByText('What to say on the phone').waitFor();
    await expect(card.getByText(/I am pregnant, 2\d weeks/).count()).resolves.toBeGreaterThan(0);
    const call = card.getByRole('link', { name: /^Call / }).first();
    await expect(call.getAttribute('href')).resolves.toMatch(/^tel:(911|112)$/);
    await page.getByRole('heading', { name: 'Severity over time' }).waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    await expectAccessible(page, 'symptoms red');
    await screenshot(page, 'symptoms-red-phone');

    const flags = new FlagsPage(page);
    await flags.open();
    await expect(flags.chip('Urgent').textContent()).resolves.toBe('Urgent (1)');
    await expect(flags.chip('All').textContent()).resolves.toBe('All (1)');
    await page.getByRole('heading', { name: /You have 1 urgent alert/ }).waitFor();
    const flagCard = flags.card('Severe headache');
    await flagCard.getByText('severe headache and blurry vision (severity 2 of 5)').waitFor();
    await flagCard.getByText('Urgent', { exact: true }).waitFor();
    await expectAccessible(page, 'flags');
    await screenshot(page, 'flags-phone');

    await flagCard.getByRole('button', { name: /Details/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Not reviewed yet').waitFor();
    await expectAccessible(page, 'flag details');
    await screenshot(page, 'flags-details-phone');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await flags.chip('Normal').click();
    await page.getByText('No alerts of this kind').waitFor();
    await flags.chip('All').click();

    await flagCard.getByRole('button', { name: /Schedule/ }).click();
    await page.waitForURL(/\/calendar\?add=1&title=Severe%20headache/);
    expect(new URL(page.url()).searchParams.get('type')).toBe('ob_appointment');
    expect(new URL(page.url()).searchParams.get('priority')).toBe('high');

    // The dashboard's Alerts tile counts red plus yellow.
    await page.goto('/dashboard');
    const tile = page.locator('a[href="/flags"]').filter({ hasText: /^\s*(\d+|—)\s*Alerts\s*$/ });
    await expect
      .poll(async () => (await tile.first().textContent()) ?? '', { timeout: 10_000 })
      .toMatch(/^1\s*Alerts$/);
    await ctx.close();
  });

  it('looks finished at desktop width', async () => {
    const { ctx, page } = await mother(DESKTOP);
    const symptoms = new SymptomsPage(page);
    await symptoms.open();
    await settle(page);
    await symptoms.log('Back ache', 2, { fromList: true });
    await symptoms.log('Heavy bleeding', 3, { fromList: true });
    await symptoms.emergencyCard().waitFor();
    await screenshot(page, 'symptoms-desktop');
    const flags = new FlagsPage(page);
    await flags.open();
    await screenshot(page, 'flags-desktop');
    await page.goto('/flags');
    await ctx.close();
  });

  it('an empty /flags says what will appear', async () => {
    const { ctx, page } = await mother();
    const flags = new FlagsPage(page);
    await flags.open();
    await settle(page);
    await page.getByText('No health alerts').waitFor();
    await expectAccessible(page, 'flags empty');
    await screenshot(page, 'flags-empty-phone');
    await ctx.close();
  });
});

describe('journal', () => {
  it('writes, edits and deletes entries with confirmation', async () => {
    const { ctx, page } = await mother();
    const journal = new JournalPage(page);
    await journal.open();
    await settle(page);
    await page.getByText('Your journal is empty').waitFor();
    await expectAccessible(page, 'journal empty');

    // Blank text is refused in the form.
    await page.getByRole('button', { name: 'Write' }).click();
    await page.getByRole('button', { name: 'Save entry' }).click();
    await page.getByText('Please write something before saving').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await journal.write('Felt the first proper kicks tonight.');
    await toast(page, 'Entry saved').waitFor();
    await journal.write('Tired but happy after the scan.', { category: 'Wellness', mood: 'Tired' });
    await page.getByText('2 entries').waitFor();
    await page.getByRole('heading', { name: /^Week 2\d$/ }).waitFor();
    await expectAccessible(page, 'journal');
    await screenshot(page, 'journal-phone');

    await journal.entry('first proper kicks').getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit entry' });
    await edit.getByRole('textbox').fill('Felt the first proper kicks tonight. Told my partner!');
    await expectAccessible(page, 'journal edit');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await journal.entry('Told my partner!').waitFor();

    await journal.entry('after the scan').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this entry?' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await journal.entry('after the scan').waitFor();
    await journal.entry('after the scan').getByRole('button', { name: 'Delete' }).click();
    await screenshot(page, 'journal-delete-phone');
    await page
      .getByRole('dialog', { name: 'Delete this entry?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('1 entry').waitFor();
    await expect(journal.entry('after the scan').count()).resolves.toBe(0);

    await page.reload();
    await journal.entry('Told my partner!').waitFor();
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'journal-desktop');
    await ctx.close();
  });
});

describe('mental wellness', () => {
  it('PHQ-9 with question 9 above 0 opens the crisis flow at once and after the result', async () => {
    const { ctx, page } = await mother();
    const wellness = new WellnessPage(page);
    await wellness.open();
    await settle(page);
    await page
      .locator('#crisis-lines')
      .getByRole('link', { name: /Emergency services: (911|112)/ })
      .first()
      .waitFor();
    await expectAccessible(page, 'wellness');
    await screenshot(page, 'wellness-phone');

    await page.getByRole('button', { name: /Start PHQ-9/ }).click();
    await wellness.answerPhq9([1, 1, 0, 1, 0, 0, 0, 0, 1]);
    const crisis = page.getByRole('dialog', { name: 'You do not have to go through this alone' });
    await crisis.waitFor();
    await crisis
      .getByRole('link', { name: /^Call / })
      .first()
      .waitFor();
    await expectAccessible(page, 'crisis dialog');
    await screenshot(page, 'wellness-crisis-phone');
    await crisis.getByRole('button', { name: 'Continue the self-check' }).click();

    await page.getByRole('button', { name: 'See my result' }).click();
    await page.getByRole('heading', { name: /Your PHQ-9 result: 4 of 27 \(minimal\)/ }).waitFor();
    await page.locator('#crisis-after-check').getByRole('heading', { name: 'Talk to someone now' }).waitFor();
    await page.getByText('PHQ-9').first().waitFor();
    await expectAccessible(page, 'wellness result');
    await screenshot(page, 'wellness-result-phone');

    // The crisis raised a red flag for review.
    const flags = new FlagsPage(page);
    await flags.open();
    await flags.card('PHQ-9').waitFor();
    await page.setViewportSize(DESKTOP);
    await wellness.open();
    await screenshot(page, 'wellness-desktop');
    await ctx.close();
  });
});

describe('clinical review queue', () => {
  it('a mother sees a polite refusal; the admin sees the flag, opens the record, marks it reviewed', async () => {
    const { ctx, page } = await mother();
    await new SymptomsPage(page).open();
    await settle(page);
    const symptoms = new SymptomsPage(page);
    await symptoms.log('severe headache and blurry vision', 3);
    await symptoms.emergencyCard().waitFor();
    await page.goto('/admin/flags');
    await page.getByRole('heading', { name: 'Only clinical reviewers can open this' }).waitFor();
    await expectAccessible(page, 'admin refused');
    await screenshot(page, 'admin-refused-phone');
    await ctx.close();

    for (const viewport of [PHONE, DESKTOP]) {
      const actx = await newContext(browser, server.baseUrl, viewport);
      const admin = await actx.newPage();
      await admin.goto('/privacy');
      await signIn(admin.request, adminEmail);
      if (viewport === PHONE) await onboard(admin.request, { firstName: 'Reviewer' });
      await admin.goto('/admin/flags');
      await settle(admin);
      await admin.getByRole('heading', { name: 'Clinical review queue' }).waitFor();
      if (viewport === DESKTOP) {
        await screenshot(admin, 'admin-flags-desktop');
        await actx.close();
        continue;
      }
      const item = admin
        .getByRole('article')
        .filter({ hasText: 'severe headache and blurry vision (severity 3 of 5)' });
      await item.first().waitFor();
      await expectAccessible(admin, 'admin queue');
      await screenshot(admin, 'admin-flags-phone');

      await item.first().getByRole('button', { name: 'Open record' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Flag record' });
      await dialog.getByRole('heading', { name: 'Symptom log' }).waitFor();
      await dialog.getByText('severe headache and blurry vision, severity 3 of 5').waitFor();
      await expectAccessible(admin, 'admin record');
      await screenshot(admin, 'admin-record-phone');
      await dialog.getByRole('button', { name: 'Close' }).click();

      await item.first().getByRole('button', { name: 'Mark reviewed' }).click();
      await toast(admin, 'Marked as reviewed').waitFor();
      await expect.poll(() => item.count()).toBe(0);
      await admin.getByLabel('Review status').selectOption('reviewed');
      await item
        .first()
        .getByText(/^Reviewed /)
        .waitFor();
      await actx.close();
    }
  });
});

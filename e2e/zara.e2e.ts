/**
 * Issue 6 in a real browser: a week-aware answer with a link; the urgent path with the notice, the Call button
 * and the flag on /flags; the offline fallback when the server is gone. Axe and screenshots, phone and desktop.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { URGENT_NOTICE } from '../src/core/contracts/zara.ts';
import { signUpOnboarded } from './support/accounts.ts';
import { ZaraChatPage } from './pages/zara-page.ts';
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

let server: Server;
let browser: Browser;
let stopped = false;
beforeAll(async () => {
  server = await startServer({ COUNTRY_HEADER: 'x-country' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (!stopped) await server?.stop();
});

async function mother(viewport = PHONE) {
  const ctx = await newContext(browser, server.baseUrl, viewport);
  await ctx.setExtraHTTPHeaders({ 'x-country': 'GB' });
  const page = await ctx.newPage();
  await page.goto('/privacy');
  // Onboarded with her consent choices saved, so the prompt does not cover the chat.
  await signUpOnboarded(page.request, { name: 'Amara Okafor', email: uniqueEmail('amara'), week: 24 });
  await page.goto('/');
  return { ctx, page };
}

describe('Zara chat', () => {
  it('a newcomer asks about heartburn at week 24 and gets a week-aware answer with a link', async () => {
    const { ctx, page } = await mother();
    const zara = new ZaraChatPage(page);
    await zara.open();
    await expect.poll(() => zara.log().innerText()).toContain("Hi, I'm Zara");
    expect(await zara.send().isDisabled()).toBe(true);
    await zara.input().fill('   ');
    expect(await zara.send().isDisabled()).toBe(true);
    await expectAccessible(page, 'zara chat');

    await zara.ask('I have heartburn every night, what can I do?');
    const reply = zara.reply(1);
    await reply.waitFor();
    const text = await reply.innerText();
    expect(text).toContain('week 24');
    expect(text.toLowerCase()).toContain('heartburn');
    const link = reply.getByRole('link', { name: /Heartburn and indigestion/ });
    expect(await link.getAttribute('href')).toBe('/learn/articles/heartburn-and-indigestion');
    await expectAccessible(page, 'zara reply');
    await screenshot(page, 'zara-chat-phone');

    await zara.dialog().getByRole('tab', { name: 'Quick Help' }).click();
    await zara.dialog().getByText('Warning signs: call now').waitFor();
    await expectAccessible(page, 'zara quick help');
    await screenshot(page, 'zara-quick-help-phone');

    await zara.dialog().getByRole('tab', { name: 'Chat' }).click();
    await link.click();
    await page.waitForURL('**/learn/articles/heartburn-and-indigestion');
    await ctx.close();
  });

  it('"i have a terrible headache and i\'m seeing flashing lights" gets the urgent reply, notice and Call button; the flag is on /flags', async () => {
    const { ctx, page } = await mother(DESKTOP);
    const zara = new ZaraChatPage(page);
    await zara.open();
    await zara.ask("i have a terrible headache and i'm seeing flashing lights");
    const reply = zara.reply(1);
    await reply.getByRole('alert').waitFor();
    const text = await reply.innerText();
    expect(text).toContain('Call your midwife, doctor or maternity unit now');
    expect(text).toContain('I am pregnant, 24 weeks');
    expect(text).toContain(URGENT_NOTICE);
    const call = reply.getByRole('link', { name: 'Call 999' });
    expect(await call.getAttribute('href')).toBe('tel:999');
    await expectAccessible(page, 'zara urgent');
    await screenshot(page, 'zara-urgent-desktop');

    await page.goto('/flags');
    await page
      .getByText(/Zara chat: Severe headache/)
      .first()
      .waitFor();
    await ctx.close();
  });

  it('the co-pilot shows her real figures and routes sentences', async () => {
    const { ctx, page } = await mother();
    await page.request.post('/api/zara/chat', { data: { userMessage: 'hello' } });
    await page.goto('/copilot');
    await page.getByRole('heading', { name: 'Co-pilot' }).waitFor();
    await page.getByText('Answers: built-in responder', { exact: true }).waitFor();
    await page.getByText('Pregnant, week 24').waitFor();
    await page.getByRole('button', { name: 'Book my next scan' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Calendar \(confidence/ })
      .waitFor();
    await expectAccessible(page, 'copilot');
    await screenshot(page, 'copilot-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'copilot-desktop');
    await ctx.close();
  });

  it("Learn's Ask Zara opens the chat with the question asked", async () => {
    const { ctx, page } = await mother();
    const zara = new ZaraChatPage(page);
    await zara.open('How can I sleep better?');
    await zara.reply(1).waitFor();
    expect(await zara.log().innerText()).toContain('How can I sleep better?');
    await ctx.close();
  });

  it('when the server is stopped, the canned fallback reply appears', async () => {
    const { ctx, page } = await mother();
    const zara = new ZaraChatPage(page);
    await zara.open();
    await server.stop();
    stopped = true;
    await zara.ask('hello zara');
    const reply = zara.reply(1);
    await reply.waitFor();
    expect(await reply.innerText()).toContain("I can't reach the server right now");
    await screenshot(page, 'zara-offline-phone');
    await ctx.close();
  });
});

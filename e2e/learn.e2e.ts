import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LearnPage } from './pages/learn-page.ts';
import { signUpOnboarded } from './support/accounts.ts';
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
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function pregnantAt(week: number, viewport = PHONE, extra = {}) {
  const ctx = await newContext(browser, server.baseUrl, viewport, extra);
  const page = await ctx.newPage();
  await page.goto('/privacy');
  await signUpOnboarded(page.request, { name: 'Amara Okafor', email: uniqueEmail('learn'), week });
  return { ctx, page, learn: new LearnPage(page) };
}

const expanded = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name }).first().getAttribute('aria-expanded');

describe('Education centre /learn', () => {
  it('shows her own week, searches as she types and with Enter, highlights matches and says when nothing is found', async () => {
    const { ctx, page, learn } = await pregnantAt(24);
    await learn.open();
    await page.getByRole('heading', { name: 'Week 24 focus' }).waitFor();
    await page.getByText('Your week', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Baby', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'For week 24' }).waitFor();
    await expect(learn.articleLinks().count()).resolves.toBeGreaterThan(4);
    await expectAccessible(page, 'learn');
    await screenshot(page, 'learn-phone');

    // Typing alone searches (debounced); the best match comes first and the matched words are marked.
    await learn.searchFor('heartburn');
    await expect(learn.resultLinks().first().getAttribute('href')).resolves.toBe(
      '/learn/articles/heartburn-and-indigestion',
    );
    await expect(page.locator('mark').first().textContent()).resolves.toMatch(/heartburn/i);
    await expectAccessible(page, 'learn search results');
    await screenshot(page, 'learn-search-phone');

    await learn.searchFor('can i eat sushi');
    const hrefs = await learn.resultLinks().evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.slice(0, 2)).toContain('/learn/articles/foods-to-avoid-in-pregnancy');
    await page.getByRole('heading', { name: 'Can I eat sushi?', exact: true }).waitFor();

    // Enter searches at once.
    await learn.search.fill('folic acid');
    await learn.search.press('Enter');
    await page.getByRole('heading', { name: /results? for "folic acid"/ }).waitFor({ timeout: 1500 });
    await expect(learn.resultLinks().first().getAttribute('href')).resolves.toBe(
      '/learn/articles/folic-acid-and-vitamins',
    );

    await learn.searchFor('zzxqv');
    await page.getByRole('heading', { name: 'No results for "zzxqv"' }).waitFor();
    await page.getByText('Try fewer or simpler words').waitFor();
    await expect(page.getByRole('link', { name: 'Ask Zara instead' }).getAttribute('href')).resolves.toBe(
      '/zara-chat?q=zzxqv',
    );
    await expectAccessible(page, 'learn empty search');
    await screenshot(page, 'learn-search-empty-phone');
    await page.getByRole('button', { name: 'sleep', exact: true }).click();
    await expect(learn.resultLinks().first().getAttribute('href')).resolves.toBe(
      '/learn/articles/sleep-in-pregnancy',
    );

    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByRole('heading', { name: 'Week 24 focus' }).waitFor();
    await ctx.close();
  });

  it('category chips filter the articles and the search', async () => {
    const { ctx, page, learn } = await pregnantAt(24);
    await learn.open();
    await page.getByRole('heading', { name: 'For week 24' }).waitFor();
    await learn.chip('Baby').click();
    await expect(learn.chip('Baby').getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(learn.chip('All').getAttribute('aria-pressed')).resolves.toBe('false');
    const cats = await learn
      .articleLinks()
      .evaluateAll((as) => as.map((a) => a.querySelector('p span')?.textContent ?? ''));
    expect(cats.length).toBeGreaterThan(0);
    expect(new Set(cats)).toEqual(new Set(['Baby']));

    await learn.searchFor('sleep');
    await page.getByRole('heading', { name: /results? for "sleep" in Baby/ }).waitFor();
    await expect(learn.resultLinks().first().getAttribute('href')).resolves.toBe(
      '/learn/articles/safe-sleep-for-babies',
    );
    await learn.chip('All').click();
    await page.getByRole('heading', { name: /results? for "sleep"$/ }).waitFor();
    await expect(learn.resultLinks().first().getAttribute('href')).resolves.toBe(
      '/learn/articles/sleep-in-pregnancy',
    );
    await ctx.close();
  });

  it('a failed search says so and can be retried', async () => {
    const { ctx, page, learn } = await pregnantAt(24);
    await learn.open();
    await page.route('**/api/education/search**', (route) => route.abort());
    await learn.search.fill('swelling');
    await page.getByText("Search isn't working right now").waitFor();
    await expectAccessible(page, 'learn search error');
    await page.unroute('**/api/education/search**');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: /results? for "swelling"/ }).waitFor();
    await expect(learn.resultLinks().first().getAttribute('href')).resolves.toContain('swelling');
    await ctx.close();
  });

  it('the week picker shows other weeks and comes back to hers', async () => {
    const { ctx, page, learn } = await pregnantAt(24);
    await learn.open();
    await page.getByRole('heading', { name: 'Week 24 focus' }).waitFor();
    await page.getByRole('button', { name: 'Next week' }).click();
    await page.getByRole('heading', { name: 'Week 25 focus' }).waitFor();
    await page.getByLabel('Look at another week').selectOption('8');
    await page.getByRole('heading', { name: 'Week 8 focus' }).waitFor();
    await page.getByRole('heading', { name: 'For week 8' }).waitFor();
    await page.getByRole('button', { name: 'Back to my week (24)' }).click();
    await page.getByRole('heading', { name: 'Week 24 focus' }).waitFor();
    await ctx.close();
  });

  it('FAQs open from the keyboard, guides open their sections, and Ask Zara asks', async () => {
    const { ctx, page, learn } = await pregnantAt(24);
    await learn.open();
    await learn.tab('Articles').focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'FAQs', selected: true }).waitFor();
    const panel = page.getByRole('tabpanel', { name: 'FAQs' });
    const first = panel.getByRole('button').first();
    await first.waitFor();
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('false');
    // Tab: into the panel, then onto the first question.
    await page.keyboard.press('Tab');
    await expect(panel.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Tab');
    await expect(first.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(panel.getByRole('region').first().isVisible()).resolves.toBe(true);
    await page.keyboard.press('Space');
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.keyboard.press('Enter');
    await expectAccessible(page, 'learn faqs');
    await screenshot(page, 'learn-faqs-phone');

    await learn.tab('Guides').click();
    await page.getByRole('heading', { name: 'Preparing for birth' }).waitFor();
    await page.getByRole('heading', { name: 'Your fourth trimester' }).waitFor();
    await page.getByRole('button', { name: 'When to call the maternity unit' }).click();
    await expect(expanded(page, 'When to call the maternity unit')).resolves.toBe('true');
    await page.getByText('Save your maternity unit').waitFor();
    await expectAccessible(page, 'learn guides');
    await screenshot(page, 'learn-guides-phone');

    await learn.tab('Ask Zara').click();
    const questions = page
      .getByRole('tabpanel', { name: 'Ask Zara' })
      .getByRole('listitem')
      .getByRole('link');
    await expect(questions.count()).resolves.toBe(4);
    await page.getByRole('link', { name: 'Ask Zara anything' }).waitFor();
    await expectAccessible(page, 'learn ask zara');
    await screenshot(page, 'learn-ask-phone');
    const q = (await questions.first().textContent()) ?? '';
    await questions.first().click();
    await page.waitForURL((url) => url.pathname === '/zara-chat');
    expect(new URL(page.url()).searchParams.get('q')).toBe(q);
    await ctx.close();
  });

  it('looks finished on a desktop', async () => {
    const { ctx, page, learn } = await pregnantAt(30, DESKTOP);
    await learn.open();
    await page.getByRole('heading', { name: 'Week 30 focus' }).waitFor();
    await page.getByRole('heading', { name: 'More Articles' }).waitFor();
    await expectAccessible(page, 'learn desktop');
    await screenshot(page, 'learn-desktop');
    await ctx.close();
  });
});

describe('Article page', () => {
  it('reads well, lists its sources and related articles, and links back', async () => {
    const { ctx, page, learn } = await pregnantAt(24);
    await learn.open();
    await learn.searchFor('heartburn');
    await learn.resultLinks().first().click();
    await page.getByRole('heading', { level: 1, name: /Heartburn and indigestion/ }).waitFor();
    await page
      .getByText(/\d+ min read/)
      .first()
      .waitFor();
    await expect(page.locator('.prose-zara h2').count()).resolves.toBeGreaterThan(1);
    await expect(page.locator('.prose-zara li').count()).resolves.toBeGreaterThan(2);
    const sources = page.getByRole('region', { name: 'Sources' });
    await expect(sources.getByRole('listitem').count()).resolves.toBeGreaterThan(0);
    await expect(sources.textContent()).resolves.toMatch(/NHS|ACOG/);
    const related = page.getByRole('region', { name: 'Related articles' }).getByRole('link');
    await expect(related.count()).resolves.toBeGreaterThan(0);
    // The body text is at most ~68 characters wide.
    const width = await page.locator('article').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'article');
    await screenshot(page, 'article-phone');
    await page.getByRole('link', { name: 'Back to Learn' }).first().click();
    await page.getByRole('heading', { name: 'Learn', level: 1 }).waitFor();
    await ctx.close();
  });

  it('is 18 px and at most about 68 characters wide on a desktop', async () => {
    const { ctx, page } = await pregnantAt(12, DESKTOP);
    await page.goto('/learn/articles/folic-acid-and-vitamins');
    await page.getByRole('heading', { level: 1, name: /Folic acid/ }).waitFor();
    const p = page.locator('.prose-zara p').first();
    await expect(p.evaluate((el) => getComputedStyle(el).fontSize)).resolves.toBe('18px');
    const width = await page.locator('article').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(18 * 0.62 * 68 + 1);
    await expectAccessible(page, 'article desktop');
    await screenshot(page, 'article-desktop');
    await ctx.close();
  });

  it('an unknown article says so and links back', async () => {
    const { ctx, page } = await pregnantAt(24);
    await page.goto('/learn/articles/no-such-article');
    await page.getByRole('heading', { name: /We couldn.t find that article/ }).waitFor();
    await expectAccessible(page, 'article 404');
    await screenshot(page, 'article-not-found-phone');
    await page.getByRole('link', { name: 'Back to Learn' }).click();
    await page.getByRole('heading', { name: 'Learn', level: 1 }).waitFor();
    await ctx.close();
  });
});

describe('Whisper Mode', () => {
  it('shows calm affirmations, Next moves on, and the breathing pacer paces', async () => {
    const { ctx, page } = await pregnantAt(30);
    await page.goto('/whisper');
    await page.getByRole('heading', { name: 'Whisper Mode' }).waitFor();
    const quote = page.locator('blockquote');
    await quote.waitFor();
    const first = await quote.textContent();
    await page.getByText(/^1 of \d+$/).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^2 of \d+$/).waitFor();
    expect(await quote.textContent()).not.toBe(first);
    // A dim palette: the page is darker than the dark theme and nothing is pure white.
    const bg = await page
      .locator('body > #root > div')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).toBe('rgb(11, 9, 14)');
    const color = await quote.evaluate((el) => getComputedStyle(el).color);
    expect(color).not.toBe('rgb(255, 255, 255)');

    const start = page.getByRole('button', { name: 'Start breathing exercise' });
    await start.click();
    await page.getByText('Breathe in', { exact: true }).waitFor();
    await page.getByText('Hold', { exact: true }).waitFor({ timeout: 6000 });
    const scale = await page.getByTestId('breathing-circle').evaluate((el) => el.style.transform);
    expect(scale).toBe('scale(1)');
    await expectAccessible(page, 'whisper');
    await screenshot(page, 'whisper-phone');
    await page.getByRole('button', { name: 'Stop breathing exercise' }).click();

    // Keyboard: Next works from the keyboard, and the way back is a real button.
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(/^3 of \d+$/).waitFor();
    await page.goto('/whisper-mode');
    await page.getByRole('heading', { name: 'Whisper Mode' }).waitFor();
    await page.getByRole('button', { name: 'Leave Whisper Mode' }).click();
    await page.waitForURL((url) => url.pathname !== '/whisper-mode');
    await ctx.close();
  });

  it('offers read-aloud where speech exists and respects reduced motion with words only', async () => {
    const { ctx, page } = await pregnantAt(10, DESKTOP, { reducedMotion: 'reduce' });
    await page.goto('/whisper-mode');
    await page.locator('blockquote').waitFor();
    const hasSpeech = await page.evaluate(() => 'speechSynthesis' in window);
    if (hasSpeech) {
      const toggle = page.getByRole('button', { name: 'Read aloud' });
      await toggle.click();
      await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
    } else {
      await page
        .getByText('Read-aloud isn’t available in this browser')
        .or(page.getByText("Read-aloud isn't available in this browser", { exact: false }))
        .waitFor();
    }
    await page.getByRole('button', { name: 'Start breathing exercise' }).click();
    await page.getByText('Breathe in', { exact: true }).waitFor();
    await expect(page.getByTestId('breathing-circle').count()).resolves.toBe(0);
    await expectAccessible(page, 'whisper desktop');
    await screenshot(page, 'whisper-desktop');
    await ctx.close();
  });
});

describe('Foundations', () => {
  it('gives the pregnancy basics from the content, with links into articles, symptoms and emergency help', async () => {
    const { ctx, page } = await pregnantAt(20);
    await page.goto('/foundations');
    await page.getByRole('heading', { name: 'Foundations', level: 1 }).waitFor();
    for (const name of [
      'Nutrition and supplements',
      'What to avoid',
      'Movement',
      'Sleep and rest',
      'Your mental health',
      'When to call',
    ]) {
      await page.getByRole('heading', { name, level: 2 }).waitFor();
    }
    await page.getByText('Folic acid, vitamin D and other pregnancy vitamins').waitFor();
    await page.getByRole('heading', { name: 'Emergency: call now' }).waitFor();
    await expect(
      page.getByRole('link', { name: 'Log a symptom and check it' }).getAttribute('href'),
    ).resolves.toBe('/symptoms');
    await page.getByRole('button', { name: 'When to call the maternity unit' }).click();
    await page.getByText('Save your maternity unit').waitFor();
    await expectAccessible(page, 'foundations');
    await screenshot(page, 'foundations-phone');
    await page.getByRole('link', { name: /Read the article: Folic acid/ }).click();
    await page.getByRole('heading', { level: 1, name: /Folic acid/ }).waitFor();

    // Whisper Mode from Foundations, and its way back returns here.
    await page.goBack();
    await page.getByRole('link', { name: 'Wind down with Whisper Mode' }).click();
    await page.getByRole('heading', { name: 'Whisper Mode' }).waitFor();
    await page.getByRole('button', { name: 'Leave Whisper Mode' }).click();
    await page.getByRole('heading', { name: 'Foundations', level: 1 }).waitFor();
    await ctx.close();
  });

  it('gives different basics after birth', async () => {
    const ctx = await newContext(browser, server.baseUrl, DESKTOP);
    const page = await ctx.newPage();
    await page.goto('/privacy');
    await signUpOnboarded(page.request, { name: 'Lea Martin', email: uniqueEmail('pp'), babyDays: 20 });
    await page.goto('/foundations');
    await page.getByRole('heading', { name: 'Your recovery', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Sleep and safe sleep', level: 2 }).waitFor();
    await expect(page.getByRole('heading', { name: 'What to avoid' }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: /Read the article: Safe sleep/ }).waitFor();
    await expectAccessible(page, 'foundations postpartum');
    await screenshot(page, 'foundations-postpartum-desktop');

    await page.goto('/learn');
    await page.getByText('Week 2 after birth', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Your recovery' }).waitFor();
    await page.getByRole('heading', { name: 'For you after birth' }).waitFor();
    await page
      .getByRole('link', { name: /Safe sleep for babies/ })
      .first()
      .waitFor();
    await expectAccessible(page, 'learn postpartum');
    await screenshot(page, 'learn-postpartum-desktop');
    await page.goto('/whisper');
    await page.getByText('For the quiet hours with your baby').waitFor();
    await ctx.close();
  });
});

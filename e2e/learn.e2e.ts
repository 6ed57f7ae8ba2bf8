import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LearnPage } from './pages/learn-page.ts';
import { signUpOnboarded } from './support/accounts.ts';
import {
  DESKTOP,
  expectAccessible,
  newContext,
  PHONE,
  screenshot,
  screenshotsAtWidths,
  uniqueEmail,
  useServerAndBrowser,
} from './support/harness.ts';

const run = useServerAndBrowser();

async function pregnantAt(week: number, viewport = PHONE, extra = {}) {
  const ctx = await newContext(run.browser, run.server.baseUrl, viewport, extra);
  const page = await ctx.newPage();
  await page.goto('/privacy');
  await signUpOnboarded(page.request, { name: 'Amara Okafor', email: uniqueEmail('learn'), week });
  return { ctx, page, learn: new LearnPage(page) };
}

const expanded = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name }).first().getAttribute('aria-expanded');

/**
 * Onboarding always makes a profile, so "no profile yet" is reached here by answering the profile status the
 * way the server does for a user without one (404): the screens must then ask, never assume a week.
 */
async function withoutProfile(viewport = PHONE) {
  const { ctx, page, learn } = await pregnantAt(20, viewport);
  await page.route('**/api/profile/*/status', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'not_found', message: 'No profile yet.' }),
    }),
  );
  return { ctx, page, learn };
}

/** postpartum: a baby `babyDays` old. */
async function postpartumFor(babyDays: number, viewport = PHONE) {
  const ctx = await newContext(run.browser, run.server.baseUrl, viewport);
  const page = await ctx.newPage();
  await page.goto('/privacy');
  await signUpOnboarded(page.request, { name: 'Lea Martin', email: uniqueEmail('pp'), babyDays });
  return { ctx, page, learn: new LearnPage(page) };
}

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
    await learn.pressedChip('Baby').waitFor();
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
    await questions.first().waitFor();
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

  it('keeps search, tab and category in the URL, and Back to Learn returns to them', async () => {
    const { ctx, page, learn } = await pregnantAt(24);
    await learn.open();
    await learn.searchFor('heartburn');
    await page.waitForURL((url) => url.searchParams.get('q') === 'heartburn');
    await learn.resultLinks().first().click();
    await page.getByRole('heading', { level: 1, name: /Heartburn/ }).waitFor();
    await page.getByRole('link', { name: 'Back to Learn' }).first().click();
    await page.waitForURL((url) => url.pathname === '/learn' && url.searchParams.get('q') === 'heartburn');
    await expect(learn.search.inputValue()).resolves.toBe('heartburn');
    await page.getByRole('heading', { name: /results? for "heartburn"/ }).waitFor();

    // Typing replaces the history entry instead of adding one per letter: Back leaves /learn at once.
    await page.getByRole('button', { name: 'Clear search' }).click();
    await learn.chip('Baby').click();
    await learn.tab('FAQs').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'faqs');
    await learn.tab('Articles').click();
    await page.waitForURL((url) => url.searchParams.get('tab') !== 'faqs');
    await learn.articleLinks().first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/learn/'));
    await page.getByRole('link', { name: 'Back to Learn' }).first().click();
    await page.waitForURL((url) => url.pathname === '/learn' && url.searchParams.get('category') === 'baby');
    await expect(learn.chip('Baby').getAttribute('aria-pressed')).resolves.toBe('true');
    await page.goBack();
    await page.waitForURL((url) => url.pathname !== '/learn');
    await ctx.close();
  });

  it('a question among the results opens to its whole answer', async () => {
    const { ctx, page, learn } = await pregnantAt(24);
    await learn.open();
    await learn.searchFor('can i eat sushi');
    const question = page.getByRole('button', { name: /Can I eat sushi\?/ });
    await expect(question.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.getByRole('button', { name: 'Read the full answer' }).first().click();
    await expect(question.getAttribute('aria-expanded')).resolves.toBe('true');
    const answer = await page.request.get('/api/education/search?q=sushi');
    const full = ((await answer.json()) as { results: { id: string; answer?: string }[] }).results.find(
      (r) => r.id === 'can-i-eat-sushi',
    )?.answer;
    expect(full).toBeTruthy();
    await page.getByText(full ?? '', { exact: true }).waitFor();
    await expectAccessible(page, 'learn search faq open');
    await ctx.close();
  });

  it('shows every question of her week, and the chips filter the questions too', async () => {
    const { ctx, page, learn } = await pregnantAt(24);
    const weekly = (await (await page.request.get('/api/education/weekly/24')).json()) as {
      faqs: { chip: string }[];
    };
    await learn.open('/learn?tab=faqs');
    const panel = page.getByRole('tabpanel', { name: 'FAQs' });
    await panel.getByText(`${String(weekly.faqs.length)} questions`, { exact: false }).waitFor();
    await expect(panel.getByRole('button').count()).resolves.toBe(weekly.faqs.length);
    await learn.chip('Emotional').click();
    const emotional = weekly.faqs.filter((f) => f.chip === 'emotional').length;
    await panel.getByText(`${String(emotional)} questions in Emotional`).waitFor();
    await expect(panel.getByRole('button').count()).resolves.toBe(emotional);
    await panel.getByRole('heading', { name: 'Emotional health' }).waitFor();
    await expect(panel.getByRole('heading', { name: 'Symptoms' }).count()).resolves.toBe(0);
    await learn.chip('Baby').click();
    await panel.getByRole('heading', { name: "Your baby's development" }).waitFor();
    await expect(panel.getByRole('heading', { name: 'Emotional health' }).count()).resolves.toBe(0);

    // Zara's links name a question (?faq=): it opens where it sits.
    await learn.open('/learn?tab=faqs&faq=can-i-eat-sushi');
    const sushi = page
      .getByRole('tabpanel', { name: 'FAQs' })
      .getByRole('button', { name: 'Can I eat sushi?' });
    await expect(sushi.getAttribute('aria-expanded')).resolves.toBe('true');
    await ctx.close();
  });

  it('without a profile asks for the week first, then shows it', async () => {
    const { ctx, page, learn } = await withoutProfile();
    await learn.open();
    await page.getByRole('heading', { name: 'Which week are you in?' }).waitFor();
    await expect(page.getByRole('heading', { name: /Week \d+ focus/ }).count()).resolves.toBe(0);
    await learn.tab('FAQs').click();
    await page.getByText('Choose a week to see its questions').waitFor();
    await expectAccessible(page, 'learn without profile');
    await screenshot(page, 'learn-no-profile-phone');
    await page.getByLabel('Pregnancy week').selectOption('12');
    await page.getByRole('heading', { name: 'Week 12 focus' }).waitFor();
    await learn.tab('Articles').click();
    await page.getByRole('heading', { name: 'For week 12' }).waitFor();
    await ctx.close();
  });

  it('fits a phone: a compact focus card with the tabs on the first screen, chips and placeholder in view', async () => {
    const { ctx, page, learn } = await pregnantAt(24);
    await learn.open();
    await page.getByRole('heading', { name: 'Week 24 focus' }).waitFor();
    await page.getByRole('heading', { name: 'Baby', exact: true }).waitFor();
    const card = page.getByRole('region', { name: 'Week 24 focus' });
    const cardBox = await card.boundingBox();
    expect(cardBox?.height ?? 999).toBeLessThan(460);
    // Above the 68 px bottom bar of an 844 px screen.
    const tabsBox = await page.getByRole('tablist', { name: 'Learn sections' }).boundingBox();
    expect((tabsBox?.y ?? 999) + (tabsBox?.height ?? 0)).toBeLessThanOrEqual(844 - 68);
    // Read more opens the whole text, and says so.
    const more = card.getByRole('button', { name: 'Read more' });
    const rows = card.locator('.line-clamp-2');
    await expect(rows.count()).resolves.toBe(3);
    const clamped = await rows.first().evaluate((el) => el.scrollHeight > el.clientHeight + 1);
    expect(clamped).toBe(true);
    await more.click();
    await expect(card.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).resolves.toBe(
      'true',
    );
    await expect(rows.count()).resolves.toBe(0);
    // Every chip is inside the screen, and the placeholder fits its box.
    for (const name of ['All', 'Baby', 'Body', 'Emotional', 'Preparation']) {
      const box = await learn.chip(name).boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 999), name).toBeLessThanOrEqual(390);
    }
    const fits = await learn.search.evaluate((el) => {
      const input = el as HTMLInputElement;
      const style = getComputedStyle(input);
      const ctx2d = document.createElement('canvas').getContext('2d');
      if (!ctx2d) return false;
      ctx2d.font = `${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return ctx2d.measureText(input.placeholder).width <= room;
    });
    expect(fits).toBe(true);
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
      await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
      await toggle.getByText('Off', { exact: true }).waitFor();
      const offBorder = await toggle.evaluate((el) => getComputedStyle(el).borderColor);
      await toggle.click();
      await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
      // The on state shows in words and in the button itself, not only in its icon.
      await toggle.getByText('On', { exact: true }).waitFor();
      // Under reduced motion every change still runs a 0.01 ms transition (styles.css), so the border is read
      // until it has turned; it must turn.
      await expect.poll(() => toggle.evaluate((el) => getComputedStyle(el).borderColor)).not.toBe(offBorder);
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
    await page.setViewportSize(DESKTOP);
    await expectAccessible(page, 'foundations desktop');
    await screenshot(page, 'foundations-desktop');
    await page.setViewportSize(PHONE);
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
    const { ctx, page, learn } = await postpartumFor(20, DESKTOP);
    await page.goto('/foundations');
    await page.getByRole('heading', { name: 'Your recovery', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Sleep and safe sleep', level: 2 }).waitFor();
    await expect(page.getByRole('heading', { name: 'What to avoid' }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: /Read the article: Safe sleep/ }).waitFor();
    // Her recovery shows her own questions; the baby's temperature belongs to the baby topics.
    const recovery = page.getByRole('region', { name: 'Your recovery' });
    await recovery.getByText('How long does bleeding last after birth?').waitFor();
    await expect(recovery.getByText(/temperature/i).count()).resolves.toBe(0);
    await expectAccessible(page, 'foundations postpartum');
    await screenshot(page, 'foundations-postpartum-desktop');

    await page.goto('/learn');
    await page.getByText('2 weeks after birth', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Your recovery' }).waitFor();
    await page.getByRole('heading', { name: 'For you after birth' }).waitFor();
    // Two weeks after birth her list leads with the newborn warning signs.
    await page
      .getByRole('region', { name: 'For you after birth' })
      .getByRole('link', { name: /Newborn warning signs/ })
      .waitFor();
    await expectAccessible(page, 'learn postpartum');
    await screenshot(page, 'learn-postpartum-desktop');
    // After birth the questions are the after-birth ones: all of them, and no labour or induction ones.
    await learn.tab('FAQs').click();
    const panel = page.getByRole('tabpanel', { name: 'FAQs' });
    await panel.getByRole('heading', { name: 'After the birth' }).waitFor();
    const afterBirth = (await (await page.request.get('/api/education/after-birth/2')).json()) as {
      faqs: { question: string; category: string }[];
    };
    for (const f of afterBirth.faqs.filter((x) => x.category === 'after-birth'))
      await panel.getByRole('button', { name: f.question }).waitFor();
    await expect(panel.getByRole('heading', { name: 'Labour and birth' }).count()).resolves.toBe(0);
    await expect(panel.getByText(/induction/i).count()).resolves.toBe(0);
    await screenshot(page, 'learn-postpartum-faqs-desktop');
    await page.goto('/whisper');
    await page.getByText('For the quiet hours with your baby').waitFor();
    await page.locator('blockquote').waitFor();
    await screenshot(page, 'whisper-postpartum-desktop');
    await ctx.close();
  });

  it("without a profile lets her choose the stage, and shows that stage's basics", async () => {
    const { ctx, page } = await withoutProfile();
    await page.goto('/foundations');
    const chooser = page.getByRole('group', { name: /profile isn.t set up yet/ });
    await chooser.waitFor();
    const pregnancy = chooser.getByRole('button', { name: 'Pregnancy' });
    const after = chooser.getByRole('button', { name: 'After birth' });
    await expect(pregnancy.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.getByRole('heading', { name: 'What to avoid', level: 2 }).waitFor();
    await expectAccessible(page, 'foundations no profile');
    await screenshot(page, 'foundations-no-profile-phone');
    await after.click();
    await expect(after.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.getByRole('heading', { name: 'Your recovery', level: 2 }).waitFor();
    await expect(page.getByRole('heading', { name: 'What to avoid' }).count()).resolves.toBe(0);
    await pregnancy.click();
    await page.getByRole('heading', { name: 'Nutrition and supplements', level: 2 }).waitFor();
    await ctx.close();
  });

  it('after birth on a phone', async () => {
    const { ctx, page, learn } = await postpartumFor(20);
    await page.goto('/foundations');
    await page.getByRole('heading', { name: 'Your recovery', level: 2 }).waitFor();
    await screenshot(page, 'foundations-postpartum-phone');
    await learn.open();
    await page.getByText('2 weeks after birth', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'For you after birth' }).waitFor();
    await expectAccessible(page, 'learn postpartum phone');
    await screenshot(page, 'learn-postpartum-phone');
    await ctx.close();
  });

  it("Zara's answer opens whole on its own page: every point, the weeks, when to call, sources and what to read next", async () => {
    const { ctx, page } = await pregnantAt(24);
    await page.goto('/learn/answers/preg-heartburn');
    await page.getByRole('heading', { name: 'What helps heartburn in pregnancy?', level: 1 }).waitFor();
    const article = page.getByRole('article');
    expect(await article.locator('ul').first().locator('li').count()).toBeGreaterThanOrEqual(3);
    await page.getByRole('heading', { name: 'What changes with the weeks' }).waitFor();
    await page.getByText('From 20 to 42 weeks', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'When to call' }).waitFor();
    await page.getByRole('heading', { name: 'Sources' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Sources' }).locator('..').innerText()).toContain('NHS');
    expect(await page.title()).toBe('What helps heartburn in pregnancy? · Zara');
    await expectAccessible(page, 'answer page');
    await screenshotsAtWidths(page, 'learn-answer');

    // A link that leads nowhere says so and offers a way on.
    await page.goto('/learn/answers/no-such-answer');
    await page.getByRole('heading', { name: "We couldn't find that answer" }).waitFor();
    await page.getByRole('link', { name: 'Go to Learn' }).click();
    await page.getByRole('heading', { name: 'Learn', level: 1 }).waitFor();
    await ctx.close();
  });
});

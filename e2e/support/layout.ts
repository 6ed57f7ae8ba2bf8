/**
 * Room to tap, measured (issue 20, point 7): what on the page wraps awkwardly, is cut off, shrinks or is too small to
 * tap, from the elements' own sizes.
 */
import type { Page } from 'playwright-core';

/** Problems in `main`: short control labels on two lines, cut-off text, shrunken icons, targets under 44 px. */
export async function roomProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
    };
    const name = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    /** The most lines any one run of its text takes (an icon above a label, or a number above a word, is fine). */
    const lines = (el: Element) => {
      let most = 0;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!(node.textContent ?? '').trim() || !parent || !visible(parent)) continue;
        // A small hint under a tile's label may take two lines; the label itself may not.
        if (Number.parseFloat(getComputedStyle(parent).fontSize) < 15) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = [...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top));
        const distinct = tops
          .sort((a, b) => a - b)
          .filter((t, i, all) => i === 0 || t - (all[i - 1] ?? 0) > 6);
        most = Math.max(most, distinct.length);
      }
      return most;
    };
    const controls = document.querySelectorAll(
      'main button, main a, main [role="tab"], main [role="switch"], main [role="radio"]',
    );
    for (const el of controls) {
      if (!visible(el)) continue;
      const r = el.getBoundingClientRect();
      const label = name(el);
      const inline = getComputedStyle(el).display === 'inline';
      // A short label (a few words) on a button-like control stays on one line.
      if (!inline && label.length > 0 && label.length <= 24 && lines(el) > 1)
        problems.push(`wraps: "${label}" (${String(Math.round(r.width))} px wide)`);
      // A target she taps is at least 44 px tall (links inside running text excepted, as WCAG 2.5.8 does).
      if (!inline && r.height < 43.5)
        problems.push(`small target: "${label}" ${String(Math.round(r.height))} px`);
      for (const svg of el.querySelectorAll('svg')) {
        const b = svg.getBoundingClientRect();
        if (visible(svg) && (b.width < 15.5 || b.height < 15.5))
          problems.push(`shrunken icon in "${label}": ${String(Math.round(b.width))} px`);
      }
    }
    for (const el of document.querySelectorAll('main *')) {
      // Screen-reader-only text is 1 px by design.
      if (!visible(el) || el.children.length > 0 || el.getBoundingClientRect().width <= 1) continue;
      const s = getComputedStyle(el);
      const clips = s.overflowX === 'hidden' || s.overflowX === 'clip' || s.textOverflow === 'ellipsis';
      // A summary clamped to a few lines on purpose (line-clamp) is not a cut-off name.
      const clamped =
        s.getPropertyValue('-webkit-line-clamp') !== 'none' &&
        s.getPropertyValue('-webkit-line-clamp') !== '';
      if (clips && !clamped && el.scrollWidth > el.clientWidth + 1) problems.push(`cut off: "${name(el)}"`);
    }
    // Nothing wider than the screen.
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      problems.push(
        `page ${String(document.documentElement.scrollWidth)} px wide at ${String(window.innerWidth)} px`,
      );
    return problems;
  });
}

/** Scrolls through the page so lazily loaded pictures load, then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = window.innerHeight * 0.8;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
}

/** The pictures on the page: each one's name, whether it loaded, and where it came from. */
export async function pictures(page: Page, within = 'main') {
  await scrollThrough(page);
  return page.locator(`${within} img[data-picture]`).evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => ({
      name: img.dataset.picture ?? '',
      loaded: img.complete && img.naturalWidth > 0,
      src: img.getAttribute('src') ?? '',
      lazy: img.loading === 'lazy',
    })),
  );
}

/** The controls on screen whose box meets the bubble's (the bubble's own link and the bottom bar excluded). */
export async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bubble = document.querySelector('[data-testid="zara-bubble"]');
    if (!bubble) return ['no bubble on the page'];
    // On a phone the bubble is the bottom bar's Zara tab: it floats over nothing the bar does not already hold.
    if (bubble.closest('nav[aria-label="Main"]')) return [];
    const b = bubble.getBoundingClientRect();
    const controls = document.querySelectorAll(
      'main a, main button, main input, main select, main textarea, main label, main [role="tab"], main [role="switch"]',
    );
    const hits: string[] = [];
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const overlaps = r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
      if (overlaps) hits.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return hits;
  });
}

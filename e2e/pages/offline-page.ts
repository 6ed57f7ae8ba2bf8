import type { BrowserContext, Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/** A write as the page sent it: replayed as is by the test (same Idempotency-Key, same body). */
export interface SentWrite {
  url: string;
  key: string;
  body: unknown;
}

/** What Zara shows about the signal and her waiting entries (components/offline), and the service worker. */
export class OfflinePages {
  /** The writes the page sent that the server answered with a success, by path. */
  readonly sent: SentWrite[] = [];

  constructor(
    readonly context: BrowserContext,
    readonly page: Page,
  ) {
    page.on('requestfinished', (req: Request) => void this.record(req));
  }

  private async record(req: Request) {
    const key = req.headers()['idempotency-key'];
    const res = await req.response();
    if (!key || !res || res.status() >= 300) return;
    this.sent.push({ url: new URL(req.url()).pathname, key, body: req.postDataJSON() as unknown });
  }

  /** Sends again each write the page sent, as it sent it: each is answered 201 from its first answer, marked replayed. */
  async replaySent() {
    for (const write of this.sent) {
      const res = await this.context.request.post(write.url, {
        data: write.body as object,
        headers: { 'Idempotency-Key': write.key },
      });
      expect(res.status(), write.url).toBe(201);
      expect(res.headers()['idempotent-replayed'], write.url).toBe('true');
    }
  }

  /** Waits until the service worker is active and controls this page (a reload after the first visit). */
  async controlled() {
    await this.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    if (!(await this.page.evaluate(() => navigator.serviceWorker.controller !== null)))
      await this.page.reload();
    await expect
      .poll(() => this.page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
      .toBe(true);
  }

  /**
   * Waits until her last-seen data is kept in IndexedDB (persist-queries.ts writes it a second after a change),
   * holding `text` if given.
   */
  async persisted(text = '') {
    await expect
      .poll(
        () =>
          this.page.evaluate(
            (kept: string) =>
              new Promise<boolean>((resolve) => {
                const open = indexedDB.open('zara-cache');
                open.onerror = () => resolve(false);
                open.onsuccess = () => {
                  const db = open.result;
                  if (!db.objectStoreNames.contains('queries')) return resolve(false);
                  const get = db.transaction('queries').objectStore('queries').get('zara-queries');
                  get.onsuccess = () =>
                    resolve(
                      typeof get.result === 'string' && get.result.length > 0 && get.result.includes(kept),
                    );
                  get.onerror = () => resolve(false);
                };
              }),
            text,
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
  }

  async offline() {
    await this.context.setOffline(true);
  }

  async online() {
    await this.context.setOffline(false);
  }

  /** "Offline — last updated at 14:05". */
  offlineLine() {
    return this.page.getByRole('status').filter({ hasText: /^Offline — / });
  }

  /** "2 entries waiting to send." */
  banner() {
    return this.page.getByTestId('waiting-banner');
  }

  async waitingCount(): Promise<number> {
    const text = (await this.banner().textContent()) ?? '';
    const m = /^(\d+) entr(?:y|ies) waiting to send/.exec(text);
    if (!m?.[1]) throw new Error(`The banner says "${text}"`);
    return Number(m[1]);
  }

  /** The entries of a list marked "Waiting to send". */
  waitingEntries() {
    return this.page.getByRole('list', { name: 'Waiting to send' }).getByRole('listitem');
  }

  updatePrompt() {
    return this.page.getByRole('status', { name: 'New version' });
  }
}

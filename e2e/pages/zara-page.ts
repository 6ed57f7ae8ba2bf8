import type { Page } from 'playwright-core';

/** Zara's chat overlay. */
export class ZaraChatPage {
  constructor(private readonly page: Page) {}

  dialog() {
    return this.page.getByRole('dialog', { name: 'Chat with Zara' });
  }
  input() {
    return this.dialog().getByLabel('Message Zara');
  }
  send() {
    return this.dialog().getByRole('button', { name: 'Send' });
  }
  log() {
    return this.dialog().getByRole('log', { name: 'Conversation' });
  }
  async open(q?: string) {
    await this.page.goto(q ? `/zara-chat?q=${encodeURIComponent(q)}` : '/zara-chat');
    await this.dialog().waitFor();
  }
  async ask(text: string) {
    await this.input().fill(text);
    await this.input().press('Enter');
  }
  /** The n-th Zara reply after the welcome (1-based). */
  reply(n: number) {
    return this.log().locator('> div').filter({ hasText: 'Zara said:' }).nth(n);
  }
}

import type { Page } from 'playwright-core';

/** Zara's chat overlay, and the ways into it. */
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
  voice() {
    return this.dialog().getByRole('button', { name: /^Voice input/ });
  }
  readAloud() {
    return this.dialog().getByRole('checkbox', { name: "Read Zara's replies aloud" });
  }
  /** The Call button kept above the input while the latest reply is urgent. */
  callBar() {
    return this.dialog().getByText('Need help now?');
  }
  async open(q?: string) {
    await this.page.goto(q ? `/zara-chat?q=${encodeURIComponent(q)}` : '/zara-chat');
    await this.dialog().waitFor();
  }
  /** Through the bubble, on every page (floating on wide screens, the bottom bar's Zara tab on phones). */
  async openFromBubble() {
    await this.page.getByTestId('zara-bubble').click();
    await this.dialog().waitFor();
  }
  /** Through the bottom bar's Zara tab (phone width). */
  async openFromBottomBar() {
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Zara' }).click();
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

/** What the recovery chat's integration tests share: two mothers after the birth and a reviewer, and the spec's payload. */
import type { Session, TestApp } from './test-app.ts';
import { createTestApp, signUpAdmin } from './test-app.ts';
import { type Mother, newMother } from './post-birth.ts';
import { healthFlags } from '../db/schema/health.ts';
import { chatPhotos, conversations, messages } from '../db/schema/zara.ts';

export const URL_CHAT = '/api/ai/postpartum-chat';

/** Nia is 10 days after the birth, Ola a mother of her own; the admin reviews flags. */
export async function postpartumChatWorld(): Promise<{
  t: TestApp;
  nia: Mother;
  ola: Mother;
  admin: Session;
}> {
  const t = await createTestApp();
  return {
    t,
    nia: await newMother(t.app, { name: 'Nia Mum', daysSinceBirth: 10 }),
    ola: await newMother(t.app, { name: 'Ola Mum' }),
    admin: await signUpAdmin(t.app),
  };
}

export const askRecoveryChat = (s: Session, payload: object) =>
  s.call({ method: 'POST', url: URL_CHAT, payload });

/** Counts of what a chat call can write, to prove a refused call wrote nothing. */
export const chatRows = async (t: TestApp) => ({
  conversations: (await t.app.db.select().from(conversations)).length,
  messages: (await t.app.db.select().from(messages)).length,
  flags: (await t.app.db.select().from(healthFlags)).length,
  photos: (await t.app.db.select({ id: chatPhotos.id }).from(chatPhotos)).length,
});

/** The spec's payload, with the client's copy of her logs (which the server does not use). */
export const chatPayload = (message: string, userId?: string) => ({
  message,
  ...(userId ? { userId } : {}),
  postpartumWeek: 1,
  context: { recentBabyLogs: [{ logType: 'feeding' }], recentRecoveryLogs: [], postpartumWeek: 1 },
  chatHistory: [{ role: 'assistant', content: 'Hello, how can I help?' }],
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp, uniqueEmail } from './testing/test-app.ts';

/** What the server logged, one parsed line each. */
const lines: string[] = [];
const logged = () => lines.join('\n');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t.close());

describe('logs hold no passwords, tokens or health details', () => {
  it('logs the route pattern, not a feed token or a search word', async () => {
    const token = 'sekret-feed-token-abcdef0123456789';
    await t.app.inject({ method: 'GET', url: `/api/calendar/feed/${token}.ics` });
    await t.app.inject({ method: 'GET', url: '/api/education/search?q=heavy%20bleeding' });
    expect(logged()).toContain('/api/calendar/feed/');
    expect(logged()).toContain('/api/education/search');
    expect(logged()).not.toContain(token);
    expect(logged()).not.toMatch(/bleeding/i);
  });

  it('a failed query logs its type and place, never its parameters', async () => {
    const mum = await signUp(t.app, 'Amara');
    await mum.call({
      method: 'POST',
      url: '/api/journal',
      payload: { category: 'mom', mood: 'calm', content: 'x' },
    });
    // Break the database under the running app: the next writes fail inside Drizzle with their parameters.
    await t.database.close();
    const email = uniqueEmail('leak');
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'correct horse battery', fullName: 'Leaky Name' },
    });
    expect(signup.statusCode).toBe(500);
    expect(signup.json()).toEqual({
      message: 'Something went wrong on our side. Please try again in a moment.',
      code: 'internal_error',
    });
    const journal = await mum.call({
      method: 'POST',
      url: '/api/journal',
      payload: { category: 'mom', mood: 'anxious', content: 'I felt the bleeding start again tonight' },
    });
    expect(journal.statusCode).toBe(500);
    const log = logged();
    expect(log).toContain('request failed');
    for (const secret of [email, 'Leaky Name', '$argon2id$', 'bleeding start again', mum.user.email]) {
      expect(log).not.toContain(secret);
    }
  });
});

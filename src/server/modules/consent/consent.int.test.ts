import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentRecords } from '../../db/schema/auth.ts';
import {
  createTestApp,
  type Session,
  signUp,
  type TestApp,
  APP_START_TIMEOUT,
} from '../../testing/test-app.ts';

let t: TestApp;
let amara: Session;
let bea: Session;
beforeAll(async () => {
  t = await createTestApp({ countryHeader: 'cf-ipcountry' });
  amara = await signUp(t.app, 'Amara');
  bea = await signUp(t.app, 'Bea');
});
afterAll(() => t.close());

const choices = {
  essential: true,
  analytics: false,
  personalization: true,
  marketing: false,
  location: 'DE',
};
const rowsOf = async (userId: string) =>
  t.app.db.select().from(consentRecords).where(eq(consentRecords.userId, userId));

describe('consent: stored on the server with its time, every choice kept (the audit trail)', () => {
  it('401 without a session, nothing written', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/consent', payload: choices });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/consent/${amara.user.id}` })).statusCode).toBe(
      401,
    );
  });

  it('none yet is null; each choice is a new row and the newest is in force', async () => {
    expect((await amara.call({ method: 'GET', url: `/api/consent/${amara.user.id}` })).json()).toEqual({
      consent: null,
    });
    const first = await amara.call({ method: 'POST', url: '/api/consent', payload: choices });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ consent: { ...choices, timestamp: expect.any(String) } });
    const second = await amara.call({
      method: 'POST',
      url: '/api/consent',
      payload: { ...choices, personalization: false, analytics: true },
    });
    expect(second.statusCode).toBe(201);
    const now = (await amara.call({ method: 'GET', url: `/api/consent/${amara.user.id}` })).json<{
      consent: { analytics: boolean; personalization: boolean };
    }>();
    expect(now.consent).toMatchObject({ analytics: true, personalization: false });
    expect(await rowsOf(amara.user.id)).toHaveLength(2);
  });

  it('another user’s record is 403', async () => {
    expect((await bea.call({ method: 'GET', url: `/api/consent/${amara.user.id}` })).statusCode).toBe(403);
  });

  it.each([
    ['essential', { ...choices, essential: false }],
    ['analytics', { ...choices, analytics: 'yes' }],
    ['location', { ...choices, location: 'Germany' }],
    ['extra', { ...choices, extra: 1 }],
  ])('400 naming %s, nothing written', async (field, payload) => {
    const before = (await rowsOf(bea.user.id)).length;
    const res = await bea.call({ method: 'POST', url: '/api/consent', payload });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields)).toContain(field);
    expect(await rowsOf(bea.user.id)).toHaveLength(before);
  });
});

describe('GET /api/user-location', () => {
  const locate = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/user-location', headers })).json<{
      country: string | null;
    }>();

  it('takes the country header when it names a country', async () => {
    expect(await locate({ 'cf-ipcountry': 'fr', 'accept-language': 'en-US' })).toEqual({ country: 'FR' });
    expect(await locate({ 'cf-ipcountry': 'UK' })).toEqual({ country: 'GB' });
  });

  it('else the Accept-Language region, else null', async () => {
    expect(await locate({ 'cf-ipcountry': 'XX', 'accept-language': 'de-AT,de;q=0.9' })).toEqual({
      country: 'AT',
    });
    expect(await locate({ 'accept-language': 'en' })).toEqual({ country: null });
    expect(await locate({})).toEqual({ country: null });
  });

  it(
    'ignores the header when none is configured',
    async () => {
      const plain = await createTestApp();
      try {
        const res = await plain.app.inject({
          method: 'GET',
          url: '/api/user-location',
          headers: { 'cf-ipcountry': 'FR', 'accept-language': 'en-GB' },
        });
        expect(res.json()).toEqual({ country: 'GB' });
      } finally {
        await plain.close();
      }
    },
    APP_START_TIMEOUT,
  );
});

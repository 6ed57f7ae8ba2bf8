import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    operator: { name: 'Bloom Health Ltd', contact: 'help@bloom.example', jurisdiction: 'Ireland' },
  });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/legal/operator', () => {
  it('answers anyone, signed in or not, with the configured operator', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/legal/operator' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'Bloom Health Ltd',
      contact: 'help@bloom.example',
      contactHref: 'mailto:help@bloom.example',
      jurisdiction: 'Ireland',
    });
  });
});

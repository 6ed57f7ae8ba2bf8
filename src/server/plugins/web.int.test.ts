import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'zara-web-'));
const INDEX = '<!doctype html><head><title>Zara</title></head>';
const APP_JS = 'console.log("Zara");\n'.repeat(100);

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-1234.js'), APP_JS);
  // The build's manifest (names the learn screen's file only: the other addresses get the page as built).
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-1234.js', isEntry: true },
      'src/web/features/learn/learn-page.tsx': { file: 'assets/learn-page-5678.js', imports: ['index.html'] },
    }),
  );
  precompressDir(dist);
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('HEAD answers as GET does, without a body', () => {
  it.each(['/', '/calendar', '/profile/settings', '/assets/app-1234.js', '/healthz', '/api/weeks/24'])(
    'HEAD %s',
    async (url) => {
      const get = await t.app.inject({ method: 'GET', url });
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(get.statusCode).toBe(200);
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['content-length']).toBe(get.headers['content-length']);
    },
  );

  it('serves the app itself to GET, and keeps API misses as JSON 404s for both', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/calendar' })).body).toBe(INDEX);
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: '/api/nothing-here' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
  });
});

describe('delivery: compressed, cached as long as it may be', () => {
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it("sends the build's brotli copy to a browser that takes it, gzip to one that takes only that, plain to others", async () => {
    const br = await get('/assets/app-1234.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    expect(br.rawPayload.length).toBeLessThan(APP_JS.length / 10);

    const gz = await get('/assets/app-1234.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);

    const plain = await get('/assets/app-1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('caches hashed assets for a year as immutable, and never index.html without asking again', async () => {
    for (const enc of ['br', undefined]) {
      expect((await get('/assets/app-1234.js', enc)).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
      const page = await get('/calendar', enc);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-type']).toMatch(/text\/html/);
    }
    const page = await get('/journal', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
  });

  it('compresses API JSON above 1 KB for a browser that accepts it, and leaves small answers alone', async () => {
    const week = await get('/api/weeks/24', 'br');
    expect(week.statusCode).toBe(200);
    expect(week.headers['content-encoding']).toBe('br');
    const json = brotliDecompressSync(week.rawPayload).toString();
    expect(json.length).toBeGreaterThan(1024);
    expect(JSON.parse(json)).toEqual(JSON.parse((await get('/api/weeks/24')).body));

    // A search's answer (tens of KB) is compressed per request, in one call rather than through a zlib stream
    // (app.ts): its length is known and sent.
    const url = '/api/education/search?q=baby%20sleep&limit=50';
    const plain = await get(url);
    expect(plain.body.length).toBeGreaterThan(16 * 1024);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await get(url, encoding);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }

    const health = await get('/healthz', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.statusCode).toBe(200);
  });
});

describe('the page names the files of her screen (plugins/app-pages.ts)', () => {
  const LEARN_PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/learn-page-5678.js">';
  const signedIn = { cookie: 'zara_signed_in=0b8e5c1a-3f2d-4c6b-9a7e-1d2c3b4a5f60' };

  it('signed in (the marker came with the request), the screen at the address; signed out, not', async () => {
    for (const url of ['/learn', '/learn?tab=faqs&q=sleep']) {
      const page = await t.app.inject({ method: 'GET', url, headers: signedIn });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(LEARN_PRELOAD);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(String(page.headers.vary)).toMatch(/cookie/i);
    }
    expect((await t.app.inject({ method: 'GET', url: '/learn' })).body).toBe(INDEX);
    expect((await t.app.inject({ method: 'GET', url: '/calendar', headers: signedIn })).body).toBe(INDEX);
    // An emptied marker is one being cleared: signed out.
    const cleared = await t.app.inject({
      method: 'GET',
      url: '/learn',
      headers: { cookie: 'zara_signed_in=' },
    });
    expect(cleared.body).toBe(INDEX);
  });

  it('names the reads every signed-in screen starts with in a Link header, only for a marker holding a user id', async () => {
    const id = '0b8e5c1a-3f2d-4c6b-9a7e-1d2c3b4a5f60';
    for (const url of ['/learn', '/calendar', '/']) {
      const link = String((await t.app.inject({ method: 'GET', url, headers: signedIn })).headers.link);
      expect(link.split(', ')).toEqual([
        '</api/auth/me>; rel=preload; as=fetch; crossorigin=use-credentials',
        `</api/onboarding/status/${id}>; rel=preload; as=fetch; crossorigin=use-credentials`,
        `</api/profile/${id}/status>; rel=preload; as=fetch; crossorigin=use-credentials`,
      ]);
    }
    // Signed out, an emptied marker, or one that is not a user id: nothing to ask for early.
    for (const cookie of [undefined, 'zara_signed_in=', 'zara_signed_in=%3Cscript%3E']) {
      const page = await t.app.inject({ method: 'GET', url: '/learn', headers: cookie ? { cookie } : {} });
      expect(page.headers.link).toBeUndefined();
    }
  });

  it('answers 304 to the tag it gave, HEAD with the length alone, and keeps the manifest private', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/learn',
      headers: { ...signedIn, 'accept-encoding': 'br' },
    });
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain(LEARN_PRELOAD);
    const again = await t.app.inject({
      method: 'GET',
      url: '/learn',
      headers: { ...signedIn, 'accept-encoding': 'br', 'if-none-match': String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/learn',
      headers: { ...signedIn, 'accept-encoding': 'br' },
    });
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(String(page.rawPayload.length));
    expect((await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });
});

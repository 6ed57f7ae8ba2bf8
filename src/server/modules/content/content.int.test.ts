import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testContent } from '../../testing/test-app.ts';
import contentRoutes from './routes.ts';
import { StaticResponses } from './static-responses.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('content API (no session needed)', () => {
  it('weekly education for 1-42, 400 outside', async () => {
    const res = await get('/api/education/weekly/24');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      week: 24,
      baby: expect.any(String),
      body: expect.any(String),
      emotions: expect.any(String),
    });
    expect(body.articles.length).toBeGreaterThanOrEqual(4);
    expect(body.faqs.length).toBeGreaterThan(0);
    for (const bad of ['0', '43', 'abc', '2.5']) {
      const r = await get(`/api/education/weekly/${bad}`);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().fields).toHaveProperty('week');
    }
  });

  it('serves ETags and answers 304 when unchanged', async () => {
    const first = await get('/api/weeks/24');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ week: 24, babySizeComparison: expect.stringContaining('corn') });
    expect(first.json().redFlagDetails[0]).toMatchObject({
      id: expect.any(String),
      level: expect.any(String),
      whatToDo: expect.any(String),
    });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const second = await get('/api/weeks/24', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it("sends a week's guide compressed once: brotli, gzip or plain as asked, each with its own ETag", async () => {
    const plain = await get('/api/education/weekly/24');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.length).toBeGreaterThan(10_000);
    const br = await get('/api/education/weekly/24', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/api/education/weekly/24', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    // Compressed at brotli's best (49.5 KB to 13.3 KB), smaller than quality 4 per request gave (15.8 KB).
    const quick = brotliCompressSync(plain.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(br.rawPayload.length).toBeLessThan(quick.length);
    const brAgain = await get('/api/education/weekly/24', { 'accept-encoding': 'br' });
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(gz.rawPayload.length);
    const etags = [plain, br, gz].map((r) => r.headers.etag);
    expect(new Set(etags).size).toBe(3);
    const again = await get('/api/education/weekly/24', {
      'accept-encoding': 'br',
      'if-none-match': `${br.headers.etag}`,
    });
    expect(again.statusCode).toBe(304);
    // Her browser's copy of another encoding is not this one: the whole answer again.
    const other = await get('/api/education/weekly/24', {
      'accept-encoding': 'br',
      'if-none-match': `${gz.headers.etag}`,
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-encoding']).toBe('br');
  });

  it('featured, FAQ categories, guides, milestones, affirmations', async () => {
    expect((await get('/api/education/featured')).json().length).toBeGreaterThanOrEqual(8);
    const cats = (await get('/api/education/faq-categories')).json();
    expect(cats.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBeGreaterThanOrEqual(60);
    expect((await get('/api/education/guides')).json()).toHaveLength(2);
    const templates = (await get('/api/milestone-templates')).json();
    expect(templates.length).toBeGreaterThanOrEqual(39);
    const withFlags = templates.find((m: { redFlags: string[] }) => m.redFlags.includes('newborn-fever'));
    expect(withFlags.redFlagDetails).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'newborn-fever', level: 'emergency' })]),
    );
    for (const c of cats) expect(['baby', 'body', 'emotional', 'preparation']).toContain(c.chip);
    const night = (await get('/api/affirmations?stage=postpartum&tag=night')).json();
    expect(night.length).toBeGreaterThan(0);
    for (const a of night) {
      expect(a.tags).toContain('night');
      expect(['postpartum', 'any']).toContain(a.stage);
    }
    expect((await get('/api/affirmations?stage=nonsense')).statusCode).toBe(400);
  });

  it('articles by id with sources and related, 404 for unknown ids', async () => {
    const res = await get('/api/education/articles/heartburn-and-indigestion');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'heartburn-and-indigestion',
      body: expect.any(String),
      readTime: expect.any(Number),
    });
    expect(res.json().sources.length).toBeGreaterThan(0);
    expect(res.json().related.length).toBeGreaterThan(0);
    const missing = await get('/api/education/articles/no-such-article');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/couldn’t find/);
  });

  it("Zara's answers by id, whole, with week notes in words, sources and related pages; 404 for unknown ids", async () => {
    const res = await get('/api/education/answers/preg-heartburn');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: 'preg-heartburn', question: 'What helps heartburn in pregnancy?' });
    expect(body.points.length).toBeGreaterThanOrEqual(3);
    expect(body.whenToCall).toMatch(/call/i);
    expect(body.sources.length).toBeGreaterThan(0);
    expect(body.weekNotes[0].when).toMatch(/^From \d+ to \d+ weeks$/);
    for (const r of body.related) expect(r.href).toMatch(/^\/learn\/(answers|articles)\/[a-z0-9-]+$/);
    const after = (await get('/api/education/answers/baby-cord-care')).json();
    expect(after.question).toMatch(/cord/);
    const missing = await get('/api/education/answers/no-such-answer');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/couldn’t find that answer/);
  });

  it('postpartum weeks 0-12 and beyond', async () => {
    expect((await get('/api/postpartum-weeks/0')).json().week).toBe(0);
    expect((await get('/api/postpartum-weeks/30')).json().week).toBe(13);
    expect((await get('/api/postpartum-weeks/-1')).statusCode).toBe(400);
  });

  it('every pregnancy week 1-42 resolves, for the week and its education', async () => {
    for (let w = 1; w <= 42; w++) {
      const week = await get(`/api/weeks/${String(w)}`);
      expect(week.statusCode, `week ${String(w)}`).toBe(200);
      expect(week.json().week).toBe(w);
      const edu = await get(`/api/education/weekly/${String(w)}`);
      expect(edu.statusCode, `education ${String(w)}`).toBe(200);
      expect(edu.json().week).toBe(w);
      expect(edu.json().articles.length).toBeGreaterThanOrEqual(4);
      expect(edu.json().faqs.length).toBeGreaterThan(0);
    }
  });

  it('every postpartum week resolves, for the week and its after-birth education', async () => {
    for (const w of [...Array.from({ length: 14 }, (_, i) => i), 20, 52, 520]) {
      const week = await get(`/api/postpartum-weeks/${String(w)}`);
      expect(week.statusCode, `postpartum week ${String(w)}`).toBe(200);
      expect(week.json().week).toBe(Math.min(w, 13));
      const edu = await get(`/api/education/after-birth/${String(w)}`);
      expect(edu.statusCode, `after-birth education ${String(w)}`).toBe(200);
      expect(edu.json().week).toBe(Math.min(w, 13));
      expect(edu.json().articles.length).toBeGreaterThanOrEqual(4);
      expect(edu.json().faqs.some((f: { category: string }) => f.category === 'after-birth')).toBe(true);
      expect(edu.json().faqs.some((f: { category: string }) => f.category === 'labour-and-birth')).toBe(
        false,
      );
    }
    for (const bad of ['-1', '521', 'abc', '1.5']) {
      const r = await get(`/api/education/after-birth/${bad}`);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().fields).toHaveProperty('week');
    }
  });

  it('search: ranked results, cacheable (not personalised), validation of q', async () => {
    const res = await get('/api/education/search?q=heartburn');
    expect(res.json().results[0].id).toBe('heartburn-and-indigestion');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const faqs = (await get('/api/education/search?q=sleep&category=baby')).json().results;
    expect(faqs.some((r: { type: string; chip: string }) => r.type === 'faq' && r.chip === 'baby')).toBe(
      true,
    );
    const empty = await get('/api/education/search?q=%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('q');
    const long = await get(`/api/education/search?q=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
  });
});

describe('content response cache', () => {
  // The routes alone, so the test can hold the cache the routes fill.
  const responses = new StaticResponses();
  const app = Fastify();
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(contentRoutes, { library: testContent(), responses });
    await app.ready();
  });
  afterAll(() => app.close());

  it('random query strings do not grow the response cache', async () => {
    const urls = [
      '/api/milestone-templates',
      '/api/education/featured',
      '/api/education/guides',
      '/api/education/faq-categories',
      '/api/weeks/12',
      '/api/education/weekly/12',
      '/api/education/articles/heartburn-and-indigestion',
      '/api/education/answers/preg-heartburn',
      '/api/affirmations?stage=pregnancy',
    ];
    for (const url of urls) expect((await app.inject(url)).statusCode, url).toBe(200);
    const size = responses.size;
    for (let i = 0; i < 40; i++) {
      for (const url of urls) {
        const sep = url.includes('?') ? '&' : '?';
        const res = await app.inject(`${url}${sep}x=${Math.random().toString(36).slice(2)}`);
        expect(res.statusCode, url).toBe(200);
      }
    }
    expect(responses.size).toBe(size);
    // Postpartum weeks past 12 all read as 13: one entry, not one per week asked.
    for (let w = 13; w < 60; w++) await app.inject(`/api/postpartum-weeks/${String(w)}`);
    const afterLate = responses.size;
    for (let w = 60; w < 200; w++) await app.inject(`/api/postpartum-weeks/${String(w)}`);
    expect(responses.size).toBe(afterLate);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

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

  it('featured, FAQ categories, guides, milestones, affirmations', async () => {
    expect((await get('/api/education/featured')).json().length).toBeGreaterThanOrEqual(8);
    const cats = (await get('/api/education/faq-categories')).json();
    expect(cats.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBeGreaterThanOrEqual(60);
    expect((await get('/api/education/guides')).json()).toHaveLength(2);
    expect((await get('/api/milestone-templates')).json().length).toBeGreaterThanOrEqual(39);
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

  it('postpartum weeks 0-12 and beyond', async () => {
    expect((await get('/api/postpartum-weeks/0')).json().week).toBe(0);
    expect((await get('/api/postpartum-weeks/30')).json().week).toBe(13);
    expect((await get('/api/postpartum-weeks/-1')).statusCode).toBe(400);
  });

  it('search: ranked results, validation of q', async () => {
    const res = await get('/api/education/search?q=heartburn');
    expect(res.json().results[0].id).toBe('heartburn-and-indigestion');
    const empty = await get('/api/education/search?q=%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('q');
    const long = await get(`/api/education/search?q=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
  });
});

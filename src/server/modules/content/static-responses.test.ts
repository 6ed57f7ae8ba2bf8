import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { StaticResponses } from './static-responses.ts';

const schema = z.object({ words: z.array(z.string()) });
const responses = new StaticResponses();
let builds = 0;
const app = Fastify();
app.get<{ Params: { n: string } }>('/words/:n', (req, reply) =>
  responses.send(req, reply, `words/${req.params.n}`, schema, () => {
    builds += 1;
    return { words: Array.from({ length: Number(req.params.n) }, (_, i) => `word ${String(i)}`) };
  }),
);
beforeAll(() => app.ready());
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('StaticResponses', () => {
  it('sends a small answer as it is, whatever the browser accepts', async () => {
    const res = await get('/words/3', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.json()).toEqual({ words: ['word 0', 'word 1', 'word 2'] });
  });

  it('builds, serialises and compresses a big answer once, then sends the copy the browser accepts', async () => {
    const before = builds;
    const plain = await get('/words/500');
    const br = await get('/words/500', { 'accept-encoding': 'gzip, br;q=1' });
    const gz = await get('/words/500', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    const refused = await get('/words/500', { 'accept-encoding': 'identity' });
    expect(builds - before).toBe(1);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(refused.headers['content-encoding']).toBeUndefined();
    for (const r of [plain, br, gz, refused]) {
      expect(r.headers.vary).toMatch(/accept-encoding/i);
      expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(r.headers['cache-control']).toBe('public, max-age=300');
    }
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(refused.body).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);
  });

  it('gives each copy its own ETag and answers 304 only for the copy the browser holds', async () => {
    const br = await get('/words/400', { 'accept-encoding': 'br' });
    const gz = await get('/words/400', { 'accept-encoding': 'gzip' });
    const plain = await get('/words/400');
    expect(new Set([br, gz, plain].map((r) => r.headers.etag)).size).toBe(3);
    const same = await get('/words/400', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    const other = await get('/words/400', {
      'accept-encoding': 'br',
      'if-none-match': String(gz.headers.etag),
    });
    expect(other.statusCode).toBe(200);
    expect(brotliDecompressSync(other.rawPayload).toString()).toBe(plain.body);
    const plainAgain = await get('/words/400', { 'if-none-match': String(plain.headers.etag) });
    expect(plainAgain.statusCode).toBe(304);
  });
});

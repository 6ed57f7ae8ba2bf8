/**
 * Content responses validated, serialised and compressed once, and served with an ETag (304 when the client
 * already has it). A week's guide is 50 KB of JSON: compressing it on every request (as @fastify/compress does for
 * other answers) cost more than everything else the request does, so each entry keeps its brotli and gzip copies,
 * made once at the highest quality, and the one her browser accepts goes out as it is (@fastify/compress passes a
 * reply that already has a Content-Encoding). Brotli at its highest quality takes a fifth of a second for the biggest
 * answer, so it runs on libuv's thread pool: the first request for an entry waits for it, nothing else does.
 * Entries are keyed by the caller's own key, built from the route and its validated params and query, never
 * from the raw URL: a URL can carry any query string, and each new one would otherwise keep a new copy.
 * Every key names one of a bounded set of valid responses, so the map cannot grow without limit.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

type Encoding = 'br' | 'gzip';
/** Brotli first: a third smaller than gzip on this JSON. The same order as the compress plugin (app.ts). */
const ENCODINGS: Encoding[] = ['br', 'gzip'];
/** Below this the headers outweigh the saving; the same threshold as the compress plugin. */
const COMPRESS_FROM_BYTES = 1024;

interface Cached {
  etag: string;
  json: string;
  /** The compressed copies, when the JSON is big enough to be worth compressing. */
  encoded?: Promise<Record<Encoding, Buffer>>;
}

/** Public content: the same for everyone, fine for shared caches for a few minutes. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=300';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function encode(json: string): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotliAsync(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
      },
    }),
    gzipAsync(json, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

export class StaticResponses {
  private readonly entries = new Map<string, Cached>();

  get size(): number {
    return this.entries.size;
  }

  /** Validates, serialises and compresses the response for `key` once; answers 304 when the ETag matches. */
  async send<S extends z.ZodType>(
    req: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: S,
    build: () => z.input<S>,
  ): Promise<FastifyReply> {
    let entry = this.entries.get(key);
    if (!entry) {
      const json = JSON.stringify(schema.parse(build()));
      entry = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
      if (json.length >= COMPRESS_FROM_BYTES) entry.encoded = encode(json);
      this.entries.set(key, entry);
    }
    // Which copy depends on the request's Accept-Encoding: shared caches must keep them apart, and each copy has
    // its own ETag (a strong ETag names one representation).
    let encoding: Encoding | null = null;
    if (entry.encoded) {
      void reply.header('vary', 'accept-encoding');
      const accepted = req.headers['accept-encoding'];
      encoding = typeof accepted === 'string' ? negotiate(accepted, ENCODINGS) : null;
    }
    const etag = encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag;
    void reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    void reply.type('application/json; charset=utf-8');
    if (!encoding || !entry.encoded) return reply.send(entry.json);
    const encoded = await entry.encoded;
    return reply.header('content-encoding', encoding).send(encoded[encoding]);
  }
}

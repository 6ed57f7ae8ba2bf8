/**
 * Content responses serialised once and served with an ETag (304 when the client already has it).
 * Entries are keyed by the caller's own key, built from the route and its validated params and query, never
 * from the raw URL: a URL can carry any query string, and each new one would otherwise keep a new copy.
 * Every key names one of a bounded set of valid responses, so the map cannot grow without limit.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

interface Cached {
  etag: string;
  json: string;
}

/** Public content: the same for everyone, fine for shared caches for a few minutes. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=300';

export class StaticResponses {
  private readonly entries = new Map<string, Cached>();

  get size(): number {
    return this.entries.size;
  }

  /** Validates and serialises the response for `key` once; answers 304 when the ETag matches. */
  send<S extends z.ZodType>(
    req: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: S,
    build: () => z.input<S>,
  ): FastifyReply {
    let entry = this.entries.get(key);
    if (!entry) {
      const json = JSON.stringify(schema.parse(build()));
      entry = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
      this.entries.set(key, entry);
    }
    void reply.header('etag', entry.etag).header('cache-control', PUBLIC_CACHE_CONTROL);
    if (req.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.json);
  }
}

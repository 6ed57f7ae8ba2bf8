/**
 * Exactly once: an endpoint declared `idempotent` (src/core/contracts/endpoint.ts) honours an `Idempotency-Key`
 * header. The first request with a key runs its handler inside one transaction with the key's record, and the
 * answer (status and serialized body) is stored in that same transaction; so either both the row she wrote and
 * the answer are committed, or neither. A repeat with the same key and request answers the stored status and body
 * (marked `Idempotent-Replayed: true`) and writes nothing: a queued log sent again, a retry after the connection
 * dropped once the server had committed, or two at once (the second waits on the key, then answers the first's
 * answer). The same key with another request is a 422. A request that fails (4xx, 5xx) rolls back with its
 * key, so it may be sent again. See docs/architecture.md, "Exactly once".
 */
import { createHash, type Hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { keyOf, type Endpoint } from '../../core/contracts/endpoint.ts';
import { inTransaction } from '../db/transaction-scope.ts';
import { HttpError, unauthorized } from '../errors.ts';
import { claimKey, recordAnswer, storedAnswer } from './idempotency-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs an idempotent endpoint's handler once per key (route.ts calls it for endpoints declared idempotent). */
    runOnce(
      req: FastifyRequest,
      reply: FastifyReply,
      endpoint: Endpoint,
      handler: () => Promise<unknown>,
    ): Promise<unknown>;
  }
}

export interface IdempotencyOptions {
  /**
   * Told after a keyed write commits, with whose it was: in-memory copies read while the transaction was open
   * (her babies, her profile) are forgotten again then, as after any transaction that wrote.
   */
  afterCommit?: (userId: string) => void;
}

/** The header's name as Node gives it (lower case). */
export const KEY_HEADER = 'idempotency-key';

/** Feeds a value to the hash in one canonical form: object keys sorted, bytes (an upload) as bytes. */
function feed(hash: Hash, value: unknown): void {
  if (value instanceof Uint8Array) {
    hash.update(`b${value.byteLength}:`).update(value);
  } else if (value instanceof Date) {
    hash.update(JSON.stringify(value.toISOString()));
  } else if (Array.isArray(value)) {
    hash.update('[');
    for (const item of value) {
      feed(hash, item);
      hash.update(',');
    }
    hash.update(']');
  } else if (value !== null && typeof value === 'object') {
    hash.update('{');
    const record = value as Record<string, unknown>;
    for (const name of Object.keys(record).sort()) {
      if (record[name] === undefined) continue;
      hash.update(JSON.stringify(name)).update(':');
      feed(hash, record[name]);
      hash.update(',');
    }
    hash.update('}');
  } else {
    hash.update(value === undefined ? 'u' : JSON.stringify(value));
  }
}

/** What makes two requests "the same": the endpoint, its path parameters and its validated body. */
export function requestHash(endpoint: string, params: unknown, body: unknown): string {
  const hash = createHash('sha256');
  feed(hash, { endpoint, params, body });
  return hash.digest('hex');
}

const reused = () =>
  new HttpError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was already used for a different request. Send a new key with each new entry.',
  );

export default fp(function idempotencyPlugin(app: FastifyInstance, opts: IdempotencyOptions) {
  app.decorate(
    'runOnce',
    async (req: FastifyRequest, reply: FastifyReply, endpoint: Endpoint, handler: () => Promise<unknown>) => {
      const key = req.headers[KEY_HEADER];
      if (typeof key !== 'string') return handler();
      if (!req.user) throw unauthorized();
      const userId = req.user.id;
      const claim = {
        userId,
        key,
        endpoint: keyOf(endpoint),
        requestHash: requestHash(keyOf(endpoint), req.params, req.body),
      };
      const answer = await app.database.db.transaction(async (tx) => {
        if (!(await claimKey(tx, claim))) return { ...(await storedAnswer(tx, userId, key)), replayed: true };
        const result = await inTransaction(tx, handler);
        if (reply.sent || result === reply)
          throw new Error(`${claim.endpoint} must return its body to be idempotent`);
        const status = reply.statusCode;
        // Serialized by the route's own response schema, exactly as it would have been sent.
        const serialized = status === 204 ? '' : reply.serialize(result);
        const responseBody =
          typeof serialized === 'string' ? serialized : new TextDecoder().decode(serialized);
        await recordAnswer(tx, userId, key, { status, responseBody });
        return { requestHash: claim.requestHash, status, responseBody, replayed: false };
      });
      if (answer.requestHash !== claim.requestHash) throw reused();
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      else opts.afterCommit?.(userId);
      void reply.code(answer.status);
      if (answer.status === 204) return reply.send();
      return reply.type('application/json; charset=utf-8').send(answer.responseBody);
    },
  );
});

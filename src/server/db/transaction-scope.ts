/**
 * The transaction a request runs in, when it runs in one: an idempotent write (src/server/plugins/idempotency.ts)
 * runs its handler inside the transaction that records its Idempotency-Key, so the row it writes and the key's
 * answer commit together or not at all. Handlers and services keep using `app.db`; the database plugin answers
 * `app.db` with the transaction of the request in progress (AsyncLocalStorage follows the request's awaits), so no
 * service has to be written twice. Outside such a request `app.db` is the database itself.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client.ts';

const scope = new AsyncLocalStorage<Db>();

/** The transaction of the request in progress, if it runs in one. */
export const currentTransaction = (): Db | undefined => scope.getStore();

/** Runs `work` with `app.db` answering `tx`. */
export const inTransaction = <T>(tx: Db, work: () => Promise<T>): Promise<T> => scope.run(tx, work);

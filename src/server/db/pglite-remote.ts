/**
 * The request thread's side of PGlite on its own thread (pglite-thread.mjs): the part of PGlite's interface
 * Drizzle uses (query, exec, transaction) as messages to that thread. A query there no longer stops every
 * other request here while it runs, and the two threads use both cores.
 *
 * Transactions keep PGlite's meaning: while one is open, PGlite runs no other query; each query inside it is
 * sent with its id; committing or rolling back ends it there.
 */
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { leanOptions, TEXT_TYPES } from './pglite-lean.ts';

type Message =
  | { op: 'query'; sql: string; params: unknown[] | undefined; rowMode?: 'array' | 'object'; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

interface Reply {
  id: number;
  result?: unknown;
  error?: Record<string, unknown> & { message: string };
}

/** An error from the database thread, with PostgreSQL's fields (code, detail, constraint...) as it had them. */
function rebuilt(plain: Record<string, unknown> & { message: string }): Error {
  const error = new Error(plain.message);
  Object.assign(error, plain);
  return error;
}

/** What Drizzle calls on a client or a transaction. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export class PGliteRemote implements Queryable {
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  private nextId = 1;
  private stopped: Error | null = null;
  private closing = false;

  private constructor(
    private readonly worker: Worker,
    onUnexpectedStop: (error: Error) => void,
  ) {
    worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.error) waiting.reject(rebuilt(reply.error));
      else waiting.resolve(reply.result);
    });
    const stop = (error: Error) => {
      if (this.stopped) return;
      this.stopped = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      if (!this.closing) onUnexpectedStop(error);
    };
    worker.on('error', (error) =>
      stop(new Error(`The database stopped unexpectedly: ${error.message}`, { cause: error })),
    );
    worker.on('exit', (code) =>
      stop(
        this.closing
          ? new Error('The database has been closed.')
          : new Error(`The database stopped unexpectedly (exit code ${String(code)}).`),
      ),
    );
  }

  /**
   * Starts the thread and opens the data folder there; fails as PGlite.create would. `onUnexpectedStop` hears
   * once if the thread ever stops without being closed (every waiting and later query fails then).
   */
  static async open(
    dataDir: string,
    onUnexpectedStop: (error: Error) => void = () => {},
  ): Promise<PGliteRemote> {
    const worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), {
      workerData: { dataDir, textTypes: TEXT_TYPES },
    });
    const started = await new Promise<{ ready: boolean; error?: Reply['error'] }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) =>
        reject(new Error(`The database could not start (exit code ${String(code)}).`)),
      );
    });
    if (!started.ready) {
      await worker.terminate();
      throw rebuilt(started.error ?? { message: 'The database could not start.' });
    }
    return new PGliteRemote(worker, onUnexpectedStop);
  }

  get closed(): boolean {
    return this.stopped !== null;
  }

  private call<T>(message: Message): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private queryIn<T>(tx: number | undefined, sql: string, params?: unknown[], options?: QueryOptions) {
    const lean = leanOptions(options);
    const { rowMode, ...rest } = lean ?? {};
    // Functions cannot cross to the other thread: a query that needs any option beyond the row shape (a
    // parser of its own) cannot be honoured there, and says so rather than answering differently.
    if (Object.keys(rest).length > 0)
      return Promise.reject(
        new Error(`Query options other than rowMode are not supported: ${Object.keys(rest).join(', ')}`),
      );
    return this.call<Results<T>>({
      op: 'query',
      sql,
      params,
      ...(rowMode ? { rowMode } : {}),
      ...(tx === undefined ? {} : { tx }),
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.queryIn<T>(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.call({ op: 'exec', sql });
  }

  /** Runs `fn` in a transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx = await this.call<number>({ op: 'begin' });
    const handle: Queryable = {
      query: (sql, params, options) => this.queryIn(tx, sql, params, options),
      exec: (sql) => this.call({ op: 'exec', sql, tx }),
    };
    let result: T;
    try {
      result = await fn(handle);
    } catch (error) {
      // The transaction's own error is the one to report; a failed rollback ends it on the thread anyway.
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (this.stopped || this.closing) return;
    this.closing = true;
    try {
      await this.call({ op: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }

  /** For Drizzle's PGlite driver, which asks for a PGlite: it calls only what this class has. */
  asPGlite(): PGlite {
    return this as unknown as PGlite;
  }
}

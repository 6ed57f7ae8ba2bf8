/**
 * Drizzle's PGlite driver sends the same type parsers with every query (dates, timestamps and intervals kept as
 * the database's text, which Drizzle then maps itself), and PGlite merges them into its own table of some 300
 * parsers on every call: about 0.15 ms a query, a large share of a simple one. Installed once on the client,
 * they need not travel with each query. Nothing else changes: a query that asks for any other parser keeps it.
 */
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { types } from '@electric-sql/pglite';

/** The types Drizzle reads as text (drizzle-orm/pglite/session.js): the scalars and their arrays. */
export const TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const asText = (value: string) => value;

/** Options without the parsers the client already applies; anything else is passed through untouched. */
export function leanOptions(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  const keys = Object.keys(parsers).map(Number);
  // Only Drizzle's own set is dropped, and only when every parser in it returns the text it is given.
  if (!keys.every((k) => TEXT_TYPES.includes(k) && parsers[k]?.('2026-01-01') === '2026-01-01'))
    return options;
  const rest = { ...options };
  delete rest.parsers;
  return rest;
}

type Queryable = Pick<PGlite, 'query'> | Transaction;

function lean<T extends Queryable>(target: T): T {
  return new Proxy(target, {
    get(t, prop) {
      if (prop === 'query')
        return (query: string, params?: unknown[], options?: QueryOptions) =>
          t.query(query, params, leanOptions(options));
      if (prop === 'transaction' && 'transaction' in t && typeof t.transaction === 'function') {
        const begin = (t as PGlite).transaction.bind(t);
        return <R>(fn: (tx: Transaction) => Promise<R>) => begin((tx) => fn(lean(tx)));
      }
      // PGlite keeps its state in private fields, so its methods run on the client itself, not on this proxy.
      const value: unknown = Reflect.get(t, prop, t);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(t) : value;
    },
  });
}

/** The client to hand to Drizzle: Drizzle's parsers installed once, and no longer merged per query. */
export function leanClient(client: PGlite): PGlite {
  for (const oid of TEXT_TYPES) client.parsers[oid] = asText;
  return lean(client);
}

/**
 * Drizzle's PGlite driver sends the same type parsers with every query (dates, timestamps and intervals kept as
 * the database's text, which Drizzle then maps itself), and PGlite would merge them into its own table of some
 * 300 parsers on every call: about 0.15 ms a query. They are installed once on the database thread instead
 * (pglite-thread.mjs), and dropped from each query's options here. A query that asks for any other parser keeps it.
 */
import type { QueryOptions } from '@electric-sql/pglite';
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

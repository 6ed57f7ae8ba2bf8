import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leanClient, leanOptions, TEXT_TYPES } from './pglite-lean.ts';

const drizzleParsers = Object.fromEntries(TEXT_TYPES.map((oid) => [oid, (v: string) => v]));

describe('leanOptions', () => {
  it("drops Drizzle's text parsers and keeps everything else", () => {
    expect(leanOptions({ rowMode: 'array', parsers: drizzleParsers })).toEqual({ rowMode: 'array' });
    expect(leanOptions(undefined)).toBeUndefined();
    expect(leanOptions({ rowMode: 'object' })).toEqual({ rowMode: 'object' });
  });

  it('keeps a parser set that does something else, or names another type', () => {
    const upper = { [types.DATE]: (v: string) => v.toUpperCase() + '!' };
    expect(leanOptions({ parsers: upper })).toEqual({ parsers: upper });
    const other = { ...drizzleParsers, [types.INT4]: (v: string) => v };
    expect(leanOptions({ parsers: other })?.parsers).toBe(other);
  });
});

describe('leanClient', () => {
  let raw: PGlite;
  let lean: PGlite;
  const query = `select timestamptz '2026-03-29 01:30:00+00' as at, date '2026-11-22' as day,
    interval '2 days' as span, array[date '2026-01-02'] as days, 7 as n`;

  beforeAll(async () => {
    raw = await PGlite.create();
    lean = leanClient(await PGlite.create());
  });
  afterAll(async () => {
    await raw.close();
    await lean.close();
  });

  it("answers exactly as PGlite does with Drizzle's parsers passed each time", async () => {
    const expected = await raw.query(query, [], { rowMode: 'array', parsers: drizzleParsers });
    const got = await lean.query(query, [], { rowMode: 'array', parsers: drizzleParsers });
    expect(got.rows).toEqual(expected.rows);
    expect(got.rows[0]).toEqual(['2026-03-29 01:30:00+00', '2026-11-22', '2 days', '{2026-01-02}', 7]);
  });

  it('does the same inside a transaction, which still commits and rolls back', async () => {
    await lean.exec('create table t (d date)');
    const rows = await lean.transaction(async (tx) => {
      await tx.query('insert into t values ($1)', ['2026-05-01']);
      return (await tx.query('select d from t', [], { rowMode: 'array', parsers: drizzleParsers })).rows;
    });
    expect(rows).toEqual([['2026-05-01']]);
    await expect(
      lean.transaction(async (tx) => {
        await tx.query('insert into t values ($1)', ['2026-05-02']);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await lean.query('select count(*)::int as n from t')).rows).toEqual([{ n: 1 }]);
  });
});

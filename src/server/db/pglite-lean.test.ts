import { types } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { leanOptions, TEXT_TYPES } from './pglite-lean.ts';

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

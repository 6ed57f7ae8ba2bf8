import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { requestForLog, safeError } from './log-safety.ts';

describe('safeError', () => {
  it('drops a failed query’s parameters and a driver’s quoted values, keeps type, code and frames', () => {
    const driver = Object.assign(new Error('invalid input syntax for type uuid: "mum@example.com"'), {
      code: '22P02',
      detail: 'Key (email)=(mum@example.com) already exists.',
    });
    const err = new DrizzleQueryError(
      'insert into "users" ("email") values ($1)',
      ['mum@example.com'],
      driver,
    );
    const out = safeError(err);
    const text = JSON.stringify(out);
    expect(text).not.toContain('mum@example.com');
    expect(out).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into "…" ("…") values ($1)',
      cause: { code: '22P02', message: 'invalid input syntax for type uuid: "…"' },
    });
    expect(String(out.stack)).toMatch(/^\s+at /);
  });

  it('copes with thrown non-errors and deep causes', () => {
    expect(safeError('boom "secret"')).toEqual({ message: 'boom "…"' });
    let deep: Error = new Error('innermost');
    for (let i = 0; i < 6; i++) deep = new Error(`level ${String(i)}`, { cause: deep });
    expect(JSON.stringify(safeError(deep)).match(/level/g)).toHaveLength(4);
  });
});

describe('requestForLog', () => {
  it('names the route pattern, or the path without its query when no route matched', () => {
    const base = { id: 'r1', method: 'GET' };
    expect(
      requestForLog({
        ...base,
        url: '/api/calendar/feed/abc.ics',
        routeOptions: { url: '/api/calendar/feed/:file' },
      }),
    ).toEqual({ id: 'r1', method: 'GET', route: '/api/calendar/feed/:file' });
    expect(requestForLog({ ...base, url: '/nowhere?q=bleeding' })).toEqual({
      id: 'r1',
      method: 'GET',
      route: '/nowhere',
    });
  });
});

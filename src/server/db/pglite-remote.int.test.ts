import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_DIR } from '../testing/paths.ts';
import { TEXT_TYPES } from './pglite-lean.ts';
import { PGliteRemote } from './pglite-remote.ts';

const drizzleParsers = Object.fromEntries(TEXT_TYPES.map((oid) => [oid, (v: string) => v]));

// PGlite only: the PostgreSQL run of the suite has no PGlite template folder.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('PGlite on its own thread', () => {
  let root: string;
  let remote: PGliteRemote;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'zara-remote-'));
    cpSync(TEMPLATE_DIR, join(root, 'pglite'), { recursive: true });
    remote = await PGliteRemote.open(join(root, 'pglite'));
    await remote.exec('create table t (id int primary key, d date, note text)');
  });
  afterAll(async () => {
    await remote.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("answers exactly as PGlite in this thread does with Drizzle's parsers", async () => {
    const query = `select timestamptz '2026-03-29 01:30:00+00' as at, date '2026-11-22' as day,
      interval '2 days' as span, array[date '2026-01-02'] as days, 7 as n, true as yes,
      '{"a":[1,2]}'::jsonb as doc, $1::text as said, $2::int as none`;
    const local = await PGlite.create();
    try {
      const expected = await local.query(query, ['Zoë', null], { rowMode: 'array', parsers: drizzleParsers });
      const got = await remote.query(query, ['Zoë', null], { rowMode: 'array', parsers: drizzleParsers });
      expect(got.rows).toEqual(expected.rows);
      expect(got.fields).toEqual(expected.fields);
      expect(got.rows[0]).toEqual([
        '2026-03-29 01:30:00+00',
        '2026-11-22',
        '2 days',
        '{2026-01-02}',
        7,
        true,
        { a: [1, 2] },
        'Zoë',
        null,
      ]);
      // Objects by default, as PGlite gives them.
      expect((await remote.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await local.close();
    }
  });

  it('commits a transaction that returns, and rolls back one that throws', async () => {
    const rows = await remote.transaction(async (tx) => {
      await tx.query('insert into t values ($1, $2, $3)', [1, '2026-05-01', 'kept']);
      return (await tx.query('select id, note from t', [], { rowMode: 'array' })).rows;
    });
    expect(rows).toEqual([[1, 'kept']]);
    await expect(
      remote.transaction(async (tx) => {
        await tx.query('insert into t values ($1, $2, $3)', [2, '2026-05-02', 'undone']);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await remote.query('select count(*)::int as n from t')).rows).toEqual([{ n: 1 }]);
  });

  it('runs no other query while a transaction is open, as PGlite does', async () => {
    const order: string[] = [];
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tx = remote.transaction(async (t) => {
      await t.query('insert into t values (10, null, $1)', ['in the transaction']);
      inside();
      await held;
      order.push('transaction ends');
    });
    await entered;
    const outside = remote
      .query<{ n: number }>('select count(*)::int as n from t where id = 10')
      .then((r) => {
        order.push('outside query answers');
        return r.rows[0]?.n;
      });
    await new Promise((r) => setTimeout(r, 50));
    release();
    await tx;
    // The outside query waited, and saw the committed row.
    expect(await outside).toBe(1);
    expect(order).toEqual(['transaction ends', 'outside query answers']);
  });

  it("brings PostgreSQL's error fields across, so a caller can tell a duplicate from a failure", async () => {
    const error = await remote.query('insert into t values (1, null, null)').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey' });
    expect((error as Error).message).toMatch(/duplicate key/);
    // A failed statement inside a transaction rolls all of it back.
    await expect(
      remote.transaction(async (tx) => {
        await tx.query('insert into t values (20, null, null)');
        await tx.query('insert into t values (20, null, null)');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await remote.query('select id from t where id = 20')).rows).toEqual([]);
  });

  it('refuses a query option it cannot carry to the other thread, and says which', async () => {
    const marked = { 1082: (v: string) => `${v}!` };
    await expect(remote.query('select 1', [], { parsers: marked })).rejects.toThrow(
      /options other than rowMode are not supported: parsers/,
    );
  });

  it('fails every waiting query with a clear message when the thread stops, and after', async () => {
    cpSync(TEMPLATE_DIR, join(root, 'pglite-2'), { recursive: true });
    let reported: Error | undefined;
    const other = await PGliteRemote.open(join(root, 'pglite-2'), (error) => (reported = error));
    const waiting = other.query('select pg_sleep(0.2)');
    // As if the thread died: what was waiting fails, nothing hangs.
    await (other as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect(waiting).rejects.toThrow(/The database stopped unexpectedly/);
    await expect(other.query('select 1')).rejects.toThrow(/The database stopped unexpectedly/);
    expect(other.closed).toBe(true);
    // Reported once, so the server can stop rather than answer every request with an error.
    expect(reported?.message).toMatch(/The database stopped unexpectedly/);
    await other.close();
  }, 30_000);

  it('fails to open as PGlite would, with its reason', async () => {
    const notAFolder = join(root, 'a-file');
    writeFileSync(notAFolder, 'not a database');
    await expect(PGliteRemote.open(join(notAFolder, 'pglite'))).rejects.toThrow(/ENOTDIR|not a directory/i);
  });

  it('closes cleanly: queries after close say the database is closed', async () => {
    cpSync(TEMPLATE_DIR, join(root, 'pglite-3'), { recursive: true });
    let reported: Error | undefined;
    const other = await PGliteRemote.open(join(root, 'pglite-3'), (error) => (reported = error));
    await other.query('select 1');
    await other.close();
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow('The database has been closed.');
    expect(reported).toBeUndefined();
  }, 30_000);
});

import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { type BabyRow, cacheBabies, forgetBabies, insertBaby, listBabies } from './babies-repository.ts';

/** A database whose baby reads wait until the test answers them, in order; its writes return at once. */
function slowDb() {
  const reads: ((rows: BabyRow[]) => void)[] = [];
  const execute = () => new Promise<BabyRow[]>((resolve) => reads.push(resolve));
  const db = {
    select: () => ({
      from: () => ({ where: () => ({ orderBy: () => ({ prepare: () => ({ execute }) }) }) }),
    }),
    insert: () => ({ values: () => ({ returning: () => Promise.resolve([baby('Ada')]) }) }),
  } as unknown as Db;
  return { db, reads, answer: (i: number, rows: BabyRow[]) => reads[i]?.(rows) };
}

const baby = (name: string) =>
  ({ id: name, userId: 'u1', name, birthDate: '2027-03-01' }) as unknown as BabyRow;

describe('the babies cache', () => {
  it('answers a second read from memory, frozen', async () => {
    const { db, reads, answer } = slowDb();
    cacheBabies(db);
    const first = listBabies(db, 'u1');
    answer(0, [baby('Kofi')]);
    const kept = await first;
    expect(await listBabies(db, 'u1')).toBe(kept);
    expect(reads).toHaveLength(1);
    expect(Object.isFrozen(kept[0])).toBe(true);
  });

  it('reads again after a write, keeping nothing a read overlapping the write brought back', async () => {
    const { db, reads, answer } = slowDb();
    cacheBabies(db);
    const before = listBabies(db, 'u1');
    await insertBaby(db, { userId: 'u1', birthDate: '2027-03-01', name: 'Ada' });
    answer(0, [baby('Kofi')]);
    await before;
    const after = listBabies(db, 'u1');
    expect(reads).toHaveLength(2);
    answer(1, [baby('Kofi'), baby('Ada')]);
    expect(await after).toHaveLength(2);
    expect(await listBabies(db, 'u1')).toHaveLength(2);
    expect(reads).toHaveLength(2);
  });

  it('forgets once a transaction that wrote is over (a read during it is not kept for good)', async () => {
    const { db, reads, answer } = slowDb();
    cacheBabies(db);
    // The birth record's transaction wrote (and forgot); a read before its commit saw the old list.
    const during = listBabies(db, 'u1');
    answer(0, [baby('Kofi')]);
    await during;
    forgetBabies('u1');
    const after = listBabies(db, 'u1');
    expect(reads).toHaveLength(2);
    answer(1, []);
    expect(await after).toEqual([]);
  });

  it('keeps nothing for a database it was not turned on for (a transaction)', async () => {
    const { db, reads, answer } = slowDb();
    const a = listBabies(db, 'u1');
    answer(0, [baby('Kofi')]);
    await a;
    const b = listBabies(db, 'u1');
    expect(reads).toHaveLength(2);
    answer(1, [baby('Kofi')]);
    await b;
  });
});

import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { cacheProfiles, findProfile, type ProfileRow, updateProfile } from './repository.ts';

/** A database whose profile reads wait until the test answers them, in order; its writes return at once. */
function slowDb() {
  const reads: ((rows: ProfileRow[]) => void)[] = [];
  const db = {
    select: () => ({
      from: () => ({
        where: () => ({ limit: () => new Promise<ProfileRow[]>((resolve) => reads.push(resolve)) }),
      }),
    }),
    update: () => ({ set: () => ({ where: () => ({ returning: () => Promise.resolve([]) }) }) }),
  } as unknown as Db;
  const answer = (i: number, rows: ProfileRow[]) => reads[i]?.(rows);
  return { db, reads, answer };
}

const row = (firstName: string) =>
  ({
    userId: 'u1',
    firstName,
    stage: 'pregnant',
    dueDate: '2027-03-01',
    notifications: { symptoms: true, appointments: true, daily: true, emergency: true },
  }) as unknown as ProfileRow;

describe('the profile cache', () => {
  it('answers a second read from memory, with a row no caller can change', async () => {
    const { db, reads, answer } = slowDb();
    cacheProfiles(db);
    const first = findProfile(db, 'u1');
    answer(0, [row('Amara')]);
    const kept = await first;
    expect(await findProfile(db, 'u1')).toBe(kept);
    expect(reads).toHaveLength(1);
    expect(Object.isFrozen(kept)).toBe(true);
    expect(Object.isFrozen(kept?.notifications)).toBe(true);
  });

  it('reads again after a write, and keeps nothing a read brought back from before that write', async () => {
    const { db, reads, answer } = slowDb();
    cacheProfiles(db);
    const before = findProfile(db, 'u1');
    // Her edit commits while that read is still on its way back: the write forgets her row itself.
    await updateProfile(db, 'u1', { firstName: 'Ama' });
    answer(0, [row('Amara')]);
    expect((await before)?.firstName).toBe('Amara');
    const after = findProfile(db, 'u1');
    expect(reads).toHaveLength(2);
    answer(1, [row('Ama')]);
    expect((await after)?.firstName).toBe('Ama');
    expect((await findProfile(db, 'u1'))?.firstName).toBe('Ama');
    expect(reads).toHaveLength(2);
  });

  it('keeps no missing profile (onboarding may write it any moment) and nothing without the cache on', async () => {
    const { db, reads, answer } = slowDb();
    cacheProfiles(db);
    const none = findProfile(db, 'u1');
    answer(0, []);
    expect(await none).toBeNull();
    const again = findProfile(db, 'u1');
    expect(reads).toHaveLength(2);
    answer(1, [row('Amara')]);
    await again;

    // A transaction's handle (any database the cache was not turned on for) always reads.
    const tx = slowDb();
    const inTx = findProfile(tx.db, 'u1');
    tx.answer(0, [row('Amara')]);
    await inTx;
    const inTxAgain = findProfile(tx.db, 'u1');
    expect(tx.reads).toHaveLength(2);
    tx.answer(1, [row('Amara')]);
    await inTxAgain;
  });
});

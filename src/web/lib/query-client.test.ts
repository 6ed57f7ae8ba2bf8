import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';

describe('the query client (docs/architecture.md)', () => {
  it('does not retry a failed query: the error is shown at once', async () => {
    const qc = createQueryClient();
    const fn = vi.fn(() => Promise.reject(new Error('500: boom')));
    await expect(qc.fetchQuery({ queryKey: ['x'], queryFn: fn })).rejects.toThrow('500: boom');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('keeps data fresh until it is invalidated, then fetches again', async () => {
    const qc = createQueryClient();
    let n = 0;
    const fn = () => Promise.resolve(++n);
    expect(await qc.fetchQuery({ queryKey: ['y'], queryFn: fn })).toBe(1);
    expect(await qc.fetchQuery({ queryKey: ['y'], queryFn: fn })).toBe(1);
    expect(
      qc
        .getQueryCache()
        .find({ queryKey: ['y'] })
        ?.isStale(),
    ).toBe(false);
    await qc.invalidateQueries({ queryKey: ['y'] });
    expect(await qc.fetchQuery({ queryKey: ['y'], queryFn: fn })).toBe(2);
  });

  it('never refetches on window focus and never retries a mutation', () => {
    const d = createQueryClient().getDefaultOptions();
    expect(d.queries?.refetchOnWindowFocus).toBe(false);
    expect(d.mutations?.retry).toBe(false);
  });

  it('keeps an answer no screen is showing (a copy put back offline before its screen opens)', async () => {
    // A garbage-collection time beyond a timer's longest wait (2^31 - 1 ms) would fire at once and drop it.
    const qc = createQueryClient();
    qc.setQueryData(['journal', 'u1', 'list'], ['Fed at 3']);
    await new Promise((r) => setTimeout(r, 50));
    expect(qc.getQueryData(['journal', 'u1', 'list'])).toEqual(['Fed at 3']);
    expect(qc.getDefaultOptions().queries?.gcTime).toBeLessThanOrEqual(2 ** 31 - 1);
  });
});

import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver.ts';

type Values = { symptom: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('lazyResolver', () => {
  it('loads the real resolver once, on first use, and answers with it', async () => {
    const real: Resolver<Values> = (values) =>
      values.symptom
        ? { values, errors: {} as Record<string, never> }
        : { values: {}, errors: { symptom: { type: 'too_small', message: 'Enter a symptom' } } };
    const load = vi.fn(() => Promise.resolve(real));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    expect((await resolver({ symptom: '' }, undefined, options)).errors.symptom?.message).toBe(
      'Enter a symptom',
    );
    expect((await resolver({ symptom: 'headache' }, undefined, options)).values).toEqual({
      symptom: 'headache',
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says the network failed when it cannot load, and loads again on the next try', async () => {
    const real: Resolver<Values> = (values) => ({ values, errors: {} as Record<string, never> });
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(real);
    const resolver = lazyResolver(load);
    const failed = await resolver({ symptom: 'headache' }, undefined, options);
    expect(failed.errors.root?.message).toMatch(/could not reach Zara/);
    expect((await resolver({ symptom: 'headache' }, undefined, options)).values).toEqual({
      symptom: 'headache',
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

/**
 * A react-hook-form resolver that loads its validation (the contract's schema, Zod and its resolver) the first
 * time the form is checked, usually her first tap on its button, rather than with the screen: a screen whose
 * form waits for her then starts without Zod's chunk (issue 21: less JavaScript up front). If it cannot load
 * (the network dropped), the form says so on its root and the next try loads again.
 */
import type { FieldErrors, FieldValues, Resolver, ResolverError } from 'react-hook-form';
import { NetworkError } from './api-client.ts';

export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loading ??= load();
    let resolve: Resolver<T>;
    try {
      resolve = await loading;
    } catch {
      loading = undefined;
      const failed: ResolverError<T> = {
        values: {},
        // The root error of any form (generic T cannot show TypeScript it is allowed).
        errors: { root: { type: 'load', message: new NetworkError().message } } as FieldErrors<T>,
      };
      return failed;
    }
    return resolve(values, context, options);
  };
}

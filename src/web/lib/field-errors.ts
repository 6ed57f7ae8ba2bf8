import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiRequestError, errorMessage } from './api-client.ts';

/**
 * Puts a failed request's messages beside the form's fields: each of `fields` the server named, or, when it named
 * none of them, what went wrong (a 429's wait, a network failure) beside the form's main field.
 */
export function reportFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  main: FieldPath<T>,
): void {
  const named = error instanceof ApiRequestError ? (error.body?.fields ?? {}) : {};
  const known = fields.filter((f) => named[f]);
  if (known.length === 0) setError(main, { message: errorMessage(error) });
  for (const f of known) setError(f, { message: named[f] });
}

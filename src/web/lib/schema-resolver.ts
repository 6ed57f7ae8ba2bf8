/**
 * A react-hook-form resolver over a contract's schema checked on the body the form will send (not on the form's
 * own values): the trackers' forms hold times on her clock and amounts in her unit, the API takes instants and
 * millilitres. Each issue goes beside the form field it is about; one the form has no field for goes on its root.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver.ts';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}
interface Schema<B> {
  safeParse(body: B): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

/** Every issue as a message beside its form field (`rename` maps an API field to the form's name for it). */
export function issuesToErrors<T extends FieldValues>(
  issues: readonly Issue[],
  fields: readonly string[],
  rename: (apiField: string) => string = (f) => f,
): FieldErrors<T> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) {
    const name = rename(String(issue.path[0] ?? ''));
    const at = fields.includes(name) ? name : 'root';
    errors[at] ??= { type: 'validate', message: issue.message };
  }
  return errors as FieldErrors<T>;
}

export function bodyResolver<T extends FieldValues, B>(
  schema: Schema<B>,
  toBody: (values: T) => B,
  rename?: (apiField: string) => string,
): Resolver<T> {
  return (values) => {
    const parsed = schema.safeParse(toBody(values));
    if (parsed.success) return { values, errors: {} };
    return { values: {}, errors: issuesToErrors<T>(parsed.error.issues, Object.keys(values), rename) };
  };
}

/**
 * bodyResolver over a schema loaded the first time the form is checked (lazy-resolver.ts), usually her first tap on
 * its button, with the server's plain words for Zod's own messages installed beside it: a screen whose forms wait
 * for her then starts without Zod and the contract's schemas, which cost a phone's main thread about a quarter of
 * a second on the baby tracker (issue 21).
 */
export function lazyBodyResolver<T extends FieldValues, B>(
  load: () => Promise<Schema<B>>,
  toBody: (values: T) => B,
  rename?: (apiField: string) => string,
): Resolver<T> {
  return lazyResolver(async () => {
    const [schema, messages] = await Promise.all([load(), import('../../core/contracts/zod-messages.ts')]);
    messages.installZodMessages();
    return bodyResolver(schema, toBody, rename);
  });
}

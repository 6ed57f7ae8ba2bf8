/**
 * The tracker forms check what she typed with the contract's own schema (createBabyLogSchema), on the body the form
 * will send, so the form says exactly what the server would, beside the field she typed it in. The schema loads
 * the first time a form is checked, never with the screen or the first page.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import { lazyBodyResolver } from '../../lib/schema-resolver.ts';
import type { LogBody } from './form-values.ts';

/** The API's names for the fields whose form names differ (a feed's start is the form's time). */
const FORM_FIELD: Readonly<Record<string, string>> = { startedAt: 'time', logDate: 'date' };

/** The form field a server or schema field is shown beside. */
export const formFieldOf = (apiField: string) => FORM_FIELD[apiField] ?? apiField;

export const logResolver = <T extends FieldValues>(toBody: (values: T) => LogBody): Resolver<T> =>
  lazyBodyResolver(
    () => import('../../../core/contracts/baby-tracking-logs.ts').then((m) => m.createBabyLogSchema),
    toBody,
    formFieldOf,
  );

import type { ReactNode } from 'react';
import type { Conflict } from '../../../../core/contracts/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { OverlapWarning } from './overlap-warning.tsx';

/** The end of every tracker form: the overlap warning or what went wrong, then the one big save button. */
export function FormFooter({
  label,
  pending,
  rootError,
  overlap,
  onSaveAnyway,
  onDismissOverlap,
}: {
  label: string;
  pending: boolean;
  rootError: string | undefined;
  overlap: Conflict | null;
  onSaveAnyway: () => void;
  onDismissOverlap: () => void;
}) {
  return (
    <div className="space-y-3">
      {overlap ? (
        <OverlapWarning
          conflict={overlap}
          pending={pending}
          onSaveAnyway={onSaveAnyway}
          onChange={onDismissOverlap}
        />
      ) : null}
      <FieldError message={rootError} />
      {overlap ? null : (
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? 'Saving...' : label}
        </Button>
      )}
    </div>
  );
}

/** A short optional note, one line tall until she writes more. */
export function NotesArea({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: (props: {
    id: string;
    className: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        className: cn(inputClass, 'min-h-11 resize-y'),
        ...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}),
      })}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

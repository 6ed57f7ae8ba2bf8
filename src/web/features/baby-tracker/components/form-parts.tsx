import { type ReactNode, useId } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Field, FieldError, inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import type { LogSubmit } from '../use-log-submit.ts';
import { OverlapWarning } from '../../../components/overlap-warning.tsx';

/** A time on her clock the log is about ("Time", "Started at", "Fell asleep"...). */
export interface TimeField<T extends FieldValues> {
  name: Path<T>;
  label: string;
  hint?: string | undefined;
}

/**
 * When the log happened: its time(s) on her clock, and its date when she corrects a saved log (a new log is for the
 * day on screen). One time shares its row with the date; two times (a sleep) share theirs, under the date.
 */
export function WhenFields<T extends FieldValues>({
  form,
  date,
  times,
  editing,
}: {
  form: UseFormReturn<T>;
  date: Path<T>;
  times: readonly TimeField<T>[];
  editing: boolean;
}) {
  const errorOf = (name: Path<T>) => form.getFieldState(name, form.formState).error?.message;
  const dateField = editing ? (
    <Field label="Date" type="date" error={errorOf(date)} {...form.register(date)} />
  ) : null;
  const timeFields = times.map((t) => (
    <Field
      key={t.name}
      label={t.label}
      type="time"
      error={errorOf(t.name)}
      {...(t.hint ? { hint: t.hint } : {})}
      {...form.register(t.name)}
    />
  ));
  const row = (fields: ReactNode) => <div className="grid gap-3 min-[400px]:grid-cols-2">{fields}</div>;
  return times.length > 1 ? (
    <>
      {dateField}
      {row(timeFields)}
    </>
  ) : (
    row(
      <>
        {dateField}
        {timeFields}
      </>,
    )
  );
}

/**
 * Every tracker form's frame: the form itself, the log's own fields (children), its optional note, then the
 * overlap warning or what went wrong, and the one big save button ("Save changes" when correcting a log).
 */
export function LogFormFrame<T extends FieldValues>({
  form,
  submit,
  notes,
  label,
  editing,
  children,
}: {
  form: UseFormReturn<T>;
  submit: LogSubmit;
  /** The note's field. */
  notes: Path<T>;
  /** The save button's words for a new log ("Log feed"). */
  label: string;
  editing: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const notesId = `${id}-notes`;
  const notesError = form.getFieldState(notes, form.formState).error?.message;
  const { overlap, pending } = submit;
  return (
    <form noValidate onSubmit={(ev) => void submit.onSubmit(ev)} className="space-y-4">
      {children}
      <div className="space-y-1.5">
        <label htmlFor={notesId} className="block text-sm font-medium">
          Notes (optional)
        </label>
        <textarea
          id={notesId}
          rows={1}
          maxLength={1000}
          className={cn(inputClass, 'min-h-11 resize-y')}
          {...(notesError ? { 'aria-invalid': true, 'aria-describedby': `${notesId}-error` } : {})}
          {...form.register(notes)}
        />
        <FieldError id={`${notesId}-error`} message={notesError} />
      </div>
      <div className="space-y-3">
        {overlap ? (
          <OverlapWarning
            conflict={overlap}
            pending={pending}
            onSaveAnyway={() => void submit.saveAnyway()}
            onChange={submit.dismissOverlap}
          />
        ) : null}
        <FieldError message={form.formState.errors.root?.message} />
        {overlap ? null : (
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? 'Saving...' : editing ? 'Save changes' : label}
          </Button>
        )}
      </div>
    </form>
  );
}
